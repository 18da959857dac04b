import { knownRulesVersion, replay, type AnyGame, type Seat, type Viewer } from '@birzha/engine';
import type { HistoryEntry, MatchHistory, MoveActor } from '@birzha/protocol';
import type { MoveRow, TableRow } from '../store/store.ts';
import { moveActor, toRecord } from './live-match.ts';

/** Who sent a move as a viewer may know it: its seat and who played it, or seat null and no `by` (a sealed bid). */
export interface ShownActor {
  readonly seat: Seat | null;
  readonly by?: MoveActor;
}

const HIDDEN: ShownActor = { seat: null };

/**
 * The one redaction of who acted, for the history and the live updates alike: the game's `actorVisible` decides
 * (absent: every sender is public). `move` is the move as sent (raw JSON), `after` the state it led to (undefined when
 * not known: then a game that hides senders gets the sender hidden), `now` the match's current state. A move that no
 * longer parses (it cannot happen to a stored move) is hidden too: when in doubt, nobody is named.
 */
export function shownActor(
  game: AnyGame,
  move: { readonly seat: Seat; readonly by: MoveRow['by']; readonly move: unknown },
  viewer: Viewer,
  after: unknown,
  now: unknown,
): ShownActor {
  const named: ShownActor = { seat: move.seat, by: moveActor(move.by) };
  if (game.actorVisible === undefined) return named;
  if (after === undefined) return HIDDEN;
  const parsed = game.parseMove(move.move);
  if (!parsed.ok) return HIDDEN;
  return game.actorVisible(parsed.value, move.seat, viewer, after, now) ? named : HIDDEN;
}

/**
 * The event log of a started match as one viewer may see it: entry 0 holds the setup's events, entry k those of
 * move k and who sent it. Every event passes through the game's viewEvent, and every sender through `shownActor`,
 * so nothing hidden from the viewer (another seat's cards, who placed a sealed bid) is in it. Built from the events
 * stored with each move, and the setup's from `setup` alone; a match with moves stored before events were kept, or of
 * a game whose viewEvent reads the state or that hides senders, is replayed. `now` is the state after the last of
 * `moves` (the live match's, when its version is theirs): without it, the replay's last state stands for it. A stored
 * match that does not set up or replay is a bug: it throws.
 */
export function matchHistory(
  game: AnyGame,
  table: TableRow,
  moves: readonly MoveRow[],
  viewer: Viewer,
  now?: unknown,
): MatchHistory {
  if (moves.some((m) => m.events === null) || game.viewEventReadsState === true || game.actorVisible !== undefined)
    return replayedHistory(game, table, moves, viewer, now);
  const seen = (events: readonly unknown[]) => visible(game, events, viewer);
  const entries: HistoryEntry[] = [{ version: 0, seat: null, events: seen(setupEvents(game, table)) }];
  for (const m of moves)
    entries.push({ version: m.seq + 1, seat: m.seat, by: moveActor(m.by), at: m.at, events: seen(m.events ?? []) });
  return { version: moves.length, entries };
}

/**
 * The events of the match's setup (deterministic: the rules version, options, players, seed and position are all in
 * the table row).
 */
function setupEvents(game: AnyGame, table: TableRow): readonly unknown[] {
  const options = game.parseOptions(table.options, table.players);
  if (!options.ok) throw new Error(`table ${table.id}: stored options refused: ${JSON.stringify(options.error)}`);
  const rulesVersion = knownRulesVersion(game.meta, table.rulesVersion);
  if (!rulesVersion.ok)
    throw new Error(`table ${table.id}: stored version refused: ${JSON.stringify(rulesVersion.error)}`);
  const start = game.setup({
    players: table.players,
    options: options.value,
    seed: table.seed,
    rulesVersion: rulesVersion.value,
    ...(table.position === null ? {} : { position: table.position }),
  });
  if (!start.ok) throw new Error(`table ${table.id}: stored setup refused: ${JSON.stringify(start.error)}`);
  return start.value.events;
}

/**
 * The history rebuilt by replaying the record, each move's events redacted by the state it led to. With `now` known
 * each sender is decided during the replay; without it every state is kept until the last one is known.
 */
function replayedHistory(
  game: AnyGame,
  table: TableRow,
  moves: readonly MoveRow[],
  viewer: Viewer,
  now: unknown,
): MatchHistory {
  const entries: HistoryEntry[] = [];
  const undecided: { readonly index: number; readonly move: MoveRow; readonly after: unknown }[] = [];
  const replayed = replay(game, toRecord(table, moves), {
    onStep: (step) => {
      const events = visible(game, step.events, viewer, step.state);
      const move = step.version === 0 ? undefined : moves[step.version - 1];
      if (move !== undefined && now === undefined && game.actorVisible !== undefined)
        undecided.push({ index: entries.length, move, after: step.state });
      else if (move !== undefined) {
        entries.push({
          version: step.version,
          ...shownActor(game, move, viewer, step.state, now),
          at: move.at,
          events,
        });
        return;
      }
      entries.push({ version: step.version, seat: null, ...(move === undefined ? {} : { at: move.at }), events });
    },
  });
  if (!replayed.ok)
    throw new Error(
      `table ${table.id}: stored record does not replay at ${replayed.error.at}: ${JSON.stringify(replayed.error.error)}`,
    );
  for (const { index, move, after } of undecided) {
    const { version, events } = entries[index] as HistoryEntry;
    entries[index] = { version, ...shownActor(game, move, viewer, after, replayed.value.state), at: move.at, events };
  }
  return { version: moves.length, entries };
}

/** The events as the viewer may see them (the game's viewEvent, given the state they led to when known). */
function visible(game: AnyGame, events: readonly unknown[], viewer: Viewer, state?: unknown): unknown[] {
  return events.flatMap((e) => {
    const shown: unknown = game.viewEvent(e, viewer, state);
    return shown === undefined ? [] : [shown];
  });
}
