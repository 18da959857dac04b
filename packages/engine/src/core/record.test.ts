import { describe, expect, it } from 'vitest';
import { GAMES } from '../games.ts';
import { akcioner } from '../games/akcioner/index.ts';
import { stateHash } from './canonical.ts';
import type { AnyGame, SetupInput } from './game.ts';
import {
  knownRulesVersion,
  parseRecord,
  playAll,
  recordOf,
  replay,
  rulesVersionsOf,
  startMatch,
  type MatchRecord,
} from './record.ts';

const base: MatchRecord = {
  game: 'akcioner',
  rulesVersion: 1,
  players: 2,
  options: { variant: 'short' },
  seed: 'record-test',
  position: null,
  moves: [],
};

function setupState(record: MatchRecord = base) {
  const r = replay(akcioner, record);
  if (!r.ok) throw new Error('setup failed');
  return r.value.state;
}

describe('parseRecord', () => {
  it('accepts a well-formed record and fills missing options and position', () => {
    const r = parseRecord({ game: 'akcioner', rulesVersion: 1, players: 3, seed: 's', moves: [] }, GAMES);
    expect(r.ok && r.value).toEqual({
      game: 'akcioner',
      rulesVersion: 1,
      players: 3,
      options: {},
      seed: 's',
      position: null,
      moves: [],
    });
  });

  it("keeps who played each move when the record says (a server's record), and nothing when it does not", () => {
    const moves = [
      { seat: 0, move: { type: 'resign' }, by: 'clock' },
      { seat: 1, move: { type: 'resign' } },
    ];
    const r = parseRecord({ game: 'akcioner', rulesVersion: 1, players: 3, seed: 's', moves }, GAMES);
    expect(r.ok && r.value.moves).toEqual(moves);
  });

  it.each([
    ['not an object', [], 'BAD_RECORD'],
    ['unknown game', { ...base, game: 'chess' }, 'UNKNOWN_GAME'],
    ['other rules version', { ...base, rulesVersion: 2 }, 'RULES_VERSION_MISMATCH'],
    ['fractional players', { ...base, players: 2.5 }, 'BAD_RECORD'],
    ['too many players', { ...base, players: 7 }, 'BAD_PLAYER_COUNT'],
    ['seed not a string', { ...base, seed: 5 }, 'BAD_RECORD'],
    ['moves not an array', { ...base, moves: {} }, 'BAD_RECORD'],
    ['seat out of range', { ...base, moves: [{ seat: 2, move: { type: 'resign' } }] }, 'BAD_RECORD'],
    ['extra field in a move', { ...base, moves: [{ seat: 0, move: {}, at: 1 }] }, 'BAD_RECORD'],
    ['a move played by nobody known', { ...base, moves: [{ seat: 0, move: {}, by: 'human' }] }, 'BAD_RECORD'],
    ['unknown top-level field', { ...base, winner: 0 }, 'BAD_RECORD'],
  ])('refuses %s', (_name, raw, code) => {
    const r = parseRecord(raw, GAMES);
    expect(r.ok ? 'ok' : r.error.code).toBe(code);
  });
});

describe('startMatch and recordOf', () => {
  it('parses the options, sets up, and its record replays to the same state', () => {
    const start = { players: 2, options: { variant: 'short' }, seed: 'start-test' };
    const r = startMatch(akcioner, start);
    if (!r.ok) throw new Error('start failed');
    expect(r.value.options).toMatchObject({ variant: 'short', rounding: 'up' });
    expect(r.value.events[0]?.type).toBe('gameStarted');
    const record = recordOf(akcioner, start, []);
    expect(record).toEqual({ ...base, seed: 'start-test' });
    expect(stateHash(setupState(record))).toBe(stateHash(r.value.state));
  });

  it('refuses bad options and bad positions with a code, as values', () => {
    const badOptions = startMatch(akcioner, { players: 2, options: { variant: 'huge' }, seed: 's' });
    expect(badOptions.ok ? null : badOptions.error).toEqual({ code: 'BAD_OPTION', detail: { option: 'variant' } });
    const badPlayers = startMatch(akcioner, { players: 9, options: {}, seed: 's' });
    expect(badPlayers.ok ? null : badPlayers.error.code).toBe('BAD_PLAYER_COUNT');
    const badPosition = startMatch(akcioner, { players: 2, options: {}, seed: 's', position: { round: -1 } });
    expect(badPosition.ok ? null : badPosition.error.code).toBe('BAD_POSITION');
  });

  it('a null position means none, and a given position is kept in the record', () => {
    const none = startMatch(akcioner, { players: 2, options: {}, seed: 's', position: null });
    const absent = startMatch(akcioner, { players: 2, options: {}, seed: 's' });
    expect(none.ok && stateHash(none.value.state)).toBe(absent.ok && stateHash(absent.value.state));
    const hands = [{ hand: ['S-yellow-p30', 'S-red-p30'] }, { hand: ['S-blue-p30', 'S-green-p30'] }];
    const position = { roundsTotal: 2, order: [0, 1], seats: hands };
    const moved = startMatch(akcioner, { players: 2, options: {}, seed: 's', position });
    expect(moved.ok && moved.value.state.roundsTotal).toBe(2);
    expect(recordOf(akcioner, { players: 2, options: {}, seed: 's', position }, []).position).toBe(position);
  });
});

