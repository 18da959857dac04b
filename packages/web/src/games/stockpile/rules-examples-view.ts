import { Stockpile } from '@birzha/engine';
import type { PriceFact, RulesExample, SnapshotFact } from './rules-examples-data.ts';

/*
 * What the example pages read out of the example data, the same for both languages: a seat's starting position,
 * a price change, and example 5's score sheet (its sums add up only the figures the data states).
 */

type CompanyId = Stockpile.CompanyId;
type Holding = Stockpile.Holding;
type ForecastPair = { readonly company: CompanyId; readonly forecast: Stockpile.ForecastId };

/** The single company a seat holds in the example's position (its starting stock in example 1). */
export function startingStock(ex: RulesExample, seat: number): CompanyId {
  const held = Object.keys(ex.position.seats?.[seat]?.portfolio ?? {});
  const c = Stockpile.COMPANIES.find((x) => held.includes(x));
  if (c === undefined) throw new Error(`seat ${seat} holds nothing`);
  return c;
}

/** A seat's first private pair. */
export function pairOf(ex: RulesExample, seat: number): ForecastPair {
  const p = ex.position.pairs?.private[seat]?.[0];
  if (p === undefined) throw new Error(`seat ${seat} has no pair`);
  return p;
}

/** A seat's cash in the position (every example states it, in its first snapshot). */
export function positionCash(ex: RulesExample, seat: number): number {
  const first = ex.facts.snapshots.find((s) => s.at === 0);
  const cash = first?.cash[seat];
  if (cash === undefined) throw new Error('the example states no starting cash');
  return cash;
}

/** A seat's holding of a company in the position. */
export function holdingOf(ex: RulesExample, seat: number, c: CompanyId): Holding {
  const h = ex.position.seats?.[seat]?.portfolio?.[c];
  return { regular: h?.regular ?? 0, split: h?.split ?? 0 };
}

/** The one price change of a company with this cause. */
export function priceFact(ex: RulesExample, c: CompanyId, cause: PriceFact['cause']): PriceFact {
  const p = ex.facts.prices?.find((x) => x.company === c && x.cause === cause);
  if (p === undefined) throw new Error(`no ${cause} move of ${c}`);
  return p;
}

export interface MajorityRow {
  readonly company: CompanyId;
  readonly shares: readonly number[];
  readonly bonus: { readonly seats: readonly number[]; readonly each: number } | null;
}

export interface ScoreRow {
  readonly seat: number;
  /** Cash when the last seat had sold: the snapshot before the example's last move, which must be a pass. */
  readonly cash: number;
  readonly dividend: number;
  readonly bonuses: readonly number[];
  readonly liquidation: {
    readonly terms: readonly { readonly shares: number; readonly price: number }[];
    readonly amount: number;
  };
  readonly score: number;
  /** 1 = first. */
  readonly place: number;
}

function snapshotAt(ex: RulesExample, at: number): SnapshotFact {
  const s = ex.facts.snapshots.find((x) => x.at === at);
  if (s === undefined) throw new Error(`no snapshot after ${at} moves`);
  return s;
}

/** Example 5's sheet: shares and bonus per company, then each seat's cash, income, liquidation and score. */
export function finalRows(ex: RulesExample): { majority: MajorityRow[]; scores: ScoreRow[] } {
  const f = ex.facts;
  const liquidation = f.liquidation ?? [];
  const end = snapshotAt(ex, ex.moves.length);
  const before = snapshotAt(ex, ex.moves.length - 1);
  const prices = end.prices;
  if (prices === undefined || f.final === undefined) throw new Error('the example states no final prices or score');
  const shares = (seat: number, c: CompanyId) => {
    const h = liquidation.find((l) => l.seat === seat)?.holdings[c];
    return h === undefined ? 0 : h.regular + 2 * h.split;
  };
  const seats = Array.from({ length: ex.players }, (_, s) => s);
  const majority = Stockpile.COMPANIES.map((c) => {
    const m = f.majority?.find((x) => x.company === c);
    return { company: c, shares: seats.map((s) => shares(s, c)), bonus: m === undefined ? null : m };
  });
  const ranking = f.final.ranking;
  const scores = seats.map((s) => {
    const l = liquidation.find((x) => x.seat === s);
    const terms = Stockpile.COMPANIES.flatMap((c) =>
      shares(s, c) > 0 ? [{ shares: shares(s, c), price: prices[c] }] : [],
    );
    return {
      seat: s,
      cash: before.cash[s] ?? 0,
      dividend: (f.dividends ?? []).reduce((sum, d) => sum + (d.paid[s] ?? 0), 0),
      bonuses: (f.majority ?? []).filter((m) => m.seats.includes(s)).map((m) => m.each),
      liquidation: { terms, amount: l?.amount ?? 0 },
      score: f.final?.scores[s] ?? 0,
      place: ranking.findIndex((g) => g.includes(s)) + 1,
    };
  });
  return { majority, scores };
}
