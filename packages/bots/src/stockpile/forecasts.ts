import { Stockpile } from '@birzha/engine';

type View = Stockpile.View;
type CompanyId = Stockpile.CompanyId;
type ForecastId = Stockpile.ForecastId;

/** For each company, the forecasts it may have this round as the seat sees it: one when known, else every unseen one. */
export type ForecastOdds = Readonly<Record<CompanyId, readonly ForecastId[]>>;

/**
 * spec 15 "What you know": the seat's own pairs, the public pair, and any pair it peeked (Martha) are certain; each
 * other company draws without replacement from the forecasts not seen, so each unseen one is equally likely. Outside
 * a round's pairs (Deborah after Movement) every company may have any forecast next round.
 */
export function forecastOdds(view: View): ForecastOdds {
  const known = new Map<CompanyId, ForecastId>();
  const note = (p: Stockpile.ForecastPair | null): void => {
    if (p !== null) known.set(p.company, p.forecast);
  };
  for (const s of view.seats) for (const p of s.pairs) note(p);
  for (const p of view.publicPairs) note(p);
  for (const p of view.hiddenPairs) note(p);
  const seen = new Set(known.values());
  const unseen = Stockpile.FORECAST_ORDER.filter((f) => !seen.has(f));
  const odds = {} as Record<CompanyId, readonly ForecastId[]>;
  for (const c of Stockpile.COMPANIES) {
    const f = known.get(c);
    odds[c] = f === undefined ? (unseen.length > 0 ? unseen : Stockpile.FORECAST_ORDER) : [f];
  }
  return odds;
}
