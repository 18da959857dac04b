import type { Seat, Viewer } from '../../core/game.ts';
import type { RngState } from '../../core/rng.ts';
import type { Color, FirmId, Square, TimingId } from './config.ts';

export type { Color, FirmId, Square, TimingId } from './config.ts';

/** Table options (spec 3). */
export interface Options {
  readonly timing: TimingId;
  /** Integer 4..10. */
  readonly years: number;
}

/** A seat's personal account is its number; firms by id; the state is `gov` (spec 4). */
export type Account = Seat | FirmId | 'gov';
/** Shares of each firm, >= 0. */
export type Holdings = Readonly<Record<FirmId, number>>;
export type Phase = 'auction' | 'board' | 'session' | 'meeting' | 'finished';
export type TimedPhase = Exclude<Phase, 'finished'>;

export interface Piece {
  readonly sq: Square;
  readonly color: Color;
  readonly king: boolean;
  readonly firm: FirmId;
}

export type EndgameRule = '7.2.4' | '7.2.6-45' | '7.2.6-67' | '7.2.7' | '7.2.8';
export type BoardEndReason = 'noMoves' | '7.2.3' | '7.2.4' | '7.2.5' | '7.2.6' | '7.2.7' | '7.2.8';

export interface DrawCounters {
  /** Position keys since the last irreversible ply (spec 8.4). */
  readonly positions: readonly string[];
  /** Consecutive plies without a capture or a man move. */
  readonly kingPlies: number;
  /** Current material class and plies spent in it. */
  readonly endgame: { readonly rule: EndgameRule; readonly plies: number } | null;
}

export interface BoardResult {
  readonly winner: Color | null;
  readonly reason: BoardEndReason;
}

export interface BoardState {
  /** Sorted by square order. */
  readonly pieces: readonly Piece[];
  readonly toMove: Color;
  /** Plies played in the whole game. */
  readonly plies: number;
  readonly result: BoardResult | null;
  readonly draw: DrawCounters;
}

/** A move token: `year` is the year whose board phase it serves (spec 7.3). */
export interface Token {
  readonly holder: Seat;
  readonly scope: 'ply' | 'year';
  readonly year: number;
}

export interface SeatState {
  readonly status: 'active' | 'resigned';
  readonly cash: number;
  readonly holdings: Holdings;
}

export interface FirmState {
  readonly color: Color;
  readonly director: Seat;
  readonly cash: number;
  /** holdings[own id] = treasury (0..10). */
  readonly holdings: Holdings;
  /** null: the director moves. */
  readonly token: Token | null;
  /** Board plies made this year. */
  readonly plies: number;
  /** Enemy pieces its pieces captured this year. */
  readonly captures: { readonly men: number; readonly kings: number };
  /** Reserved at the year's income step, paid at year end. */
  readonly taxDue: number;
  /** Gross capture income over the game (report only). */
  readonly earned: number;
}

export interface Bid {
  readonly id: number;
  readonly seat: Seat;
  readonly firm: FirmId;
  readonly qty: number;
  readonly price: number;
}

export interface Order {
  readonly id: number;
  /** null only in a view: an owner the viewer may not see (spec 10). */
  readonly account: Account;
  readonly side: 'buy' | 'sell';
  readonly firm: FirmId;
  /** Remaining quantity. */
  readonly qty: number;
  readonly limit: number;
  /** Original quantity. */
  readonly placed: number;
}

export interface Trade {
  readonly firm: FirmId;
  readonly qty: number;
  readonly price: number;
  readonly buyOrder: number;
  readonly sellOrder: number;
  readonly buyer: Account;
  readonly seller: Account;
}

export interface Ballot {
  readonly firm: FirmId;
  readonly account: Seat | FirmId;
  readonly candidate: Seat;
}

export interface FinalResult {
  readonly reason: 'years' | 'board' | 'players';
  readonly scores: readonly number[];
  readonly ranking: readonly (readonly Seat[])[];
}

