import type { Seat } from '../../core/game.ts';
import type { RngState } from '../../core/rng.ts';
import type { CardId, Color, Shares, VariantId } from './config.ts';

/** Table options (spec 3). */
export interface Options {
  readonly variant: VariantId;
  /** How a halved price that is not a multiple of 10 is rounded. */
  readonly rounding: 'up' | 'down';
  /** Per-turn clock in seconds; 0 = untimed, else 10..86400. */
  readonly turnSeconds: number;
}

export type Stage = 'trade1' | 'card' | 'trade2';
export type SeatStatus = 'active' | 'bankrupt' | 'resigned';

/** One seat (spec 4). */
export interface SeatState {
  readonly status: SeatStatus;
  /** ≥ 0, a multiple of 5. */
  readonly cash: number;
  readonly shares: Shares;
  /** Secret; sorted by CARDS index. */
  readonly hand: readonly CardId[];
  /** Public; in the order played. */
  readonly played: readonly CardId[];
  /** Elimination batch number (spec 8.5); null while active. */
  readonly outSeq: number | null;
}

/** The whole authoritative state (spec 4): plain JSON, integers only. */
export interface State {
  readonly game: 'akcioner';
  readonly rulesVersion: 1;
  readonly options: Options;
  readonly phase: 'playing' | 'finished';
  readonly prices: Shares;
  readonly seats: readonly SeatState[];
  readonly order: readonly Seat[];
  readonly round: number;
  readonly roundsTotal: number;
  readonly toMove: Seat | null;
  readonly stage: Stage | null;
  /** Shares toMove bought in trade1 of the current turn. */
  readonly locked: Shares;
  /** Secret: cards out of play, sorted by CARDS index. */
  readonly undealt: readonly CardId[];
  readonly rng: RngState;
}

/** Moves (spec 7.1). */
export type TradeMove = { readonly type: 'trade'; readonly orders: Readonly<Partial<Record<Color, number>>> };
export type PlayCardMove = { readonly type: 'playCard'; readonly card: CardId; readonly assign: readonly Color[] };
export type Move = TradeMove | PlayCardMove | { readonly type: 'timeout' } | { readonly type: 'resign' };

/** One line of a trade: negative qty sold, positive bought. */
export interface TradeLine {
  readonly color: Color;
  readonly qty: number;
  readonly price: number;
}

/** Events (spec 9), in the order of the resolution steps. */
export type Event =
  | {
      readonly type: 'gameStarted';
      readonly order: readonly Seat[];
      readonly roundsTotal: number;
      readonly prices: Shares;
    }
  | { readonly type: 'dealt'; readonly seat: Seat; readonly cards: readonly CardId[] | null; readonly count: number }
  | { readonly type: 'turnStarted'; readonly seat: Seat; readonly round: number; readonly lastRound: boolean }
  | {
      readonly type: 'traded';
      readonly seat: Seat;
      readonly stage: 'trade1' | 'trade2';
      readonly lines: readonly TradeLine[];
      readonly cash: number;
    }
  | { readonly type: 'cardPlayed'; readonly seat: Seat; readonly card: CardId; readonly assign: readonly Color[] }
  | {
      readonly type: 'priceChanged';
      readonly color: Color;
      readonly from: number;
      readonly raw: number;
      readonly to: number;
    }
  | {
      readonly type: 'compensationPaid';
      readonly seat: Seat;
      readonly color: Color;
      readonly kind: 'overflow' | 'decrease';
      readonly perShare: number;
      readonly shares: number;
      readonly amount: number;
    }
  | {
      readonly type: 'sharesConfiscated';
      readonly seat: Seat;
      readonly color: Color;
      readonly qty: number;
      readonly buybackPrice: number;
    }
  | {
      readonly type: 'sharesBoughtBack';
      readonly seat: Seat;
      readonly color: Color;
      readonly qty: number;
      readonly price: number;
      readonly amount: number;
      readonly annulled: number;
    }
  | { readonly type: 'seatEliminated'; readonly seat: Seat; readonly reason: 'bankrupt' | 'resigned' }
  | { readonly type: 'timedOut'; readonly seat: Seat; readonly stage: Stage }
  | { readonly type: 'gameEnded'; readonly ranking: readonly (readonly Seat[])[]; readonly scores: readonly number[] };

/** A seat as a viewer sees it (spec 10): `hand` only for the viewer's own seat. */
export interface SeatView extends Omit<SeatState, 'hand'> {
  readonly hand: readonly CardId[] | null;
  readonly handCount: number;
}

/** The state as a viewer sees it (spec 10): no other hands, no undealt cards, no rng. */
export interface View extends Omit<State, 'seats' | 'undealt' | 'rng'> {
  readonly viewer: Seat | 'spectator';
  readonly seats: readonly SeatView[];
  readonly undealtCount: number;
}

/** Position override (spec 12): unchecked until `setup` validates it. */
export interface Position {
  readonly prices?: Partial<Shares>;
  readonly order?: readonly Seat[];
  readonly seats?: readonly (SeatPosition | null)[];
  readonly round?: number;
  readonly roundsTotal?: number;
  readonly lastRound?: boolean;
  readonly toMove?: Seat;
  readonly stage?: Stage;
  readonly locked?: Partial<Shares>;
}

export interface SeatPosition {
  readonly cash?: number;
  readonly shares?: Partial<Shares>;
  readonly hand?: readonly CardId[];
  readonly played?: readonly CardId[];
  readonly status?: SeatStatus;
}
