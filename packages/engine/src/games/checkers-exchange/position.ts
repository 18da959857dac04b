/**
 * The position override (spec 12; 14.1.6-10): checks an unchecked JSON position against the state of setup steps
 * 1-5 and enters its phase. Every breach is `BAD_POSITION { field, reason }`; unknown keys anywhere are breaches.
 */
import type { Transition } from '../../core/game.ts';
import { ok, type Result } from '../../core/result.ts';
import { fail } from './codes.ts';
import { LIMITS } from './config.ts';
import { parseAccounts } from './position-accounts.ts';
import { parseBoard, parseRotation } from './position-board.ts';
import { enterPhase, gameStarted } from './position-enter.ts';
import { Bad, int, obj, oneOf, type Rec } from './position-read.ts';
import { rotationOf } from './turn.ts';
import type { Event, State } from './types.ts';

const PHASES = ['auction', 'board', 'session', 'meeting'] as const;
type PositionPhase = (typeof PHASES)[number];

const KEYS = [
  'phase',
  'year',
  'yearPly',
  'pieces',
  'draw',
  'rotation',
  'directors',
  'firms',
  'seats',
  'gov',
  'close',
  'bids',
  'book',
  'requests',
  'nominees',
  'ballots',
  'ready',
];

/** spec 12: fields that belong to some phases only; given in another phase they are breaches. */
const PHASE_FIELDS: Readonly<Record<string, readonly PositionPhase[]>> = {
  yearPly: ['board'],
  bids: ['auction'],
  book: ['session'],
  requests: ['session'],
  nominees: ['meeting'],
  ballots: ['meeting'],
  ready: ['auction', 'session', 'meeting'],
};

/** spec 12 `year`: 0 in the auction (14.1.9), else required in 1..options.years. */
function year(pos: Rec, phase: PositionPhase, years: number): number {
  if (phase === 'auction') return pos['year'] === undefined ? 0 : int(pos['year'], 'year', 0, 0);
  if (pos['year'] === undefined) throw new Bad('year', `required in phase ${phase}`);
  return int(pos['year'], 'year', 1, years);
}

/** The position's state at stage 0, before its phase is entered; its parsed fields and phase for the entry. */
function place(base: State, raw: unknown): { state: State; pos: Rec; phase: PositionPhase } {
  const pos = obj(raw, KEYS, '');
  const phase: PositionPhase = pos['phase'] === undefined ? 'auction' : oneOf(pos['phase'], PHASES, 'phase');
  for (const [key, phases] of Object.entries(PHASE_FIELDS))
    if (pos[key] !== undefined && !phases.includes(phase)) throw new Bad(key, `only in phase ${phases.join(', ')}`);
  const y = year(pos, phase, base.options.years);
  const yearPly = pos['yearPly'] === undefined ? 0 : int(pos['yearPly'], 'yearPly', 0, LIMITS.pliesPerYear - 1);
  // spec 12: White to move iff yearPly is even; 14.1.8: White outside the board phase.
  const toMove = yearPly % 2 === 0 ? 'white' : 'black';
  const accounts = parseAccounts(
    { directors: pos['directors'], seats: pos['seats'], firms: pos['firms'], gov: pos['gov'], close: pos['close'] },
    base,
    { phase, year: y },
  );
  const board = parseBoard(base.board, { pieces: pos['pieces'], draw: pos['draw'] }, toMove, phase === 'board');
  // spec 12: the rotation of `year` under the record's version by default (14.2); an auction's carries into year 1
  // (14.1.9); a given one is used as given in every version.
  const rotation =
    pos['rotation'] === undefined ? rotationOf(Math.max(1, y), base.rulesVersion) : parseRotation(pos['rotation']);
  const state: State = {
    ...base,
    phase,
    year: y,
    stage: 0,
    board,
    rotation,
    yearPly,
    seats: accounts.seats,
    firms: accounts.firms,
    gov: accounts.gov,
    close: accounts.close,
    // Resigned seats are ready (4); the phase entry resets the flags of the simultaneous phases again.
    ready: accounts.seats.map((s) => s.status !== 'active'),
  };
  return { state, pos, phase };
}

function build(base: State, raw: unknown): Transition<State, Event> {
  const { state, pos, phase } = place(base, raw);
  return enterPhase({ state, events: [gameStarted(state)] }, phase, pos);
}

/** A `Bad` thrown while reading a position, as `BAD_POSITION` (spec 12). */
function guarded<T>(read: () => T): Result<T> {
  try {
    return ok(read());
  } catch (e) {
    if (e instanceof Bad) return fail('BAD_POSITION', { field: e.field, reason: e.reason });
    throw e;
  }
}

/**
 * spec 12: applies a position to the state of setup steps 1-5 (`base`, at stage 0) and enters its phase at stage 1.
 * Every breach gives `BAD_POSITION` with `detail.field` (the path of the field) and `detail.reason`.
 */
export function applyPosition(base: State, raw: unknown): Result<Transition<State, Event>> {
  return guarded(() => build(base, raw));
}

/**
 * The position applied to `base` with its phase not yet entered (stage 0, no phase-entry effects): what tests need
 * to run a phase opening themselves. The checks of the phase entry (the board's active holder, bids, book,
 * nominees, ballots, ready) are not made.
 */
export function placePosition(base: State, raw: unknown): Result<State> {
  return guarded(() => place(base, raw).state);
}