/** The rules versions this code plays (spec 14.2), oldest first: version 2 reverses White's base order (8.2). */
export type RulesVersion = 1 | 2;

/** The whole authoritative state (spec 4): plain JSON, integers only. */
export interface State {
  readonly game: 'checkers-exchange';
  /** The record's rules version (spec 14.2): it fixes 8.2's base order, and nothing else. */
  readonly rulesVersion: RulesVersion;
  readonly players: number;
  readonly options: Options;
  readonly rng: RngState;
  readonly phase: Phase;
  /** 0 during the auction, then 1..options.years. */
  readonly year: number;
  /** Timed-stage counter, 1 after setup (spec 6.2). */
  readonly stage: number;
  readonly board: BoardState;
  /** This year's firm order per colour (spec 8.2). */
  readonly rotation: Readonly<Record<Color, readonly FirmId[]>>;
  /** Plies of the current year's board phase, 0..8. */
  readonly yearPly: number;
  /** The firm to move; board phase only. */
  readonly activeFirm: FirmId | null;
  readonly seats: readonly SeatState[];
  readonly firms: Readonly<Record<FirmId, FirmState>>;
  readonly gov: { readonly cash: number; readonly holdings: Holdings };
  /** Closing prices (spec 8.6, 8.9); 10 at the start. */
  readonly close: Readonly<Record<FirmId, number>>;
  /** After the auction and after every session. */
  readonly closeHistory: readonly Readonly<Record<FirmId, number>>[];
  /** Shared by bids and orders; from 1, never reused. */
  readonly nextOrderId: number;
  /** Auction only, ascending id. */
  readonly bids: readonly Bid[];
  /** Session only, ascending id. */
  readonly book: readonly Order[];
  /** Trades of the current session, in order. */
  readonly tape: readonly Trade[];
  /** Meeting requests of this session, filing order. */
  readonly requests: readonly Seat[];
  /** Meeting only; the incumbent is never listed. */
  readonly nominees: Readonly<Record<FirmId, readonly Seat[]>>;
  /** Meeting only; one per (firm, account). */
  readonly ballots: readonly Ballot[];
  /** Simultaneous phases; resigned seats are true. */
  readonly ready: readonly boolean[];
  readonly final: FinalResult | null;
}

/** An account as a viewer sees it: null where the owner is hidden from it (spec 10). */
export type Who = Account | null;

export interface ViewOrder extends Omit<Order, 'account'> {
  readonly account: Who;
}
export interface ViewTrade extends Omit<Trade, 'buyer' | 'seller'> {
  readonly buyer: Who;
  readonly seller: Who;
}

/** What a viewer sees (spec 10): the state without the rng, with the viewer, and redacted while the game runs. */
export interface View extends Omit<State, 'rng' | 'book' | 'tape'> {
  readonly viewer: Viewer;
  readonly book: readonly ViewOrder[];
  readonly tape: readonly ViewTrade[];
}

/** Moves (spec 7.1). */
export type Move =
  | { readonly type: 'ply'; readonly move: string }
  | { readonly type: 'issueToken'; readonly firm: FirmId; readonly to: Seat; readonly scope: 'ply' | 'year' }
  | { readonly type: 'bid'; readonly firm: FirmId; readonly qty: number; readonly price: number }
  | {
      readonly type: 'order';
      readonly account: 'me' | FirmId;
      readonly side: 'buy' | 'sell';
      readonly firm: FirmId;
      readonly qty: number;
      readonly limit: number;
    }
  | { readonly type: 'cancel'; readonly orderId: number }
  | { readonly type: 'transfer'; readonly to: Seat; readonly amount: number }
  | { readonly type: 'requestMeeting' }
  | { readonly type: 'nominate'; readonly firm: FirmId; readonly candidate: Seat }
  | {
      readonly type: 'vote';
      readonly firm: FirmId;
      readonly account: 'me' | FirmId;
      readonly candidate: Seat | null;
    }
  | { readonly type: 'ready'; readonly ready?: boolean }
  | { readonly type: 'phaseTimeout'; readonly stage: number }
  | { readonly type: 'resign' };

