// Issue 28: statements per move are compared for 1, 2 and 3 processes, so each process counts the statements its
// store sends and /metrics says how many (birzha_store_statements_total).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guest, startServer, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer(randomChooser);
});
afterAll(async () => {
  await server.close();
});

async function statementsMetric(): Promise<number> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  const line = /^birzha_store_statements_total (\d+)$/m.exec(text);
  if (line === null) throw new Error('no birzha_store_statements_total in /metrics');
  return Number(line[1]);
}

describe('/metrics counts the store statements', () => {
  it('as the store counts them, growing with the requests that reach the database', async () => {
    const before = await statementsMetric();
    const own = server.store.statements?.() ?? -1;
    expect(own).toBeGreaterThanOrEqual(before);
    await guest(server);
    const after = await statementsMetric();
    expect(after).toBeGreaterThan(before);
    // The store's own count, read after: the same or more (the clocks' and the outbox's polls query too).
    expect(server.store.statements?.()).toBeGreaterThanOrEqual(after);
  });
});
