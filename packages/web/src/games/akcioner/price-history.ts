import type { Akcioner } from '@birzha/engine';
import { COLORS, type Color } from './colors.ts';

export type PricePoint = Readonly<Record<Color, number>>;

/** Prices at the start and after every card played, from the match's events (spec 9: priceChanged). */
export function priceHistory(events: readonly unknown[], current: PricePoint): PricePoint[] {
  const list = events as readonly Akcioner.Event[];
  const first = list.find((e) => e.type === 'gameStarted');
  let cur: Record<Color, number> = first?.type === 'gameStarted' ? { ...first.prices } : { ...current };
  const points: PricePoint[] = [cur];
  let cards = 0;
  for (const e of list) {
    if (e.type === 'cardPlayed') {
      cards++;
      cur = { ...cur };
      points.push(cur);
    } else if (e.type === 'priceChanged' && cards > 0) {
      cur[e.color] = e.to;
    }
  }
  // Without the start of the match (no history), show at least where the prices are now.
  if (first === undefined && COLORS.some((c) => cur[c] !== current[c])) points.push({ ...current });
  return points;
}
