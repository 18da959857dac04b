import type { CheckersExchange } from '@birzha/engine';

/*
 * What a worked example of the rules pages is: a position override (spec 12), the moves played from it, and the
 * figures the pages print. rules.test.tsx replays every example through the engine and compares each figure with
 * what the engine did, so a page cannot state a number the rules do not give.
 */

type FirmId = CheckersExchange.FirmId;
type EventOf<T extends CheckersExchange.EventType> = CheckersExchange.EventOf<T>;
type Seat = number;

/** A seat of an example; the pages name the seats Аня, Борис, Вера, Глеб (Anya, Boris, Vera, Gleb). */
export type ExampleSeat = 0 | 1 | 2 | 3;

export interface ExampleMove {
  readonly seat: ExampleSeat;
  readonly move: CheckersExchange.Move;
}

/** A ply as the engine played it (event plyPlayed): the squares of the captured pieces in capture order. */
export interface PlyFact {
  readonly firm: FirmId;
  readonly move: string;
  readonly captured: readonly string[];
  readonly promoted: boolean;
  readonly income: number;
}

/** A firm's year income (event yearIncome, without its type). */
export type IncomeFact = Omit<EventOf<'yearIncome'>, 'type'>;

/** One dividend payment (event dividendPaid). */
export type DividendFact = Omit<EventOf<'dividendPaid'>, 'type'>;

/** One firm's opening auction at its close (event auctionCleared), bids and fills in the engine's order. */
export interface AuctionFact extends Omit<EventOf<'auctionCleared'>, 'type' | 'bids'> {
  /** The bids without their firm, which the fact names once. */
  readonly bids: readonly Omit<CheckersExchange.Bid, 'firm'>[];
}

/** An order as placed (event orderPlaced, as the engine emits it: the owner named). */
export type OrderFact = Omit<CheckersExchange.Order, 'placed'>;

/** A trade (event trade, as the engine emits it: both parties named). */
export type TradeFact = CheckersExchange.Trade;

/** A firm's election (event meetingResult), only where some ballot was cast. */
export type MeetingFact = Omit<EventOf<'meetingResult'>, 'type'>;

/** A firm's survival income (event survivalIncome), only for firms with pieces that count. */
export type SurvivalFact = Omit<EventOf<'survivalIncome'>, 'type'>;

/** The table after `at` moves (0 = the position itself); holdings list only the firms a seat holds. */
export interface SnapshotFact {
  readonly at: number;
  readonly cash: readonly number[];
  readonly holdings?: readonly Partial<Record<FirmId, number>>[];
  /** Cash of the firms that have any. */
  readonly firmCash?: Partial<Record<FirmId, number>>;
  readonly govCash?: number;
}

/** What an example states; every kind given is compared in full with the engine's replay. */
export interface ExampleFacts {
  readonly plies?: readonly PlyFact[];
  readonly income?: readonly IncomeFact[];
  readonly dividends?: readonly DividendFact[];
  readonly auction?: readonly AuctionFact[];
  readonly orders?: readonly OrderFact[];
  readonly trades?: readonly TradeFact[];
  /** Closing prices of the firms that traded in the session (event sessionClosed). */
  readonly closes?: Partial<Record<FirmId, number>>;
  /** Meeting requests that stand and that lapsed at the session close. */
  readonly requests?: { readonly standing: readonly Seat[]; readonly lapsed: readonly Seat[] };
  readonly meetings?: readonly MeetingFact[];
  readonly directorChanges?: readonly Omit<EventOf<'directorChanged'>, 'type'>[];
  readonly survival?: readonly SurvivalFact[];
  /** Liquidation values of the firms worth anything, payouts per seat and the State's share (event liquidation). */
  readonly liquidation?: {
    readonly values: Partial<Record<FirmId, string>>;
    readonly payouts: readonly number[];
    readonly gov: number;
  };
  readonly final?: { readonly scores: readonly number[]; readonly ranking: readonly (readonly Seat[])[] };
  readonly snapshots: readonly SnapshotFact[];
}

export interface RulesExample {
  readonly players: number;
  readonly position: CheckersExchange.Position;
  readonly moves: readonly ExampleMove[];
  readonly facts: ExampleFacts;
}

/** Moves as the examples write them. */
export const ply = (seat: ExampleSeat, move: string): ExampleMove => ({ seat, move: { type: 'ply', move } });
export const bid = (seat: ExampleSeat, firm: FirmId, qty: number, price: number): ExampleMove => ({
  seat,
  move: { type: 'bid', firm, qty, price },
});
export const order = (
  seat: ExampleSeat,
  side: 'buy' | 'sell',
  firm: FirmId,
  qty: number,
  limit: number,
  account: 'me' | FirmId = 'me',
): ExampleMove => ({ seat, move: { type: 'order', account, side, firm, qty, limit } });
export const ready = (seat: ExampleSeat): ExampleMove => ({ seat, move: { type: 'ready' } });
export const requestMeeting = (seat: ExampleSeat): ExampleMove => ({ seat, move: { type: 'requestMeeting' } });
export const nominate = (seat: ExampleSeat, firm: FirmId, candidate: number): ExampleMove => ({
  seat,
  move: { type: 'nominate', firm, candidate },
});
export const vote = (seat: ExampleSeat, firm: FirmId, account: 'me' | FirmId, candidate: number): ExampleMove => ({
  seat,
  move: { type: 'vote', firm, account, candidate },
});
/** Every seat of the table says "ready", seat 0 first. */
export const allReady = (players: number): ExampleMove[] =>
  Array.from({ length: players }, (_, s) => ready(s as ExampleSeat));
