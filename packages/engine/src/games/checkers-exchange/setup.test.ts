import { describe, expect, it } from 'vitest';
import { createRng, rngFromSeed } from '../../core/rng.ts';
import { deepFreeze } from '../../testing/deep-freeze.ts';
import { DEAL_ORDER, FIRMS, FIRM_DEFS, SQUARES, type FirmId } from './config.ts';
import { stateInvariants } from './invariants.ts';
import { dealDirectors, setup, startPieces } from './setup.ts';
import { START_KEY } from './testing/positions.ts';
import { toAct } from './to-act.ts';
import type { Event, Options, State } from './types.ts';

const ONLINE: Options = { timing: 'online', years: 6 };
const SEEDS = Array.from({ length: 40 }, (_, i) => `seed-${i}`);

/** Setup under rules version 1, the version of spec 13's V2 (version 2's own setup: rules-version.test.ts). */
function start(players: number, seed: string, options: Options = ONLINE, position?: unknown) {
  const r = setup(deepFreeze({ players, options, seed, position, rulesVersion: 1 }));
  if (!r.ok) throw new Error(`setup failed: ${JSON.stringify(r.error)}`);
  return r.value;
}

/** Spec 5 step 1 written out: Fisher-Yates from the top, j uniform in [0, i]. */
function specPerm(players: number, seed: string): { perm: number[]; rng: State['rng'] } {
  const rng = createRng(rngFromSeed(seed));
  const perm = Array.from({ length: players }, (_, i) => i);
  for (let i = players - 1; i >= 1; i--) {
    const j = rng.int(i + 1);
    [perm[i], perm[j]] = [perm[j]!, perm[i]!];
  }
  return { perm, rng: rng.save() };
}

const directorsOf = (s: State): Record<FirmId, number> =>
  Object.fromEntries(FIRMS.map((f) => [f, s.firms[f].director])) as Record<FirmId, number>;

