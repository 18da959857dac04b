// Rules versions at the server (rules spec checkers-exchange.md, section 14.2): a Checkers Exchange match stored under
// rules version 1 loads, replays and shows its history exactly as before version 2, on SQLite and PostgreSQL (when
// TEST_DATABASE_URL is set); a new table, and the rematch of a version-1 match, are version 2; a stored version this
// code does not play is refused with RULES_VERSION_MISMATCH.
import { checkersExchange, replay, stateHash, type AnyGame, type CheckersExchange } from '@birzha/engine';
import { playout, randomChooser } from '@birzha/engine/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchHistory } from '../src/matches/history.ts';
import { MatchRegistry } from '../src/matches/registry.ts';
import type { MoveRow, NewSeat, NewTable, Store } from '../src/store/store.ts';
import { api, guest, startServer, type TestServer } from './harness.ts';
import { randomChooser as serverChooser } from './random-chooser.ts';
import { describeStores } from './store-harness.ts';

type State = CheckersExchange.State;
const game = checkersExchange as unknown as AnyGame;
const OPTIONS = { timing: 'untimed', years: 4 };

/**
 * A whole 3-player game played by random legal moves under rules version 1, with the moves' count and the final state
 * hash that the code before rules version 2 gave for it.
 */
const BEFORE = { seed: 'stored-v1', moves: 454, hash: 'cd787c414f5843d8785a9051c7bed17b' };

function versionOneGame() {
  const r = playout(game, { players: 3, options: OPTIONS, seed: BEFORE.seed, rulesVersion: 1, chooser: randomChooser });
  if (r.failure !== undefined || r.outcome === undefined) throw new Error(JSON.stringify(r.failure));
  // the events each move gave, as the server stores them
  const events: (readonly unknown[])[] = [];
  const replayed = replay(game, r.record, { onStep: (s) => s.version > 0 && events.push(s.events) });
  if (!replayed.ok) throw new Error(JSON.stringify(replayed.error));
  const moves: Omit<MoveRow, 'tableId'>[] = r.record.moves.map((m, seq) => ({
    seq,
    seat: m.seat,
    move: m.move,
    at: 2000 + seq,
    by: 'human',
    events: events[seq] ?? null,
  }));
  return { record: r.record, state: r.state as State, outcome: r.outcome, moves };
}

function ceTable(id: string, hostId: string, rulesVersion: number): NewTable {
  return {
    id,
    game: 'checkers-exchange',
    rulesVersion,
    options: OPTIONS,
    players: 3,
    seed: BEFORE.seed,
    position: null,
    private: false,
    inviteCode: null,
    hostId,
    createdAt: 1000,
  };
}

const ceSeats = (tableId: string, userId: string): NewSeat[] => [
  { tableId, seat: 0, userId, bot: null },
  { tableId, seat: 1, userId: null, bot: 'beginner' },
  { tableId, seat: 2, userId: null, bot: 'beginner' },
];

/** Stores a finished match of `rulesVersion` with the moves of the version-1 game, as a server of before wrote it. */
async function storeFinished(store: Store, id: string, userId: string, rulesVersion: number): Promise<void> {
  const g = versionOneGame();
  await store.createTable(ceTable(id, userId, rulesVersion), ceSeats(id, userId));
  expect(await store.startTable(id, 1500, [])).toBe(true);
  const stored = await store.appendMoves({
    tableId: id,
    fromSeq: 0,
    moves: g.moves,
    deadlines: [],
    finished: { at: 9000, outcome: { ranking: g.outcome.ranking, scores: g.outcome.scores } },
  });
  expect(stored).toBe(true);
}

describe('the version-1 game of these tests', () => {
  it('is the game the code before rules version 2 played', () => {
    const g = versionOneGame();
    expect(g.record.rulesVersion).toBe(1);
    expect(g.record.moves).toHaveLength(BEFORE.moves);
    expect(stateHash(g.state)).toBe(BEFORE.hash);
    expect(g.state.rulesVersion).toBe(1);
  });
});

