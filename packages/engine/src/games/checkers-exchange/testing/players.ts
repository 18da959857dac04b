/**
 * Test support (no production code uses it): the random players of the property tests. `lively` plays legal moves
 * only (listed ones and those legalMoves never lists); `chaosMove` sends anything, mostly illegal.
 */
import type { Seat } from '../../../core/game.ts';
import type { RecordedMove } from '../../../core/record.ts';
import type { Rng } from '../../../core/rng.ts';
import type { Chooser } from '../../../testing/playout.ts';
import { activeSeats } from '../accounts.ts';
import { FIRMS, SQUARES } from '../config.ts';
import { checkersExchange } from '../index.ts';
import type { Move, State } from '../types.ts';

const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[rng.int(xs.length)] as T;

/** How a lively player plays; rates are per 10 000 moves. */
export interface Temper {
  /** Resignations: a few in a long game by default; many to reach every early end. */
  readonly resign?: number;
  /** Orders and bids of random size and price (tried first, sent only when play accepts them). */
  readonly bold?: number;
}

/**
 * Legal moves for a random seat that may act, leaning towards `ready` so that phases end, towards meeting requests
 * so that meetings happen, with now and then a move legalMoves never lists (timeouts, transfers, tokens, resigning)
 * or a bold order.
 */
export function lively(temper: Temper = {}): Chooser {
  const resignRate = temper.resign ?? 4;
  const boldRate = temper.bold ?? 1500;
  return (_game, raw, rng) => {
    const state = raw as State;
    if (state.phase === 'finished') return undefined;
    const toAct = checkersExchange.toAct(state);
    const active = activeSeats(state);
    const r = rng.int(10_000);
    if (r < resignRate) return { seat: pick(rng, active), move: { type: 'resign' } };
    if (r < 200 && state.options.timing !== 'untimed') {
      return { seat: 0, move: { type: 'phaseTimeout', stage: state.stage } };
    }
    if (r < 300) {
      const from = pick(rng, active);
      const to = pick(rng, active);
      const cash = state.seats[from]!.cash;
      if (from !== to && cash > 0)
        return { seat: from, move: { type: 'transfer', to, amount: 1 + rng.int(Math.min(50, cash)) } };
    }
    if (r < 400) {
      const firm = pick(rng, FIRMS);
      const director = state.firms[firm].director;
      if (active.includes(director)) {
        const scope = pick(rng, ['ply', 'year']);
        return { seat: director, move: { type: 'issueToken', firm, to: pick(rng, active), scope } };
      }
    }
    // Mostly a seat the game waits for; sometimes any active seat (a ready seat may still trade).
    let seat = toAct.length > 0 && rng.int(5) !== 0 ? pick(rng, toAct) : pick(rng, active);
    if (rng.int(10_000) < boldRate) {
      const move = boldMove(state, seat, rng);
      if (move !== undefined) return { seat, move };
    }
    let legal = checkersExchange.legalMoves(state, seat);
    if (legal.length === 0 && toAct[0] !== undefined) {
      seat = toAct[0];
      legal = checkersExchange.legalMoves(state, seat);
    }
    if (legal.length === 0) return undefined;
    const first = legal[0] as Move;
    const request = legal.find((m) => m.type === 'requestMeeting');
    if (request !== undefined && rng.int(3) === 0) return { seat, move: request };
    // Lean to `ready` (listed first in a simultaneous phase, 14.1.14) and away from `unready`.
    if (first.type === 'ready') {
      if (first.ready === undefined && rng.int(6) === 0) return { seat, move: first };
      if (first.ready === false && legal.length > 1) return { seat, move: legal[1 + rng.int(legal.length - 1)] };
    }
    return { seat, move: pick(rng, legal) };
  };
}

/** The default lively player. */
export const livelyChooser: Chooser = lively();

/** A bid or order of random size near the close, if play accepts it. */
function boldMove(state: State, seat: Seat, rng: Rng): Move | undefined {
  const firm = pick(rng, FIRMS);
  const near = Math.max(1, state.close[firm] + rng.int(9) - 4);
  let move: Move | undefined;
  if (state.phase === 'auction') move = { type: 'bid', firm, qty: 1 + rng.int(12), price: Math.max(10, near) };
  else if (state.phase === 'session') {
    const own = FIRMS.filter((f) => state.firms[f].director === seat);
    const account = own.length > 0 && rng.int(3) === 0 ? pick(rng, own) : 'me';
    const side = rng.int(2) === 0 ? 'buy' : 'sell';
    move = { type: 'order', account, side, firm, qty: 1 + rng.int(8), limit: near };
  }
  if (move === undefined) return undefined;
  return checkersExchange.play(state, seat, move).ok ? move : undefined;
}

/** A random integer in [lo, hi]. */
const between = (rng: Rng, lo: number, hi: number): number => lo + rng.int(hi - lo + 1);