export type MoveType = Move['type'];
export type MoveOf<T extends MoveType> = Extract<Move, { type: T }>;

export interface Fill {
  readonly id: number;
  readonly seat: Seat;
  readonly qty: number;
  readonly amount: number;
}

/** Events (spec 9). `Who` is null only in a viewer's copy. */
export type Event =
  | {
      readonly type: 'gameStarted';
      readonly players: number;
      readonly years: number;
      readonly timing: TimingId;
      readonly directors: Readonly<Record<FirmId, Seat>>;
    }
  | {
      readonly type: 'stageOpened';
      readonly stage: number;
      readonly phase: TimedPhase;
      readonly year: number;
      readonly seconds: number | null;
    }
  | {
      readonly type: 'firmToMove';
      readonly firm: FirmId;
      readonly holder: Seat;
      readonly yearPly: number;
      readonly candidates: readonly FirmId[];
    }
  | {
      readonly type: 'plyPlayed';
      readonly firm: FirmId;
      readonly by: Seat | null;
      readonly auto: null | 'timeout' | 'resigned';
      readonly move: string;
      readonly captured: readonly Piece[];
      readonly promoted: boolean;
      readonly income: number;
    }
  | { readonly type: 'boardEnded'; readonly winner: Color | null; readonly reason: BoardEndReason }
  | {
      readonly type: 'tokenIssued';
      readonly firm: FirmId;
      readonly to: Seat;
      readonly scope: 'ply' | 'year';
      readonly year: number;
    }
  | {
      readonly type: 'tokenCleared';
      readonly firm: FirmId;
      readonly holder: Seat;
      readonly reason: 'used' | 'expired' | 'directorChanged' | 'holderResigned';
    }
  | { readonly type: 'transferred'; readonly from: Seat; readonly to: Seat; readonly amount: number }
  | {
      readonly type: 'bidPlaced';
      readonly id: number;
      readonly seat: Seat;
      readonly firm: FirmId;
      readonly qty: number;
      readonly price: number;
    }
  | { readonly type: 'bidCancelled'; readonly id: number; readonly seat: Seat; readonly reason: CancelReason }
  | {
      readonly type: 'auctionCleared';
      readonly firm: FirmId;
      readonly price: number | null;
      readonly sold: number;
      readonly bids: readonly Bid[];
      readonly fills: readonly Fill[];
    }
  | {
      readonly type: 'yearIncome';
      readonly firm: FirmId;
      readonly director: Seat;
      readonly captures: { readonly men: number; readonly kings: number };
      readonly gross: number;
      readonly tax: number;
      readonly fee: number;
      readonly net: number;
      readonly eligible: number;
      readonly perShare: number;
      readonly pool: number;
      readonly retained: number;
    }
  | {
      readonly type: 'dividendPaid';
      readonly firm: FirmId;
      readonly account: Account;
      readonly shares: number;
      readonly amount: number;
    }
  | {
      readonly type: 'orderPlaced';
      readonly id: number;
      readonly account: Who;
      readonly side: 'buy' | 'sell';
      readonly firm: FirmId;
      readonly qty: number;
      readonly limit: number;
    }
  | {
      readonly type: 'trade';
      readonly firm: FirmId;
      readonly qty: number;
      readonly price: number;
      readonly buyOrder: number;
      readonly sellOrder: number;
      readonly buyer: Who;
      readonly seller: Who;
    }
  | {
      readonly type: 'orderCancelled';
      readonly id: number;
      readonly account: Who;
      readonly reason: CancelReason | 'close';
      readonly remaining: number;
    }
  | { readonly type: 'readyChanged'; readonly seat: Seat; readonly ready: boolean }
  | { readonly type: 'meetingRequested'; readonly seat: Seat }
  | {
      readonly type: 'sessionClosed';
      readonly year: number;
      readonly close: Readonly<Record<FirmId, number>>;
      readonly trades: readonly Trade[];
      readonly requests: readonly Seat[];
      readonly lapsed: readonly Seat[];
    }
  | { readonly type: 'nominated'; readonly firm: FirmId; readonly candidate: Seat; readonly by: Seat }
  | {
      readonly type: 'voteCast';
      readonly firm: FirmId;
      readonly account: Seat | FirmId;
      readonly candidate: Seat | null;
      readonly votes: number;
    }
  | {
      readonly type: 'meetingResult';
      readonly firm: FirmId;
      readonly incumbent: Seat;
      readonly votingShares: number;
      readonly ballots: readonly {
        readonly account: Seat | FirmId;
        readonly candidate: Seat;
        readonly votes: number;
      }[];
      readonly elected: Seat;
    }
  | { readonly type: 'directorChanged'; readonly firm: FirmId; readonly from: Seat; readonly to: Seat }
  | { readonly type: 'taxPaid'; readonly firm: FirmId; readonly amount: number }
  | { readonly type: 'yearEnded'; readonly year: number }
  | { readonly type: 'seatResigned'; readonly seat: Seat }
  | {
      readonly type: 'survivalIncome';
      readonly firm: FirmId;
      readonly director: Seat;
      readonly men: number;
      readonly kings: number;
      readonly gross: number;
      readonly tax: number;
      readonly fee: number;
      readonly net: number;
    }
  | {
      readonly type: 'liquidation';
      readonly values: Readonly<Record<FirmId, string>>;
      readonly payouts: readonly number[];
      readonly gov: number;
    }
  | {
      readonly type: 'gameEnded';
      readonly reason: 'years' | 'board' | 'players';
      readonly scores: readonly number[];
      readonly ranking: readonly (readonly Seat[])[];
    };

