/** Spec 4's invariants of the market and the meetings: bids, the book, the tape, requests, nominees and ballots. */
import { FIRMS, LIMITS, type FirmId } from './config.ts';
import { controllerOf, holdingsOf, isActive, isFirmId, isNat, validAccount } from './invariants-util.ts';
import type { Account, State } from './types.ts';

/** Bids, the book and the tape (spec 4, 7.2, 8.6-8.9). */
export function marketChecks(state: State): string[] {
  const out: string[] = [];
  if (!isNat(state.nextOrderId) || state.nextOrderId < 1) out.push(`nextOrderId ${state.nextOrderId}`);
  if (state.bids.length > 0 && state.phase !== 'auction') out.push(`bids in phase ${state.phase}`);
  if (state.book.length > 0 && state.phase !== 'session') out.push(`book in phase ${state.phase}`);
  if (state.tape.length > 0 && state.phase !== 'session' && state.phase !== 'finished') {
    out.push(`tape in phase ${state.phase}`);
  }
  const perSeat = new Map<number, number>();
  let last = 0;
  for (const b of state.bids) {
    if (!(b.id > last && b.id < state.nextOrderId)) out.push(`bid id ${b.id} out of order or unissued`);
    last = b.id;
    if (!isNat(b.seat) || b.seat >= state.players || !isActive(state, b.seat))
      out.push(`bid ${b.id} of seat ${b.seat}`);
    if (!isFirmId(b.firm)) out.push(`bid ${b.id} firm ${b.firm}`);
    if (!isNat(b.qty) || b.qty < 1 || b.qty > 20) out.push(`bid ${b.id} qty ${b.qty}`);
    if (!isNat(b.price) || b.price < 10 || b.price > LIMITS.priceMax) out.push(`bid ${b.id} price ${b.price}`);
    perSeat.set(b.seat, (perSeat.get(b.seat) ?? 0) + 1);
  }
  for (const [s, k] of perSeat) if (k > LIMITS.openOrdersMax) out.push(`seat ${s} has ${k} bids`);
  const perAccount = new Map<Account, number>();
  const bestBid = new Map<FirmId, number>();
  const bestAsk = new Map<FirmId, number>();
  last = 0;
  for (const o of state.book) {
    const tag = `order ${o.id}`;
    if (!(o.id > last && o.id < state.nextOrderId)) out.push(`${tag} out of order or unissued`);
    last = o.id;
    if (!validAccount(state, o.account)) {
      out.push(`${tag} account ${String(o.account)}`);
      continue;
    }
    if (!isFirmId(o.firm)) out.push(`${tag} firm ${o.firm}`);
    if (!isNat(o.qty) || o.qty < 1 || o.qty > o.placed || o.placed > LIMITS.orderQtyMax) {
      out.push(`${tag} qty ${o.qty} of ${o.placed}`);
    }
    if (!isNat(o.limit) || o.limit < 1 || o.limit > LIMITS.priceMax) out.push(`${tag} limit ${o.limit}`);
    if (o.account === 'gov' && o.side !== 'sell') out.push(`${tag}: the state buys`);
    if (o.account === o.firm && o.side === 'buy') out.push(`${tag}: ${o.firm} buys its own shares`);
    const ctl = controllerOf(state, o.account);
    if (ctl !== 'gov' && !isActive(state, ctl)) out.push(`${tag} of resigned seat ${ctl}`);
    perAccount.set(o.account, (perAccount.get(o.account) ?? 0) + 1);
    if (o.side === 'buy') bestBid.set(o.firm, Math.max(bestBid.get(o.firm) ?? 0, o.limit));
    else bestAsk.set(o.firm, Math.min(bestAsk.get(o.firm) ?? Infinity, o.limit));
  }
  for (const [a, k] of perAccount) if (k > LIMITS.openOrdersMax) out.push(`account ${a} has ${k} orders`);
  for (const f of FIRMS) {
    const b = bestBid.get(f);
    const a = bestAsk.get(f);
    if (b !== undefined && a !== undefined && b >= a) out.push(`book of ${f} crossed: bid ${b} >= ask ${a}`);
  }
  for (const t of state.tape) {
    if (!isNat(t.qty) || t.qty < 1 || !isNat(t.price) || t.price < 1) out.push(`trade ${t.qty} @ ${t.price}`);
    if (!validAccount(state, t.buyer) || !validAccount(state, t.seller)) out.push(`trade between unknown accounts`);
    else if (controllerOf(state, t.buyer) === controllerOf(state, t.seller)) {
      out.push(`trade of ${t.firm} within one controller`);
    }
  }
  for (const f of FIRMS) {
    const c = state.close[f];
    if (!isNat(c) || c < 1 || c > LIMITS.priceMax) out.push(`close ${f} ${c}`);
  }
  return out;
}

/** Requests, nominees and ballots (spec 4, 8.10, 8.12 step 2). */
export function meetingChecks(state: State): string[] {
  const out: string[] = [];
  const meeting = state.phase === 'meeting';
  const seen = new Set<number>();
  for (const s of state.requests) {
    if (!isNat(s) || s >= state.players || seen.has(s)) out.push(`request of ${s}`);
    else if (!isActive(state, s)) out.push(`request of resigned seat ${s}`); // spec 8.12 step 2 drops it
    seen.add(s);
  }
  for (const f of FIRMS) {
    const list = state.nominees[f];
    if (!meeting && list.length > 0) out.push(`nominees of ${f} in phase ${state.phase}`);
    const distinct = new Set(list);
    if (distinct.size !== list.length) out.push(`${f} nominates a seat twice`);
    for (const c of list) {
      if (c === state.firms[f].director) out.push(`${f} nominates its incumbent ${c}`);
      if (!isNat(c) || c >= state.players || !isActive(state, c)) out.push(`${f} nominee ${c}`);
    }
  }
  if (!meeting && state.ballots.length > 0) out.push(`ballots in phase ${state.phase}`);
  const keys = new Set<string>();
  for (const b of state.ballots) {
    const key = `${b.firm}/${b.account}`;
    if (keys.has(key)) out.push(`two ballots of ${key}`);
    keys.add(key);
    if (!isFirmId(b.firm) || !validAccount(state, b.account) || (b.account as Account) === 'gov') {
      out.push(`ballot ${key}`);
      continue;
    }
    const votes = b.account === b.firm ? 0 : (holdingsOf(state, b.account)?.[b.firm] ?? 0);
    if (votes === 0) out.push(`ballot ${key} without votes`);
    const ctl = controllerOf(state, b.account);
    if (ctl === 'gov' || !isActive(state, ctl)) out.push(`ballot ${key} of a resigned controller`);
    // A resigned incumbent stays a candidate (spec 7.2 `vote` lets a ballot name it even after 8.12 step 2 ran);
    // a resigned nominee leaves the list.
    const incumbent = state.firms[b.firm].director;
    if (b.candidate !== incumbent && !(state.nominees[b.firm].includes(b.candidate) && isActive(state, b.candidate))) {
      out.push(`ballot ${key} for ${b.candidate}, not a candidate`);
    }
  }
  return out;
}
