import { err, ok, playAll, type AnyGame, type Result, type Seat, type Violation } from '@birzha/engine';
import type { ServerCode } from '@birzha/protocol';
import type { Bus } from '../bus/bus.ts';
import type { MoveRow, Store } from '../store/store.ts';
import { nextClocks } from '../clocks/pace-clocks.ts';
import { advance, moveActor, nextShowUntil } from './live-match.ts';
import type { MatchRegistry } from './registry.ts';
import { DEFAULT_GRACE_MS, transitionRows } from './transition-facts.ts';

/** A request to apply moves for one seat: a human's move or turn, a bot's turn, or the clock's timeout. */
export interface MoveRequest {
  readonly tableId: string;
  readonly seat: Seat;
  /** Raw moves, applied in order, all or none. */
  readonly moves: readonly unknown[];
  /** The match version the sender saw; the moves apply only if it is still current. */
  readonly version: number;
  readonly by: MoveRow['by'];
}

export type MoveFailure = {
  readonly code: ServerCode | string;
  readonly detail?: Violation['detail'];
  /** Index of the failing move in a batch. */
  readonly index?: number;
  /** The current version. */
  readonly version?: number;
};

/** The new version of the match (the WebSocket layer acks with it), or why nothing was applied. */
export type MoveResult = Result<number, MoveFailure>;

/** What the move path needs from the rest of the server. */
export interface MovePathDeps {
  readonly store: Store;
  readonly registry: MatchRegistry;
  readonly bus: Bus;
  readonly now: () => number;
  readonly onApplied?: (info: { tableId: string; by: MoveRow['by']; moves: number; finished: boolean }) => void;
  /** How long "your turn" waits before it goes out (config.notify.graceMs; default the default config's). */
  readonly graceMs?: number;
}

/** A failure of the move path: the error branch of the engine's `Result`. */
const refuse = (failure: MoveFailure): MoveResult => err(failure);

/**
 * Whether the batch may be applied although the sender saw an older version: every move parses and the game says
 * each is version-free (applied to whatever state it meets).
 */
function versionFree(game: AnyGame, moves: readonly unknown[]): boolean {
  if (game.versionFree === undefined) return false;
  return moves.every((raw) => {
    const parsed = game.parseMove(raw);
    return parsed.ok && game.versionFree?.(parsed.value) === true;
  });
}

/** The index of the first move only the clock may submit, or -1. */
function clockOnlyIndex(game: AnyGame, moves: readonly unknown[]): number {
  if (game.clockOnly === undefined) return -1;
  return moves.findIndex((raw) => {
    const parsed = game.parseMove(raw);
    return parsed.ok && game.clockOnly?.(parsed.value) === true;
  });
}

/**
 * The one path of every move (architecture page, section 4): version check (skipped for a version-free batch) ->
 * parseMove -> play (all or none) -> conditional append -> publish. Authorization (which seat the sender holds) is
 * the caller's, before this; moves only the clock may submit are refused to everyone else.
 */
export function submitMoves(deps: MovePathDeps, req: MoveRequest): Promise<MoveResult> {
  return deps.registry.exclusive(req.tableId, async (): Promise<MoveResult> => {
    // This copy may be behind moves another process stored (its bus message not here yet): the append finds out,
    // the copy catches up, and a version-free batch is tried again on the state it now finds.
    for (let attempt = 1; ; attempt++) {
      const result = await submitOnce(deps, req);
      if (result !== CONFLICT) return result;
      await deps.registry.catchUp(req.tableId);
      const fresh = deps.registry.peek(req.tableId);
      if (attempt >= MAX_ATTEMPTS || fresh === undefined || fresh.table.status !== 'playing')
        return refuse({ code: 'STALE', ...(fresh === undefined ? {} : { version: fresh.version }) });
      if (req.version !== fresh.version && !versionFree(fresh.game, req.moves))
        return refuse({ code: 'STALE', version: fresh.version });
    }
  });
}

/** Tries of one request whose append lost to another process's before it is answered STALE. */
const MAX_ATTEMPTS = 3;
/** The conditional append lost: another writer moved the match on. */
const CONFLICT = Symbol('conflict');

