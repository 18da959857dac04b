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

/** The statements /metrics counts, reads and writes together; each kind must be there. */
async function statementsMetric(): Promise<number> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  let total = 0;
  for (const kind of ['read', 'write']) {
    const line = new RegExp(`^birzha_store_statements_total\\{kind="${kind}"\\} (\\d+)$`, 'm').exec(text);
    if (line === null) throw new Error(`no birzha_store_statements_total of kind ${kind} in /metrics`);
    total += Number(line[1]);
  }
  return total;
}
const ownCount = (): number => {
  const s = server.store.statements?.();
  return s === undefined ? -1 : s.reads + s.writes;
};

describe('/metrics counts the store statements', () => {
  it('as the store counts them, growing with the requests that reach the database', async () => {
    const before = await statementsMetric();
    const own = ownCount();
    expect(own).toBeGreaterThanOrEqual(before);
    await guest(server);
    const after = await statementsMetric();
    expect(after).toBeGreaterThan(before);
    // The store's own count, read after: the same or more (the clocks' and the outbox's polls query too).
    expect(ownCount()).toBeGreaterThanOrEqual(after);
  });
});
