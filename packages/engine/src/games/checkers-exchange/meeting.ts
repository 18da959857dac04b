/** Shareholders' meetings: nominations, ballots and elections (spec 8.10 steps 1-4). CONTRACT STUB for the market helper. */
import type { Seat } from '../../core/game.ts';
import type { Result } from '../../core/result.ts';
import type { MoveOf, State, Step } from './types.ts';

export declare function playNominate(state: State, seat: Seat, move: MoveOf<'nominate'>): Result<Step>;
export declare function playVote(state: State, seat: Seat, move: MoveOf<'vote'>): Result<Step>;
/** Spec 8.10 steps 1-4: tallies, `meetingResult`s, director changes (tokens voided), nominees and ballots emptied. */
export declare function closeMeeting(step: Step): Step;
/** Spec 8.12 step 2 for a meeting: the seat leaves every nominee list; ballots for it and of its accounts go. */
export declare function dropFromMeeting(state: State, seat: Seat): State;