describe('replay', () => {
  it('reports a setup failure (bad options) as at: setup', () => {
    const r = replay(akcioner, { ...base, options: { variant: 'huge' } });
    expect(r.ok ? null : r.error).toEqual({
      at: 'setup',
      error: { code: 'BAD_OPTION', detail: { option: 'variant' } },
    });
  });

  it('stops at the first illegal move with its 0-based index', () => {
    const state = setupState();
    const mover = state.toMove!;
    const other = 1 - mover;
    const r = replay(akcioner, {
      ...base,
      moves: [
        { seat: mover, move: { type: 'trade', orders: {} } },
        { seat: other, move: { type: 'trade', orders: {} } },
      ],
    });
    expect(r.ok ? null : r.error).toEqual({ at: 1, error: { code: 'NOT_YOUR_TURN', detail: { toMove: mover } } });
  });

  it('a malformed move is refused at its index too', () => {
    const r = replay(akcioner, { ...base, moves: [{ seat: 0, move: 'hello' }] });
    expect(r.ok ? null : r.error).toMatchObject({ at: 0, error: { code: 'BAD_MOVE' } });
  });

  it('upTo replays a prefix; events collects setup and move events', () => {
    const state = setupState();
    const mover = state.toMove!;
    const record = { ...base, moves: [{ seat: mover, move: { type: 'trade', orders: {} } }] };
    const prefix = replay(akcioner, record, { upTo: 0 });
    expect(prefix.ok && prefix.value.moves).toBe(0);
    expect(prefix.ok && stateHash(prefix.value.state)).toBe(stateHash(state));
    const full = replay(akcioner, record, { events: true });
    expect(full.ok && full.value.events.map((e) => e.type)).toEqual([
      'gameStarted',
      'dealt',
      'dealt',
      'turnStarted',
      'traded',
    ]);
  });

  it('onStep reports the setup and then every move with its seat, state and events', () => {
    const state = setupState();
    const mover = state.toMove!;
    const record = { ...base, moves: [{ seat: mover, move: { type: 'trade', orders: {} } }] };
    const steps: { version: number; seat: number | null; types: string[]; stage: string | null }[] = [];
    const full = replay(akcioner, record, {
      onStep: (s) =>
        steps.push({ version: s.version, seat: s.seat, types: s.events.map((e) => e.type), stage: s.state.stage }),
    });
    expect(full.ok).toBe(true);
    expect(steps).toEqual([
      { version: 0, seat: null, types: ['gameStarted', 'dealt', 'dealt', 'turnStarted'], stage: 'trade1' },
      { version: 1, seat: mover, types: ['traded'], stage: 'card' },
    ]);
  });
});

/**
 * Akcioner as if it played two rules versions (1 and 2, the newest), each setup remembering the version it was asked
 * for: the mechanism is the contract's, so any game shows it.
 */
function twoVersions() {
  const asked: (number | undefined)[] = [];
  const game = {
    ...(akcioner as unknown as AnyGame),
    meta: { ...akcioner.meta, rulesVersion: 2, rulesVersions: [1, 2] },
    setup(input: SetupInput<unknown>) {
      asked.push(input.rulesVersion);
      return (akcioner as unknown as AnyGame).setup(input);
    },
  } as AnyGame;
  return { game, asked, games: { akcioner: game } };
}

