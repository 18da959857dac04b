import { ok, type Result } from '../../../core/result.ts';
import { fail } from '../codes.ts';
import type { Move, PeekTarget, Placement, SellCounts } from '../types.ts';

type Rec = Record<string, unknown>;

function isRec(v: unknown): v is Rec {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Whether the object's own keys are all in `keys` and include every one of `required`. */
function keysAre(v: Rec, required: readonly string[], optional: readonly string[] = []): boolean {
  for (const k of required) if (!Object.hasOwn(v, k)) return false;
  for (const k of Object.keys(v)) if (!required.includes(k) && !optional.includes(k)) return false;
  return true;
}

// -0 is refused: a move is stored as JSON, which writes it as 0, so the stored move would not be the one played (the
// property test's JSON round trip found `{"type":"sell","cards":{"cosmic":{"regular":-0}}}`).
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && !Object.is(v, -0);
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && !Object.is(v, -0);
const isStr = (v: unknown): v is string => typeof v === 'string';

const bad = (reason: string) => fail('BAD_MOVE', { reason });

function placement(v: unknown): Placement | null {
  if (!isRec(v) || !keysAre(v, ['card', 'pile']) || !isStr(v['card']) || !isInt(v['pile'])) return null;
  return { card: v['card'], pile: v['pile'] };
}

function target(v: unknown): PeekTarget | null {
  if (!isRec(v)) return null;
  if (keysAre(v, ['hidden'])) return isInt(v['hidden']) ? { hidden: v['hidden'] } : null;
  if (keysAre(v, ['seat', 'index']) && isInt(v['seat']) && isInt(v['index']))
    return { seat: v['seat'], index: v['index'] };
  return null;
}

const COUNT_KEYS = ['regular', 'split', 'halve'] as const;

/** A sell's cards: objects of counts; a count that is not a number is BAD_COUNT (spec 7 field rules). */
function sellCards(v: unknown): Result<Record<string, SellCounts>> {
  if (!isRec(v)) return bad('sell needs cards: {company: {regular?, split?, halve?}}');
  const out: Record<string, SellCounts> = {};
  for (const [company, counts] of Object.entries(v)) {
    if (!isRec(counts) || !keysAre(counts, [], COUNT_KEYS)) return bad('sell counts are {regular?, split?, halve?}');
    const c: { regular?: number; split?: number; halve?: number } = {};
    for (const k of COUNT_KEYS) {
      const n = counts[k];
      if (n === undefined) continue;
      if (!isNum(n)) return fail('BAD_COUNT', { company: company.slice(0, 40) });
      c[k] = n;
    }
    // defineProperty: a company key such as "__proto__" must stay a plain own key (play refuses it by name).
    Object.defineProperty(out, company, { value: c, enumerable: true, writable: true, configurable: true });
  }
  return ok(out);
}

/** spec 7: unchecked JSON to a well-formed move, or BAD_MOVE (BAD_COUNT for a sell count); never throws. */
export function parseMove(raw: unknown): Result<Move> {
  if (!isRec(raw)) return bad('not an object');
  const type = raw['type'];
  switch (type) {
    case 'timeout':
    case 'resign':
    case 'skipPower':
      return keysAre(raw, ['type']) ? ok({ type }) : bad('unexpected field');
    case 'chooseInvestor': {
      const ids = raw['investors'];
      if (!keysAre(raw, ['type', 'investors']) || !Array.isArray(ids) || !ids.every(isStr))
        return bad('chooseInvestor needs exactly {type, investors: string[]}');
      return ok({ type, investors: ids.slice() as string[] });
    }
    case 'supply': {
      if (!keysAre(raw, ['type', 'faceUp', 'faceDown'], ['hideBoth']))
        return bad('supply needs {type, faceUp, faceDown}');
      const up = placement(raw['faceUp']);
      const down = placement(raw['faceDown']);
      const hide = raw['hideBoth'];
      if (up === null || down === null) return bad('a placement is {card: string, pile: integer}');
      if (hide !== undefined && typeof hide !== 'boolean') return bad('hideBoth is a boolean');
      return ok(
        hide === true ? { type, faceUp: up, faceDown: down, hideBoth: true } : { type, faceUp: up, faceDown: down },
      );
    }
    case 'moveCard': {
      const { from, index, to } = raw;
      if (!keysAre(raw, ['type', 'from', 'index', 'to']) || !isInt(from) || !isInt(index) || !isInt(to))
        return bad('moveCard needs integers {from, index, to}');
      return ok({ type, from, index, to });
    }
    case 'inspectPile': {
      const pile = raw['pile'];
      if (!keysAre(raw, ['type', 'pile']) || !isInt(pile)) return bad('inspectPile needs an integer pile');
      return ok({ type, pile });
    }
    case 'peek': {
      const t = target(raw['target']);
      if (!keysAre(raw, ['type', 'target']) || t === null) return bad('peek needs target {seat, index} or {hidden}');
      return ok({ type, target: t });
    }
    case 'bid': {
      const { pile, amount } = raw;
      if (!keysAre(raw, ['type', 'pile', 'amount']) || !isInt(pile) || !isNum(amount))
        return bad('bid needs {pile: integer, amount: number}');
      return ok({ type, pile, amount });
    }
    case 'playAction': {
      const { card, company } = raw;
      if (!keysAre(raw, ['type', 'card', 'company']) || !isStr(card) || !isStr(company))
        return bad('playAction needs {card, company} strings');
      return ok({ type, card, company });
    }
    case 'nudge': {
      const { company, delta } = raw;
      if (!keysAre(raw, ['type', 'company', 'delta']) || !isStr(company) || !isNum(delta))
        return bad('nudge needs {company: string, delta: number}');
      return ok({ type, company, delta });
    }
    case 'sell': {
      if (!keysAre(raw, ['type', 'cards'])) return bad('sell needs exactly {type, cards}');
      const cards = sellCards(raw['cards']);
      return cards.ok ? ok({ type, cards: cards.value }) : cards;
    }
    case 'deborah': {
      const company = raw['company'];
      if (!keysAre(raw, ['type', 'company']) || !isStr(company)) return bad('deborah needs {company}');
      return ok({ type, company });
    }
    default:
      return bad('unknown type');
  }
}
