// Move to mail on a running server (issue 25): two accounts play a turn-based match; each whole turn mails the next
// mover "your turn" once, through the outbox and the server's own sender, to a real SMTP server. Prints the time from
// the move that passed the turn to the mail's arrival (p50/p99) with the grace and digest windows at zero.
import { PACE_PRESETS, type TableSummary } from '@birzha/protocol';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, guest, startServer, TestClient, type TestServer } from './harness.ts';
import { notifyConfig } from './notify-email-kit.ts';
import { randomChooser } from './random-chooser.ts';
import { parseMail, sleep, SmtpSink } from '@birzha/test-support';

let smtp: SmtpSink;
let server: TestServer;

beforeAll(async () => {
  smtp = await new SmtpSink().start();
  server = await startServer(randomChooser, {
    smtpUrl: smtp.url,
    rateLimit: { perSecond: 1000, burst: 1000 },
    notify: notifyConfig({ sendMs: 50, graceMs: 0, digestMs: 0 }),
  });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

/** A guest made an account with an e-mail address (the account routes have their own tests). */
async function person(name: string): Promise<{ id: string; token: string; email: string }> {
  const g = await guest(server, name);
  const email = `${name.toLowerCase()}@example.org`;
  expect(await server.store.accounts.setCredentials(g.id, `${name}_lat`, 'hash')).toBe(true);
  expect(await server.store.accounts.setEmail(g.id, email)).toBe(true);
  return { id: g.id, token: g.token, email };
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

it('each passed turn mails the next mover once; move -> mail p50/p99', async () => {
  const games = await api<{ id: string; minPlayers: number }[]>(server, null, 'GET', '/api/games');
  const game = games.body.find((g) => g.minPlayers <= 2)?.id ?? '';
  const [a, b] = [await person('Ada'), await person('Bob')];
  const created = await api<{ table: TableSummary }>(server, a.token, 'POST', '/api/tables', {
    game,
    players: 2,
    pace: PACE_PRESETS.day,
  });
  const id = created.body.table.id;
  expect((await api(server, b.token, 'POST', `/api/tables/${id}/join`, {})).status).toBe(200);
  expect((await api(server, a.token, 'POST', `/api/tables/${id}/start`)).status).toBe(200);
  const live = await server.app.registry.get(id);
  if (live === undefined) throw new Error('no table');
  const people = new Map([a, b].map((p) => [p.id, p]));
  const personOf = (seat: number) => people.get(live.seats.find((s) => s.seat === seat)?.userId ?? '')!;
  const clients = new Map<string, TestClient>();
  for (const p of [a, b]) {
    const c = await TestClient.connect(server, p.token);
    expect((await c.request({ t: 'subscribe', table: id })).t).toBe('ack');
    clients.set(p.id, c);
  }
  // The start mails both ("started") and the first mover ("your turn"): wait for those to be out of the way.
  await smtp.waitFor(2);
  await sleep(300);
  const latencies: number[] = [];
  for (let turn = 0; turn < 12 && live.table.status === 'playing'; turn++) {
    const seat = live.game.toAct(live.state)[0];
    if (seat === undefined) break;
    const mover = personOf(seat);
    const mailsBefore = smtp.mails.length;
    let passedAt = 0;
    for (let moves = 0; live.game.toAct(live.state)[0] === seat && moves < 30; moves++) {
      const move = live.game.legalMoves(live.state, seat).find((m) => (m as { type: string }).type !== 'resign');
      const answer = await clients.get(mover.id)!.request({ t: 'move', table: id, version: live.version, move });
      expect(answer.t).toBe('ack');
      passedAt = Date.now();
    }
    const next = live.game.toAct(live.state)[0];
    if (next === undefined || next === seat) break;
    const [mail] = (await smtp.waitFor(mailsBefore + 1)).slice(mailsBefore);
    expect(mail!.to).toEqual([personOf(next).email]);
    expect(parseMail(mail!.raw).subject).toContain('Ваш ход');
    latencies.push(mail!.at - passedAt);
  }
  await sleep(300);
  // Exactly one mail per passed turn (plus the start's two).
  expect(smtp.mails.length).toBe(2 + latencies.length);
  expect(latencies.length).toBeGreaterThan(3);
  const sorted = [...latencies].sort((x, y) => x - y);
  console.info(
    `notify: move -> mail over ${sorted.length} turns (sender every 50 ms): p50 ${percentile(sorted, 50)} ms, p99 ${percentile(sorted, 99)} ms`,
  );
  for (const c of clients.values()) c.close();
}, 120_000);
