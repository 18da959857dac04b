import type { Stockpile } from '@birzha/engine';

/*
 * What a worked example of the rules pages is: a position override (spec 12), the moves played from it, and the
 * figures the pages print. rules.test.tsx replays every example through the engine and compares each figure with
 * what the engine did, so a page cannot state a number the rules do not give.
 */

type CompanyId = Stockpile.CompanyId;
type Holding = Stockpile.Holding;

/** A seat of an example; the pages name seats by the colours of the seed's worked round. */
export type ExampleSeat = 0 | 1 | 2 | 3;

export interface ExampleMove {
  readonly seat: ExampleSeat;
  readonly move: Stockpile.Move;
}

/** A card on a pile as Supply left it, and who placed it. */
export interface PileCardFact {
  readonly card: string;
  readonly faceUp: boolean;
  readonly by: number | null;
}

/** One bid of the auction (event bidPlaced). */
export interface BidFact {
  readonly seat: number;
  readonly pile: number;
  readonly amount: number;
  readonly displaced: number | null;
}

/** One pile taken at the end of Demand: the bid paid and the cards in placement order. */
export interface TakenFact {
  readonly pile: number;
  readonly seat: number;
  readonly paid: number;
  readonly cards: readonly { readonly card: string; readonly faceUp: boolean }[];
}

export type FeeKind = 'feePaid' | 'feeDeferred' | 'feeDebtPaid' | 'feeGained';
export interface FeeFact {
  readonly seat: number;
  readonly kind: FeeKind;
  readonly amount: number;
}

/** A price change in dollars (event priceMoved). */
export interface PriceFact {
  readonly company: CompanyId;
  readonly from: number;
  readonly to: number;
  readonly cause: 'forecast' | 'action' | 'nudge';
}

export interface SaleFact {
  readonly seat: number;
  readonly total: number;
}

export interface RevealFact {
  readonly company: CompanyId;
  readonly forecast: Stockpile.ForecastId;
  readonly holder: number | 'public' | 'hidden';
}

export interface SplitFact {
  readonly company: CompanyId;
  readonly superSplit: readonly number[];
  readonly moved: readonly number[];
}

export interface BankruptFact {
  readonly company: CompanyId;
  readonly lost: readonly Holding[];
}

export interface DividendFact {
  readonly company: CompanyId;
  readonly perShare: number;
  readonly paid: readonly number[];
}

export interface MajorityFact {
  readonly company: CompanyId;
  readonly seats: readonly number[];
  readonly each: number;
}

export interface LiquidationFact {
  readonly seat: number;
  readonly holdings: Partial<Record<CompanyId, Holding>>;
  readonly amount: number;
}

/** The table after `at` moves (0 = the position itself). Holdings list only the companies a seat holds. */
export interface SnapshotFact {
  readonly at: number;
  readonly cash: readonly number[];
  readonly feeDebt?: readonly (readonly number[])[];
  readonly holdings?: readonly Partial<Record<CompanyId, Holding>>[];
  /** Prices in dollars, all six companies. */
  readonly prices?: Readonly<Record<CompanyId, number>>;
}

/** What an example states; every kind given is compared in full with the engine's replay. */
export interface ExampleFacts {
  readonly piles?: readonly (readonly PileCardFact[])[];
  readonly bids?: readonly BidFact[];
  readonly taken?: readonly TakenFact[];
  readonly fees?: readonly FeeFact[];
  readonly prices?: readonly PriceFact[];
  readonly sales?: readonly SaleFact[];
  readonly reveals?: readonly RevealFact[];
  readonly splits?: readonly SplitFact[];
  readonly bankruptcies?: readonly BankruptFact[];
  readonly dividends?: readonly DividendFact[];
  readonly majority?: readonly MajorityFact[];
  /** The final sale of every portfolio (event liquidated): what each seat held and what it got. */
  readonly liquidation?: readonly LiquidationFact[];
  readonly final?: { readonly scores: readonly number[]; readonly ranking: readonly (readonly number[])[] };
  readonly snapshots: readonly SnapshotFact[];
}

export interface RulesExample {
  readonly players: number;
  readonly position: Stockpile.Position;
  readonly moves: readonly ExampleMove[];
  readonly facts: ExampleFacts;
}

/** Moves as the examples write them. */
export const supply = (seat: ExampleSeat, up: string, upPile: number, down: string, downPile: number): ExampleMove => ({
  seat,
  move: { type: 'supply', faceUp: { card: up, pile: upPile }, faceDown: { card: down, pile: downPile } },
});
export const bid = (seat: ExampleSeat, pile: number, amount: number): ExampleMove => ({
  seat,
  move: { type: 'bid', pile, amount },
});
export const sell = (seat: ExampleSeat, cards: Stockpile.SellMove['cards'] = {}): ExampleMove => ({
  seat,
  move: { type: 'sell', cards },
});
export const playAction = (seat: ExampleSeat, card: string, company: CompanyId): ExampleMove => ({
  seat,
  move: { type: 'playAction', card, company },
});
