// A bot's seat taken over by a server bot (docs/bot-api.md, "Seat lost"): after POST /api/bot/game/:id/resign, or
// after it kept timing out, its game stream offers no more turns (it used to send `yourTurn` with `waiting: true` and
// `legal: null` for a seat that was no longer its own), says `seatLost` with the reason and ends; the bot may take the
// seat back (POST /api/bot/game/:id/return) and reopen the stream. On the toy game's server, its clock in the test's
// hands.
import { afterEach, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../src/config.ts';
import { ROOMY_ACCOUNT_LIMITS, call, codeOf } from './accounts-client.ts';
import { botWithToken, openStream, type Line, type Stream } from './bot-api-client.ts';
import type { TestServer } from './harness.ts';
import { GAME, tick, toyServer } from './seats-toy.ts';

const servers: TestServer[] = [];
const streams: Stream[] = [];
afterEach(async () => {
  for (const s of streams.splice(0)) s.close();
  for (const s of servers.splice(0)) await s.close();
});

async function server(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const s = await toyServer({ accountLimits: ROOMY_ACCOUNT_LIMITS, ...overrides });
  servers.push(s);
  return s;
}

async function stream(s: TestServer, path: string, token: string): Promise<Stream> {
  const opened = await openStream(s, path, token);
  streams.push(opened);
  expect(opened.status).toBe(200);
  return opened;
}

let n = 0;
/** Two bot accounts at a started toy table: `a` hosts at seat 0, `b` sits at seat 1. */
async function duel(s: TestServer, options: Record<string, unknown>) {
  const a = await botWithToken(s, `seatlosta${++n}`);
  const b = await botWithToken(s, `seatlostb${n}`);
  const made = await call<{ table: { id: string } }>(s, 'POST', '/api/bot/tables', {
    token: a.token,
    body: { game: GAME, players: 2, options },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const id = made.body.table.id;
  const joined = await call(s, 'POST', `/api/bot/tables/${id}/join`, { token: b.token, body: { seat: 1 } });
  expect(joined.status, JSON.stringify(joined.body)).toBe(200);
  const started = await call(s, 'POST', `/api/bot/tables/${id}/start`, { token: a.token });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return { id, a, b };
}

/** A turn offered for a seat the stream's bot does not hold: the defect. */
const orphanTurns = (lines: readonly Line[]) => lines.filter((l) => l.t === 'yourTurn' && l['legal'] === null);

const move = (s: TestServer, token: string, id: string, m: unknown) =>
  call(s, 'POST', `/api/bot/game/${id}/move`, { token, body: { version: 0, move: m } });

describe('a bot whose seat a server bot took over', () => {
  it('after resigning: the stream says seatLost (left) and ends; it returns, and a reopened stream is its seat', async () => {
    const s = await server();
    const { id, b } = await duel(s, { rounds: 3, seconds: 0 });
    // Not left: nothing to take back.
    const early = await call(s, 'POST', `/api/bot/game/${id}/return`, { token: b.token });
    expect({ status: early.status, code: codeOf(early) }).toEqual({ status: 409, code: 'NOT_LEFT' });

    const game = await stream(s, `/api/bot/stream/game/${id}`, b.token);
    expect((await game.next((l) => l.t === 'snapshot'))['seat']).toBe(1);
    await game.next((l) => l.t === 'yourTurn');
    const resigned = await call(s, 'POST', `/api/bot/game/${id}/resign`, { token: b.token });
    expect(resigned.status, JSON.stringify(resigned.body)).toBe(200);

    const lost = await game.next((l) => l.t === 'seatLost');
    expect(lost).toEqual({ t: 'seatLost', table: id, reason: 'left' });
    await game.ended;
    // The seatLost line is the last, and no turn was offered for the seat once it was the server bot's.
    expect(game.lines.at(-1)).toEqual(lost);
    expect(orphanTurns(game.lines)).toEqual([]);

    // A stream opened while the seat is the server bot's says so at once.
    const meanwhile = await stream(s, `/api/bot/stream/game/${id}`, b.token);
    expect(await meanwhile.next((l) => l.t === 'seatLost')).toEqual({ t: 'seatLost', table: id, reason: 'left' });
    await meanwhile.ended;
    expect(meanwhile.lines.some((l) => l.t === 'snapshot' || l.t === 'yourTurn')).toBe(false);

    const back = await call(s, 'POST', `/api/bot/game/${id}/return`, { token: b.token });
    expect({ status: back.status, body: back.body }).toEqual({ status: 200, body: {} });
    const again = await call(s, 'POST', `/api/bot/game/${id}/return`, { token: b.token });
    expect({ status: again.status, code: codeOf(again) }).toEqual({ status: 409, code: 'NOT_LEFT' });
    const reopened = await stream(s, `/api/bot/stream/game/${id}`, b.token);
    expect((await reopened.next((l) => l.t === 'snapshot'))['seat']).toBe(1);
  });

  it('after timing out: the stream says seatLost (timeouts), offers no turn for the lost seat, and ends', async () => {
    const s = await server({ timeoutsBeforeBot: 2 });
    const { id, a, b } = await duel(s, { rounds: 5, seconds: 10 });
    const game = await stream(s, `/api/bot/stream/game/${id}`, b.token);
    expect((await game.next((l) => l.t === 'snapshot'))['seat']).toBe(1);
    const tickAndSweep = async () => {
      tick(10_001);
      await s.app.sweeper.tick();
    };
    // As seats-return.test.ts: seat 0 plays in time; seat 1's ready times out twice in a row, and a bot takes it.
    for (let round = 0; round < 2; round++) {
      expect((await move(s, a.token, id, { type: 'choose', n: 1 })).status).toBe(200);
      await tickAndSweep();
      expect((await move(s, a.token, id, { type: 'ready' })).status).toBe(200);
      await tickAndSweep();
    }
    const lost = await game.next((l) => l.t === 'seatLost');
    expect(lost).toEqual({ t: 'seatLost', table: id, reason: 'timeouts' });
    await game.ended;
    expect(game.lines.at(-1)).toEqual(lost);
    expect(orphanTurns(game.lines)).toEqual([]);
    // Taken back as a person takes theirs back on the site.
    const back = await call(s, 'POST', `/api/bot/game/${id}/return`, { token: b.token });
    expect({ status: back.status, body: back.body }).toEqual({ status: 200, body: {} });
    const reopened = await stream(s, `/api/bot/stream/game/${id}`, b.token);
    expect((await reopened.next((l) => l.t === 'snapshot'))['seat']).toBe(1);
  });
});
