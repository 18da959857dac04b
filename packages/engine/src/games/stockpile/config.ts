import type { CompanyId } from './companies.ts';

// spec 2: every constant of the rules, by player count where it varies. Indexing by a player count outside 2..5 is
// a bug (options refuse it first).

/** A table indexed by player count. */
export type ByPlayers<T> = { readonly 2: T; readonly 3: T; readonly 4: T; readonly 5: T };
export type Players = 2 | 3 | 4 | 5;

export const ROUNDS: ByPlayers<number> = { 2: 6, 3: 7, 4: 6, 5: 5 };
export const START_CASH: ByPlayers<number> = { 2: 30_000, 3: 20_000, 4: 20_000, 5: 20_000 };
export const PILES: ByPlayers<number> = { 2: 4, 3: 3, 4: 4, 5: 5 };
export const MEEPLES_PER_SEAT: ByPlayers<number> = { 2: 2, 3: 1, 4: 1, 5: 1 };
export const PRIVATE_PAIRS: ByPlayers<number> = { 2: 2, 3: 1, 4: 1, 5: 1 };
export const PUBLIC_PAIRS: ByPlayers<number> = { 2: 0, 3: 1, 4: 1, 5: 1 };
export const SUPPLY_BATCHES: ByPlayers<number> = { 2: 2, 3: 1, 4: 1, 5: 1 };
export const BID_TRACK = [0, 1_000, 3_000, 6_000, 10_000, 15_000, 20_000, 25_000] as const;

export const FORECASTS = { up4: 4, up2: 2, up1: 1, dividend: 0, down2: -2, down3: -3 } as const;
export type ForecastId = keyof typeof FORECASTS;
export const FORECAST_ORDER: readonly ForecastId[] = ['up4', 'up2', 'up1', 'dividend', 'down2', 'down3'];

export const MARKET_DECK = {
  stockPerCompany: 10,
  fees: [1000, 2000, 3000],
  feesPerValue: 4,
  boom: 4,
  bust: 4,
} as const;
export const STARTING_STOCK_NUMBER = 10;
export const ACTION_STEPS = { boom: 2, bust: -2 } as const;
export const DIVIDEND_PER_SHARE = 2_000;
export const SUPER_SPLIT_PER_CARD = 10_000;
export const MAJORITY_BONUS = { sole: 10_000, tiedEach: 5_000 } as const;
export const DEBORAH_PER_SHARE = 1_000;
export const GRAHAM_PER_SHARE = 1_000;

/** A company's price track (spec 2): 1-based positions; price in dollars = values[position - 1] * 1000. */
export interface Track {
  readonly values: readonly number[];
  readonly start: number;
  readonly splitReset: number;
  readonly stepDividend: readonly number[];
}

const STD: Track = { values: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], start: 5, splitReset: 6, stepDividend: [] };
export type BoardId = 'standard' | 'advanced';
export const BOARDS: readonly BoardId[] = ['standard', 'advanced'];
export const TRACKS: { readonly [B in BoardId]: { readonly [C in CompanyId]: Track } } = {
  standard: { cosmic: STD, bottomline: STD, leading: STD, american: STD, stanford: STD, epic: STD },
  // Provisional data from a fan implementation, not checked against the printed board (D21).
  advanced: {
    cosmic: { values: [1, 3, 5, 7, 9], start: 3, splitReset: 3, stepDividend: [] },
    bottomline: { values: [1, 2, 3, 4, 5, 6], start: 5, splitReset: 4, stepDividend: [] },
    leading: { values: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], start: 5, splitReset: 6, stepDividend: [] },
    american: { values: [1, 3, 5, 7, 9, 11, 13], start: 3, splitReset: 4, stepDividend: [] },
    stanford: { values: [1, 1, 2, 2, 3, 3, 4, 4, 5, 5], start: 9, splitReset: 5, stepDividend: [2, 4, 6, 8, 10] },
    epic: { values: [1, 3, 4, 5, 5, 6, 6, 7, 8, 10], start: 5, splitReset: 4, stepDividend: [] },
  },
};
export const STEP_DIVIDEND_PER_SHARE = 1_000;

/** Investor cards (spec 2, 8.14); key order is "investor order". Values provisional (D20). */
export const INVESTORS = {
  bill: { name: 'Bill', cash: 32_000, cash2p: 35_000 },
  bernie: { name: 'Broker Bernie', cash: 16_000, cash2p: 16_000 },
  cramer: { name: 'Crazy Cramer', cash: 18_000, cash2p: 12_000 },
  donald: { name: 'Discount Donald', cash: 13_000, cash2p: 4_000 },
  deborah: { name: 'Dividend Deborah', cash: 20_000, cash2p: 14_000 },
  graham: { name: 'Golden Graham', cash: 16_000, cash2p: 6_000 },
  martha: { name: 'MayKnow Martha', cash: 22_000, cash2p: 20_000 },
  mark: { name: 'Maverick Mark', cash: 25_000, cash2p: 22_000 },
  stuart: { name: 'Secretive Stuart', cash: 22_000, cash2p: 16_000 },
  warren: { name: 'Wise Warren', cash: 20_000, cash2p: 23_000 },
} as const;
export type InvestorId = keyof typeof INVESTORS;
export const INVESTOR_ORDER = Object.keys(INVESTORS) as InvestorId[];

export function isInvestorId(value: unknown): value is InvestorId {
  return typeof value === 'string' && Object.hasOwn(INVESTORS, value);
}

export function isForecastId(value: unknown): value is ForecastId {
  return typeof value === 'string' && Object.hasOwn(FORECASTS, value);
}

/** Investor cards dealt per seat and kept per seat (spec 5 step 2, 8.14). */
export function investorsDealt(players: number): number {
  return players === 2 ? 4 : 2;
}
export function investorsKept(players: number): number {
  return players === 2 ? 2 : 1;
}

/** `table[players]` for a checked player count. */
export function per<T>(table: ByPlayers<T>, players: number): T {
  return table[players as Players];
}
