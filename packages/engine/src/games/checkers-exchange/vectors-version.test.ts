/**
 * Rules versions (shared/rules/checkers-exchange.md, section 14.2): V21, version 2's vector; a new match is version
 * 2; a record keeps its version and replays under it (a version-1 record exactly as the code before version 2 replayed
 * it); a version this code does not play is refused with RULES_VERSION_MISMATCH naming the versions it knows.
 */
import { describe, expect, it } from 'vitest';
import { stateHash } from '../../core/canonical.ts';
import type { AnyGame } from '../../core/game.ts';
import { parseRecord, recordOf, replay, startMatch } from '../../core/record.ts';
import { GAMES } from '../../games.ts';
import { playout } from '../../testing/index.ts';
import { checkersExchange } from './index.ts';
import { meta } from './meta.ts';
import { setup } from './setup.ts';
import { Match, ply, ready } from './testing/match.ts';
import { lively } from './testing/players.ts';
import { D3, lastFirmToMove } from './testing/positions.ts';
import { rotationOf } from './turn.ts';
import type { Options, State } from './types.ts';

const UNTIMED4 = { timing: 'untimed', years: 4 };
const V21 = { phase: 'board', year: 1, directors: [0, 1, 2, 3, 0, 1, 2, 3] };

describe('V21: rules version 2, a balanced opening (spec 14.2)', () => {
  it('W4 opens year 1 with two plies to choose from; B1 answers', () => {
    const m = new Match(4, V21, UNTIMED4, 'vectors', 2);
    expect(m.state.rulesVersion).toBe(2);
    expect(m.state.rotation).toEqual({ white: ['w4', 'w3', 'w2', 'w1'], black: ['b1', 'b2', 'b3', 'b4'] });
    expect(lastFirmToMove(m)).toEqual({
      type: 'firmToMove',
      firm: 'w4',
      holder: 3,
      yearPly: 0,
      candidates: ['w4', 'w3', 'w2', 'w1'],
    });
    expect(m.legal(3)).toEqual([ply('g3-f4'), ply('g3-h4')]);
    m.play(3, ply('g3-h4'));
    expect(lastFirmToMove(m)).toEqual({
      type: 'firmToMove',
      firm: 'b1',
      holder: 0,
      yearPly: 1,
      candidates: ['b1', 'b2', 'b3', 'b4'],
    });
    m.replayed();
  });

  it('the same position in year 2: the rotation turns once, W3 to move', () => {
    const m = new Match(4, { ...V21, year: 2 }, UNTIMED4, 'vectors', 2);
    expect(m.state.rotation).toEqual({ white: ['w3', 'w2', 'w1', 'w4'], black: ['b2', 'b3', 'b4', 'b1'] });
    expect(m.state.activeFirm).toBe('w3');
    expect(lastFirmToMove(m)).toMatchObject({ firm: 'w3', holder: 2 });
  });

  it('under version 1 the first position gives W1 with the single ply a3-b4', () => {
    const m = new Match(4, V21, UNTIMED4, 'vectors', 1);
    expect(m.state.rotation).toEqual({ white: ['w1', 'w2', 'w3', 'w4'], black: ['b1', 'b2', 'b3', 'b4'] });
    expect(lastFirmToMove(m)).toMatchObject({ firm: 'w1', holder: 0 });
    expect(m.plies(0)).toEqual(['a3-b4']);
  });

  it('the base orders of 8.2 step 3 by version: year 5 equals year 1', () => {
    expect(rotationOf(1, 2)).toEqual({ white: ['w4', 'w3', 'w2', 'w1'], black: ['b1', 'b2', 'b3', 'b4'] });
    expect(rotationOf(2, 2)).toEqual({ white: ['w3', 'w2', 'w1', 'w4'], black: ['b2', 'b3', 'b4', 'b1'] });
    expect(rotationOf(3, 2)).toEqual({ white: ['w2', 'w1', 'w4', 'w3'], black: ['b3', 'b4', 'b1', 'b2'] });
    expect(rotationOf(5, 2)).toEqual(rotationOf(1, 2));
    expect(rotationOf(2, 1)).toEqual({ white: ['w2', 'w3', 'w4', 'w1'], black: ['b2', 'b3', 'b4', 'b1'] });
  });

  it('from the opening auction, year 1 of version 2 starts with W4 and year 2 with W3', () => {
    const m = new Match(3, { directors: D3 }, { timing: 'online', years: 4 }, 'vectors', 2);
    for (const seat of [0, 1, 2]) m.play(seat, ready());
    expect(lastFirmToMove(m)).toMatchObject({ firm: 'w4', holder: 0, candidates: ['w4', 'w3', 'w2', 'w1'] });
    m.timeoutBoard();
    for (const seat of [0, 1, 2]) m.play(seat, ready());
    expect(m.state).toMatchObject({ year: 2, phase: 'board', activeFirm: 'w3' });
    expect(m.state.rotation).toEqual(rotationOf(2, 2));
    m.replayed();
  });

  it('a given rotation is used as given in both versions (spec 14.2)', () => {
    const rotation = { white: ['w2', 'w4', 'w1', 'w3'], black: ['b4', 'b3', 'b2', 'b1'] };
    for (const version of [1, 2] as const) {
      const m = new Match(4, { ...V21, rotation }, UNTIMED4, 'vectors', version);
      expect(m.state.rotation).toEqual(rotation);
      expect(m.state.activeFirm).toBe('w2');
    }
  });
});

