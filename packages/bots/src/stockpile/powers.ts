import { Stockpile } from '@birzha/engine';
import { BotError } from '../bot.ts';
import { estimatedShares, others, ownShares, pileValue, type Appraisal } from './appraisal.ts';

type Move = Stockpile.Move;
type InvestorId = Stockpile.InvestorId;
type CompanyId = Stockpile.CompanyId;

/** What each investor's power is worth over a game besides its cash (spec 8.14), roughly; Bill has none. */
const POWER_VALUE: Readonly<Record<InvestorId, number>> = {
  bill: 0,
  bernie: 6_000,
  cramer: 2_000,
  donald: 4_000,
  deborah: 2_000,
  graham: 5_000,
  martha: 2_000,
  mark: 1_000,
  stuart: 500,
  warren: 1_000,
};
/** Maverick Mark moves a card only when that raises the best pile's worth to the bot by more than this. */
const MARK_MIN_GAIN = 1_000;

function investorValue(a: Appraisal, id: InvestorId): number {
  const card = Stockpile.INVESTORS[id];
  return (a.view.players === 2 ? card.cash2p : card.cash) + POWER_VALUE[id];
}

/** spec 8.14: the offer (pair, in 2p) with the most cash plus power. */
export function chooseInvestor(a: Appraisal, legal: readonly Move[]): Move {
  let best: Move | undefined;
  let bestValue = -Infinity;
  for (const m of legal) {
    if (m.type !== 'chooseInvestor') continue;
    let v = 0;
    for (const id of m.investors) if (Stockpile.isInvestorId(id)) v += investorValue(a, id);
    if (v > bestValue) {
      best = m;
      bestValue = v;
    }
  }
  if (best === undefined) throw new BotError('investors phase without a legal choice');
  return best;
}

/** The best pile's worth to the bot, with the cards of piles given as their values. */
function bestPile(piles: readonly (readonly number[])[]): number {
  let best = -Infinity;
  for (const p of piles)
    best = Math.max(
      best,
      p.reduce((x, y) => x + y, 0),
    );
  return best;
}

/**
 * Prep (spec 8.14): Wise Warren looks into the pile with the most face-down cards the bot cannot see; Maverick Mark
 * moves the one card that most raises the pile the bot wants (a fee off it, a good card onto it), or passes.
 */
export function choosePrep(a: Appraisal, legal: readonly Move[]): Move {
  const skip = legal.find((m) => m.type === 'skipPower');
  const inspects = legal.filter((m): m is Stockpile.InspectPileMove => m.type === 'inspectPile');
  if (inspects.length > 0) {
    const unseen = (i: number) => a.view.piles[i]?.cards.filter((c) => c.card === null).length ?? 0;
    return inspects.reduce((x, y) => (unseen(y.pile) > unseen(x.pile) ? y : x));
  }
  const values = a.view.piles.map((p) => p.cards.map((c) => pileValue(a, [c])));
  const before = bestPile(values);
  let best: Move | undefined;
  let bestGain = MARK_MIN_GAIN;
  for (const m of legal) {
    if (m.type !== 'moveCard') continue;
    const moved = values.map((p) => [...p]);
    const [v] = moved[m.from]?.splice(m.index, 1) ?? [];
    if (v === undefined) continue;
    moved[m.to]?.push(v);
    const gain = bestPile(moved) - before;
    if (gain > bestGain) {
      best = m;
      bestGain = gain;
    }
  }
  return best ?? skip ?? (legal[0] as Move);
}

/** Dividend Deborah (spec 8.11) pays every holder: worth it where the bot holds more than the others on average. */
export function chooseDeborah(a: Appraisal, legal: readonly Move[]): Move {
  const rivals = others(a);
  let best: Move | undefined;
  let bestScore = 0;
  for (const m of legal) {
    if (m.type !== 'deborah') continue;
    const c = m.company as CompanyId;
    let theirs = 0;
    for (const { s } of rivals) theirs += estimatedShares(s, c);
    const score = ownShares(a.me, c) - (rivals.length === 0 ? 0 : theirs / rivals.length);
    if (score > bestScore) {
      best = m;
      bestScore = score;
    }
  }
  return best ?? legal.find((m) => m.type === 'skipPower') ?? (legal[0] as Move);
}
