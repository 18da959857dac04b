import type { Seat } from '../../core/game.ts';
import { COMPANIES } from './companies.ts';
import { MAJORITY_BONUS } from './config.ts';
import type { Draft } from './draft.ts';
import { credit } from './money.ts';
import { rankByScore } from './outcome.ts';
import { shareValue } from './share-value.ts';
import { priceOf, sharesOf } from './ticker.ts';
import { emptyPortfolio, zeroCounts } from './derived.ts';
import type { Event, SeatState } from './types.ts';

/** The game ends with the given result. */
export function endGame(
  d: Draft,
  final: { scores: readonly number[]; ranking: readonly (readonly Seat[])[] },
  events: Event[],
) {
  d.phase = 'over';
  d.step = 0;
  d.demand = null;
  d.final = final;
  events.push({ type: 'gameOver', scores: final.scores, ranking: final.ranking });
}

/** spec 11.1: majority bonuses in company order, liquidation in seat order, then scores and ranking. */
export function scoreGame(d: Draft, events: Event[]): void {
  for (const c of COMPANIES) {
    let best = 0;
    let leaders: Seat[] = [];
    for (let s = 0; s < d.players; s++) {
      const h = sharesOf((d.seats[s] as SeatState).portfolio[c]);
      if (h > best) {
        best = h;
        leaders = [s];
      } else if (h === best && h > 0) leaders.push(s);
    }
    // D16: at least one share; resigned seats qualify.
    if (best < 1) continue;
    const each = leaders.length === 1 ? MAJORITY_BONUS.sole : MAJORITY_BONUS.tiedEach;
    events.push({ type: 'majorityBonus', company: c, seats: leaders, each });
    for (const s of leaders) credit(d, s, each, events);
  }
  for (let s = 0; s < d.players; s++) {
    const seat = d.seats[s] as SeatState;
    let amount = 0;
    let shares = 0;
    for (const c of COMPANIES) {
      const n = sharesOf(seat.portfolio[c]);
      shares += n;
      amount += n * shareValue(priceOf(d, c), seat.investors);
    }
    events.push({ type: 'liquidated', seat: s, holdings: seat.portfolio, amount });
    if (shares > 0) {
      const w = d.seatW(s);
      w.portfolio = emptyPortfolio();
      w.known = zeroCounts();
      w.knownBy = seat.knownBy.map(zeroCounts);
    }
    credit(d, s, amount, events);
  }
  endGame(d, rankByScore(d.seats), events);
}
