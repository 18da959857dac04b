/**
 * The expert's session (spec 8.7, 15 "Trading", "Control has a price", "Raids"): a market maker around its own
 * valuation (the appraisal under its opinion of the session, market-opinion.ts). In order of priority:
 *
 * 1. defence: the firms it directs get the shares their control needs now (market-control.ts), up to a premium,
 *    and, near value (dearer while a rival holds a block), the stake they will need once the state has sold out;
 *    it never sells below that stake;
 * 2. raids: a firm whose director holds little is taken when the book offers the missing votes near value;
 * 3. takes: every ask under value and every bid over value is met (the State's cheap asks first of all);
 * 4. quotes: a bid under and an ask over value in every firm, once per side a session, so that the others (bots or
 *    people) always find a price to trade at; the spread is a few percent, so seats that value a firm differently
 *    (their colour's prospects, spec 15 "Value of a share", and their opinions) trade with each other and the
 *    closing prices move.
 *
 * The ledger keeps every order legal (spec 7.2) after the turn's earlier ones.
 */
import { CheckersExchange } from '@birzha/engine';
import type { Ledger, OrderMove } from './ledger.ts';
import { challenged, defenceGap, finalNeed, keepShares, raidGap, votesControlled } from './market-control.ts';
import { offers, take, type Offer } from './trading.ts';
import type { Appraisal } from './values.ts';

type FirmId = CheckersExchange.FirmId;
type View = CheckersExchange.View;

const { FIRMS, LIMITS } = CheckersExchange;
const R = CheckersExchange.Reads;

/** Pay up to this multiple of value for the shares that keep a directed firm's control. */
const DEFENCE_CEILING = 1.3;
/** Pay up to this multiple of value for the stake a directed firm will need in later years. */
const STAKE_CEILING = 1.05;
/** ... and up to this multiple when a rival holds a block of it (market-control.ts `challenged`). */
const THREAT_CEILING = 1.6;
/** Pay up to this multiple of value for the votes that take a firm. */
const RAID_CEILING = 1.12;
/** Meet asks at or under (1 − EDGE) × value and bids at or over (1 + EDGE) × value. */
const EDGE = 0.03;
/** Resting quotes at value × (1 ∓ SPREAD). */
const SPREAD = 0.04;
/** Price levels per side, shares per resting quote, and the part of the free cash all resting bids may reserve. */
const LEVELS = 3;
const QUOTE_QTY = 2;
const QUOTE_CASH = 0.3;

/** The session's orders and the shares they are expected to buy at once (for the meeting request). */
export interface MarketPlan {
  readonly orders: OrderMove[];
  readonly bought: Record<FirmId, number>;
}

/** Sides of each firm the seat has quoted this session: its orders resting in the book or filled in the tape. */
function quotedSides(view: View, seat: number): Set<string> {
  const out = new Set<string>();
  const mine = (acc: CheckersExchange.Account | null): boolean =>
    acc !== null && acc !== 'gov' && R.controller(view, acc) === seat;
  for (const o of view.book) if (mine(o.account)) out.add(`${o.side}:${o.firm}`);
  for (const t of view.tape) {
    if (mine(t.buyer)) out.add(`buy:${t.firm}`);
    if (mine(t.seller)) out.add(`sell:${t.firm}`);
  }
  return out;
}

/** The accounts the seat trades with as the order names them: its own first, then the firms it directs. */
function accountsOf(a: Appraisal): ('me' | FirmId)[] {
  return R.controlledAccounts(a.view, a.seat).map((x) => (typeof x === 'number' ? ('me' as const) : x));
}

/** Buys up to `most` shares of `firm` from `asks` at no more than `ceiling`, the seat's own cash first. */
function buy(a: Appraisal, ledger: Ledger, asks: Offer[], firm: FirmId, ceiling: number, most: number): OrderMove[] {
  const out: OrderMove[] = [];
  let left = most;
  for (const account of accountsOf(a)) {
    if (left <= 0) break;
    const room = Math.min(LIMITS.orderQtyMax, ledger.capRoom(account, firm), left);
    const order = room > 0 ? take(ledger, asks, account, firm, ceiling, room) : undefined;
    if (order === undefined) continue;
    out.push(order);
    left -= order.qty;
  }
  return out;
}

/** Shares of `firm` offered at no more than `ceiling` by others (the State included). */
function offered(asks: readonly Offer[], firm: FirmId, ceiling: number): number {
  return asks.reduce((n, o) => n + (o.firm === firm && o.limit <= ceiling ? o.qty : 0), 0);
}

