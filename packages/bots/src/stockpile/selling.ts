import { Stockpile } from '@birzha/engine';
import { estimatedShares, others, ownShares, type Appraisal } from './appraisal.ts';

type Move = Stockpile.Move;
type CompanyId = Stockpile.CompanyId;
type SellCounts = Stockpile.SellCounts;

/** The majority bonus (spec 11.1) the bot expects for `shares` against the best other estimate. */
function majority(shares: number, rival: number): number {
  if (shares <= 0) return 0;
  const lead = shares - rival;
  if (lead >= 1) return Stockpile.MAJORITY_BONUS.sole;
  return lead > -1 ? Stockpile.MAJORITY_BONUS.tiedEach : 0;
}

/** The best other seat's estimated shares of a company. */
function rivalShares(a: Appraisal, c: CompanyId): number {
  let most = 0;
  for (const { s } of others(a)) most = Math.max(most, estimatedShares(s, c));
  return most;
}

/**
 * What selling (regular, split, halve) of a company brings now plus what the kept cards are expected to be worth;
 * in the last round the majority bonus of what is kept counts too (spec 15 "Last round").
 */
function outcome(a: Appraisal, c: CompanyId, regular: number, split: number, halve: number): number {
  const h = a.me.portfolio[c];
  const p = a.price[c];
  const sold = regular * p + split * 2 * p + halve * p + a.perShareSold * (regular + 2 * split + halve);
  const keptRegular = h.regular - regular + halve;
  const keptSplit = h.split - split - halve;
  let value = sold + keptRegular * a.holdRegular[c] + keptSplit * a.holdSplit[c];
  if (a.lastRound) value += majority(keptRegular + 2 * keptSplit, rivalShares(a, c));
  return value;
}

/**
 * spec 15 "Selling": per company, all or none of the regular cards and of the split cards, or every split card
 * halved, whichever is worth most: what is expected to fall (or sits near bankruptcy with an unknown forecast) is
 * sold, what is expected to rise is kept.
 */
export function chooseSell(a: Appraisal): Move {
  const cards: Record<string, SellCounts> = {};
  for (const c of Stockpile.COMPANIES) {
    const h = a.me.portfolio[c];
    if (ownShares(a.me, c) === 0) continue;
    const options: [number, number, number][] = [
      [0, 0, 0],
      [h.regular, 0, 0],
      [0, h.split, 0],
      [h.regular, h.split, 0],
      [0, 0, h.split],
      [h.regular, 0, h.split],
    ];
    let best: [number, number, number] = [0, 0, 0];
    let bestValue = outcome(a, c, 0, 0, 0);
    for (const o of options) {
      const v = outcome(a, c, ...o);
      if (v > bestValue) {
        best = o;
        bestValue = v;
      }
    }
    const [regular, split, halve] = best;
    if (regular + split + halve === 0) continue;
    const counts: { regular?: number; split?: number; halve?: number } = {};
    if (regular > 0) counts.regular = regular;
    if (split > 0) counts.split = split;
    if (halve > 0) counts.halve = halve;
    cards[c] = counts;
  }
  return { type: 'sell', cards };
}
