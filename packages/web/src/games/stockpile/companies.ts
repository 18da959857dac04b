import { Stockpile } from '@birzha/engine';
import type { ChartSeries } from '../../ui/price-chart.tsx';

export type CompanyId = Stockpile.CompanyId;
export const COMPANIES: readonly CompanyId[] = Stockpile.COMPANIES;

/** The engine's board colour of each company (a swatch beside its name, never the only sign). */
export const COMPANY_HEX: Readonly<Record<CompanyId, string>> = Stockpile.COMPANY_COLOURS;

/** Dashes and point shapes per company, so the chart's lines differ without colour too. */
export const COMPANY_DASH: Readonly<Record<CompanyId, readonly number[]>> = {
  cosmic: [],
  bottomline: [6, 3],
  leading: [2, 2],
  american: [8, 3, 2, 3],
  stanford: [12, 4],
  epic: [4, 4],
};
export const COMPANY_POINT: Readonly<Record<CompanyId, ChartSeries['pointStyle']>> = {
  cosmic: 'circle',
  bottomline: 'rect',
  leading: 'triangle',
  american: 'rectRot',
  stanford: 'star',
  epic: 'cross',
};

export function isCompany(value: unknown): value is CompanyId {
  return typeof value === 'string' && (COMPANIES as readonly string[]).includes(value);
}

/** The company's track on this table's board. */
export function trackOf(options: Stockpile.Options, c: CompanyId): Stockpile.Track {
  return Stockpile.TRACKS[options.board][c];
}

/** The price in dollars of company `c` at track position `position`. */
export function priceOf(options: Stockpile.Options, c: CompanyId, position: number): number {
  return Stockpile.priceAt(trackOf(options, c), position);
}