/** The expert's orders for one turn of the session. */
export function planMarket(a: Appraisal, ledger: Ledger): MarketPlan {
  const { view, seat } = a;
  const asks = offers(a, 'sell');
  const bids = offers(a, 'buy');
  const orders: OrderMove[] = [];
  const bought = Object.fromEntries(FIRMS.map((f) => [f, 0])) as Record<FirmId, number>;
  // quotes rest: only the orders that meet the book count as bought (the meeting request counts on them)
  const record = (list: OrderMove[], fills = true): void => {
    for (const o of list) {
      orders.push(o);
      if (fills && o.side === 'buy') bought[o.firm] += o.qty;
    }
  };
  const value = (f: FirmId): number => a.perShare[f];
  // 1. defence of the firms it directs
  const gaps = defenceGap(view, seat);
  for (const f of FIRMS)
    if (gaps[f] > 0) record(buy(a, ledger, asks, f, Math.floor(value(f) * DEFENCE_CEILING), gaps[f]));
  // ... and the stake they will need once the state has sold out: near value, or dearer when a rival holds a block
  for (const f of FIRMS) {
    if (view.firms[f].director !== seat) continue;
    const gap = finalNeed(view, f) - votesControlled(view, seat, f) - bought[f];
    const ceiling = challenged(view, seat, f) ? THREAT_CEILING : STAKE_CEILING;
    if (gap > 0) record(buy(a, ledger, asks, f, Math.floor(value(f) * ceiling), gap));
  }
  // 2. a raid where the book offers every missing vote near value
  const targets = FIRMS.filter((f) => view.firms[f].director !== seat)
    .map((f) => ({ f, gap: raidGap(view, seat, f) - bought[f] }))
    .filter(({ f, gap }) => gap > 0 && gap <= offered(asks, f, Math.floor(value(f) * RAID_CEILING)))
    .sort((x, y) => x.gap * value(x.f) - y.gap * value(y.f));
  for (const { f, gap } of targets.slice(0, 1))
    record(buy(a, ledger, asks, f, Math.floor(value(f) * RAID_CEILING), gap));
  // 3. takes: asks under value (the best value first), bids over value
  const byValue = [...FIRMS].sort((x, y) => value(y) - value(x));
  for (const f of byValue) record(buy(a, ledger, asks, f, Math.floor(value(f) * (1 - EDGE)), LIMITS.orderQtyMax));
  for (const f of FIRMS) {
    const floor = Math.ceil(value(f) * (1 + EDGE));
    const free = ledger.shares('me', f) - keepShares(view, seat, f);
    let qty = 0;
    let limit = Infinity;
    for (const o of bids) {
      if (o.firm !== f || o.limit < floor || qty >= free) continue;
      const q = Math.min(o.qty, free - qty);
      o.qty -= q;
      qty += q;
      limit = Math.min(limit, o.limit);
    }
    const order = qty > 0 ? ledger.order({ account: 'me', side: 'sell', firm: f, qty, limit }) : undefined;
    if (order !== undefined) record([order]);
  }
  // 4. quotes around value, once per side and firm a session: a ladder of LEVELS prices on each side
  const quoted = quotedSides(view, seat);
  let quoteCash = Math.floor(ledger.cash('me') * QUOTE_CASH);
  for (const f of byValue) {
    const v = value(f);
    let free = ledger.shares('me', f) - keepShares(view, seat, f);
    const sell = !quoted.has(`sell:${f}`);
    const buyHere = !quoted.has(`buy:${f}`);
    for (let level = 1; level <= LEVELS; level++) {
      const ask = Math.max(1, Math.ceil(v * (1 + SPREAD * level)));
      if (sell && free > 0) {
        const qty = Math.min(QUOTE_QTY, free);
        const order = ledger.order({ account: 'me', side: 'sell', firm: f, qty, limit: ask });
        if (order !== undefined) {
          free -= qty;
          record([order], false);
        }
      }
      const bid = Math.floor(v * (1 - SPREAD * level));
      if (!buyHere || bid < 1) continue;
      const qty = Math.min(QUOTE_QTY, Math.floor(quoteCash / bid));
      const order = qty > 0 ? ledger.order({ account: 'me', side: 'buy', firm: f, qty, limit: bid }) : undefined;
      if (order === undefined) continue;
      quoteCash -= order.qty * order.limit;
      record([order], false);
    }
  }
  return { orders, bought };
}