describe('which version a match is set up under', () => {
  const ONLINE: Options = { timing: 'online', years: 6 };
  const state = (rulesVersion?: number): State => {
    const r = setup(
      rulesVersion === undefined
        ? { players: 4, options: ONLINE, seed: 's' }
        : { players: 4, options: ONLINE, seed: 's', rulesVersion },
    );
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    return r.value.state;
  };

  it('the game plays versions 1 and 2; a new match is version 2', () => {
    expect(meta.rulesVersions).toEqual([1, 2]);
    expect(meta.rulesVersion).toBe(2);
    expect(state().rulesVersion).toBe(2);
    const started = startMatch(checkersExchange, { players: 4, options: {}, seed: 'new' });
    expect(started.ok && started.value.state.rulesVersion).toBe(2);
    expect(recordOf(checkersExchange, { players: 4, options: {}, seed: 'new' }, []).rulesVersion).toBe(2);
  });

  it('version 1 and version 2 deal the same table; only the rotation differs', () => {
    const one = state(1);
    const two = state(2);
    expect(one.rulesVersion).toBe(1);
    expect(one.rotation).toEqual(rotationOf(1, 1));
    expect(two.rotation).toEqual(rotationOf(1, 2));
    expect({ ...one, rulesVersion: 0, rotation: null }).toEqual({ ...two, rulesVersion: 0, rotation: null });
  });

  it('a version this code does not play is refused, naming the versions it knows', () => {
    for (const rulesVersion of [0, 3, 1.5]) {
      expect(setup({ players: 4, options: ONLINE, seed: 's', rulesVersion })).toEqual({
        ok: false,
        error: { code: 'RULES_VERSION_MISMATCH', detail: { expected: '1, 2', got: String(rulesVersion) } },
      });
    }
    const record = { game: 'checkers-exchange', rulesVersion: 3, players: 4, options: {}, seed: 's', moves: [] };
    const parsed = parseRecord(record, GAMES);
    expect(parsed.ok ? null : parsed.error).toEqual({
      code: 'RULES_VERSION_MISMATCH',
      detail: { expected: '1, 2', got: '3' },
    });
  });
});

describe('a version-1 record replays exactly as before version 2', () => {
  // Whole games played by a lively chooser under version 1, with the moves' count and final state hash that the code
  // before rules version 2 gave for the same games (every move of these records is in the figures).
  const GAMES_BEFORE = [
    { players: 3, seed: 'v1-a', moves: 89, hash: '122948bbe7bcb9f28fc385795edcff29' },
    { players: 4, seed: 'v1-b', moves: 226, hash: '5d2eb2e9b43fc02120baf08e0aef860c' },
    { players: 5, seed: 'v1-c', moves: 262, hash: '54679b855f67214382fce00dcc0f47d0' },
  ];
  const game = checkersExchange as unknown as AnyGame;

  it.each(GAMES_BEFORE)('$players players, seed $seed', ({ players, seed, moves, hash }) => {
    const r = playout(game, { players, options: UNTIMED4, seed, rulesVersion: 1, chooser: lively() });
    expect(r.failure).toBeUndefined();
    expect(r.record.rulesVersion).toBe(1);
    expect(r.record.moves).toHaveLength(moves);
    expect(stateHash(r.state)).toBe(hash);
    const again = replay(checkersExchange, JSON.parse(JSON.stringify(r.record)) as typeof r.record);
    expect(again.ok && stateHash(again.value.state)).toBe(hash);
    // The same record read as version 2 is another game: its W1 ply a3-b4 is not W4's to play.
    const asTwo = replay(checkersExchange, { ...r.record, rulesVersion: 2 });
    expect(asTwo.ok).toBe(false);
  });
});
