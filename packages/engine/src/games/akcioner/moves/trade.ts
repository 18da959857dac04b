import { fail, ok, type Result } from '../../../core/result.ts';
import { COLORS, type Color } from '../config.ts';
import { endTurn } from '../turn.ts';
import type { AkcionerEvent, AkcionerState, SeatState, TradeLine, TradeMove } from '../types.ts';

type MutableShares = Record<Color, number>;

/** spec 7.2 checks 11-13 and 8.2: sells before buys at current prices; trade1 buys are locked for trade2. */
export function playTrade(
  state: AkcionerState,
  seat: number,
  move: TradeMove,
  events: AkcionerEvent[],
): Result<AkcionerState> {
  const me = state.seats[seat] as SeatState;
  const stage = state.stage as 'trade1' | 'trade2';
  const { prices, locked } = state;
  let cash = me.cash;
  for (const c of COLORS) {
    const q = move.orders[c];
    if (q === undefined || q >= 0) continue;
    if (-q > me.shares[c]) return fail('INSUFFICIENT_SHARES', { color: c, held: me.shares[c] });
    if (stage === 'trade2' && -q > me.shares[c] - locked[c]) {
      return fail('SHARES_LOCKED', { color: c, sellable: me.shares[c] - locked[c] });
    }
    cash += -q * prices[c];
  }
  for (const c of COLORS) {
    const q = move.orders[c];
    if (q !== undefined && q > 0) cash -= q * prices[c];
  }
  if (cash < 0) return fail('INSUFFICIENT_CASH', { cash: me.cash, short: -cash });

  const shares: MutableShares = { ...me.shares };
  const newLocked: MutableShares = { ...locked };
  const lines: TradeLine[] = [];
  for (const c of COLORS) {
    const q = move.orders[c];
    if (q !== undefined && q < 0) {
      shares[c] += q;
      lines.push({ color: c, qty: q, price: prices[c] });
    }
  }
  for (const c of COLORS) {
    const q = move.orders[c];
    if (q !== undefined && q > 0) {
      shares[c] += q;
      if (stage === 'trade1') newLocked[c] += q;
      lines.push({ color: c, qty: q, price: prices[c] });
    }
  }
  const seats = state.seats.slice();
  seats[seat] = { ...me, cash, shares };
  events.push({ type: 'traded', seat, stage, lines, cash });
  const next: AkcionerState = { ...state, seats, locked: lines.length > 0 ? newLocked : locked };
  if (stage === 'trade1') return ok({ ...next, stage: 'card' });
  return ok(endTurn(next, events));
}
