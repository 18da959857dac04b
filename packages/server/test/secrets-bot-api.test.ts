// The secrets scan's profiles over the bot API (issue 29): random matches of every game where two seats are bot
// accounts playing through their HTTP streams (one sent patches, one whole views) and the others the server's bots.
// Every line each bot was sent is checked as the WebSocket scan checks a frame (frame-checks.ts: nothing its seat may
// not know, exactly the engine's view, events, legal moves and whose turn at that version), and each `yourTurn` line
// came exactly when the seat could act, with the engine's legal moves.
import { canSeatAct, createRng, GAMES, rngFromSeed, type AnyGame, type Rng, type Seat } from '@birzha/engine';
import type { BotLevel, MoveActor } from '@birzha/protocol';
import { runs } from '@birzha/test-support';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameBotLevels } from '../src/bots/levels.ts';
import { ROOMY_ACCOUNT_LIMITS, call } from './accounts-client.ts';
import { botWithToken, openStream, type Line, type Stream } from './bot-api-client.ts';
import { applyUpdate, startServer, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';
import { checkFrames, overtakenProblems, replayStates, type Overtaken } from './secrets/frame-checks.ts';
import { pick } from './secrets/profile.ts';
import { profileOf } from './secrets/profiles.ts';

const MATCHES = runs(20, 4);
const MATCH_TIMEOUT_MS = 60_000;
const PLAYED_BY = { human: 'person', bot: 'bot', server: 'bot', timeout: 'clock' } as const;

let server: TestServer;
let bots: { token: string; userId: string }[];
beforeAll(async () => {
  server = await startServer(randomChooser, {
    accountLimits: ROOMY_ACCOUNT_LIMITS,
    botApiLimits: { movesPerMinute: 100_000, streamsPerMinute: 1_000, otherPerMinute: 1_000 },
  });
  bots = [];
  for (const name of ['scanbota', 'scanbotb']) {
    const b = await botWithToken(server, name);
    bots.push({ token: b.token, userId: b.session.user.id });
  }
});
// The server's close lets bot turns under way end (up to 5 s: an expert's search when one is seated, slower on a busy machine)
// before it closes the store; the default 10 s hook timeout was overrun once in a full run with every core busy.
afterAll(async () => {
  await server.close();
}, 30_000);

/** Whether a bot is told it may act: the game waits for its seat, or lets it act out of turn and it has a move. */
function turnAt(game: AnyGame, state: unknown, seat: Seat): boolean {
  if (game.toAct(state).includes(seat)) return true;
  return canSeatAct(game, state, seat) && game.legalMoves(state, seat).length > 0;
}

/** What a bot plays with, and what it was sent. */
interface ApiSeat {
  readonly seat: Seat;
  readonly token: string;
  readonly stream: Stream;
  /** The raw lines, for the frame checks (each parsed in `messages`). */
  readonly frames: string[];
  readonly messages: Line[];
  /** Moves refused because the match had moved on: the engine must refuse them at that version too. */
  readonly overtaken: Overtaken[];
}

/** Answers each yourTurn with a legal move (the profile's choice, so that a match ends) until the stream ends. */
async function play(game: AnyGame, tableId: string, s: ApiSeat, rng: Rng, failures: string[]): Promise<void> {
  const profile = profileOf(game.meta.id);
  let view: unknown = null;
  for (;;) {
    let line: Line;
    try {
      line = await s.stream.next(() => true, MATCH_TIMEOUT_MS);
    } catch {
      return;
    }
    s.frames.push(JSON.stringify(line));
    s.messages.push(line);
    if (line.t === 'snapshot' || (line.t === 'update' && line['view'] !== undefined)) view = line['view'];
    else if (line.t === 'update') view = applyUpdate(view, line);
    if (line.t === 'update' && line['status'] === 'finished') return;
    // A newer line is here already: this turn may be over (a bot answers the latest, as a real one should).
    if (line.t !== 'yourTurn' || s.stream.queued() > 0) continue;
    const legal = line['legal'] as unknown[] | null;
    if (legal === null || legal.length === 0) {
      if (legal !== null && line['waiting'] === true) continue;
      failures.push(`seat ${s.seat}: yourTurn at ${String(line['version'])} without legal moves`);
      continue;
    }
    const move = profile.legalChoice?.(view, s.seat, legal, rng) ?? pick(rng, legal);
    const r = await call<{ error?: { code: string; index?: number; version?: number } }>(
      server,
      'POST',
      `/api/bot/game/${tableId}/move`,
      { token: s.token, body: { version: line['version'], move } },
    );
    // Another seat may have moved first (a phase where several act): refused as stale, or (a move the game applies
    // to whatever state it meets) by the rules at the version it met, which the engine must agree with.
    const error = r.body.error;
    if (r.status === 200 || error?.code === 'STALE') continue;
    if (error?.version === undefined || error.version <= (line['version'] as number))
      failures.push(
        `seat ${s.seat}: a legal move at ${String(line['version'])} refused: ${JSON.stringify(r.body)} move ${JSON.stringify(move)} legal ${JSON.stringify(legal).slice(0, 300)}`,
      );
    else s.overtaken.push({ version: error.version, moves: [move], code: error.code, index: error.index ?? 0 });
  }
}

async function playMatch(game: AnyGame, index: number): Promise<number> {
  const profile = profileOf(game.meta.id);
  const rng = createRng(rngFromSeed(`bot-api-secrets/${game.meta.id}/${index}`));
  const { options, players } = profile.table(game, rng);
  const serverBots: { seat: number; level: BotLevel }[] = [];
  for (let seat = 2; seat < players; seat++) serverBots.push({ seat, level: pick(rng, gameBotLevels(game.meta.id)) });
  const [a, b] = bots as [(typeof bots)[0], (typeof bots)[0]];
  const made = await call<{ table: { id: string } }>(server, 'POST', '/api/bot/tables', {
    token: a.token,
    body: { game: game.meta.id, players, options, bots: serverBots },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const tableId = made.body.table.id;
  const joined = await call(server, 'POST', `/api/bot/tables/${tableId}/join`, { token: b.token, body: { seat: 1 } });
  expect(joined.status, JSON.stringify(joined.body)).toBe(200);
  const seats: ApiSeat[] = [];
  for (const [seat, bot, mode] of [
    [0, a, ''],
    [1, b, '?view=full'],
  ] as const) {
    const stream = await openStream(server, `/api/bot/stream/game/${tableId}${mode}`, bot.token);
    expect(stream.status).toBe(200);
    seats.push({ seat, token: bot.token, stream, frames: [], messages: [], overtaken: [] });
  }
  const failures: string[] = [];
  const playing = seats.map((s, k) =>
    play(game, tableId, s, createRng(rngFromSeed(`bot-api-secrets/${game.meta.id}/${index}/${k}`)), failures),
  );
  const started = await call(server, 'POST', `/api/bot/tables/${tableId}/start`, { token: a.token });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  await Promise.all(playing);
  for (const s of seats) s.stream.close();

  const record = await call(server, 'GET', `/api/tables/${tableId}/record`);
  expect(record.status, `${game.meta.id} #${index}: ${JSON.stringify(failures)}`).toBe(200);
  const by = (await server.store.loadMoves(tableId)).map((m): MoveActor => PLAYED_BY[m.by]);
  const match = replayStates(game, record.body, by);
  const problems = [...failures];
  for (const s of seats) problems.push(...overtakenProblems(game, match, s.seat, s.overtaken));
  for (const s of seats) {
    const other = seats.filter((o) => o !== s).map((o) => o.token);
    problems.push(...checkFrames(game, profile, match, { client: s, viewer: s.seat }, other));
    // yourTurn exactly when the seat may act, with the engine's legal moves of that version.
    const turns = new Set<number>();
    for (const m of s.messages) {
      if (m.t !== 'yourTurn') continue;
      const v = m['version'] as number;
      turns.add(v);
      const state = match.states[v];
      if (!turnAt(game, state, s.seat)) problems.push(`seat ${s.seat}: yourTurn at ${v}, not its turn`);
      else if (!isDeepStrictEqual(m['legal'], game.legalMoves(state, s.seat)))
        problems.push(`seat ${s.seat}: yourTurn at ${v} with other legal moves than the engine's`);
    }
    for (const m of s.messages) {
      if (m.t !== 'snapshot' && m.t !== 'update') continue;
      const table = m['table'] as { version: number; status: string };
      const [v, status] = m.t === 'snapshot' ? [table.version, table.status] : [m['version'] as number, m['status']];
      if (status === 'playing' && turnAt(game, match.states[v], s.seat) && !turns.has(v))
        problems.push(`seat ${s.seat}: no yourTurn at ${v}, where it could act`);
    }
  }
  if (problems.length > 0)
    throw new Error(`${game.meta.id} #${index} (table ${tableId}):\n  ${problems.slice(0, 20).join('\n  ')}`);
  return match.states.length - 1;
}

describe('the bot API shows each bot only what its seat may see', () => {
  for (const gameId of Object.keys(GAMES)) {
    const game = GAMES[gameId] as AnyGame;
    it(
      `${gameId}: ${MATCHES} matches of two API bots and the server's bots, every line checked`,
      async () => {
        let moves = 0;
        for (let i = 0; i < MATCHES; i++) moves += await playMatch(game, i);
        expect(moves).toBeGreaterThan(MATCHES * 5);
      },
      MATCHES * MATCH_TIMEOUT_MS,
    );
  }
});
