import type { AnyGame } from '@birzha/engine';
import {
  ratingPoints,
  turnPace,
  type SeatChange,
  type SeatInfo,
  type TableSummary,
  type UserInfo,
  type UserKind,
} from '@birzha/protocol';
import { RECENT_TRANSITIONS, type Transition } from '../matches/live-match.ts';
import { botAccountField } from '../identity/bot-account.ts';
import type { ResultRow } from '../store/results-store.ts';
import type { SeatRow, StoredDeadline, TableRow, UserRow } from '../store/store.ts';

/** What a table's summary is made from: a live match, or just its rows (a list must not replay every match). */
export interface SummarySource {
  readonly table: TableRow;
  readonly seats: readonly SeatRow[];
  readonly users: ReadonlyMap<string, UserRow>;
  readonly version: number;
  /** A finished match's recorded results (null or absent: none yet). */
  readonly results?: readonly ResultRow[] | null;
  /**
   * The transitions applied since the seats were read (a live match's, oldest first; absent for rows alone): a
   * person's move among them has cleared the timeouts their seat row still counts.
   */
  readonly recent?: readonly Pick<Transition, 'from' | 'version' | 'seat' | 'by'>[];
  /**
   * A live match's game, state, running deadlines and last move's time: whose turn it is and since when (`turn`).
   * Absent (rows alone): no `turn`.
   */
  readonly game?: AnyGame;
  readonly state?: unknown;
  readonly deadlines?: readonly StoredDeadline[];
  readonly lastMoveAt?: number;
}

/** The name shown for a user whose row is gone (it never is in practice: users are never deleted, only renamed). */
const UNKNOWN_NAME = 'guest';

/** Guest, account or deleted account, from the user row (accounts have a user name; deletion clears it). */
export function userKind(u: UserRow | undefined): UserKind {
  if (u === undefined) return 'guest';
  if (u.deletedAt !== null) return 'deleted';
  return u.username !== null ? 'account' : 'guest';
}

/** Whether a seat's person is a registered, not deleted, account (a rated match needs every seat to be one). */
export function isAccount(u: UserRow | undefined): boolean {
  return userKind(u) === 'account';
}

/**
 * Display names of the people at a table, distinct within it: seat order decides who keeps a shared name and who is
 * shown "Аня (2)", "Аня (3)" (never a name someone else at the table really has). The person of a seat is its
 * holder or, when a bot took it over, the person who left it. Anyone else (a host who does not play) keeps their name.
 */
export function displayNames(seats: readonly SeatRow[], users: ReadonlyMap<string, UserRow>): Map<string, string> {
  const people = [
    ...new Set(
      seats.flatMap((s) => {
        const person = s.userId ?? s.leftUserId;
        return person === null ? [] : [person];
      }),
    ),
  ];
  const base = (id: string) => users.get(id)?.name ?? UNKNOWN_NAME;
  const real = new Set(people.map(base));
  const used = new Set<string>();
  const out = new Map<string, string>();
  for (const id of people) {
    const name = base(id);
    let shown = name;
    // A suffixed name must not be one a person at the table really has ("Аня (2)" may be someone's own name).
    for (let n = 2; used.has(shown) || (shown !== name && real.has(shown)); n++) shown = `${name} (${n})`;
    used.add(shown);
    out.set(id, shown);
  }
  return out;
}

/**
 * The person's timeouts in a row while the match is played (undefined: none, or not known). The seat row counts them
 * as of its reading; a move of the seat's own since (the person's, or a bot's) has cleared them in the store, which
 * this copy sees in its recent transitions. When those no longer reach back to the count, it is not known.
 */
function timeoutsOf(src: SummarySource, s: SeatRow): number | undefined {
  const count = s.timeouts ?? 0;
  if (src.table.status !== 'playing' || s.userId === null || count === 0) return undefined;
  const at = s.timeoutsAt ?? 0;
  const recent = src.recent ?? [];
  if (recent.some((t) => t.seat === s.seat && t.by !== 'timeout' && t.version > at)) return undefined;
  if (recent.length >= RECENT_TRANSITIONS && (recent[0]?.from ?? 0) > at) return undefined;
  return count;
}

