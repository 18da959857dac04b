/** Setup (spec 5) and the position override (spec 12). CONTRACT STUB for the setup helper. */
import type { Result } from '../../core/result.ts';
import type { SetupInput, Transition } from '../../core/game.ts';
import type { Event, Options, State } from './types.ts';

export declare function setup(input: SetupInput<Options>): Result<Transition<State, Event>>;
