import { Stockpile } from '@birzha/engine';

type Track = Stockpile.Track;
type ForecastId = Stockpile.ForecastId;

/** Where one card of a company stands after steps on its track (spec 8.3, 8.4). */
export interface CardWalk {
  readonly pos: number;
  /** Shares the card is worth: 1 regular, 2 split, 0 after a bankruptcy discarded it. */
  readonly shares: number;
  /** Money the card earned on the way: super-splits and step dividends. */
  readonly income: number;
}

/** One card walked `steps` from `pos` (a split card starts at 2 shares). */
export function walk(track: Track, pos: number, steps: number, shares: number): CardWalk {
  const n = track.values.length;
  let p = pos;
  let s = shares;
  let income = 0;
  for (let i = 0; i < Math.abs(steps); i++) {
    if (steps > 0) {
      if (p === n) {
        // spec 8.4: an already split card pays the super-split and stays split; a regular one becomes split.
        if (s === 2) income += Stockpile.SUPER_SPLIT_PER_CARD;
        if (s > 0) s = 2;
        p = track.splitReset;
      } else {
        p += 1;
        if (track.stepDividend.includes(p)) income += Stockpile.STEP_DIVIDEND_PER_SHARE * s;
      }
    } else if (p === 1) {
      s = 0;
      p = track.start;
    } else p -= 1;
  }
  return { pos: p, shares: s, income };
}

/** What one card is worth in dollars after a forecast moves it (spec 8.10), from where it stands now. */
export function worthAfterForecast(track: Track, from: CardWalk, forecast: ForecastId): number {
  if (from.shares === 0) return from.income;
  if (forecast === 'dividend')
    return from.income + from.shares * (Stockpile.DIVIDEND_PER_SHARE + Stockpile.priceAt(track, from.pos));
  const end = walk(track, from.pos, Stockpile.FORECASTS[forecast], from.shares);
  return from.income + end.income + end.shares * Stockpile.priceAt(track, end.pos);
}

/** The mean worth of one card after `before` steps now (an action, a nudge) and then this round's forecast. */
export function expectedWorth(
  track: Track,
  pos: number,
  shares: number,
  before: number,
  odds: readonly ForecastId[],
): number {
  const start = walk(track, pos, before, shares);
  let total = 0;
  for (const f of odds) total += worthAfterForecast(track, start, f);
  return total / odds.length;
}
