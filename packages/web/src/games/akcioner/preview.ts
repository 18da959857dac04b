import { Akcioner, akcioner, rngFromSeed, type Violation } from '@birzha/engine';

type View = Akcioner.AkcionerView;
type State = Akcioner.AkcionerState;
type Event = Akcioner.AkcionerEvent;
type Move = Akcioner.AkcionerMove;

/**
 * A full state that plays exactly like the real one for the seat to move (spec 7.7: every input of 8.4 is public).
 * Other hands and the undealt pile are unknown to the client and do not affect the mover's turn: they only move to
 * `undealt` on an elimination, which the preview never shows.
 */
export function stateFromView(v: View): State {
  return {
    game: 'akcioner',
    rulesVersion: v.rulesVersion,
    options: v.options,
    phase: v.phase,
    prices: v.prices,
    seats: v.seats.map((s) => ({ status: s.status, cash: s.cash, shares: s.shares, hand: s.hand ?? [], played: s.played, outSeq: s.outSeq })),
    order: v.order,
    round: v.round,
    roundsTotal: v.roundsTotal,
    toMove: v.toMove,
    stage: v.stage,
    locked: v.locked,
    undealt: [],
    rng: rngFromSeed('preview'),
  };
}

export interface PlayedStep {
  readonly state: State;
  readonly events: readonly Event[];
}

export type StepResult = { readonly ok: true; readonly value: PlayedStep } | { readonly ok: false; readonly error: Violation };

/** Plays one move of `seat` with the engine's own `play` (so the preview and its errors are the server's). */
export function step(state: State, seat: number, move: Move): StepResult {
  const r = akcioner.play(state, seat, move);
  return r.ok ? { ok: true, value: r.value } : { ok: false, error: r.error };
}
