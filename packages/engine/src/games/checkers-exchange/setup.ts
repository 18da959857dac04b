/** Setup (spec 5): the one random draw, the start of the table, and the opening auction or a position (spec 12). */
import type { Seat, SetupInput, Transition } from '../../core/game.ts';
import { knownRulesVersion } from '../../core/record.ts';
import { ok, type Result } from '../../core/result.ts';
import { fail } from './codes.ts';
import { createRng, rngFromSeed } from '../../core/rng.ts';
import { byFirm, holdingsAll } from './accounts.ts';
import { DEAL_ORDER, FIRMS, FIRM_DEFS, PLAYERS, SHARES, SQUARES, START_CASH, type FirmId } from './config.ts';
import { boardFromPieces, positionKey } from './draughts/index.ts';
import { applyPosition } from './position.ts';
import { meta, RULES_VERSIONS } from './meta.ts';
import { gameStarted } from './position-enter.ts';
import { openStage } from './stage.ts';
import { rotationOf } from './turn.ts';
import type { Event, FirmState, Options, Piece, RulesVersion, State, Step } from './types.ts';

/** Every firm's three men on its `FIRM_DEFS.start` squares, sorted by square order (spec 5 step 3). */
export function startPieces(): Piece[] {
  const pieces: Piece[] = [];
  for (const sq of SQUARES)
    for (const firm of FIRMS)
      if ((FIRM_DEFS[firm].start as readonly string[]).includes(sq))
        pieces.push({ sq, color: FIRM_DEFS[firm].color, king: false, firm });
  return pieces;
}

/** Directors dealt W1, B1, W2, B2, ... round the shuffled seats (spec 5 step 2). */
export function dealDirectors(perm: readonly Seat[]): Record<FirmId, Seat> {
  const directors = byFirm(() => 0);
  DEAL_ORDER.forEach((firm, i) => {
    directors[firm] = perm[i % perm.length]!;
  });
  return directors;
}

/**
 * Spec 5 steps 1-5 under `rulesVersion` (14.2), except that `stage` is 0: the caller opens stage 1 with `openStage`
 * (or the phase entry of a position does), so that every stage opening goes through one function and emits the same
 * event.
 */
export function baseState(players: number, options: Options, seed: string, rulesVersion: RulesVersion): State {
  // spec 5 step 1: the only random draw of the game.
  const rng = createRng(rngFromSeed(seed));
  const perm = rng.shuffle(Array.from({ length: players }, (_, i) => i));
  const directors = dealDirectors(perm);
  const pieces = startPieces();
  const firm = (f: FirmId): FirmState => ({
    color: FIRM_DEFS[f].color,
    director: directors[f],
    cash: 0,
    holdings: { ...holdingsAll(0), [f]: SHARES.treasuryStart },
    token: null,
    plies: 0,
    captures: { men: 0, kings: 0 },
    taxDue: 0,
    earned: 0,
  });
  return {
    game: 'checkers-exchange',
    rulesVersion,
    players,
    options,
    rng: rng.save(),
    phase: 'auction',
    year: 0,
    stage: 0,
    board: {
      pieces,
      toMove: 'white',
      plies: 0,
      result: null,
      draw: { positions: [positionKey(boardFromPieces(pieces), 'white')], kingPlies: 0, endgame: null },
    },
    rotation: rotationOf(1, rulesVersion),
    yearPly: 0,
    activeFirm: null,
    seats: Array.from({ length: players }, () => ({ status: 'active', cash: START_CASH, holdings: holdingsAll(0) })),
    firms: byFirm(firm),
    gov: { cash: 0, holdings: holdingsAll(SHARES.stateStart) },
    close: byFirm(() => 10),
    closeHistory: [],
    nextOrderId: 1,
    bids: [],
    book: [],
    tape: [],
    requests: [],
    nominees: byFirm(() => []),
    ballots: [],
    ready: Array.from({ length: players }, () => false),
    final: null,
  };
}

/** The version a match is set up under (spec 14.2): the input's when this code plays it, else the newest. */
function rulesVersionOf(input: SetupInput<Options>): Result<RulesVersion> {
  const known = knownRulesVersion(meta, input.rulesVersion ?? meta.rulesVersion);
  if (!known.ok) return known;
  const version = RULES_VERSIONS.find((v) => v === known.value);
  if (version === undefined) throw new Error(`meta.rulesVersions lists ${known.value}, which setup does not know`);
  return ok(version);
}

/**
 * spec 5: the table dealt from the seed, then the opening auction, or the position override (spec 12), under the
 * input's rules version (absent: the newest; one this code does not play is RULES_VERSION_MISMATCH, spec 14.2).
 */
export function setup(input: SetupInput<Options>): Result<Transition<State, Event>> {
  const { players, options, seed } = input;
  const rulesVersion = rulesVersionOf(input);
  if (!rulesVersion.ok) return rulesVersion;
  if (!Number.isInteger(players) || players < PLAYERS.min || players > PLAYERS.max)
    return fail('BAD_PLAYER_COUNT', { min: PLAYERS.min, max: PLAYERS.max });
  // spec 5 step 6: steps 1-5 run first in every case, so the rng is consumed identically.
  const base = baseState(players, options, seed, rulesVersion.value);
  if (input.position !== undefined && input.position !== null) return applyPosition(base, input.position);
  const step: Step = { state: base, events: [gameStarted(base)] };
  return ok(openStage(step, 'auction'));
}
