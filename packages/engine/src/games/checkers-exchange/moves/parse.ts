import { ok, type Result } from '../../../core/result.ts';
import { fail } from '../codes.ts';
import { isFirm } from '../accounts.ts';
import { AUCTION, LIMITS } from '../config.ts';
import { parseNotation } from '../draughts/index.ts';
import type { FirmId, Move } from '../types.ts';

type Rec = Record<string, unknown>;

const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
// Spec 7.2 step 1: `to`, `candidate`, `orderId` and `stage` need only be integers (one beyond 2^53 is refused by play
// with its move's own code: BAD_TARGET, NOT_A_CANDIDATE, NO_SUCH_ORDER, STALE_TIMEOUT); `amount` must be a safe
// integer (BAD_AMOUNT), and quantities and prices have their ranges.
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const isSafeInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);
const bad = (reason: string) => fail('BAD_MOVE', { reason });

/** The fields of each move type, all required except `ready.ready` (spec 7.1). */
const FIELDS = {
  ply: ['move'],
  issueToken: ['firm', 'to', 'scope'],
  bid: ['firm', 'qty', 'price'],
  order: ['account', 'side', 'firm', 'qty', 'limit'],
  cancel: ['orderId'],
  transfer: ['to', 'amount'],
  requestMeeting: [],
  nominate: ['firm', 'candidate'],
  vote: ['firm', 'account', 'candidate'],
  ready: [],
  phaseTimeout: ['stage'],
  resign: [],
} as const satisfies Record<Move['type'], readonly string[]>;

type MoveType = keyof typeof FIELDS;

const isType = (t: unknown): t is MoveType => typeof t === 'string' && Object.hasOwn(FIELDS, t);

/**
 * Spec 7.2 step 1 with clarification 14.1.1: the shape first (BAD_MOVE: not an object, unknown type, a missing or
 * extra field, a wrongly typed field without a code of its own), then the fields with codes of their own, each
 * keeping its code also when wrongly typed: UNKNOWN_FIRM, BAD_NOTATION, BAD_QUANTITY, BAD_PRICE, BAD_AMOUNT.
 * Never throws.
 */
export function parseMove(raw: unknown): Result<Move> {
  if (!isRec(raw)) return bad('not an object');
  const type = raw['type'];
  if (!isType(type)) return bad('unknown type');
  const fields: readonly string[] = FIELDS[type];
  for (const k of fields) if (!Object.hasOwn(raw, k)) return bad(`missing ${k}`);
  for (const k of Object.keys(raw))
    if (k !== 'type' && !fields.includes(k) && !(type === 'ready' && k === 'ready')) return bad(`unexpected ${k}`);
  const shape = shapeProblem(type, raw);
  if (shape !== null) return bad(shape);
  if (Object.hasOwn(raw, 'firm') && !isFirm(raw['firm'])) return fail('UNKNOWN_FIRM');
  if (type === 'ply' && (typeof raw['move'] !== 'string' || parseNotation(raw['move']) === null))
    return fail('BAD_NOTATION');
  if (type === 'bid' || type === 'order') {
    const max = type === 'bid' ? AUCTION.maxBidQty : LIMITS.orderQtyMax;
    const qty = raw['qty'];
    if (!isInt(qty) || qty < 1 || qty > max) return fail('BAD_QUANTITY', { max });
    const price = raw[type === 'bid' ? 'price' : 'limit'];
    if (!isInt(price) || price < 1 || price > LIMITS.priceMax) return fail('BAD_PRICE', { max: LIMITS.priceMax });
  }
  if (type === 'transfer' && !(isSafeInt(raw['amount']) && raw['amount'] >= 1)) return fail('BAD_AMOUNT');
  return ok(build(type, raw));
}

/**
 * `account` has no code of its own, so any value but 'me' or a firm id is BAD_MOVE (clarification 14.1.1: "`account`
 * included"), an unknown firm's name too: UNKNOWN_FIRM is the `firm` field's code.
 */
const isAccount = (v: unknown): boolean => v === 'me' || isFirm(v);

/** A wrongly typed field whose mistakes are BAD_MOVE (14.1.1), or null. */
function shapeProblem(type: MoveType, raw: Rec): string | null {
  switch (type) {
    case 'issueToken':
      if (!isInt(raw['to'])) return 'to is a seat number';
      if (raw['scope'] !== 'ply' && raw['scope'] !== 'year') return "scope is 'ply' or 'year'";
      return null;
    case 'order':
      if (!isAccount(raw['account'])) return "account is 'me' or a firm id";
      if (raw['side'] !== 'buy' && raw['side'] !== 'sell') return "side is 'buy' or 'sell'";
      return null;
    case 'cancel':
      return isInt(raw['orderId']) ? null : 'orderId is an integer';
    case 'transfer':
      return isInt(raw['to']) ? null : 'to is a seat number';
    case 'nominate':
      return isInt(raw['candidate']) ? null : 'candidate is a seat number';
    case 'vote':
      if (!isAccount(raw['account'])) return "account is 'me' or a firm id";
      return raw['candidate'] === null || isInt(raw['candidate']) ? null : 'candidate is a seat number or null';
    case 'ready':
      return raw['ready'] === undefined || typeof raw['ready'] === 'boolean' ? null : 'ready is a boolean';
    case 'phaseTimeout':
      return isInt(raw['stage']) ? null : 'stage is an integer';
    case 'ply':
    case 'bid':
    case 'requestMeeting':
    case 'resign':
      return null;
  }
}

/** A fresh move object with exactly the checked fields. */
function build(type: MoveType, raw: Rec): Move {
  const firm = raw['firm'] as FirmId;
  const account = raw['account'] as 'me' | FirmId;
  switch (type) {
    case 'ply':
      return { type, move: raw['move'] as string };
    case 'issueToken':
      return { type, firm, to: raw['to'] as number, scope: raw['scope'] as 'ply' | 'year' };
    case 'bid':
      return { type, firm, qty: raw['qty'] as number, price: raw['price'] as number };
    case 'order':
      return {
        type,
        account,
        side: raw['side'] as 'buy' | 'sell',
        firm,
        qty: raw['qty'] as number,
        limit: raw['limit'] as number,
      };
    case 'cancel':
      return { type, orderId: raw['orderId'] as number };
    case 'transfer':
      return { type, to: raw['to'] as number, amount: raw['amount'] as number };
    case 'nominate':
      return { type, firm, candidate: raw['candidate'] as number };
    case 'vote':
      return { type, firm, account, candidate: raw['candidate'] as number | null };
    case 'ready':
      return raw['ready'] === undefined ? { type } : { type, ready: raw['ready'] as boolean };
    case 'phaseTimeout':
      return { type, stage: raw['stage'] as number };
    case 'requestMeeting':
    case 'resign':
      return { type };
  }
}
