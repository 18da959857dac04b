import { checkersExchange, type CheckersExchange } from '@birzha/engine';

/** The firm whose order book the rules draw. */
export const BOOK_FIRM: CheckersExchange.FirmId = 'w1';

/**
 * Orders placed at the session, each by a seat: three bids resting below the State's ask on BOOK_FIRM (spec 8.8), and
 * one that meets the ask, so the book shows both sides and a last trade.
 */
const ORDERS: readonly (readonly [number, number, number])[] = [
  // seat, quantity, limit
  [1, 2, 8],
  [2, 1, 7],
  [3, 3, 6],
  [2, 1, 10],
];

/**
 * What the rules' pictures of the board, the players and the exchange draw: the summary's 4-player game (same seed)
 * played by the engine itself, with a fixed pseudo-random pick of legal moves, through the opening auction and year
 * 1's plies to its exchange session, then ORDERS; as seat 0 sees it. The summary's new game has no book yet.
 */
export function sessionSample(): CheckersExchange.View {
  const options = checkersExchange.parseOptions({}, 4);
  if (!options.ok) throw new Error(options.error.code);
  const start = checkersExchange.setup({ players: 4, options: options.value, seed: 'summary' });
  if (!start.ok) throw new Error(start.error.code);
  let state = start.value.state;
  let rnd = 7;
  for (let guard = 0; state.phase !== 'session' && guard < 1000; guard++) {
    const seat = checkersExchange.toAct(state)[0];
    if (seat === undefined) break;
    const legal = checkersExchange.legalMoves(state, seat);
    rnd = (rnd * 1103515245 + 12345) % 2147483648;
    const move = legal[rnd % legal.length];
    if (move === undefined) break;
    const r = checkersExchange.play(state, seat, move);
    if (!r.ok) throw new Error(r.error.code);
    state = r.value.state;
  }
  if (state.phase !== 'session') throw new Error(`no session: ${state.phase}`);
  for (const [seat, qty, limit] of ORDERS) {
    const r = checkersExchange.play(state, seat, {
      type: 'order',
      account: 'me',
      side: 'buy',
      firm: BOOK_FIRM,
      qty,
      limit,
    });
    if (!r.ok) throw new Error(r.error.code);
    state = r.value.state;
  }
  return checkersExchange.view(state, 0);
}
