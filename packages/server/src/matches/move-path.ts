import { playAll, type Seat, type Violation } from '@birzha/engine';
import type { ServerCode } from '@birzha/protocol';
import type { Bus } from '../bus/bus.ts';
import type { MoveRow, Store } from '../store/store.ts';
import { clockPolicy } from './clock-policy.ts';
import { remember } from './live-match.ts';
import type { MatchRegistry } from './registry.ts';

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

export type MoveResult = { ok: true; version: number } | { ok: false; error: MoveFailure };

/** What the move path needs from the rest of the server. */
export interface MovePathDeps {
  readonly store: Store;
  readonly registry: MatchRegistry;
  readonly bus: Bus;
  readonly now: () => number;
  readonly onApplied?: (info: { tableId: string; by: MoveRow['by']; moves: number; finished: boolean }) => void;
}

/**
 * The one path of every move (architecture page, section 4): version check -> parseMove -> play (all or none)
 * -> conditional append -> publish. Authorization (which seat the sender holds) is the caller's, before this.
 */
export function submitMoves(deps: MovePathDeps, req: MoveRequest): Promise<MoveResult> {
  return deps.registry.exclusive(req.tableId, async (): Promise<MoveResult> => {
    const live = await deps.registry.get(req.tableId);
    if (live === undefined) return { ok: false, error: { code: 'NOT_FOUND' } };
    if (live.table.status === 'open') return { ok: false, error: { code: 'NOT_STARTED' } };
    if (req.version !== live.version) return { ok: false, error: { code: 'STALE', version: live.version } };
    if (req.seat < 0 || req.seat >= live.table.players) return { ok: false, error: { code: 'NOT_SEATED' } };
    const applied = playAll(live.game, live.state, req.seat, req.moves);
    if (!applied.ok) {
      const { index, error } = applied.error;
      return {
        ok: false,
        error: {
          code: error.code,
          ...(error.detail === undefined ? {} : { detail: error.detail }),
          index,
          version: live.version,
        },
      };
    }
    const now = deps.now();
    const { state, events } = applied.value;
    const outcome = live.game.outcome(state);
    const deadline = outcome === undefined ? clockPolicy(live.game).deadline(state, events, now, live.deadline) : null;
    const from = live.version;
    const stored = await deps.store.appendMoves({
      tableId: req.tableId,
      fromSeq: from,
      moves: req.moves.map((move, i) => ({ seq: from + i, seat: req.seat, move, at: now, by: req.by })),
      deadline: deadline === null ? null : { dueAt: deadline },
      finished:
        outcome === undefined ? null : { at: now, outcome: { ranking: outcome.ranking, scores: outcome.scores } },
    });
    if (!stored) {
      // Another writer (another process) moved the match on: our copy is stale.
      const fresh = await deps.registry.reload(req.tableId);
      return { ok: false, error: { code: 'STALE', version: fresh?.version ?? from } };
    }
    const version = from + req.moves.length;
    const before = live.state;
    live.state = state;
    live.version = version;
    live.deadline = deadline;
    live.table = {
      ...live.table,
      version,
      deadlineAt: deadline,
      ...(outcome === undefined
        ? {}
        : {
            status: 'finished' as const,
            finishedAt: now,
            outcome: { ranking: outcome.ranking, scores: outcome.scores },
          }),
    };
    remember(live, { from, version, events, before });
    deps.onApplied?.({ tableId: req.tableId, by: req.by, moves: req.moves.length, finished: outcome !== undefined });
    deps.bus.publish({ kind: 'moves', tableId: req.tableId, from, version, finished: outcome !== undefined });
    return { ok: true, version };
  });
}
