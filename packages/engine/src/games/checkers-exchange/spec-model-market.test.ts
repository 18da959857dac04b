/**
 * The end of the game against a model written from the spec alone: random cross-holdings are settled by the engine
 * (spec 8.11: survival income, liquidation values, payouts; spec 11: scores and ranking) and by an exact rational
 * (bigint) Gauss-Jordan solver of V = C + H·V written here, sharing nothing with liquidation.ts, so a disagreement
 * is a bug in one of the two. Also one resignation case of spec 8.12 step 2 that the other tests leave out.
 */
import { describe, expect, it } from 'vitest';
import { runs } from '../../../test/quickness.ts';
import { createRng, rngFromSeed, type Rng } from '../../core/rng.ts';
import { FIRMS, type FirmId } from './config.ts';
import { Match, buy, ofType, one, ready, requestMeeting, resign, sell } from './testing/match.ts';
import { D3 } from './testing/positions.ts';

// ---------- exact rationals: [numerator, denominator], reduced, denominator > 0 ----------

type Q = readonly [bigint, bigint];
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
function q(n: bigint, d = 1n): Q {
  const sign = d < 0n ? -1n : 1n;
  const k = gcd(n, d) || 1n;
  return [(sign * n) / k, (sign * d) / k];
}
const sub = (a: Q, b: Q) => q(a[0] * b[1] - b[0] * a[1], a[1] * b[1]);
const mul = (a: Q, b: Q) => q(a[0] * b[0], a[1] * b[1]);
const div = (a: Q, b: Q) => q(a[0] * b[1], a[1] * b[0]);
/** Spec 8.11 step 3's string: `"67450/47"`, or `"260"` when whole. */
const show = (x: Q) => (x[1] === 1n ? `${x[0]}` : `${x[0]}/${x[1]}`);

/**
 * Solves A·x = b exactly by Gauss-Jordan elimination without pivoting: for A = I − H of spec 8.11 step 2 every
 * column of H sums to less than 1 (the state keeps a share of every firm), so A is strictly diagonally dominant by
 * columns and no pivot is ever zero.
 */
function solve(a: Q[][], b: Q[]): Q[] {
  const n = b.length;
  for (let k = 0; k < n; k++) {
    const pivot = a[k]![k]!;
    a[k] = a[k]!.map((x) => div(x, pivot));
    b[k] = div(b[k]!, pivot);
    for (let i = 0; i < n; i++) {
      const factor = a[i]![k]!;
      if (i === k || factor[0] === 0n) continue;
      a[i] = a[i]!.map((x, j) => sub(x, mul(factor, a[k]![j]!)));
      b[i] = sub(b[i]!, mul(factor, b[k]!));
    }
  }
  return b;
}

type Holdings = Partial<Record<FirmId, number>>;
interface Table {
  players: number;
  directors: number[];
  seats: { cash: number; holdings: Holdings }[];
  firms: Record<FirmId, { cash: number; holdings: Holdings }>;
}

/** A session of the last year with random cash, treasuries, cross-holdings (cap 12) and seats' shares (spec 12). */
function randomTable(rng: Rng): Table {
  const players = 3 + rng.int(3);
  const seats = Array.from({ length: players }, () => ({ cash: rng.int(2000), holdings: {} as Holdings }));
  const firms = Object.fromEntries(
    FIRMS.map((f) => [f, { cash: rng.int(1500), holdings: {} as Holdings }]),
  ) as Table['firms'];
  for (const j of FIRMS) {
    let left = 49; // the state keeps its golden share
    const treasury = rng.int(11);
    firms[j].holdings[j] = treasury;
    left -= treasury;
    for (const i of FIRMS) {
      if (i === j || rng.int(3) !== 0) continue;
      const h = Math.min(left, rng.int(13));
      if (h > 0) firms[i].holdings[j] = h;
      left -= h;
    }
    for (const seat of seats) {
      const h = Math.min(left, rng.int(20));
      if (h > 0) seat.holdings[j] = h;
      left -= h;
    }
  }
  return { players, directors: FIRMS.map(() => rng.int(players)), seats, firms };
}

/** Spec 11.3 with every seat active: by score, descending, equal scores sharing a group in seat order. */
function rankingModel(scores: readonly number[]): number[][] {
  const groups: number[][] = [];
  const order = scores.map((_, s) => s).sort((a, b) => scores[b]! - scores[a]! || a - b);
  for (const s of order) {
    const last = groups.at(-1);
    if (last !== undefined && scores[last[0]!] === scores[s]) last.push(s);
    else groups.push([s]);
  }
  return groups;
}

