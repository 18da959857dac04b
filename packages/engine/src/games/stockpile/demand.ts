import { infoOf } from './cards.ts';
import type { Draft } from './draft.ts';
import { bidCost } from './bidding.ts';
import { enterActionOrSelling } from './flow.ts';
import { chargeFee, pay } from './money.ts';
import { emptyPiles } from './round-start.ts';
import type { Bid, Event, Pile, SeatState } from './types.ts';

/** spec 8.7: bids paid in pile order, then every pile taken card by card (D22), then Action or Selling. */
export function resolveDemand(d: Draft, events: Event[]): void {
  const piles = d.piles;
  // spec 8.7 step 1: all bids before any fee (D12 matters in 2p, where one seat wins two piles).
  for (let p = 0; p < piles.length; p++) {
    const bid = (piles[p] as Pile).bid as Bid;
    const amount = bidCost(d.seats[bid.seat] as SeatState, bid.amount);
    if (amount > 0) pay(d, bid.seat, amount);
    events.push({ type: 'bidPaid', seat: bid.seat, pile: p, amount });
  }
  for (let p = 0; p < piles.length; p++) {
    const pile = piles[p] as Pile;
    const winner = (pile.bid as Bid).seat;
    events.push({
      type: 'pileWon',
      seat: winner,
      pile: p,
      cards: pile.cards,
    });
    for (const c of pile.cards) {
      const info = infoOf(c.card);
      if (info.kind === 'fee') chargeFee(d, winner, info.value, events);
      else if (info.kind === 'action') d.actionsW(winner).push(c.card);
      else {
        const h = (d.seats[winner] as SeatState).portfolio[info.company];
        d.setHolding(winner, info.company, h.regular + 1, h.split);
        // spec 8.7 step 2: a face-up card becomes public; a face-down one is known to whoever knew it.
        if (c.faceUp) d.knownW(winner)[info.company] += 1;
        if (c.faceUp || c.knownTo.some((v) => v !== winner)) {
          d.knownByW(winner).forEach((k, v) => {
            if (v !== winner && (c.faceUp || c.knownTo.includes(v))) k[info.company] += 1;
          });
        }
      }
    }
  }
  d.setPiles(emptyPiles(piles.length));
  enterActionOrSelling(d);
}
