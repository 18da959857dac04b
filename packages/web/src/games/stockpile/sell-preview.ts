import { Stockpile } from '@birzha/engine';
import { COMPANIES, type CompanyId } from './companies.ts';
import { tryMove } from './preview.ts';

export type SellCounts = { regular: number; split: number; halve: number };
export type SellDraft = Readonly<Partial<Record<CompanyId, SellCounts>>>;

/** The sell move of a draft: only companies with something sold, only non-zero counts (`{}` is a pass). */
export function sellMove(draft: SellDraft): Stockpile.SellMove {
  const cards: Record<string, Stockpile.SellCounts> = {};
  for (const c of COMPANIES) {
    const n = draft[c];
    if (n === undefined) continue;
    const out: { regular?: number; split?: number; halve?: number } = {};
    if (n.regular > 0) out.regular = n.regular;
    if (n.split > 0) out.split = n.split;
    if (n.halve > 0) out.halve = n.halve;
    if (Object.keys(out).length > 0) cards[c] = out;
  }
  return { type: 'sell', cards };
}

/**
 * What a sale brings, from the engine's own play of it: proceeds, fees it pays off, cash after, and the table as I
 * would see it just after the sale (for what it does to my majorities); or the refusal.
 */
export type SellPreview =
  | {
      readonly ok: true;
      readonly total: number;
      readonly feesPaid: number;
      readonly cashAfter: number;
      readonly view: Stockpile.View;
    }
  | { readonly ok: false; readonly code: string };

export function previewSell(view: Stockpile.View, seat: number, move: Stockpile.SellMove): SellPreview {
  const r = tryMove(view, seat, move);
  if (!r.ok) return { ok: false, code: r.error.code };
  let total = 0;
  let feesPaid = 0;
  // The sale's own events come first; the Movement that may follow it (the last seller) is not the sale's doing.
  const own: Stockpile.Event[] = [];
  for (const e of r.value.events) {
    if (e.type === 'pairRevealed') break;
    own.push(e);
    if (e.type === 'sold' && e.seat === seat) total = e.total;
    else if (e.type === 'feeDebtPaid' && e.seat === seat) feesPaid += e.amount;
  }
  const cash = (view.seats[seat] as Stockpile.FullSeatView).cash;
  return { ok: true, total, feesPaid, cashAfter: cash + total - feesPaid, view: Stockpile.viewAfter(view, own) };
}
