import { Akcioner } from '@birzha/engine';
import { COLORS, type Color } from './colors.ts';
import { EMPTY_DRAFT, type Draft, type Qty } from './compose.ts';

/**
 * The turn being composed, kept in the tab's sessionStorage so that a reload in the middle of a turn brings it back
 * (nothing is sent until "Готово", so the server cannot keep it). Stored with the turn it belongs to; anything
 * that does not parse as a draft of this turn is ignored.
 */
export function loadDraft(key: string | null, turn: string): Draft | null {
  if (key === null) return null;
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    if (typeof raw !== 'object' || raw === null || (raw as { turn?: unknown }).turn !== turn) return null;
    return parseDraft((raw as { draft?: unknown }).draft);
  } catch {
    return null;
  }
}

export function saveDraft(key: string | null, turn: string, draft: Draft): void {
  if (key === null) return;
  try {
    if (draft === EMPTY_DRAFT) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify({ turn, draft }));
  } catch {
    // Storage full or disabled: the draft simply lives as long as the page.
  }
}

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
