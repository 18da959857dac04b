/**
 * A small test fixture for the board helper's tests: spec 5's start state with given directors and a few spec 12
 * overrides (no validation). Tests only; setup.ts is the real entry.
 */
import type { Seat } from '../../core/game.ts';
import type { Result } from '../../core/result.ts';
import { rngFromSeed } from '../../core/rng.ts';
import { deepFreeze } from '../../testing/deep-freeze.ts';
import { byFirm, holdingsAll } from './accounts.ts';
import { FIRM_DEFS, FIRMS, SQUARES, type FirmId, type Square } from './config.ts';
import { boardFromPieces, positionKey } from './draughts/index.ts';
import { play } from './play.ts';
import { beginPly, rotationOf } from './turn.ts';
import type { DrawCounters, Event, FirmState, Holdings, Move, Options, Piece, State, Step, Token } from './types.ts';

export interface Fixture {
  readonly players: number;
  readonly directors: readonly Seat[];
  readonly options?: Partial<Options>;
  readonly phase?: 'board' | 'session';
  readonly year?: number;
  readonly yearPly?: number;
  /** `"Ka1.w1 c3.b1"` (spec 12). */
  readonly pieces?: string;
  readonly draw?: Partial<DrawCounters>;
  readonly seats?: readonly ({
    readonly cash?: number;
    readonly holdings?: Partial<Holdings>;
    readonly status?: 'active' | 'resigned';
  } | null)[];
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
}

/** Pieces from spec 12's string form, sorted by square order. */
export function parsePieces(text: string): Piece[] {
  const pieces = text
    .split(/\s+/)
    .filter((t) => t !== '')
    .map((t) => {
      const m = /^(K?)([a-h][1-8])\.([wb][1-4])$/.exec(t);
      if (m === null) throw new Error(`bad piece ${t}`);
      const firm = m[3] as FirmId;
      return { sq: m[2] as Square, color: FIRM_DEFS[firm].color, king: m[1] === 'K', firm };
    });
  return pieces.sort((a, b) => SQUARES.indexOf(a.sq) - SQUARES.indexOf(b.sq));
}

function startPieces(): Piece[] {
  const out: Piece[] = [];
  for (const f of FIRMS)
    for (const sq of FIRM_DEFS[f].start) out.push({ sq, color: FIRM_DEFS[f].color, king: false, firm: f });
  return out.sort((a, b) => SQUARES.indexOf(a.sq) - SQUARES.indexOf(b.sq));
}

/** The fixture's state before its phase is entered (stage 0 for a board position). */
export function fixtureState(fx: Fixture): State {
  const phase = fx.phase ?? 'board';
  const year = fx.year ?? 1;
  const yearPly = fx.yearPly ?? 0;
  const pieces = fx.pieces === undefined ? startPieces() : parsePieces(fx.pieces);
  const toMove = phase === 'board' && yearPly % 2 === 1 ? 'black' : 'white';
  const seats = Array.from({ length: fx.players }, (_, i) => {
    const o = fx.seats?.[i] ?? null;
    return {
      status: o?.status ?? 'active',
      cash: o?.cash ?? 1000,
      holdings: { ...holdingsAll(0), ...o?.holdings },
    };
  });
  const firms = byFirm((f): FirmState => {
    const o = fx.firms?.[f];
    return {
      color: FIRM_DEFS[f].color,
      director: fx.directors[FIRMS.indexOf(f)]!,
      cash: o?.cash ?? 0,
      holdings: { ...holdingsAll(0), [f]: 10, ...o?.holdings },
      token: o?.token ?? null,
      plies: o?.plies ?? 0,
      captures: { men: o?.captures?.men ?? 0, kings: o?.captures?.kings ?? 0 },
      taxDue: o?.taxDue ?? 0,
      earned: 0,
    };
  });
  // gov holds the rest of every firm (spec 12)
  const gov = byFirm((f) => {
    let held = 0;
    for (const s of seats) held += s.holdings[f];
    for (const g of FIRMS) held += firms[g].holdings[f];
    return 50 - held;
  });
  const board = boardFromPieces(pieces);
  return {
    game: 'checkers-exchange',
    rulesVersion: 1,
    players: fx.players,
    options: { timing: 'online', years: 6, ...fx.options },
    rng: rngFromSeed('fixture'),
    phase,
    year,
    stage: phase === 'board' ? 0 : 1,
    board: {
      pieces,
      toMove,
      plies: 0,
      result: null,
      draw: {
        positions: fx.draw?.positions ?? [positionKey(board, toMove)],
        kingPlies: fx.draw?.kingPlies ?? 0,
        endgame: fx.draw?.endgame ?? null,
      },
    },
    rotation: rotationOf(year),
    yearPly,
    activeFirm: null,
    seats,
    firms,
    gov: { cash: 0, holdings: gov },
    close: holdingsAll(10),
    closeHistory: [],
    nextOrderId: 1,
    bids: [],
    book: [],
    tape: [],
    requests: [],
    nominees: byFirm(() => []),
    ballots: [],
    ready: seats.map((s) => s.status === 'resigned'),
    final: null,
  };
}

/** The fixture with its phase entered: a board position opens stage 1 at its ply (spec 12). */
export function fixture(fx: Fixture): Step {
  const state = fixtureState(fx);
  return state.phase === 'board' ? beginPly({ state, events: [] }) : { state, events: [] };
}

/** A move for `play`; a bare string is a ply's notation. */
export type Act = readonly [Seat, Move | string];

const asMove = (m: Move | string): Move => (typeof m === 'string' ? { type: 'ply', move: m } : m);

/** One move through the lead's `play` on a frozen state; the events of the accepted move only. */
export function attempt(step: Step, seat: Seat, move: Move | string): Result<Step> {
  const r = play(deepFreeze(step.state), seat, asMove(move));
  return r.ok ? { ok: true, value: { state: r.value.state, events: r.value.events } } : r;
}

/** Plays the moves in order (a violation is a test bug and throws); the events of all of them. */
export function run(step: Step, acts: readonly Act[]): Step {
  let state = step.state;
  const events: Event[] = [];
  for (const [seat, move] of acts) {
    const r = attempt({ state, events: [] }, seat, move);
    if (!r.ok) throw new Error(`${seat}: ${JSON.stringify(move)} rejected: ${JSON.stringify(r.error)}`);
    state = r.value.state;
    events.push(...r.value.events);
  }
  return { state, events };
}

/** The violation code of a move that must be rejected; undefined when it was accepted. */
export function codeOf(step: Step, seat: Seat, move: Move | string): string | undefined {
  const r = attempt(step, seat, move);
  return r.ok ? undefined : r.error.code;
}

/** The events of one type. */
export function eventsOf<T extends Event['type']>(events: readonly Event[], type: T): Extract<Event, { type: T }>[] {
  return events.filter((e): e is Extract<Event, { type: T }> => e.type === type);
}