/** Every seat's takeovers and returns, in the order they happened (the match version, then the time). */
function seatChangesOf(seats: readonly SeatRow[]): SeatChange[] {
  return seats
    .flatMap((s) => s.changes ?? [])
    .sort((a, b) => a.version - b.version || a.at - b.at || a.seat - b.seat)
    .map((c) => ({
      seat: c.seat,
      kind: c.kind,
      ...(c.reason === null ? {} : { reason: c.reason }),
      userId: c.userId,
      version: c.version,
      round: c.round,
      at: c.at,
    }));
}

/**
 * A table's summary for the lobby and clients; `connected` tells whether a seated person is on the table's page,
 * `takeoverAfter` after how many timeouts in a row a bot takes a person's seat (the server's setting).
 */
export function tableSummary(
  src: SummarySource,
  connected: (userId: string) => boolean,
  takeoverAfter?: number,
): TableSummary {
  const names = displayNames(src.seats, src.users);
  const info = (id: string | null): UserInfo | null => {
    if (id === null) return null;
    const u = src.users.get(id);
    return { id, name: names.get(id) ?? u?.name ?? UNKNOWN_NAME, kind: userKind(u), ...botAccountField(u) };
  };
  const t = src.table;
  const seats: SeatInfo[] = src.seats.map((s) => {
    const timeouts = timeoutsOf(src, s);
    return {
      seat: s.seat,
      user: info(s.userId),
      bot: s.bot,
      botName: s.bot === null ? null : s.botName,
      left: s.userId === null ? info(s.leftUserId) : null,
      connected: s.bot !== null || (s.userId !== null && connected(s.userId)),
      ...(timeouts === undefined ? {} : { timeouts }),
    };
  });
  const summary: TableSummary = {
    id: t.id,
    game: t.game,
    options: t.options,
    players: t.players,
    private: t.private,
    status: t.status,
    host: info(t.hostId) ?? { id: t.hostId, name: UNKNOWN_NAME, kind: 'guest' },
    seats,
    version: src.version,
    createdAt: t.createdAt,
    startedAt: t.startedAt,
    finishedAt: t.finishedAt,
    outcome:
      t.outcome === null ? null : { ranking: t.outcome.ranking.map((g) => [...g]), scores: [...t.outcome.scores] },
    rated: t.rated,
    quick: t.quick === null ? null : { fillAt: t.quick.fillAt, level: t.quick.level },
  };
  if (t.status === 'finished' && src.results !== undefined && src.results !== null && src.results.length > 0)
    summary.results = src.results.map(seatResult);
  if (takeoverAfter !== undefined) summary.takeoverAfter = takeoverAfter;
  const changes = seatChangesOf(src.seats);
  if (changes.length > 0) summary.seatChanges = changes;
  if (t.next !== undefined && t.next !== null) summary.next = { id: t.next.id, invite: t.next.invite };
  // A turn-based table says its pace and banks (a live one says neither: absent means live).
  if (turnPace(t.pace) !== null) {
    summary.pace = t.pace;
    if (t.banks !== null) summary.banks = [...t.banks];
  }
  const turn = matchTurn(src);
  if (turn !== undefined) summary.turn = turn;
  return summary;
}

/**
 * Whose decision a match being played waits for and since when: the start of the running period (turn-based tables
 * store it), else the last move (or the start). Undefined when not played, or not known (rows alone).
 */
export function matchTurn(
  src: Pick<SummarySource, 'table' | 'game' | 'state' | 'deadlines' | 'lastMoveAt'>,
): TableSummary['turn'] {
  if (src.table.status !== 'playing') return undefined;
  if (src.game === undefined || src.state === undefined || src.state === null) return undefined;
  let since: number | undefined;
  let spends: number | undefined;
  for (const d of src.deadlines ?? []) {
    if (d.since !== undefined && (since === undefined || d.since < since)) since = d.since;
    if (d.spends !== undefined) spends = d.spends;
  }
  const turn = { seats: [...src.game.toAct(src.state)], since: since ?? src.lastMoveAt ?? src.table.startedAt ?? 0 };
  // The page shows that seat's bank running; the last seat of a simultaneous phase spends none (the phase's deadline).
  return spends === undefined ? turn : { ...turn, spends };
}

function seatResult(r: ResultRow): NonNullable<TableSummary['results']>[number] {
  return {
    seat: r.seat,
    userId: r.userId,
    place: r.place,
    tied: r.tied,
    before: r.before === null ? null : ratingPoints(r.before.mu, r.before.sigma),
    after: r.after === null ? null : ratingPoints(r.after.mu, r.after.sigma),
    ...(r.standIn ? { standIn: true } : {}),
  };
}
