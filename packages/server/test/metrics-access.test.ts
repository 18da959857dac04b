// Who may read /metrics (issue 28): with METRICS_TOKEN, only a request bearing it; without, only this machine (the
// client address as judged with TRUST_PROXY). Refused requests get UNAUTHORIZED and no figures.
import { afterEach, describe, expect, it } from 'vitest';
import { metricsAllowed } from '../src/http/metrics-access.ts';
import { configFromEnv } from '../src/main.ts';
import { startServer, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const scrape = (s: TestServer, headers: Record<string, string> = {}) => fetch(`${s.url}/metrics`, { headers });

describe('/metrics', () => {
  it('with a token: refused without it or with another, served with it', async () => {
    server = await startServer(randomChooser, { metricsToken: 'scrape-secret' });
    const none = await scrape(server);
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ error: { code: 'UNAUTHORIZED' } });
    expect((await scrape(server, { authorization: 'Bearer scrape-secreT' })).status).toBe(401);
    expect((await scrape(server, { authorization: 'scrape-secret' })).status).toBe(401);
    const good = await scrape(server, { authorization: 'Bearer scrape-secret' });
    expect(good.status).toBe(200);
    expect(await good.text()).toContain('birzha_ws_connections');
  });

  it('without a token: served to this machine, refused to a client a trusted proxy says is elsewhere', async () => {
    server = await startServer(randomChooser, { trustProxy: '127.0.0.1' });
    expect((await scrape(server)).status).toBe(200);
    expect((await scrape(server, { 'x-forwarded-for': '127.0.0.1' })).status).toBe(200);
    const remote = await scrape(server, { 'x-forwarded-for': '203.0.113.9' });
    expect(remote.status).toBe(401);
    expect(await remote.text()).not.toContain('birzha_');
  });

  it('judges addresses and tokens', () => {
    const req = (ip: string, authorization?: string) => ({
      ip,
      headers: authorization === undefined ? {} : { authorization },
    });
    expect(metricsAllowed(req('127.0.0.1'), null)).toBe(true);
    expect(metricsAllowed(req('::1'), null)).toBe(true);
    expect(metricsAllowed(req('::ffff:127.0.0.1'), null)).toBe(true);
    expect(metricsAllowed(req('10.0.0.5'), null)).toBe(false);
    expect(metricsAllowed(req('::ffff:10.0.0.5'), null)).toBe(false);
    // A token replaces the address rule: this machine needs it too.
    expect(metricsAllowed(req('127.0.0.1'), 't')).toBe(false);
    expect(metricsAllowed(req('10.0.0.5', 'Bearer t'), 't')).toBe(true);
    expect(metricsAllowed(req('10.0.0.5', 'Bearer '), 't')).toBe(false);
  });

  it('takes the token from METRICS_TOKEN', () => {
    expect(configFromEnv({ METRICS_TOKEN: 'abc' }).metricsToken).toBe('abc');
    expect(configFromEnv({}).metricsToken).toBeNull();
  });
});
