import type { Seat, Viewer } from '../../core/game.ts';
import type { ByCompany as CoreByCompany } from '../../core/market/by-company.ts';
import type { RngState } from '../../core/rng.ts';
import type { CardId } from './cards.ts';
import type { CompanyId } from './companies.ts';
import type { BoardId, ForecastId, InvestorId } from './config.ts';

export type { CardId } from './cards.ts';
export type { CompanyId } from './companies.ts';
export type { ForecastId, InvestorId, BoardId } from './config.ts';

/** A value per company, in company order. */
export type ByCompany<T> = CoreByCompany<CompanyId, T>;

/** Table options (spec 3). */
export interface Options {
  readonly investors: boolean;
  readonly board: BoardId;
  readonly turnSeconds: number;
  readonly rebidSamePileAfterOutbid: boolean;
  readonly displacedBids: 'inTurn' | 'immediately';
  readonly seedPiles: boolean;
}

export type Phase = 'investors' | 'supply' | 'prep' | 'demand' | 'action' | 'selling' | 'deborah' | 'over';

/** Card counts of one company in a portfolio (spec 4). */
export interface Holding {
  readonly regular: number;
  readonly split: number;
}

export interface ForecastPair {
  readonly company: CompanyId;
  readonly forecast: ForecastId;
  readonly knownTo: readonly Seat[];
}

export interface PileCard {
  readonly card: CardId;
  readonly faceUp: boolean;
  /** The placer (+ Wise Warren); [] when seeded. */
  readonly knownTo: readonly Seat[];
}

export interface Bid {
  readonly seat: Seat;
  readonly slot: number;
  /** Track value in dollars. */
  readonly amount: number;
}

export interface Pile {
  /** In placement order. */
  readonly cards: readonly PileCard[];
  readonly bid: Bid | null;
}

export interface SeatState {
  readonly cash: number;
  /** Values of unpaid Trading Fee cards, oldest first (spec 8.2). */
  readonly feeDebt: readonly number[];
  readonly portfolio: ByCompany<Holding>;
  /** Regular cards of a company that every viewer knows this seat holds (a lower bound). */
  readonly known: ByCompany<number>;
  /** [viewer seat] -> what that seat knows (>= known); the seat's own entry is unused (all 0). */
  readonly knownBy: readonly ByCompany<number>[];
  readonly hand: readonly CardId[];
  /** Boom/Bust cards won this round, in the order received. */
  readonly actions: readonly CardId[];
  readonly pairs: readonly ForecastPair[];
  readonly investorOffer: readonly InvestorId[];
  readonly investors: readonly InvestorId[];
  readonly powersUsed: readonly InvestorId[];
  readonly resigned: boolean;
}

export interface DemandState {
  /** Meeple rotation: 3-5p = order; 2p = [o0, o1, o0, o1]. */
  readonly slots: readonly Seat[];
  readonly acting: number;
  /** Slot whose ordinary turn began the current displacement chain. */
  readonly origin: number;
  readonly displaced: { readonly seat: Seat; readonly pile: number } | null;
}

export interface Final {
  readonly scores: readonly number[];
  readonly ranking: readonly (readonly Seat[])[];
}

/** The whole game state (spec 4). */
export interface State {
  readonly game: 'stockpile';
  readonly rulesVersion: 1;
  readonly players: number;
  readonly options: Options;
  readonly rng: RngState;
  readonly rounds: number;
  readonly round: number;
  readonly phase: Phase;
  /** supply: index into the supply queue; selling: index into order; else 0. */
  readonly step: number;
  readonly firstPlayer: Seat;
  /** Track positions. */
  readonly prices: ByCompany<number>;
  /** Index 0 = top. */
  readonly deck: readonly CardId[];
  readonly investorDeck: readonly InvestorId[];
  readonly piles: readonly Pile[];
  readonly publicPairs: readonly ForecastPair[];
  readonly hiddenPairs: readonly ForecastPair[];
  readonly demand: DemandState | null;
  readonly seats: readonly SeatState[];
  /** This round's Selling decisions so far, in turn order (spec 8.9: sales and passes are public); [] before. */
  readonly sales: readonly Sale[];
  readonly resignOrder: readonly Seat[];
  readonly final: Final | null;
}

// ---------------------------------------------------------------------------------------------------------------
// Moves (spec 7). Ids and counts stay as sent: `play` checks them in the spec's order.
// ---------------------------------------------------------------------------------------------------------------

/** One seat's Selling decision (spec 8.9): the cards it sold by company (none: a pass) and the proceeds. */
export interface Sale {
  readonly seat: Seat;
  readonly cards: SellMove['cards'];
  readonly total: number;
}

export interface Placement {
  readonly card: string;
  readonly pile: number;
}
export interface SellCounts {
  readonly regular?: number;
  readonly split?: number;
  readonly halve?: number;
}
export type PeekTarget = { readonly seat: Seat; readonly index: number } | { readonly hidden: number };