/** Any square name, dark or light, now and then off the board. */
function squareName(rng: Rng): string {
  if (rng.int(4) !== 0) return pick(rng, SQUARES);
  return `${'abcdefghi'[rng.int(9)]}${rng.int(10)}`;
}

/** A ply notation: a listed one, a near miss (a prefix, a changed square), or a random path. */
function plyText(state: State, rng: Rng): unknown {
  const holder = checkersExchange.toAct(state)[0];
  const listed = holder === undefined ? [] : checkersExchange.legalMoves(state, holder);
  const known = listed.flatMap((m) => (m.type === 'ply' ? [m.move] : []));
  const r = rng.int(10);
  if (r < 3 && known.length > 0) {
    const text = pick(rng, known);
    const parts = text.split(/[-:]/);
    if (parts.length > 2 && rng.int(2) === 0) return parts.slice(0, -1).join(':'); // a prefix of a capture
    return text.replace(/[a-h][1-8]$/, squareName(rng));
  }
  if (r < 4) return pick(rng, [7, '', 'a3 b4', 'A3-B4', 'a3-b4-c5', 'a3:b4-c5', null]);
  const sep = rng.int(2) === 0 ? '-' : ':';
  return Array.from({ length: between(rng, 2, 4) }, () => squareName(rng)).join(sep);
}

/** Any move of spec 7.1, most of them illegal here: wrong seats, phases, firms, notations, prices, quantities, ids. */
export function chaosMove(state: State, rng: Rng): RecordedMove {
  const n = state.players;
  const seat = rng.int(n);
  const int = (lo: number, hi: number): number => between(rng, lo, hi);
  const firm = (): unknown => (rng.int(12) === 0 ? pick(rng, ['w9', 'gov', 5, 'W1']) : pick(rng, FIRMS));
  const target = (): unknown => (rng.int(15) === 0 ? pick(rng, [-1, n, 1.5, '1', null]) : rng.int(n));
  const qty = (max: number): unknown => (rng.int(10) === 0 ? pick(rng, [0, max + 1, -3, 2.5, '5']) : int(1, max));
  const price = (): unknown => (rng.int(10) === 0 ? pick(rng, [0, 100_000, 9.5, '10']) : int(1, 60));
  const account = (): unknown => (rng.int(3) === 0 ? 'me' : rng.int(10) === 0 ? pick(rng, ['gov', 0, 'you']) : firm());
  const moves: (() => unknown)[] = [
    () => ({ type: 'ply', move: plyText(state, rng) }),
    () => ({ type: 'issueToken', firm: firm(), to: target(), scope: pick(rng, ['ply', 'year', 'year', 'game']) }),
    () => ({ type: 'bid', firm: firm(), qty: qty(20), price: price() }),
    () => ({
      type: 'order',
      account: account(),
      side: pick(rng, ['buy', 'sell', 'sell', 'short']),
      firm: firm(),
      qty: qty(50),
      limit: price(),
    }),
    () => ({ type: 'cancel', orderId: rng.int(6) === 0 ? pick(rng, [0, -1, 'x']) : int(1, state.nextOrderId + 2) }),
    () => ({
      type: 'transfer',
      to: target(),
      amount: rng.int(6) === 0 ? pick(rng, [0, -5, 1.5, 2 ** 53]) : int(1, 1500),
    }),
    () => ({ type: 'requestMeeting' }),
    () => ({ type: 'nominate', firm: firm(), candidate: target() }),
    () => ({ type: 'vote', firm: firm(), account: account(), candidate: rng.int(5) === 0 ? null : target() }),
    () => (rng.int(3) === 0 ? { type: 'ready', ready: pick(rng, [true, false, 'yes']) } : { type: 'ready' }),
    () => ({
      type: 'phaseTimeout',
      stage: pick(rng, [state.stage, state.stage, state.stage - 1, state.stage + 1, 'now']),
    }),
    () =>
      pick(rng, [
        null,
        42,
        'ply',
        [],
        { type: 'fly' },
        { type: 'ply' },
        { type: 'requestMeeting', extra: 1 },
        { type: 'cancel', orderId: 1, reason: 'x' },
        { move: 'a3-b4' },
      ]),
  ];
  if (rng.int(2000) === 0) return { seat, move: { type: 'resign' } };
  const resting = state.book.length > 0 && rng.int(8) === 0 ? pick(rng, state.book) : undefined;
  if (resting !== undefined && resting.account !== 'gov') {
    // The opposite side at the resting limit from the same controller: SELF_TRADE, or a cap before it.
    const owner = typeof resting.account === 'number' ? resting.account : state.firms[resting.account].director;
    const own = FIRMS.filter((f) => state.firms[f].director === owner);
    const account = own.length > 0 && rng.int(2) === 0 ? pick(rng, own) : 'me';
    const side = resting.side === 'buy' ? 'sell' : 'buy';
    return { seat: owner, move: { type: 'order', account, side, firm: resting.firm, qty: 1, limit: resting.limit } };
  }
  return { seat, move: pick(rng, moves)() };
}