async function submitOnce(deps: MovePathDeps, req: MoveRequest): Promise<MoveResult | typeof CONFLICT> {
  {
    const live = await deps.registry.get(req.tableId);
    if (live === undefined) return refuse({ code: 'NOT_FOUND' });
    if (live.table.status === 'open') return refuse({ code: 'NOT_STARTED' });
    const game = live.game;
    // The sender saw a version this copy has not caught up with (it was shown it by another process).
    if (req.version > live.version) return CONFLICT;
    if (req.version !== live.version && !versionFree(game, req.moves))
      return refuse({ code: 'STALE', version: live.version });
    if (req.seat < 0 || req.seat >= live.table.players) return refuse({ code: 'NOT_SEATED' });
    // Checked under the lock: a bot's turn chosen before its person came back (or a person's move sent as a bot
    // took the seat over) must not land. The clock plays for whoever holds the seat.
    const botSeat = (live.seats[req.seat]?.bot ?? null) !== null;
    if (req.by !== 'timeout' && botSeat !== (req.by !== 'human')) return refuse({ code: 'NOT_SEATED' });
    if (req.by !== 'timeout') {
      const index = clockOnlyIndex(game, req.moves);
      if (index >= 0) return refuse({ code: 'CLOCK_ONLY', index, version: live.version });
    }
    const applied = playAll(game, live.state, req.seat, req.moves);
    if (!applied.ok) {
      const { index, error } = applied.error;
      return refuse({
        code: error.code,
        ...(error.detail === undefined ? {} : { detail: error.detail }),
        index,
        version: live.version,
      });
    }
    const now = deps.now();
    const { state, events, perMove, states } = applied.value;
    const outcome = game.outcome(state);
    // New clocks start once the public show of these events is over (nobody decides while it plays); a move made
    // while an earlier show still plays (a resignation, someone acting at once) does not cut that show short.
    const showUntil = nextShowUntil(live, now, events, outcome !== undefined);
    // The table's clocks by its pace: a live table's game-option deadlines, a turn-based table's banks and phases.
    const clocks = nextClocks({
      game,
      pace: live.table.pace,
      players: live.table.players,
      state,
      previous: live.deadlines,
      banks: live.table.banks,
      startAt: Math.max(now, showUntil),
      now,
    });
    const deadlines = outcome === undefined ? clocks.deadlines : [];
    // A version-free batch applies to the current state: it is appended at the current version.
    const from = live.version;
    const notifications = await transitionRows(deps.store, deps.graceMs ?? DEFAULT_GRACE_MS, {
      game,
      tableId: req.tableId,
      pace: live.table.pace,
      seats: live.seats,
      users: live.users,
      before: live.state,
      after: state,
      events,
      version: from + req.moves.length,
      by: moveActor(req.by),
      seat: req.seat,
      deadlinesBefore: live.deadlines,
      deadlinesAfter: deadlines,
      now,
    });
    const stored = await deps.store.appendMoves({
      tableId: req.tableId,
      fromSeq: from,
      moves: req.moves.map((move, i) => ({
        seq: from + i,
        seat: req.seat,
        move,
        at: now,
        by: req.by,
        events: perMove[i] ?? [],
      })),
      deadlines,
      finished:
        outcome === undefined ? null : { at: now, outcome: { ranking: outcome.ranking, scores: outcome.scores } },
      ...(clocks.banks === null ? {} : { banks: clocks.banks }),
      notifications,
    });
    // Another writer (another process) moved the match on: our copy is stale.
    if (!stored) return CONFLICT;
    const version = from + req.moves.length;
    const change = { seat: req.seat, by: req.by, moves: req.moves, at: now, deadlines, banks: clocks.banks };
    advance(live, {
      from,
      ...change,
      events,
      state,
      perMove,
      states,
      ...(outcome === undefined ? {} : { outcome: { ranking: outcome.ranking, scores: outcome.scores } }),
    });
    deps.onApplied?.({ tableId: req.tableId, by: req.by, moves: req.moves.length, finished: outcome !== undefined });
    // The change itself goes with the message (issue 28): a process holding the table at `from` applies it in memory.
    deps.bus.publish({ kind: 'moves', tableId: req.tableId, from, version, finished: outcome !== undefined, change });
    // Its viewers have had the last update: a finished match may now make way for others.
    if (outcome !== undefined) deps.registry.trim();
    return ok(version);
  }
}
