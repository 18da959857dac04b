import type { CompanyId } from './companies.ts';
import { DIVIDEND_PER_SHARE, FORECASTS, type ForecastId } from './config.ts';
import type { Draft } from './draft.ts';
import { dividend, moveTicker } from './ticker.ts';
import type { Event, PairHolder, SeatState } from './types.ts';

function resolvePair(d: Draft, company: CompanyId, forecast: ForecastId, holder: PairHolder, events: Event[]) {
  events.push({ type: 'pairRevealed', company, forecast, holder });
  if (forecast === 'dividend') dividend(d, company, DIVIDEND_PER_SHARE, 'forecast', events);
  else moveTicker(d, company, FORECASTS[forecast], 'forecast', events);
}

/**
 * spec 8.10: private pairs in turn order (a seat's pairs in stored order), the public pair, then the hidden pairs
 * (D15); every pair is discarded afterwards.
 */
export function runMovement(d: Draft, events: Event[]): void {
  for (let k = 0; k < d.players; k++) {
    const seat = d.orderAt(k);
    for (const p of (d.seats[seat] as SeatState).pairs) resolvePair(d, p.company, p.forecast, seat, events);
  }
  for (const p of d.publicPairs) resolvePair(d, p.company, p.forecast, 'public', events);
  for (const p of d.hiddenPairs) resolvePair(d, p.company, p.forecast, 'hidden', events);
  for (let s = 0; s < d.players; s++) if ((d.seats[s] as SeatState).pairs.length > 0) d.seatW(s).pairs = [];
  d.publicPairs = [];
  d.hiddenPairs = [];
}