describeStores('a Checkers Exchange match stored under rules version 1', (get) => {
  it('loads and replays exactly as before, its history rebuilt under version 1', async () => {
    const { store } = get();
    await store.createUser({ id: 'u', name: 'U', createdAt: 1 });
    await storeFinished(store, 'v1', 'u', 1);
    expect((await store.getTable('v1'))?.rulesVersion).toBe(1);
    const live = await new MatchRegistry(store).get('v1');
    if (live === undefined) throw new Error('no table');
    const state = live.state as State;
    expect(live.table.status).toBe('finished');
    expect(state.rulesVersion).toBe(1);
    expect(state.phase).toBe('finished');
    expect(stateHash(state)).toBe(BEFORE.hash);
    // the history replays the stored record: year 1 opens with W1's only ply, as version 1 has it
    const moves = await store.loadMoves('v1');
    const history = matchHistory(game, live.table, moves, 'spectator', live.state);
    expect(history.version).toBe(BEFORE.moves);
    const plies = history.entries.flatMap((e) => e.events as { type: string; firm?: string; move?: string }[]);
    expect(plies.find((e) => e.type === 'plyPlayed')).toMatchObject({ firm: 'w1', move: 'a3-b4' });
    expect(plies.find((e) => e.type === 'firmToMove')).toMatchObject({
      firm: 'w1',
      candidates: ['w1', 'w2', 'w3', 'w4'],
    });
  });

  it('a stored version this code does not play is refused, naming the versions it knows', async () => {
    const { store } = get();
    await store.createUser({ id: 'u', name: 'U', createdAt: 1 });
    await storeFinished(store, 'v9', 'u', 9);
    await expect(new MatchRegistry(store).get('v9')).rejects.toThrow(
      /RULES_VERSION_MISMATCH.*"expected":"1, 2","got":"9"/,
    );
  });
});

describe('tables at the server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(serverChooser, { rateLimit: { perSecond: 1000, burst: 1000 } });
  });
  afterAll(async () => {
    await server.close();
  });

  it('a new table is version 2 and starts under it: W4 opens year 1', async () => {
    const host = await guest(server, 'H');
    const bots = [1, 2].map((seat) => ({ seat, level: 'beginner' }));
    const body = { game: 'checkers-exchange', players: 3, options: OPTIONS, bots };
    const created = await api<{ table: { id: string } }>(server, host.token, 'POST', '/api/tables', body);
    expect(created.status).toBe(201);
    const id = created.body.table.id;
    expect((await server.store.getTable(id))?.rulesVersion).toBe(2);
    expect((await api(server, host.token, 'POST', `/api/tables/${id}/start`)).status).toBe(200);
    const state = (await server.app.registry.get(id))?.state as State;
    expect(state.rulesVersion).toBe(2);
    expect(state.rotation).toEqual({ white: ['w4', 'w3', 'w2', 'w1'], black: ['b1', 'b2', 'b3', 'b4'] });
  });

  it('an open table of version 1 starts under version 1; one of a version this code does not play is refused', async () => {
    const host = await guest(server, 'H1');
    await server.store.createTable(ceTable('open-v1', host.id, 1), ceSeats('open-v1', host.id));
    expect((await api(server, host.token, 'POST', '/api/tables/open-v1/start')).status).toBe(200);
    const state = (await server.app.registry.get('open-v1'))?.state as State;
    expect(state.rulesVersion).toBe(1);
    expect(state.rotation.white).toEqual(['w1', 'w2', 'w3', 'w4']);
    await server.store.createTable(ceTable('open-v7', host.id, 7), ceSeats('open-v7', host.id));
    const refused = await api<{ error: { code: string; detail: unknown } }>(
      server,
      host.token,
      'POST',
      '/api/tables/open-v7/start',
    );
    expect(refused.body.error).toEqual({ code: 'RULES_VERSION_MISMATCH', detail: { expected: '1, 2', got: '7' } });
    expect((await server.store.getTable('open-v7'))?.status).toBe('open');
  });

  it('the rematch of a finished version-1 match is version 2', async () => {
    const host = await guest(server, 'H2');
    await storeFinished(server.store, 'done-v1', host.id, 1);
    const again = await api<{ table: { id: string } }>(server, host.token, 'POST', '/api/tables/done-v1/again');
    expect(again.status).toBe(201);
    expect((await server.store.getTable(again.body.table.id))?.rulesVersion).toBe(2);
  });
});
