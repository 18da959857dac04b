/**
 * Test support for the market modules: spec 5's start state built directly (setup.ts is someone else's), with the
 * few overrides of spec 12 the market vectors use, and a dispatcher of the market moves after play.ts's generic
 * checks. Used only by tests.
 */
import type { Seat } from '../../core/game.ts';
import type { Result } from '../../core/result.ts';
import { rngFromSeed } from '../../core/rng.ts';
import { deepFreeze } from '../../testing/deep-freeze.ts';
import { byFirm, holdingsAll } from './accounts.ts';
import { playBid } from './auction.ts';
import { playCancel, playOrder } from './book.ts';
import { FIRM_DEFS, FIRMS, SHARES, SQUARES, START_CASH, type FirmId } from './config.ts';
import { playNominate, playVote } from './meeting.ts';
import { openSession, playRequestMeeting } from './session.ts';
import type { Holdings, Move, Phase, Piece, State, Step, Token } from './types.ts';

/** D3 of spec 13: the directors of W1..B4 with 3 players. */
export const D3: readonly Seat[] = [0, 2, 1, 0, 1, 0, 2, 1];

export interface FixtureInput {
  readonly players?: number;
  readonly directors?: readonly Seat[];
  readonly phase?: Phase;
  readonly year?: number;
  readonly stage?: number;
  readonly seats?: readonly ({
    readonly cash?: number;
    readonly holdings?: Partial<Holdings>;
    readonly status?: 'active' | 'resigned';
  } | null)[];
  readonly firms?: Partial<
    Record<FirmId, { readonly cash?: number; readonly holdings?: Partial<Holdings>; readonly token?: Token | null }>
  >;
  readonly govCash?: number;
  readonly close?: Partial<Record<FirmId, number>>;
}

function startPieces(): Piece[] {
  const pieces: Piece[] = [];
  for (const firm of FIRMS)
    for (const sq of FIRM_DEFS[firm].start) pieces.push({ sq, color: FIRM_DEFS[firm].color, king: false, firm });
  return pieces.sort((a, b) => SQUARES.indexOf(a.sq) - SQUARES.indexOf(b.sq));
}

/** Spec 5's start state (directors D3 unless given) with overrides; `gov` holds what nobody else does. */
export function fixture(input: FixtureInput = {}): State {
  const players = input.players ?? 3;
  const directors = input.directors ?? D3;
  const seats = Array.from({ length: players }, (_, i) => {
    const o = input.seats?.[i] ?? null;
    return {
      status: o?.status ?? ('active' as const),
      cash: o?.cash ?? START_CASH,
      holdings: { ...holdingsAll(0), ...o?.holdings },
    };
  });
  const firms = byFirm((f) => {
    const o = input.firms?.[f];
    return {
      color: FIRM_DEFS[f].color,
      director: directors[FIRMS.indexOf(f)]!,
      cash: o?.cash ?? 0,
      holdings: { ...holdingsAll(0), [f]: SHARES.treasuryStart, ...o?.holdings },
      token: o?.token ?? null,
      plies: 0,
      captures: { men: 0, kings: 0 },
      taxDue: 0,
      earned: 0,
    };
  });
  const govHoldings = byFirm((f) => {
    let rest = SHARES.perFirm;
    for (const s of seats) rest -= s.holdings[f];
    for (const g of FIRMS) rest -= firms[g].holdings[f];
    return rest;
  });
  const phase = input.phase ?? 'auction';
  return {
    game: 'checkers-exchange',
    rulesVersion: 1,
    players,
    options: { timing: 'online', years: 6 },
    rng: rngFromSeed('market'),
    phase,
    year: input.year ?? (phase === 'auction' ? 0 : 1),
    stage: input.stage ?? 1,
    board: {
      pieces: startPieces(),
      toMove: 'white',
      plies: 0,
      result: null,
      draw: { positions: [], kingPlies: 0, endgame: null },
    },
    rotation: { white: ['w1', 'w2', 'w3', 'w4'], black: ['b1', 'b2', 'b3', 'b4'] },
    yearPly: 0,
    activeFirm: null,
    seats,
    firms,
    gov: { cash: input.govCash ?? 0, holdings: govHoldings },
    close: { ...byFirm(() => 10), ...input.close },
    closeHistory: [],
    nextOrderId: 1,
    bids: [],
    book: [],
    tape: [],
    requests: [],
    nominees: byFirm(() => []),
    ballots: [],
    ready: seats.map((s) => s.status !== 'active'),
    final: null,
  };
}

/** The market moves' own checks and effects, as play.ts calls them after its generic checks. */
export function marketPlay(state: State, seat: Seat, move: Move): Result<Step> {
  switch (move.type) {
    case 'bid':
      return playBid(state, seat, move);
    case 'order':
      return playOrder(state, seat, move);
    case 'cancel':
      return playCancel(state, seat, move);
    case 'requestMeeting':
      return playRequestMeeting(state, seat);
    case 'nominate':
      return playNominate(state, seat, move);
    case 'vote':
      return playVote(state, seat, move);
    default:
      throw new Error(`marketPlay: ${move.type} is not a market move`);
  }
}

/** Plays an accepted market move on a deep-frozen state (any mutation throws) and returns the step. */
export function accept(state: State, seat: Seat, move: Move): Step {
  const r = marketPlay(deepFreeze(state), seat, move);
  if (!r.ok) throw new Error(`expected ${JSON.stringify(move)} by ${seat} to pass, got ${r.error.code}`);
  return r.value;
}

/** The violation code of a rejected market move (throws when it is accepted). */
export function reject(state: State, seat: Seat, move: Move): string {
  const r = marketPlay(deepFreeze(state), seat, move);
  if (r.ok) throw new Error(`expected ${JSON.stringify(move)} by ${seat} to fail`);
  return r.error.code;
}

/** Shorthands of spec 13. */
export const bid = (firm: FirmId, qty: number, price: number): Move => ({ type: 'bid', firm, qty, price });
export const buy = (firm: FirmId, qty: number, limit: number, account: 'me' | FirmId = 'me'): Move => ({
  type: 'order',
  account,
  side: 'buy',
  firm,
  qty,
  limit,
});
export const sell = (firm: FirmId, qty: number, limit: number, account: 'me' | FirmId = 'me'): Move => ({
  type: 'order',
  account,
  side: 'sell',
  firm,
  qty,
  limit,
});
export const cancel = (orderId: number): Move => ({ type: 'cancel', orderId });

/** V14's position: 4 players, the session of year 3 opened by openSession (stage 1, the state's asks ids 1-8). */
export function v14Session(): State {
  const s = fixture({
    players: 4,
    phase: 'board',
    year: 3,
    stage: 0,
    directors: [3, 1, 2, 0, 1, 1, 2, 3],
    firms: { w3: { token: { holder: 1, scope: 'year', year: 4 } }, b2: { holdings: { w3: 4 } } },
    seats: [
      { holdings: { w3: 18 } },
      { holdings: { w3: 4, w4: 20 } },
      { holdings: { b1: 5 } },
      { holdings: { w1: 4 } },
    ],
  });
  return openSession({ state: s, events: [] }).state;
}
