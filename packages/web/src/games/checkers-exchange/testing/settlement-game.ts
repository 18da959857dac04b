import { CheckersExchange, checkersExchange } from '@birzha/engine';
import type { LogItem } from '../../../table/use-table.ts';
import { mulberry32, playRandomGame, refusalCode, startState } from './random-game.ts';

type State = CheckersExchange.State;
type Move = CheckersExchange.Move;
const { FIRMS } = CheckersExchange;

/** Test support: a table state from setup with a spec 12 position (none: the opening auction); a bad one throws. */
export function ceState(
  players: number,
  position?: unknown,
  options: Record<string, unknown> = { timing: 'untimed', years: 4 },
  seed = 'status',
): State {
  return startState(players, options, seed, position);
}

/** What a viewer sees of a spec 12 position. */
export function ceView(
  players: number,
  position?: unknown,
  viewer: number | 'spectator' = 0,
  options?: Record<string, unknown>,
): CheckersExchange.View {
  return checkersExchange.view(ceState(players, position, options), viewer);
}

/** The state after `moves` (seat, move) in order; a refused move throws with its code. */
export function playMoves(
  state: State,
  moves: readonly (readonly [number, Move])[],
): {
  state: State;
  events: CheckersExchange.Event[];
} {
  let s = state;
  const events: CheckersExchange.Event[] = [];
  for (const [seat, move] of moves) {
    const r = checkersExchange.play(s, seat, move);
    if (!r.ok) throw new Error(`${move.type}: ${r.error.code}`);
    s = r.value.state;
    events.push(...r.value.events);
  }
  return { state: s, events };
}

/** A played test game: its final state and the log as `viewer` saw it, one version per move. */
export interface PlayedGame {
  readonly state: State;
  readonly log: LogItem[];
  /** The state after each version: `states[0]` after setup, `states[k]` after the k-th move. */
  readonly states: State[];
}

/**
 * A whole game played with legal moves by a fixed pseudo-random sequence (seeded), so that shares are bought in the
 * auction and the sessions, meetings are requested and held, and the board runs to the year limit or a win: every
 * seat bids in the auction, buys a little in each session, requests meetings and votes for itself.
 */
export function playTestGame(players = 3, seed = 'status', viewer: number | 'spectator' = 0, years = 4): PlayedGame {
  const next = mulberry32(11);
  const { state, states, events } = playRandomGame(players, { timing: 'untimed', years }, seed, 5000, (at, tryPlay) => {
    const seat = chooseSeat(at, next);
    const legal = checkersExchange.legalMoves(at, seat);
    const move = chooseMove(at, seat, legal, next);
    if (!tryPlay(seat, move)) throw new Error(`${move.type}: ${refusalCode(at, seat, move)}`);
  });
  const log: LogItem[] = events.flatMap(({ event, after, version }) => {
    const seen = checkersExchange.viewEvent(event, viewer, after);
    return seen === undefined ? [] : [{ version, event: seen }];
  });
  return { state, log, states };
}

function chooseSeat(state: State, next: (n: number) => number): number {
  const toAct = checkersExchange.toAct(state);
  return toAct[next(toAct.length)] ?? 0;
}

/** Mostly something useful before `ready`: bids, orders at prices near the close, requests, votes for oneself. */
function chooseMove(state: State, seat: number, legal: readonly Move[], next: (n: number) => number): Move {
  if (state.phase === 'board') return legal[next(legal.length)]!;
  const ready = legal.find((m) => m.type === 'ready')!;
  if (next(4) === 0) return ready;
  const firm = FIRMS[next(FIRMS.length)]!;
  const tries: Move[] = [];
  if (state.phase === 'auction') tries.push({ type: 'bid', firm, qty: 1 + next(6), price: 10 + next(30) });
  if (state.phase === 'session') {
    const side = next(2) === 0 ? 'buy' : 'sell';
    const limit = Math.max(1, state.close[firm] + next(9) - 3);
    tries.push({ type: 'order', account: 'me', side, firm, qty: 1 + next(3), limit });
  }
  tries.push(
    ...legal.filter(
      (m) =>
        m.type === 'requestMeeting' ||
        (m.type === 'order' && m.side === 'buy') ||
        (m.type === 'nominate' && m.candidate === seat) ||
        (m.type === 'vote' && m.candidate === seat),
    ),
  );
  const move = tries[next(2) === 0 ? 0 : next(tries.length)];
  return move !== undefined && checkersExchange.play(state, seat, move).ok ? move : ready;
}