export type ChooseInvestorMove = { readonly type: 'chooseInvestor'; readonly investors: readonly string[] };
export type SupplyMove = {
  readonly type: 'supply';
  readonly faceUp: Placement;
  readonly faceDown: Placement;
  readonly hideBoth?: true;
};
export type MoveCardMove = {
  readonly type: 'moveCard';
  readonly from: number;
  readonly index: number;
  readonly to: number;
};
export type InspectPileMove = { readonly type: 'inspectPile'; readonly pile: number };
export type SkipPowerMove = { readonly type: 'skipPower' };
export type PeekMove = { readonly type: 'peek'; readonly target: PeekTarget };
export type BidMove = { readonly type: 'bid'; readonly pile: number; readonly amount: number };
export type PlayActionMove = { readonly type: 'playAction'; readonly card: string; readonly company: string };
export type NudgeMove = { readonly type: 'nudge'; readonly company: string; readonly delta: number };
export type SellMove = { readonly type: 'sell'; readonly cards: { readonly [company: string]: SellCounts } };
export type DeborahMove = { readonly type: 'deborah'; readonly company: string };
export type TimeoutMove = { readonly type: 'timeout' };
export type ResignMove = { readonly type: 'resign' };

export type Move =
  | ChooseInvestorMove
  | SupplyMove
  | MoveCardMove
  | InspectPileMove
  | SkipPowerMove
  | PeekMove
  | BidMove
  | PlayActionMove
  | NudgeMove
  | SellMove
  | DeborahMove
  | TimeoutMove
  | ResignMove;
export type MoveType = Move['type'];

// ---------------------------------------------------------------------------------------------------------------
// Events (spec 9). Secret fields are null in a viewer's copy when the viewer may not see them (spec 10.3).
// ---------------------------------------------------------------------------------------------------------------

export interface PlainPair {
  readonly company: CompanyId;
  readonly forecast: ForecastId;
}
export interface WonCard {
  readonly card: CardId | null;
  readonly faceUp: boolean;
  /** Who knew the card before it was won (what viewEvent needs to redact it). */
  readonly knownTo: readonly Seat[];
}
export type PairHolder = Seat | 'public' | 'hidden';

export type Event =
  | { readonly type: 'roundStarted'; readonly round: number; readonly firstPlayer: Seat }
  | {
      readonly type: 'pairsDealt';
      readonly seat: Seat;
      readonly pairs: readonly PlainPair[] | null;
      readonly count: number;
    }
  | { readonly type: 'publicPair'; readonly company: CompanyId; readonly forecast: ForecastId }
  | { readonly type: 'hiddenPairs'; readonly count: number }
  | {
      readonly type: 'investorsOffered';
      readonly seat: Seat;
      readonly investors: readonly InvestorId[] | null;
      readonly count: number;
    }
  | { readonly type: 'investorChosen'; readonly seat: Seat }
  | {
      readonly type: 'investorsRevealed';
      readonly investors: readonly (readonly InvestorId[])[];
      readonly cash: readonly number[];
    }
  | { readonly type: 'startingStock'; readonly seat: Seat; readonly company: CompanyId | null }
  | { readonly type: 'pileSeeded'; readonly pile: number; readonly card: CardId }
  | {
      readonly type: 'handDealt';
      readonly seat: Seat;
      readonly cards: readonly CardId[] | null;
      readonly count: number;
    }
  | {
      readonly type: 'cardPlaced';
      readonly seat: Seat;
      readonly pile: number;
      readonly faceUp: boolean;
      readonly card: CardId | null;
    }
  | {
      readonly type: 'cardMoved';
      readonly seat: Seat;
      readonly from: number;
      readonly index: number;
      readonly to: number;
    }
  | {
      readonly type: 'pileInspected';
      readonly seat: Seat;
      readonly pile: number;
      readonly cards: readonly CardId[] | null;
    }
  | { readonly type: 'pairPeeked'; readonly seat: Seat; readonly target: PeekTarget; readonly pair: PlainPair | null }
  | {
      readonly type: 'bidPlaced';
      readonly seat: Seat;
      readonly slot: number;
      readonly pile: number;
      readonly amount: number;
      readonly displaced: Seat | null;
      readonly next: Seat | null;
    }
  | { readonly type: 'bidPaid'; readonly seat: Seat; readonly pile: number; readonly amount: number }
  | { readonly type: 'pileWon'; readonly seat: Seat; readonly pile: number; readonly cards: readonly WonCard[] }
  | {
      readonly type: 'feePaid' | 'feeDeferred' | 'feeGained' | 'feeDebtPaid';
      readonly seat: Seat;
      readonly amount: number;
    }
  | { readonly type: 'actionPlayed'; readonly seat: Seat; readonly card: CardId; readonly company: CompanyId }
  | { readonly type: 'nudged'; readonly seat: Seat; readonly company: CompanyId; readonly delta: number }
  | {
      readonly type: 'split';
      readonly company: CompanyId;
      readonly superSplit: readonly number[];
      readonly moved: readonly number[];
    }
  | { readonly type: 'bankrupt'; readonly company: CompanyId; readonly lost: readonly Holding[] }
  | {
      readonly type: 'priceMoved';
      readonly company: CompanyId;
      readonly from: number;
      readonly to: number;
      readonly steps: number;
      readonly cause: 'forecast' | 'action' | 'nudge';
    }
  | {
      readonly type: 'dividend';
      readonly company: CompanyId;
      readonly perShare: number;
      readonly source: 'forecast' | 'track' | 'deborah';
      readonly paid: readonly number[];
    }
  | ({ readonly type: 'sold' } & Sale)
  | {
      readonly type: 'pairRevealed';
      readonly company: CompanyId;
      readonly forecast: ForecastId;
      readonly holder: PairHolder;
    }
  | {
      readonly type: 'majorityBonus';
      readonly company: CompanyId;
      readonly seats: readonly Seat[];
      readonly each: number;
    }
  | { readonly type: 'liquidated'; readonly seat: Seat; readonly holdings: ByCompany<Holding>; readonly amount: number }
  | { readonly type: 'gameOver'; readonly scores: readonly number[]; readonly ranking: readonly (readonly Seat[])[] }
  | { readonly type: 'timedOut' | 'resigned'; readonly seat: Seat };
