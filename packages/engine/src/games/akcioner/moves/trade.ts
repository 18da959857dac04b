import { ok, type Result } from '../../../core/result.ts';
import { fail } from '../codes.ts';
import { COLORS, type Color, type Shares } from '../config.ts';
import { replaceAt } from '../../../core/update.ts';
import { patchSeat, patchState } from '../patch.ts';
import { endTurn } from '../turn.ts';
import type { Event, State, SeatState, TradeLine, TradeMove } from '../types.ts';

/** spec 7.2 checks 11-13 and 8.2: sells before buys at current prices; trade1 buys are locked for trade2. */
export function playTrade(state: State, seat: number, move: TradeMove, events: Event[]): Result<State> {
  const me = state.seats[seat] as SeatState;
  const stage = state.stage as 'trade1' | 'trade2';
  const { orders } = move;
  // Read the four orders once, in colour order, into a fixed tuple (keyed loads in a loop are slow).
  const q = [orders.yellow ?? 0, orders.red ?? 0, orders.blue ?? 0, orders.green ?? 0];
  if (q[0] === 0 && q[1] === 0 && q[2] === 0 && q[3] === 0) {
    // A pass changes nothing but the stage.
    events.push({ type: 'traded', seat, stage, lines: [], cash: me.cash });
    return ok(stage === 'trade1' ? patchState(state, { stage: 'card' }) : endTurn(state, events));
  }
  const { prices, locked } = state;
  let cash = me.cash;
  for (let ci = 0; ci < 4; ci++) {
    const n = q[ci] as number;
    if (n >= 0) continue;
    const c = COLORS[ci] as Color;
    if (-n > me.shares[c]) return fail('INSUFFICIENT_SHARES', { color: c, held: me.shares[c] });
    if (stage === 'trade2' && -n > me.shares[c] - locked[c]) {
      return fail('SHARES_LOCKED', { color: c, sellable: me.shares[c] - locked[c] });
    }
    cash -= n * prices[c];
  }
  for (let ci = 0; ci < 4; ci++) {
    const n = q[ci] as number;
    if (n > 0) cash -= n * prices[COLORS[ci] as Color];
  }
  if (cash < 0) return fail('INSUFFICIENT_CASH', { cash: me.cash, short: -cash });

  const lines: TradeLine[] = [];
  for (let ci = 0; ci < 4; ci++) {
    const n = q[ci] as number;
    if (n < 0) lines.push({ color: COLORS[ci] as Color, qty: n, price: prices[COLORS[ci] as Color] });
  }
  for (let ci = 0; ci < 4; ci++) {
    const n = q[ci] as number;
    if (n > 0) lines.push({ color: COLORS[ci] as Color, qty: n, price: prices[COLORS[ci] as Color] });
  }
  const s = me.shares;
  const shares: Shares = { yellow: s.yellow + q[0]!, red: s.red + q[1]!, blue: s.blue + q[2]!, green: s.green + q[3]! };
  const seats = replaceAt(state.seats, seat, patchSeat(me, { cash, shares }));
  events.push({ type: 'traded', seat, stage, lines, cash });
  if (stage === 'trade1') {
    const newLocked: Shares = {
      yellow: locked.yellow + Math.max(0, q[0]!),
      red: locked.red + Math.max(0, q[1]!),
      blue: locked.blue + Math.max(0, q[2]!),
      green: locked.green + Math.max(0, q[3]!),
    };
    return ok(patchState(state, { seats, locked: newLocked, stage: 'card' }));
  }
  return ok(endTurn(state, events, { seats }));
}