describe('spec 8.11 and 11: the final settlement against an exact rational solver', () => {
  it('values, payouts, the state share, scores and ranking of random cross-holdings are the exact solution', () => {
    const rng = createRng(rngFromSeed('spec-model-market settlement'));
    for (let trial = 0; trial < runs(40, 10); trial++) {
      const t = randomTable(rng);
      const position = { phase: 'session', year: 6, directors: t.directors, firms: t.firms, seats: t.seats };
      const m = new Match(t.players, position, { years: 6 }, 'settlement', 2);
      const govCash = m.state.gov.cash;
      for (let s = 0; s < t.players; s++) m.play(s, ready());
      expect(m.state.phase).toBe('finished');

      // spec 8.11 step 1: every firm still has its 3 men of the start board and nobody lost the board game
      const survival = 3 * 300;
      const tax = Math.floor((survival * 20) / 100);
      const fee = Math.floor((survival * 10) / 100);
      const c = FIRMS.map((f) => BigInt(t.firms[f].cash + survival - tax - fee));
      // spec 8.11 step 2: E_j = votingShares(j), H_ij = holdings_i[j] / E_j, (I − H)·V = C
      const e = FIRMS.map((f) => BigInt(50 - (t.firms[f].holdings[f] ?? 0)));
      const a = FIRMS.map((fi, i) =>
        FIRMS.map((fj, j) => (i === j ? q(1n) : q(-BigInt(t.firms[fi].holdings[fj] ?? 0), e[j]))),
      );
      const v = solve(
        a,
        c.map((x) => q(x)),
      );
      // spec 8.11 step 3: each seat's sum taken exactly, then rounded down; gov gets the rest of the firms' cash
      const payouts = t.seats.map((seat) => {
        const sum = FIRMS.reduce<Q>((acc, f, j) => {
          const share = mul(q(BigInt(seat.holdings[f] ?? 0)), div(v[j]!, q(e[j]!)));
          return q(acc[0] * share[1] + share[0] * acc[1], acc[1] * share[1]);
        }, q(0n));
        return Number(sum[0] / sum[1]);
      });
      const gov = Number(c.reduce((x, y) => x + y, 0n)) - payouts.reduce((x, y) => x + y, 0);
      expect(one(m.events, 'liquidation')).toEqual({
        type: 'liquidation',
        values: Object.fromEntries(FIRMS.map((f, j) => [f, show(v[j]!)])),
        payouts,
        gov,
      });
      expect(m.state.gov.cash).toBe(govCash + 8 * tax + gov);
      for (const f of FIRMS) expect(m.state.firms[f].cash).toBe(0);

      // spec 11.2: a score is the seat's cash at the end, its survival fees as director included
      const scores = t.seats.map(
        (seat, s) => seat.cash + fee * t.directors.filter((d) => d === s).length + payouts[s]!,
      );
      expect(m.state.final).toEqual({ reason: 'years', scores, ranking: rankingModel(scores) });
    }
  });
});

describe('spec 8.12 step 2: a resigning director', () => {
  it('leaves no order of the firms it directs, and its meeting request is dropped rather than lapsed', () => {
    const m = new Match(
      3,
      {
        phase: 'session',
        year: 2,
        directors: D3,
        seats: [null, { holdings: { w2: 10 } }],
        firms: { w3: { cash: 100 } },
      },
      {},
      'resign',
      2,
    );
    // D3: seat 1 directs W3, B1 and B4; ids 1-8 are the state's asks
    m.play(1, buy('w1', 2, 9, 'w3'));
    m.play(1, sell('b1', 1, 50, 'b1'));
    m.play(1, requestMeeting());
    m.play(0, ready());
    m.play(2, ready());
    const events = m.play(1, resign());
    expect(ofType(events, 'orderCancelled').filter((e) => e.reason === 'resigned')).toEqual([
      { type: 'orderCancelled', id: 9, account: 'w3', reason: 'resigned', remaining: 2 },
      { type: 'orderCancelled', id: 10, account: 'b1', reason: 'resigned', remaining: 1 },
    ]);
    // spec 8.12 step 5: the others are ready, so the session closes; no meeting, the next year's board phase opens
    expect(one(events, 'sessionClosed')).toMatchObject({ requests: [], lapsed: [] });
    expect([m.state.phase, m.state.year]).toEqual(['board', 3]);
  });
});