describe('rules versions (a record replays under its own version)', () => {
  it("a game's versions are its rulesVersions, or only rulesVersion", () => {
    expect(rulesVersionsOf(akcioner.meta)).toEqual([1]);
    expect(rulesVersionsOf(twoVersions().game.meta)).toEqual([1, 2]);
  });

  it('parseRecord keeps every version the game plays and refuses any other, naming the known ones', () => {
    const { games } = twoVersions();
    for (const v of [1, 2]) {
      const r = parseRecord({ ...base, rulesVersion: v }, games);
      expect(r.ok && r.value.rulesVersion).toBe(v);
    }
    for (const v of [3, 0, '1', undefined, null]) {
      const r = parseRecord({ ...base, rulesVersion: v }, games);
      expect(r.ok ? null : r.error).toEqual({
        code: 'RULES_VERSION_MISMATCH',
        detail: { expected: '1, 2', got: String(v) },
      });
    }
    const single = parseRecord({ ...base, rulesVersion: 2 }, GAMES);
    expect(single.ok ? null : single.error).toEqual({
      code: 'RULES_VERSION_MISMATCH',
      detail: { expected: '1', got: '2' },
    });
  });

  it("replay sets up under the record's version; a new match under the newest, and its record says so", () => {
    const { game, asked } = twoVersions();
    expect(replay(game, { ...base, rulesVersion: 1 }).ok).toBe(true);
    expect(replay(game, { ...base, rulesVersion: 2 }).ok).toBe(true);
    const start = { players: 2, options: {}, seed: 's' };
    expect(startMatch(game, start).ok).toBe(true);
    expect(asked).toEqual([1, 2, 2]);
    expect(recordOf(game, start, []).rulesVersion).toBe(2);
    expect(recordOf(game, { ...start, rulesVersion: 1 }, []).rulesVersion).toBe(1);
  });

  it('startMatch refuses a version the game does not play, before setting up', () => {
    const { game, asked } = twoVersions();
    const r = startMatch(game, { players: 2, options: {}, seed: 's', rulesVersion: 3 });
    expect(r.ok ? null : r.error).toEqual({ code: 'RULES_VERSION_MISMATCH', detail: { expected: '1, 2', got: '3' } });
    const replayed = replay(game, { ...base, rulesVersion: 7 });
    expect(replayed.ok ? null : replayed.error).toMatchObject({
      at: 'setup',
      error: { code: 'RULES_VERSION_MISMATCH' },
    });
    expect(asked).toEqual([]);
    expect(knownRulesVersion(game.meta, 2)).toEqual({ ok: true, value: 2 });
  });
});

describe('playAll', () => {
  it('applies a whole turn in order', () => {
    const state = setupState();
    const mover = state.toMove!;
    const card = state.seats[mover]!.hand.find((c) => c.startsWith('S-'))!;
    const own = card.split('-')[1];
    const free = ['yellow', 'red', 'blue', 'green'].find((c) => c !== own)!;
    const turn = [
      { type: 'trade', orders: {} },
      { type: 'playCard', card, assign: [free] },
      { type: 'trade', orders: {} },
    ];
    const r = playAll(akcioner, state, mover, turn);
    expect(r.ok && r.value.state.toMove).toBe(1 - mover);
    // Each move's events and the state it led to, as the moves played one by one give them (the server redacts a
    // move's events by its own state, not the batch's last).
    if (!r.ok) return;
    expect(r.value.states).toHaveLength(3);
    expect(r.value.states[2]).toBe(r.value.state);
    let at = state;
    r.value.states.forEach((s, i) => {
      const one = playAll(akcioner, at, mover, [turn[i]]);
      expect(one.ok && one.value.state).toEqual(s);
      expect(one.ok && one.value.events).toEqual(r.value.perMove[i]);
      at = s;
    });
  });

  it('applies nothing when one move of the batch is illegal, and names it', () => {
    const state = setupState();
    const mover = state.toMove!;
    const notMine = state.seats[1 - mover]!.hand[0]!;
    const r = playAll(akcioner, state, mover, [
      { type: 'trade', orders: {} },
      { type: 'playCard', card: notMine, assign: [] },
    ]);
    expect(r.ok ? null : r.error).toEqual({ index: 1, error: { code: 'CARD_NOT_IN_HAND', detail: { card: notMine } } });
    expect(stateHash(state)).toBe(stateHash(setupState()));
  });
});
