import { Akcioner } from '@birzha/engine';
import { COLORS, type Color } from './colors.ts';
import type { Draft, Qty } from './compose.ts';

const isColor = (c: unknown): c is Color => typeof c === 'string' && (COLORS as readonly string[]).includes(c);

function parseQty(q: unknown): Qty | null {
  if (typeof q !== 'object' || q === null) return null;
  const out = { yellow: 0, red: 0, blue: 0, green: 0 };
  for (const c of COLORS) {
    const n = (q as Record<string, unknown>)[c];
    if (!Number.isSafeInteger(n)) return null;
    out[c] = n as number;
  }
  return out;
}

/** A draft read back from storage, or null when it is not a well-formed one. */
export function parseDraft(d: unknown): Draft | null {
  if (typeof d !== 'object' || d === null) return null;
  const o = d as Record<string, unknown>;
  const trade1 = parseQty(o['trade1']);
  const trade2 = parseQty(o['trade2']);
  const card = o['card'];
  const assign = o['assign'];
  if (trade1 === null || trade2 === null || typeof o['applied'] !== 'boolean' || !Array.isArray(assign)) return null;
  if (card !== null && !Akcioner.CARDS.some((c) => c.id === card)) return null;
  if (!assign.every((a) => a === null || isColor(a))) return null;
  return {
    trade1,
    trade2,
    card: card as Akcioner.CardId | null,
    assign: assign as (Color | null)[],
    applied: o['applied'],
  };
}
