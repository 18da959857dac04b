import { getBot } from '@birzha/bots';
import { CheckersExchange, type Rng, type Seat } from '@birzha/engine';

type View = CheckersExchange.View;
type Level = 'random' | 'heuristic';

const game = CheckersExchange.checkersExchange;
const isReady = (m: unknown): boolean => (m as { type?: unknown }).type === 'ready';

/** Each scripted seat's level for its whole match, keyed by the seat's own random source (one per seat and match). */
const levels = new WeakMap<Rng, Level>();

function levelOf(rng: Rng): Level {
  let level = levels.get(rng);
  if (level === undefined) levels.set(rng, (level = rng.int(2) === 0 ? 'random' : 'heuristic'));
  return level;
}

/**
 * The move a scripted seat sends now, from the game's bots (`getBot`), or undefined when its bot has nothing to do
 * (a seat already ready). A bot plans a whole turn (orders, requests, votes... then `ready`) from the view; the
 * script sends one move at a time, so it sends the plan's first move and plans again on the next view, or, now and
 * then, the plan's closing `ready` alone (a seat that stops trading early), which keeps sessions of 8 seats short.
 * On the board every level plays the random bot's ply: the board is public, and the heuristic's search (tens of
 * milliseconds a ply) would cost the scan more than the market phases, where the secrets are.
 */
export function botMove(view: unknown, seat: Seat, rng: Rng): unknown {
  const level = (view as View).phase === 'board' ? 'random' : levelOf(rng);
  const turn = getBot('checkers-exchange', level).chooseTurn(game, view, seat, String(rng.nextUint32()));
  const first = turn[0];
  const last = turn[turn.length - 1];
  if (first === undefined) return undefined;
  return turn.length > 1 && isReady(last) && rng.int(100) < 50 ? last : first;
}