describe('setup (spec 5, V2)', () => {
  for (let players = 3; players <= 8; players++) {
    it(`${players} players: the auction opens on the start table, for every seed`, () => {
      for (const seed of SEEDS) {
        const { state, events } = start(players, seed);
        expect(state.phase).toBe('auction');
        expect(state.year).toBe(0);
        expect(state.stage).toBe(1);
        expect(stateInvariants(state)).toEqual([]);
        expect(toAct(state)).toEqual(Array.from({ length: players }, (_, i) => i));
        const { perm, rng } = specPerm(players, seed);
        // spec 5 step 1: the shuffle is the only draw, so the stored rng is the one after it.
        expect(state.rng).toEqual(rng);
        const directors = Object.fromEntries(DEAL_ORDER.map((f, i) => [f, perm[i % players]]));
        expect(directorsOf(state)).toEqual(directors);
        expect(events).toEqual<Event[]>([
          { type: 'gameStarted', players, years: 6, timing: 'online', directors: directorsOf(state) },
          { type: 'stageOpened', stage: 1, phase: 'auction', year: 0, seconds: 300 },
        ]);
      }
    });
  }

  it('the start board: each firm on its start squares, in square order; White to move; one position key', () => {
    const { state } = start(5, 'board');
    const { board } = state;
    expect(board.pieces.map((p) => p.sq)).toEqual(SQUARES.filter((sq) => !/[45]$/.test(sq)));
    for (const f of FIRMS) {
      const mine = board.pieces.filter((p) => p.firm === f);
      expect(mine.map((p) => p.sq).sort()).toEqual([...FIRM_DEFS[f].start].sort());
      expect(mine.every((p) => p.color === FIRM_DEFS[f].color && !p.king)).toBe(true);
    }
    expect(board).toMatchObject({ toMove: 'white', plies: 0, result: null });
    expect(board.draw).toEqual({ positions: [START_KEY], kingPlies: 0, endgame: null });
    expect(startPieces()).toEqual(board.pieces);
  });

  it('the accounts, prices and empty lists of steps 4-5', () => {
    const { state } = start(4, 'accounts');
    for (const s of state.seats) expect(s).toEqual({ status: 'active', cash: 1000, holdings: hold({}) });
    for (const f of FIRMS)
      expect(state.firms[f]).toEqual({
        color: FIRM_DEFS[f].color,
        director: state.firms[f].director,
        cash: 0,
        holdings: hold({ [f]: 10 }),
        token: null,
        plies: 0,
        captures: { men: 0, kings: 0 },
        taxDue: 0,
        earned: 0,
      });
    expect(state.gov).toEqual({ cash: 0, holdings: hold({}, 40) });
    expect(state.close).toEqual(hold({}, 10));
    expect(state).toMatchObject({
      closeHistory: [],
      rotation: { white: ['w1', 'w2', 'w3', 'w4'], black: ['b1', 'b2', 'b3', 'b4'] },
      yearPly: 0,
      activeFirm: null,
      nextOrderId: 1,
      bids: [],
      book: [],
      tape: [],
      requests: [],
      ballots: [],
      nominees: { w1: [], w2: [], w3: [], w4: [], b1: [], b2: [], b3: [], b4: [] },
      ready: [false, false, false, false],
      final: null,
    });
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it('V2 shapes: 3 players direct 3, 3 and 2 firms; 4 players W1+W3, B1+B3, W2+W4, B2+B4; 8 players one each', () => {
    for (const seed of SEEDS) {
      const three = start(3, seed).state;
      const { perm } = specPerm(3, seed);
      const count = (s: State, seat: number) => FIRMS.filter((f) => s.firms[f].director === seat).length;
      expect([count(three, perm[0]!), count(three, perm[1]!), count(three, perm[2]!)]).toEqual([3, 3, 2]);
      const d = directorsOf(start(4, seed).state);
      expect([d.w1, d.b1, d.w2, d.b2]).toEqual([d.w3, d.b3, d.w4, d.b4]);
      expect(new Set([d.w1, d.b1, d.w2, d.b2]).size).toBe(4);
      expect(new Set(Object.values(directorsOf(start(8, seed).state))).size).toBe(8);
    }
  });

  it('same seed, same directors; the seeds reach every order of 3 seats', () => {
    const orders = new Set<string>();
    for (const seed of SEEDS) {
      expect(start(6, seed)).toEqual(start(6, seed));
      orders.add(JSON.stringify(specPerm(3, seed).perm));
    }
    expect(orders.size).toBe(6);
  });

  it('the deal of 5.2', () => {
    expect(dealDirectors([2, 0, 1])).toEqual({ w1: 2, b1: 0, w2: 1, b2: 2, w3: 0, b3: 1, w4: 2, b4: 0 });
    expect(dealDirectors([0, 1, 2, 3])).toEqual({ w1: 0, b1: 1, w2: 2, b2: 3, w3: 0, b3: 1, w4: 2, b4: 3 });
  });

  it('the stage seconds follow the timing', () => {
    const at = (timing: Options['timing']) => start(3, 't', { timing, years: 4 }).events[1];
    expect(at('blitz')).toMatchObject({ type: 'stageOpened', seconds: 90 });
    expect(at('classic')).toMatchObject({ type: 'stageOpened', seconds: 600 });
    expect(at('untimed')).toMatchObject({ type: 'stageOpened', seconds: null });
    expect(start(3, 't', { timing: 'online', years: 4 }).events[0]).toMatchObject({ years: 4 });
  });

  it('a null position is no override; an empty one is the default position with the same draw', () => {
    expect(start(5, 'p', ONLINE, null)).toEqual(start(5, 'p'));
    expect(start(5, 'p', ONLINE, {})).toEqual(start(5, 'p'));
  });

  it('BAD_PLAYER_COUNT outside 3..8', () => {
    for (const players of [2, 9, 3.5])
      expect(setup({ players, options: ONLINE, seed: 'x' })).toEqual({
        ok: false,
        error: { code: 'BAD_PLAYER_COUNT', detail: { min: 3, max: 8 } },
      });
  });
});

function hold(given: Partial<Record<FirmId, number>>, rest = 0): Record<FirmId, number> {
  return Object.fromEntries(FIRMS.map((f) => [f, given[f] ?? rest])) as Record<FirmId, number>;
}
