import { Akcioner, akcioner, rngFromSeed, type Seat } from '@birzha/engine';
import { BotError } from '../bot.ts';
import { simCard } from './cards.ts';

type State = Akcioner.State;
type View = Akcioner.View;

/** Deals tried per world before the last one is taken as it is. */
const TRIES = 3;
/** A seat whose shares of one colour are at least this part of its capital is read as betting on that colour. */
const HEAVY = 0.5;

/**
 * Per seat, whether the playouts let it go all in before its card (spec 15 "buy before you raise"). What its
 * holdings reveal: more than one share of a colour, or no shares, means it has traded; one that has played cards and
 * still holds at most the starting single shares does not trade. A seat that has not played yet is not known either
 * way and is taken to be a strong player, who trades.
 */
export function tradersSeen(view: View): boolean[] {
  return view.seats.map((s) => {
    if (s.played.length === 0) return true;
    const { yellow, red, blue, green } = s.shares;
    return yellow > 1 || red > 1 || blue > 1 || green > 1 || yellow + red + blue + green === 0;
  });
}

/**
 * The colour each other seat bets on, as its trades reveal it, or -1: a colour holding at least HEAVY of its capital
 * that its last card did not raise. (Shares of the colour its card raised may be the trade1 buy locked through trade2,
 * spec 7.2, so they say nothing about the cards it still holds.)
 */
export function betsSeen(view: View, seat: Seat): number[] {
  return view.seats.map((s, j) => {
    if (j === seat || s.status !== 'active' || s.handCount === 0) return -1;
    const capital = Akcioner.capital(s, view.prices);
    if (capital <= 0) return -1;
    const last = s.played[s.played.length - 1];
    const raised = last === undefined ? null : new Set(simCard(last).raises);
    for (let c = 0; c < 4; c++) {
      const color = Akcioner.COLORS[c]!;
      if (s.shares[color] * view.prices[color] < HEAVY * capital) continue;
      // A card whose every assignment raises this colour is surely the reason; one that may have raised it is too.
      if (raised !== null && raised.has(c)) return -1;
      return c;
    }
    return -1;
  });
}

/** Whether a hand holds a card that can raise colour c by a big step (a hundred of c, c's up double, any down double). */
function canRaiseBig(hand: readonly Akcioner.CardId[], c: number): boolean {
  for (const id of hand) {
    const card = simCard(id);
    if (!card.big) continue;
    if (card.raises.includes(c)) return true;
  }
  return false;
}

/** Whether a world explains every seat's bet: its hand can raise the colour it holds heavily. */
export function explainsBets(world: State, bets: readonly number[]): boolean {
  for (let j = 0; j < bets.length; j++) {
    const c = bets[j]!;
    if (c >= 0 && !canRaiseBig(world.seats[j]!.hand, c)) return false;
  }
  return true;
}

/**
 * World k of a search: the engine's determinize from the seat's view (spec 10: the unseen cards dealt by hand size,
 * with the known number of big cards each seat still holds), redrawn up to TRIES times while some seat's bet is not
 * explained by its hand, so deals that fit what the others' trades reveal are sampled more often (weighting by
 * rejection rather than excluding: the last draw is kept).
 */
export function sampleWorld(view: View, seat: Seat, seed: string, k: number, bets: readonly number[]): State {
  const determinize = akcioner.determinize;
  if (determinize === undefined) throw new BotError('the engine no longer offers akcioner.determinize');
  let world = determinize(view, seat, rngFromSeed(`${seed}/world-${k}`));
  if (bets.every((c) => c < 0)) return world;
  for (let t = 1; t < TRIES && !explainsBets(world, bets); t++)
    world = determinize(view, seat, rngFromSeed(`${seed}/world-${k}/${t}`));
  return world;
}