export type CancelReason = 'user' | 'resigned' | 'gameEnd';
export type EventType = Event['type'];
export type EventOf<T extends EventType> = Extract<Event, { type: T }>;

/** The spec's position override (section 12), unchecked until `setup` validates it. */
export interface Position {
  readonly phase?: 'auction' | 'board' | 'session' | 'meeting';
  readonly year?: number;
  readonly yearPly?: number;
  readonly pieces?:
    string | readonly { readonly sq: Square; readonly firm: FirmId; readonly king?: boolean; readonly color?: Color }[];
  readonly draw?: {
    readonly positions?: readonly string[];
    readonly kingPlies?: number;
    readonly endgame?: { readonly rule: EndgameRule; readonly plies: number } | null;
  };
  readonly rotation?: Readonly<Record<Color, readonly FirmId[]>>;
  readonly directors?: readonly Seat[];
  readonly firms?: Partial<
    Record<
      FirmId,
      {
        readonly cash?: number;
        readonly holdings?: Partial<Holdings>;
        readonly token?: Token | null;
        readonly plies?: number;
        readonly captures?: { readonly men?: number; readonly kings?: number };
        readonly taxDue?: number;
      }
    >
  >;
  readonly seats?: readonly ({
    readonly cash?: number;
    readonly holdings?: Partial<Holdings>;
    readonly status?: 'active' | 'resigned';
  } | null)[];
  readonly gov?: { readonly cash?: number; readonly holdings?: Partial<Holdings> };
  readonly close?: Partial<Record<FirmId, number>>;
  readonly bids?: readonly {
    readonly seat: Seat;
    readonly firm: FirmId;
    readonly qty: number;
    readonly price: number;
  }[];
  readonly book?: readonly {
    readonly account: Account;
    readonly side: 'buy' | 'sell';
    readonly firm: FirmId;
    readonly qty: number;
    readonly limit: number;
  }[];
  readonly requests?: readonly Seat[];
  readonly nominees?: Partial<Record<FirmId, readonly Seat[]>>;
  readonly ballots?: readonly Ballot[];
  readonly ready?: readonly boolean[];
}

/** What every state transition returns inside the engine: the next state and the events so far. */
export interface Step {
  readonly state: State;
  readonly events: readonly Event[];
}
