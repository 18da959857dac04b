// Webhooks (issue 25) to a local HTTP receiver that checks the signature as a user's receiver would
// (support/webhook-endpoint.ts): Birzha's body and Discord's, what counts as delivered, retried or given up.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { wording } from '../src/notify/texts.ts';
import { createWebhookChannel, webhookSignature } from '../src/notify/webhook-channel.ts';
import { links, outboxRow, recipient, SITE } from './support/notify-rows.ts';
import { startWebhookEndpoint, verifyWebhook, type WebhookEndpoint } from './support/webhook-endpoint.ts';

const SECRET = 'whsec_test_0123456789abcdef';
const NOW = 1_750_000_000_000;

describe('the webhook channel', () => {
  let receiver: WebhookEndpoint;
  beforeEach(async () => {
    receiver = await startWebhookEndpoint(SECRET);
  });
  afterEach(() => receiver.close());

  const channel = (allowPrivate = true, timeoutMs = 2000) =>
    createWebhookChannel({ allowPrivate, wording, now: () => NOW, timeoutMs });
  const to = (path: string, discord = false, secret: string | null = SECRET) =>
    recipient({ webhookTarget: { url: `${receiver.origin}${path}`, discord }, lang: 'en' }, secret);

  it('posts the protocol body, signed with HMAC-SHA256(secret, timestamp + "." + body)', async () => {
    const row = outboxRow('finished', 't7', { game: 'stockpile', place: 1, ratingBefore: 1500, ratingAfter: 1512 });
    expect(await channel().send(to('/hook'), [row], links)).toEqual({ ok: true });
    const got = receiver.received[0];
    expect(got?.signed).toBe(true);
    expect(got?.headers['content-type']).toBe('application/json');
    expect(got?.headers['x-birzha-timestamp']).toBe(String(NOW / 1000));
    expect(got?.headers['x-birzha-delivery']).toBe(String(row.id));
    expect(got?.headers['x-birzha-signature']).toBe(webhookSignature(SECRET, String(NOW / 1000), got?.raw ?? ''));
    expect(wording(row, to('/hook')).body).toContain('you placed 1st, rating 1500 → 1512 (+12)');
    expect(JSON.parse(got?.raw ?? '')).toEqual({
      kind: 'finished',
      tableId: 't7',
      game: 'stockpile',
      text: wording(row, to('/hook')).body,
      url: `${SITE}/t/t7`,
      at: row.createdAt,
    });
    // Another secret does not verify it: the signature is the user's.
    expect(verifyWebhook('another secret', got?.headers ?? {}, got?.raw ?? '')).toBe(false);
  });

  it("posts Discord's body when asked (signed all the same), with no pings from a quoted chat line", async () => {
    const row = outboxRow('mention', 't9', { name: 'Боб', text: '@everyone look' });
    expect(await channel().send(to('/discord', true), [row], links)).toEqual({ ok: true });
    const got = receiver.received[0];
    expect(got?.signed).toBe(true);
    const { title, body } = wording(row, to('/discord', true));
    expect(body).toContain('Боб wrote: “@everyone look”');
    expect(JSON.parse(got?.raw ?? '')).toEqual({
      content: body,
      embeds: [{ title, description: body, url: `${SITE}/t/t9` }],
      allowed_mentions: { parse: [] },
    });
  });

  it('gives up on a 4xx (a wrong URL) but retries 408, 429, 5xx, a redirect (never followed) and no answer', async () => {
    const row = outboxRow('turn', 't1');
    receiver.answer('/gone', 404);
    expect(await channel().send(to('/gone'), [row], links)).toMatchObject({ ok: false, permanent: true });
    receiver.answer('/forbidden', 403);
    expect(await channel().send(to('/forbidden'), [row], links)).toMatchObject({ ok: false, permanent: true });
    for (const [path, status] of [
      ['/slow', 408],
      ['/busy', 429],
      ['/broken', 500],
    ] as const) {
      receiver.answer(path, status);
      const result = await channel().send(to(path), [row], links);
      expect(result).toMatchObject({ ok: false, reason: `webhook ${new URL(receiver.origin).host}: HTTP ${status}` });
      expect(result).not.toMatchObject({ permanent: true });
    }
    receiver.answer('/moved', 'redirect');
    expect(await channel().send(to('/moved'), [row], links)).toMatchObject({ ok: false });
    expect(receiver.received.some((r) => r.path === '/elsewhere')).toBe(false);

    receiver.answer('/hang', 'hang');
    const hung = await channel(true, 300).send(to('/hang'), [row], links);
    expect(hung).toMatchObject({ ok: false, reason: expect.stringContaining('no answer within 300 ms') as unknown });
    expect(hung).not.toMatchObject({ permanent: true });
  });

  it('refuses for good, without posting, a URL that is not https or is (or now resolves to) a private address', async () => {
    const row = outboxRow('turn', 't1');
    const port = new URL(receiver.origin).port;
    const prod = channel(false);
    // The tests' plain-http receiver: not a URL production posts to.
    expect(await prod.send(to('/hook'), [row], links)).toMatchObject({ ok: false, permanent: true });
    for (const url of [`https://127.0.0.1:${port}/hook`, `https://localhost:${port}/hook`, `https://[::1]:${port}/`]) {
      const result = await prod.send(recipient({ webhookTarget: { url, discord: false } }, SECRET), [row], links);
      expect(result).toMatchObject({
        ok: false,
        permanent: true,
        reason: expect.stringContaining('private') as unknown,
      });
    }
    expect(receiver.received).toEqual([]);
  });

  it('gives up when the user has no URL or no secret', async () => {
    const row = outboxRow('turn', 't1');
    expect(await channel().send(recipient({ webhookTarget: null }, SECRET), [row], links)).toMatchObject({
      ok: false,
      permanent: true,
    });
    expect(await channel().send(to('/hook', false, null), [row], links)).toMatchObject({ permanent: true });
    expect(receiver.received).toEqual([]);
  });
});
