import { Stockpile, type Seat } from '@birzha/engine';
import { BotError } from '../bot.ts';
import { forecastOdds, type ForecastOdds } from './forecasts.ts';
import { expectedWorth } from './worth.ts';

type View = Stockpile.View;
type CompanyId = Stockpile.CompanyId;
type FullSeatView = Stockpile.FullSeatView;
type OtherSeatView = Stockpile.OtherSeatView;

// spec 15: over all six forecasts a share gains about $670 a round. Less is counted, and for two later rounds at
// most: cash kept now buys piles (worth far more than their bids), and far-off rounds are guesses.
const DRIFT_PER_ROUND = 300;
const DRIFT_ROUNDS = 2;
/** What a Boom/Bust card won is worth: it moves any company two steps the way the bot likes best. */
const ACTION_CARD_VALUE = 1_500;
// spec 15 "Valuing a pile": an unknown card is a stock about 75% of the time, a fee 15% (mean $2,000), else an action.
const PRIOR = { stock: 0.75, fee: 0.15, action: 0.1, meanFee: 2_000 } as const;

/** The seat's reading of its view: prices, forecasts, and what its cards are worth (spec 15). */
export interface Appraisal {
  readonly view: View;
  readonly seat: Seat;
  readonly me: FullSeatView;
  readonly odds: ForecastOdds;
  /** P(c) now. */
  readonly price: Readonly<Record<CompanyId, number>>;
  /** Expected worth of keeping one regular card / one split card through this round's Movement and on. */
  readonly holdRegular: Readonly<Record<CompanyId, number>>;
  readonly holdSplit: Readonly<Record<CompanyId, number>>;
  /** Extra money per share sold (Golden Graham). */
  readonly perShareSold: number;
  readonly lastRound: boolean;
  /** Mean worth of a card the bot cannot see. */
  readonly unknownCard: number;
}

export const trackOf = (view: View, c: CompanyId): Stockpile.Track => Stockpile.TRACKS[view.options.board][c];

/** The seat's own complete seat in its view; a view of another viewer is a caller bug. */
export function ownSeat(view: View, seat: Seat): FullSeatView {
  const me = view.seats[seat];
  if (view.viewer !== seat || me === undefined || !me.full)
    throw new BotError(`the view is not seat ${seat}'s own view`);
  return me;
}

export function appraise(view: View, seat: Seat): Appraisal {
  const me = ownSeat(view, seat);
  const odds = forecastOdds(view);
  const lastRound = view.round >= view.rounds;
  const later = DRIFT_PER_ROUND * Math.min(DRIFT_ROUNDS, Math.max(0, view.rounds - view.round));
  const price = {} as Record<CompanyId, number>;
  const holdRegular = {} as Record<CompanyId, number>;
  const holdSplit = {} as Record<CompanyId, number>;
  const perShareSold = me.investors.includes('graham') ? Stockpile.GRAHAM_PER_SHARE : 0;
  let stockTotal = 0;
  for (const c of Stockpile.COMPANIES) {
    const track = trackOf(view, c);
    const pos = view.prices[c];
    price[c] = Stockpile.priceAt(track, pos);
    holdRegular[c] = expectedWorth(track, pos, 1, 0, odds[c]) + later;
    holdSplit[c] = expectedWorth(track, pos, 2, 0, odds[c]) + 2 * later;
    stockTotal += Math.max(price[c] + perShareSold, holdRegular[c]);
  }
  const fee = me.investors.includes('bernie') ? PRIOR.meanFee : -PRIOR.meanFee;
  const unknownCard =
    (PRIOR.stock * stockTotal) / Stockpile.COMPANIES.length + PRIOR.fee * fee + PRIOR.action * ACTION_CARD_VALUE;
  return { view, seat, me, odds, price, holdRegular, holdSplit, perShareSold, lastRound, unknownCard };
}

/** A stock card won now is worth its sale this round or keeping it, whichever the bot expects to pay more. */
export function stockValue(a: Appraisal, c: CompanyId): number {
  return Math.max(a.price[c] + a.perShareSold, a.holdRegular[c]);
}

/** What winning a card is worth to the bot; null = a face-down card it cannot see. */
export function cardValue(a: Appraisal, card: string | null): number {
  if (card === null) return a.unknownCard;
  const info = Stockpile.cardInfo(card);
  if (info === undefined) throw new BotError(`not a Stockpile card: ${card}`);
  switch (info.kind) {
    case 'stock':
      return stockValue(a, info.company);
    case 'fee':
      return a.me.investors.includes('bernie') ? info.value : -info.value;
    case 'action':
      return ACTION_CARD_VALUE;
  }
}

/** The sum of what the pile's cards are worth to the bot. */
export function pileValue(a: Appraisal, cards: readonly { readonly card: string | null }[]): number {
  let total = 0;
  for (const c of cards) total += cardValue(a, c.card);
  return total;
}

/** Shares another seat is estimated to hold: what the bot knows, split cards, and its unknown cards spread evenly. */
export function estimatedShares(s: OtherSeatView, c: CompanyId): number {
  return s.known[c] + 2 * s.split[c] + s.hiddenCount / Stockpile.COMPANIES.length;
}

/** The seat's own shares of a company. */
export function ownShares(me: FullSeatView, c: CompanyId): number {
  return Stockpile.sharesOf(me.portfolio[c]);
}

/** The other seats as the bot sees them, with their seat numbers. */
export function others(a: Appraisal): { seat: Seat; s: OtherSeatView }[] {
  const out: { seat: Seat; s: OtherSeatView }[] = [];
  a.view.seats.forEach((s, seat) => {
    if (!s.full) out.push({ seat, s });
  });
  return out;
}
