/**
 * Test support for the exchange and the auction: real tables through the engine's setup and spec 12 positions, moves
 * through its `play`, and the events as a seat's log. Used only by tests.
 */
import { checkersExchange, type CheckersExchange } from '@birzha/engine';
import { CHECKERS_EXCHANGE_D3 as D3 } from '@birzha/engine/testing';
import type { LogItem } from '../../../table/use-table.ts';
import type { Move } from '../zone-props.ts';

export type State = CheckersExchange.State;
export type Event = CheckersExchange.Event;

/** Directors D3 of spec 13 (3 players, W1..B4): seat 0 directs W1, W4, B2; seat 1 W3, B1, B4; seat 2 W2, B3. */
export { D3 };

/** A table of spec 12 through the real setup (3 players and untimed unless given), with the setup's events. */
export function table(
  position: object,
  players = 3,
  options: Partial<CheckersExchange.Options> = {},
): { state: State; events: Event[] } {
  const r = checkersExchange.setup({
    players,
    options: { timing: 'untimed', years: 6, ...options },
    seed: 'web-exchange',
    position,
    // the tests' positions name the firms to move under rules version 1's rotation (spec 8.2)
    rulesVersion: 1,
  });
  if (!r.ok) throw new Error(`setup: ${JSON.stringify(r.error)}`);
  return { state: r.value.state, events: [...r.value.events] };
}

/** The session of year 1 with D3, the State's five asks per firm at 10 (spec 8.8), and `extra` of spec 12. */
export function session(extra: object = {}, players = 3): State {
  return table({ phase: 'session', year: 1, directors: D3, ...extra }, players).state;
}

/** Plays moves that must be accepted, collecting their events. */
export function playAll(state: State, moves: readonly (readonly [number, Move])[]): { state: State; events: Event[] } {
  let s = state;
  const events: Event[] = [];
  for (const [seat, move] of moves) {
    const r = checkersExchange.play(s, seat, move);
    if (!r.ok) throw new Error(`${JSON.stringify(move)} by ${seat}: ${r.error.code}`);
    s = r.value.state;
    events.push(...r.value.events);
  }
  return { state: s, events };
}

/** What the engine answers to a raw move: the parse code, the play code, or 'ok'. */
export function engineCode(state: State, seat: number, raw: unknown): string {
  const parsed = checkersExchange.parseMove(raw);
  if (!parsed.ok) return parsed.error.code;
  const r = checkersExchange.play(state, seat, parsed.value);
  return r.ok ? 'ok' : r.error.code;
}

/** The seat's view of a state. */
export const viewOf = (state: State, seat: number | 'spectator'): CheckersExchange.View =>
  checkersExchange.view(state, seat);

/** Events as `viewer` sees them, as log items (hidden ones dropped). */
export function logOf(events: readonly Event[], viewer: number | 'spectator'): LogItem[] {
  const out: LogItem[] = [];
  events.forEach((e, i) => {
    const seen = checkersExchange.viewEvent(e, viewer);
    if (seen !== undefined) out.push({ version: i + 1, event: seen });
  });
  return out;
}

/** An order move in the spec's shorthand (`buy f q @ p`, `… as A`). */
export const order = (
  side: 'buy' | 'sell',
  firm: CheckersExchange.FirmId,
  qty: number,
  limit: number,
  account: 'me' | CheckersExchange.FirmId = 'me',
): Move => ({ type: 'order', account, side, firm, qty, limit });

/**
 * D3 session of year 1 (seat 0 directs W1, W4, B2): B3 asks at 10 (the State's 3 left) and 21 (7, 4 of them seat
 * 0's), a bid at 8 (2, seat 1's); trades: seat 2 bought 3 W2 and seat 1 2 B3 from the State.
 */
export function tradedSession(): State {
  const start = session({
    seats: [{ holdings: { b3: 12 } }, { holdings: { b3: 8, w2: 6 } }, null],
    firms: { w1: { cash: 400 } },
  });
  return playAll(start, [
    [0, order('sell', 'b3', 4, 21)],
    [1, order('sell', 'b3', 3, 21)],
    [2, order('buy', 'w2', 3, 10)], // trade 1: 3 of the State's 5 W2 at 10
    [1, order('buy', 'b3', 2, 10)], // trade 2: 2 of the State's 5 B3 at 10
    [1, order('buy', 'b3', 2, 8)], // rests below the State's ask
  ]).state;
}
