/**
 * A seat's own accounts during one turn of a simultaneous phase: what the turn's earlier moves reserved, so every
 * later move passes spec 7.2's checks when the server applies them all in order. The accounting is conservative:
 * every new order is counted as resting at its full quantity and limit (a fill only frees cash or order slots), and
 * shares bought now are never sold in the same turn. So a turn that passes here passes in the engine, also when
 * other seats' orders fill or leave the book between the view and the turn.
 */
import { CheckersExchange, type Seat } from '@birzha/engine';

type View = CheckersExchange.View;
type FirmId = CheckersExchange.FirmId;
type Account = Seat | FirmId;

const { FIRMS, LIMITS, AUCTION } = CheckersExchange;
const R = CheckersExchange.Reads;

/** One order as the move says it: `account` 'me' or a directed firm (spec 7.1). */
export interface OrderMove {
  readonly type: 'order';
  readonly account: 'me' | FirmId;
  readonly side: 'buy' | 'sell';
  readonly firm: FirmId;
  readonly qty: number;
  readonly limit: number;
}

interface AccountRoom {
  cash: number;
  shares: Record<FirmId, number>;
  /** Open orders (or, for the seat in the auction, bids) counted against LIMITS.openOrdersMax. */
  orders: number;
  /** Holdings plus open buy quantity per firm: what CROSS_HOLDING_CAP counts for a firm account. */
  committed: Record<FirmId, number>;
}

const byFirm = (make: (f: FirmId) => number): Record<FirmId, number> =>
  Object.fromEntries(FIRMS.map((f) => [f, make(f)])) as Record<FirmId, number>;

const isInt = (x: number, lo: number, hi: number): boolean => Number.isInteger(x) && x >= lo && x <= hi;

/** The turn's running reservations of a seat and the firms it directs (spec 4 freeCash, freeShares). */
export class Ledger {
  private readonly rooms = new Map<Account, AccountRoom>();
  /** Lowest own ask and highest own bid per firm, over every account the seat controls (SELF_TRADE, spec 7.2). */
  private readonly minAsk = byFirm(() => Infinity);
  private readonly maxBid = byFirm(() => -Infinity);
  private bids: number;

  constructor(
    readonly view: View,
    readonly seat: Seat,
  ) {
    for (const a of R.controlledAccounts(view, seat)) {
      const holdings = R.holdingsOf(view, a);
      const mine = view.book.filter((o) => o.account === a);
      this.rooms.set(a, {
        cash: R.freeCash(view, a),
        shares: byFirm((f) => R.freeShares(view, a, f)),
        orders: mine.length,
        committed: byFirm(
          (f) => holdings[f] + mine.filter((o) => o.side === 'buy' && o.firm === f).reduce((n, o) => n + o.qty, 0),
        ),
      });
    }
    for (const o of view.book) {
      if (o.account === null || o.account === 'gov' || R.controller(view, o.account) !== seat) continue;
      if (o.side === 'sell') this.minAsk[o.firm] = Math.min(this.minAsk[o.firm], o.limit);
      else this.maxBid[o.firm] = Math.max(this.maxBid[o.firm], o.limit);
    }
    this.bids = view.bids.filter((b) => b.seat === seat).length;
  }

  private room(account: 'me' | FirmId): AccountRoom | undefined {
    return this.rooms.get(account === 'me' ? this.seat : account);
  }

  /** Cash the account may still commit this turn. */
  cash(account: 'me' | FirmId): number {
    return this.room(account)?.cash ?? 0;
  }

  /** Shares of `firm` the account may still sell this turn. */
  shares(account: 'me' | FirmId, firm: FirmId): number {
    return this.room(account)?.shares[firm] ?? 0;
  }

  /** Room left under the cross-holding cap for a firm account buying `firm` (Infinity for the seat itself). */
  capRoom(account: 'me' | FirmId, firm: FirmId): number {
    if (account === 'me') return Infinity;
    if (account === firm) return 0;
    const r = this.room(account);
    return r === undefined ? 0 : LIMITS.crossHolding - r.committed[firm];
  }

  /** Whether an order of `side` at `limit` in `firm` would cross one of the seat's own (spec 7.2 SELF_TRADE). */
  selfCrossing(side: 'buy' | 'sell', firm: FirmId, limit: number): boolean {
    return side === 'buy' ? limit >= this.minAsk[firm] : limit <= this.maxBid[firm];
  }

  /** Whether spec 7.2 accepts the order after this turn's earlier moves (conservatively). */
  canOrder(o: Omit<OrderMove, 'type'>): boolean {
    const r = this.room(o.account);
    if (r === undefined) return false; // NOT_DIRECTOR
    if (!isInt(o.qty, 1, LIMITS.orderQtyMax) || !isInt(o.limit, 1, LIMITS.priceMax)) return false;
    if (o.side === 'buy' && o.qty > this.capRoom(o.account, o.firm)) return false; // OWN_SHARES, CROSS_HOLDING_CAP
    if (r.orders >= LIMITS.openOrdersMax) return false;
    if (o.side === 'sell' ? o.qty > r.shares[o.firm] : o.qty * o.limit > r.cash) return false;
    return !this.selfCrossing(o.side, o.firm, o.limit);
  }

  /** Records an order that canOrder accepted and returns its move; undefined (nothing recorded) otherwise. */
  order(o: Omit<OrderMove, 'type'>): OrderMove | undefined {
    if (!this.canOrder(o)) return undefined;
    const r = this.room(o.account)!;
    r.orders++;
    if (o.side === 'buy') {
      r.cash -= o.qty * o.limit;
      r.committed[o.firm] += o.qty;
      this.maxBid[o.firm] = Math.max(this.maxBid[o.firm], o.limit);
    } else {
      r.shares[o.firm] -= o.qty;
      this.minAsk[o.firm] = Math.min(this.minAsk[o.firm], o.limit);
    }
    return { type: 'order', ...o };
  }

  /** Whether spec 7.2 accepts the auction bid after this turn's earlier bids. */
  canBid(firm: FirmId, qty: number, price: number): boolean {
    if (!FIRMS.includes(firm) || !isInt(qty, 1, AUCTION.maxBidQty) || !isInt(price, AUCTION.reserve, LIMITS.priceMax))
      return false;
    return this.bids < LIMITS.openOrdersMax && qty * price <= this.cash('me');
  }

  /** Records a bid that canBid accepted and returns its move; undefined otherwise. */
  bid(firm: FirmId, qty: number, price: number): { type: 'bid'; firm: FirmId; qty: number; price: number } | undefined {
    if (!this.canBid(firm, qty, price)) return undefined;
    this.bids++;
    this.room('me')!.cash -= qty * price;
    return { type: 'bid', firm, qty, price };
  }
}