export type EventType = Event['type'];

// ---------------------------------------------------------------------------------------------------------------
// Views (spec 10)
// ---------------------------------------------------------------------------------------------------------------

/** A seat the viewer sees completely: its own, or every seat once the game is over. */
export interface FullSeatView extends SeatState {
  readonly full: true;
}

/** Another seat as the viewer sees it (spec 10.2). */
export interface OtherSeatView {
  readonly full: false;
  readonly cash: number;
  readonly feeDebt: readonly number[];
  readonly split: ByCompany<number>;
  /** knownBy[viewer], or `known` for a spectator. */
  readonly known: ByCompany<number>;
  /** sum(regular) - sum(known shown). */
  readonly hiddenCount: number;
  readonly handCount: number;
  readonly actionsCount: number;
  /** A pair is null unless the viewer is in its knownTo. */
  readonly pairs: readonly (ForecastPair | null)[];
  readonly investorOfferCount: number;
  /** null while the investors are not yet revealed. */
  readonly investors: readonly InvestorId[] | null;
  readonly powersUsed: readonly InvestorId[];
  readonly resigned: boolean;
}
export type SeatView = FullSeatView | OtherSeatView;

export interface PileCardView {
  readonly card: CardId | null;
  readonly faceUp: boolean;
  readonly knownTo: readonly Seat[];
}
export interface PileView {
  readonly cards: readonly PileCardView[];
  readonly bid: Bid | null;
}

export interface View {
  readonly game: 'stockpile';
  readonly rulesVersion: 1;
  readonly viewer: Viewer;
  readonly players: number;
  readonly options: Options;
  readonly rounds: number;
  readonly round: number;
  readonly phase: Phase;
  readonly step: number;
  readonly firstPlayer: Seat;
  readonly prices: ByCompany<number>;
  readonly deckCount: number;
  readonly piles: readonly PileView[];
  readonly publicPairs: readonly ForecastPair[];
  readonly hiddenPairs: readonly (ForecastPair | null)[];
  readonly demand: DemandState | null;
  readonly seats: readonly SeatView[];
  /** This round's Selling decisions so far, in turn order (spec 8.9: sales and passes are public); [] before. */
  readonly sales: readonly Sale[];
  readonly resignOrder: readonly Seat[];
  readonly final: Final | null;
}

// ---------------------------------------------------------------------------------------------------------------
// Position override (spec 12): unchecked input, validated by setup.
// ---------------------------------------------------------------------------------------------------------------

export interface Position {
  readonly round?: number;
  readonly phase?: 'supply' | 'demand' | 'action' | 'selling';
  readonly step?: number;
  readonly firstPlayer?: Seat;
  readonly prices?: Partial<Record<CompanyId, number>>;
  readonly seats?: readonly ({
    readonly cash?: number;
    readonly feeDebt?: readonly number[];
    readonly investors?: readonly InvestorId[];
    readonly portfolio?: Partial<Record<CompanyId, Partial<Holding>>>;
    readonly known?: Partial<Record<CompanyId, number>>;
    readonly hand?: readonly CardId[];
    readonly actions?: readonly CardId[];
  } | null)[];
  readonly piles?: readonly (readonly {
    readonly card: CardId;
    readonly faceUp: boolean;
    readonly placedBy: Seat | null;
  }[])[];
  readonly pairs?: {
    readonly private: readonly (readonly PlainPair[])[];
    readonly public: readonly PlainPair[];
    readonly hidden: readonly PlainPair[];
  };
  readonly deckTop?: readonly CardId[];
}
