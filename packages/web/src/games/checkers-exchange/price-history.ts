import { CheckersExchange } from '@birzha/engine';
import type { ChartSeries } from '../../ui/price-chart.tsx';
import { FIRM_HUES, firmLabel } from './labels.ts';
import type { FirmId, View } from './zone-props.ts';

const { FIRMS } = CheckersExchange;

/** Each firm's closing prices over the game, oldest first: point 0 after the auction, point y after year y's session. */
export type PriceHistory = Readonly<Record<FirmId, readonly number[]>>;

/**
 * The closes of `view.closeHistory` per firm (spec 8.6, 8.9: one entry after the auction and after every session).
 * A table that has no entry yet (the auction still running, or a position that started later) shows today's close
 * as its single point, so a chart never comes out empty.
 */
export function priceHistory(view: Pick<View, 'close' | 'closeHistory'>): PriceHistory {
  const rows = view.closeHistory.length > 0 ? view.closeHistory : [view.close];
  const out = {} as Record<FirmId, number[]>;
  for (const f of FIRMS) out[f] = rows.map((r) => r[f]);
  return out;
}

/** The last close minus the one before it; 0 with fewer than two points. */
export function lastChange(points: readonly number[]): number {
  const n = points.length;
  return n < 2 ? 0 : points[n - 1]! - points[n - 2]!;
}

/**
 * A sparkline's points in an SVG box of `width` × `height` (y grows downwards): the lowest price at the bottom, the
 * highest at the top, evenly spaced in time; a flat or single-point line sits in the middle.
 */
export function sparklinePoints(points: readonly number[], width: number, height: number): string {
  if (points.length === 0) return '';
  const min = Math.min(...points);
  const max = Math.max(...points);
  const step = points.length > 1 ? width / (points.length - 1) : 0;
  const y = (p: number) => (max === min ? height / 2 : height - ((p - min) / (max - min)) * height);
  const round = (x: number) => Math.round(x * 10) / 10;
  const xy = points.map((p, i) => `${round(i * step)},${round(y(p))}`);
  // one point draws nothing as a polyline: a short flat line across the box instead
  return points.length === 1 ? `0,${round(y(points[0]!))} ${width},${round(y(points[0]!))}` : xy.join(' ');
}

const POINT_STYLES = ['circle', 'rect', 'triangle', 'rectRot'] as const;

/**
 * The chart's lines: each firm in its hue; white firms solid and black firms dashed, and a point shape by the
 * firm's number, so the lines differ without colour too.
 */
export function chartSeries(history: PriceHistory): ChartSeries[] {
  return FIRMS.map((f, i) => ({
    label: firmLabel(f),
    color: FIRM_HUES[f],
    dash: f.startsWith('w') ? [] : [6, 3],
    pointStyle: POINT_STYLES[i % 4]!,
    points: history[f],
  }));
}
