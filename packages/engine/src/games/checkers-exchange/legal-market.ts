/** legalMoves of the simultaneous phases (spec 7.4). CONTRACT STUB for the market helper. */
import type { Seat } from '../../core/game.ts';
import type { Move, State } from './types.ts';

/** auction, session, meeting: ready/unready first, then cancels, then the phase's moves, as spec 7.4 and 14.1.14 say. */
export declare function marketLegalMoves(state: State, seat: Seat): Move[];
