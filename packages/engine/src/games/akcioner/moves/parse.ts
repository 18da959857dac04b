import { ok, type Result } from '../../../core/result.ts';
import { fail } from '../codes.ts';
import { isCardId, isColor, type Color } from '../config.ts';
import type { Move } from '../types.ts';

type Rec = Record<string, unknown>;

function isRec(v: unknown): v is Rec {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function hasExactly(v: Rec, keys: readonly string[]): boolean {
  const own = Object.keys(v);
  return own.length === keys.length && keys.every((k) => Object.hasOwn(v, k));
}

/**
 * A short, safe description of an unchecked value for a violation's detail. Never String(value): an object's own
 * toString may be anything (or not a function), and a deeply nested array overflows the stack.
 */
function describe(value: unknown): string {
  return typeof value === 'string'
    ? value.slice(0, 40)
    : value === null
      ? 'null'
      : Array.isArray(value)
        ? 'array'
        : typeof value;
}

/** spec 7.2 checks 1-4, in order: shape (BAD_MOVE), colours, quantities, card ids. Zero orders are dropped. */
export function parseMove(raw: unknown): Result<Move> {
  if (!isRec(raw)) return fail('BAD_MOVE', { reason: 'not an object' });
  switch (raw['type']) {
    case 'timeout':
    case 'resign':
      if (!hasExactly(raw, ['type'])) return fail('BAD_MOVE', { reason: 'unexpected field' });
      return ok({ type: raw['type'] });
    case 'trade': {
      const orders = raw['orders'];
      if (!hasExactly(raw, ['type', 'orders']) || !isRec(orders))
        return fail('BAD_MOVE', { reason: 'trade needs exactly {type, orders}' });
      for (const key of Object.keys(orders))
        if (!isColor(key)) return fail('UNKNOWN_COLOR', { color: key.slice(0, 40) });
      const out: Partial<Record<Color, number>> = {};
      for (const [key, q] of Object.entries(orders)) {
        if (typeof q !== 'number' || !Number.isSafeInteger(q)) return fail('BAD_QUANTITY', { color: key.slice(0, 40) });
        if (q !== 0) out[key as Color] = q;
      }
      return ok({ type: 'trade', orders: out });
    }
    case 'playCard': {
      const { card, assign } = raw;
      if (!hasExactly(raw, ['type', 'card', 'assign']) || typeof card !== 'string' || !Array.isArray(assign)) {
        return fail('BAD_MOVE', { reason: 'playCard needs exactly {type, card, assign[]}' });
      }
      for (const c of assign as unknown[]) if (!isColor(c)) return fail('UNKNOWN_COLOR', { color: describe(c) });
      if (!isCardId(card)) return fail('UNKNOWN_CARD', { card: card.slice(0, 40) });
      return ok({ type: 'playCard', card, assign: (assign as Color[]).slice() });
    }
    default:
      return fail('BAD_MOVE', { reason: 'unknown type' });
  }
}
