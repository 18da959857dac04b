/**
 * A scripted raider for tests and harnesses (issue 27), not a level people can pick: it plays the heuristic on the
 * board and, for one target firm that another seat directs, does what the person did: it buys shares of the
 * target until it holds RAID_SHARES (sealed bid for the whole lot at value in the auction, then every ask up to twice
 * the value in each session), files `requestMeeting` as soon as that stake is bought or on its way, nominates
 * itself and votes its shares. It never sells the target. Everything else is the heuristic's (auction bids for the
 * other firms, no other trades).
 */
import { CheckersExchange, type AnyGame, type Seat } from '@birzha/engine';
import type { Bot } from '../bot.ts';
import { awaitsSeat, firmToPlay, ownView } from './acting.ts';
import { auctionBids } from './auction.ts';
import { BallotBox } from './ballot-box.ts';
import { planHeuristicTurn } from './heuristic.ts';
import { Ledger } from './ledger.ts';
import { offers, take } from './trading.ts';
import { appraise } from './values.ts';

type View = CheckersExchange.View;
type Move = CheckersExchange.Move;
type FirmId = CheckersExchange.FirmId;

const { AUCTION, LIMITS } = CheckersExchange;
const R = CheckersExchange.Reads;

/** The stake the raider buys before it calls the meeting (issue 27: "buys 25 shares ... then requests a meeting"). */
export const RAID_SHARES = 25;
/** In sessions it pays up to this multiple of its value estimate per share. */
const RAID_PRICE = 2;

function auctionTurn(view: View, seat: Seat, target: FirmId, premium: number): Move[] {
  const a = appraise(view, seat);
  const ledger = new Ledger(view, seat);
  // the whole lot of the target at its value (times the premium) first, then the heuristic's bids elsewhere
  const lot = ledger.bid(target, AUCTION.lot, Math.max(AUCTION.reserve, Math.round(a.perShare[target] * premium)));
  const rest = auctionBids(a, ledger).filter((m) => m.type !== 'bid' || m.firm !== target);
  return [...(lot === undefined ? [] : [lot]), ...rest];
}

function sessionTurn(view: View, seat: Seat, target: FirmId): Move[] {
  const a = appraise(view, seat);
  const ledger = new Ledger(view, seat);
  const held = R.holdingsOf(view, seat)[target];
  const moves: Move[] = [];
  let expected = held;
  if (view.firms[target].director !== seat && held < RAID_SHARES) {
    const ceiling = Math.max(AUCTION.reserve, Math.floor(a.perShare[target] * RAID_PRICE));
    const most = Math.min(LIMITS.orderQtyMax, RAID_SHARES - held);
    const order = take(ledger, offers(a, 'sell'), 'me', target, ceiling, most);
    if (order !== undefined) {
      moves.push(order);
      expected += order.qty;
    }
  }
  const filed = view.requests.includes(seat);
  if (!filed && expected >= RAID_SHARES && view.firms[target].director !== seat && R.eligibleToRequest(view, seat))
    moves.unshift({ type: 'requestMeeting' });
  return moves;
}

function meetingTurn(view: View, seat: Seat, target: FirmId): Move[] {
  const box = new BallotBox(view, seat);
  const out: Move[] = [];
  if (view.firms[target].director !== seat) {
    const nomination = box.nominate(target, seat);
    if (nomination !== undefined) out.push(nomination);
  }
  for (const account of box.accounts()) {
    const vote = box.vote(target, account, seat);
    if (vote !== undefined) out.push(vote);
  }
  return out;
}

/**
 * The raider's turn from its view; [] when the game does not wait for it. `premium` scales its sealed bid for the
 * target's lot (1: at its value; a harder raider pays more).
 */
export function planRaiderTurn(view: View, seat: Seat, target: FirmId, premium = 1): Move[] {
  if (firmToPlay(view, seat) !== null) return planHeuristicTurn(view, seat);
  if (!awaitsSeat(view, seat)) return [];
  let moves: Move[];
  if (view.phase === 'auction') moves = auctionTurn(view, seat, target, premium);
  else if (view.phase === 'session') moves = sessionTurn(view, seat, target);
  else moves = meetingTurn(view, seat, target);
  return [...moves, { type: 'ready' }];
}

/** A raider of `target` (a test's scripted seat); `premium` as in planRaiderTurn. */
export function raiderBot(target: FirmId, premium = 1): Bot {
  return {
    level: `raider-${target}`,
    chooseTurn(_game: AnyGame, view: unknown, seat: Seat): unknown[] {
      return planRaiderTurn(ownView(view, seat), seat, target, premium);
    },
  };
}
