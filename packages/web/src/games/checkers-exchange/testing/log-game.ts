import { CheckersExchange, checkersExchange } from '@birzha/engine';
import { lcg, playRandomGame, type PlayedEvent } from './random-game.ts';

export { startState, type PlayedEvent } from './random-game.ts';

type State = CheckersExchange.State;
type Move = CheckersExchange.Move;
const { FIRMS } = CheckersExchange;

/**
 * Test support: a whole game of legal moves by a fixed pseudo-random sequence, lively enough to meet nearly every
 * event of spec 9: seats bid in the auction, trade, request meetings, nominate and vote for themselves, transfer cash,
 * issue tokens, one seat resigns now and then, and (timed) the clock runs out. Returns every event with its state.
 */
export function playLogGame(
  players: number,
  options: Record<string, unknown>,
  seed: number,
): { events: PlayedEvent[]; state: State } {
  const rnd = lcg(seed);
  const pick = <T>(xs: readonly T[]): T => xs[rnd(xs.length)] as T;
  let resigned = false;
  const { events, state } = playRandomGame(players, options, `log-${seed}`, 40_001, (at, tryPlay) => {
    const active = at.seats.flatMap((s, i) => (s.status === 'active' ? [i] : []));
    const toAct = checkersExchange.toAct(at);
    const r = rnd(1000);
    if (r < 2 && !resigned && active.length > 2) {
      resigned = tryPlay(pick(active), { type: 'resign' });
      return;
    }
    if (r < 20 && at.options.timing !== 'untimed' && tryPlay(0, { type: 'phaseTimeout', stage: at.stage })) return;
    if (r < 35 && tryPlay(pick(active), { type: 'transfer', to: pick(active), amount: 1 + rnd(40) })) return;
    if (r < 50) {
      const firm = pick(FIRMS);
      const move: Move = { type: 'issueToken', firm, to: pick(active), scope: pick(['ply', 'year'] as const) };
      if (tryPlay(at.firms[firm].director, move)) return;
    }
    const seat = toAct.length > 0 && rnd(5) !== 0 ? pick(toAct) : pick(active);
    if (phaseMove(at, seat, rnd, pick, tryPlay)) return;
    const legal = checkersExchange.legalMoves(at, seat);
    if (legal.length === 0) return;
    const first = legal[0] as Move;
    // Lean to ready (listed first in a simultaneous phase, 14.1.14) so that phases end.
    if (first.type === 'ready' && (first.ready === false || rnd(4) !== 0) && legal.length > 1)
      tryPlay(seat, pick(legal.slice(1)));
    else tryPlay(seat, first.type === 'ready' ? first : pick(legal));
  });
  return { events, state };
}

/** The phase's own lively move (a bid, an order, a request, a nomination, a vote), if one is accepted. */
function phaseMove(
  state: State,
  seat: number,
  rnd: (n: number) => number,
  pick: <T>(xs: readonly T[]) => T,
  tryPlay: (seat: number, move: Move) => boolean,
): boolean {
  const firm = pick(FIRMS);
  const own = FIRMS.filter((f) => state.firms[f].director === seat);
  switch (state.phase) {
    case 'auction':
      return rnd(3) !== 0 && tryPlay(seat, { type: 'bid', firm, qty: 1 + rnd(8), price: 10 + rnd(12) });
    case 'session': {
      if (rnd(4) === 0 && tryPlay(seat, { type: 'requestMeeting' })) return true;
      const account = own.length > 0 && rnd(3) === 0 ? pick(own) : 'me';
      const side = rnd(2) === 0 ? 'buy' : 'sell';
      const limit = Math.max(1, state.close[firm] + rnd(9) - 3);
      return rnd(2) === 0 && tryPlay(seat, { type: 'order', account, side, firm, qty: 1 + rnd(5), limit });
    }
    case 'meeting': {
      if (rnd(2) === 0 && tryPlay(seat, { type: 'nominate', firm, candidate: seat })) return true;
      const account = own.length > 0 && rnd(2) === 0 ? pick(own) : 'me';
      const candidate = rnd(6) === 0 ? null : seat;
      return rnd(2) === 0 && tryPlay(seat, { type: 'vote', firm, account, candidate });
    }
    default:
      return false;
  }
}
