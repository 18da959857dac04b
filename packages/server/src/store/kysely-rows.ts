// The rows of the store's tables as the Store contract has them, and back: conversions only, no queries (the queries
// are kysely-store.ts's, kysely-accounts.ts's and kysely-results.ts's).
import { LIVE, TAKEOVER_BOT_LEVEL, storedBotLevel, type Pace } from '@birzha/protocol';
import type { Insertable, Selectable } from 'kysely';
import type { NewNotification } from './notify-store.ts';
import type { OutboxTable, SeatChangesTable, SeatsTable, TablesTable, UsersTable } from './schema.ts';
import type { NewSeat, NewTable, SeatChangeRow, StoredDeadline, TableRow, UserRow } from './store.ts';

/** A tables row as the database has it. */
export type TableRecord = Selectable<TablesTable>;

/**
 * A seat's bot as stored: a level's old name ('random', 'heuristic', before issue 27) as the level it became; a name
 * no level has is kept (the bot worker refuses it and the server plays a legal move for the seat).
 */
export function storedBot(bot: string | null): string | null {
  return bot === null ? null : (storedBotLevel(bot) ?? bot);
}

export function seatRecord(s: NewSeat): Insertable<SeatsTable> {
  return { table_id: s.tableId, seat: s.seat, user_id: s.userId, bot: s.bot, bot_name: s.botName ?? null };
}

export function seatChangeRow(r: Selectable<SeatChangesTable>): SeatChangeRow {
  return {
    seat: r.seat,
    kind: r.kind === 'return' ? 'return' : 'takeover',
    reason: r.reason === 'left' || r.reason === 'timeouts' ? r.reason : null,
    userId: r.user_id,
    version: r.version,
    round: r.round,
    at: Number(r.at),
  };
}

export function newTableRecord(t: NewTable): TableRecord {
  return {
    id: t.id,
    game: t.game,
    rules_version: t.rulesVersion,
    options: toJson(t.options, 'options'),
    players: t.players,
    seed: t.seed,
    position: toJson(t.position, 'position'),
    private: t.private ? 1 : 0,
    invite_code: t.inviteCode,
    host_id: t.hostId,
    created_at: t.createdAt,
    rated: t.rated === true ? 1 : 0,
    quick: t.quick === undefined || t.quick === null ? 0 : 1,
    fill_at: t.quick?.fillAt ?? null,
    fill_level: t.quick?.level ?? null,
    status: 'open',
    version: 0,
    started_at: null,
    finished_at: null,
    outcome: null,
    deadline_at: null,
    deadlines: null,
    timeouts: 0,
    next_id: null,
    next_invite: null,
    pace: t.pace === undefined || t.pace.mode === 'live' ? null : toJson(t.pace, 'pace'),
    banks: null,
  };
}

/** An outbox row to insert (the notification's JSON payload as text). */
export function outboxRecord(n: NewNotification): Insertable<OutboxTable> {
  return {
    user_id: n.userId,
    kind: n.kind,
    table_id: n.tableId,
    payload: toJson(n.payload, 'payload'),
    dedupe: n.dedupe,
    guard_key: n.guardKey ?? null,
    created_at: n.createdAt,
    due_at: n.dueAt,
    claimed_until: null,
    finished_at: null,
    outcome: null,
  };
}

/** Banks as stored: JSON text of whole milliseconds per seat, or null. */
export function banksColumn(banks: readonly number[] | null): string | null {
  if (banks === null) return null;
  for (const b of banks) if (!Number.isSafeInteger(b) || b < 0) throw new TypeError(`store: bad bank ${b}`);
  return toJson(banks, 'banks');
}

/** The deadlines as stored: the list, and the earliest due time in its own indexed column. */
export function deadlineColumns(deadlines: readonly StoredDeadline[]): {
  deadline_at: number | null;
  deadlines: string;
} {
  let earliest: number | null = null;
  for (const d of deadlines) {
    if (!Number.isSafeInteger(d.dueAt)) throw new TypeError(`store: deadline ${d.key} is not a time: ${d.dueAt}`);
    if (earliest === null || d.dueAt < earliest) earliest = d.dueAt;
  }
  return { deadline_at: earliest, deadlines: toJson(deadlines, 'deadlines') };
}

/** JSON text of a value; undefined, functions and symbols have none and would otherwise become a NOT NULL error. */
export function toJson(value: unknown, what: string): string {
  const text = JSON.stringify(value) as string | undefined;
  if (text === undefined) throw new TypeError(`store: ${what} is not a JSON value`);
  return text;
}

// Number(): PostgreSQL's bigint columns arrive as numbers already (postgres.ts), but a cheap guard keeps a driver
// change from leaking strings into the game.
export function tableRow(r: TableRecord): TableRow {
  return {
    id: r.id,
    game: r.game,
    rulesVersion: r.rules_version,
    options: JSON.parse(r.options) as unknown,
    players: r.players,
    seed: r.seed,
    position: JSON.parse(r.position) as unknown,
    private: r.private === 1,
    inviteCode: r.invite_code,
    hostId: r.host_id,
    createdAt: Number(r.created_at),
    status: r.status,
    version: r.version,
    startedAt: r.started_at === null ? null : Number(r.started_at),
    finishedAt: r.finished_at === null ? null : Number(r.finished_at),
    outcome: r.outcome === null ? null : (JSON.parse(r.outcome) as TableRow['outcome']),
    deadlineAt: r.deadline_at === null ? null : Number(r.deadline_at),
    deadlines: r.deadlines === null ? null : (JSON.parse(r.deadlines) as StoredDeadline[]),
    rated: r.rated === 1,
    quick:
      r.quick === 1
        ? {
            fillAt: r.fill_at === null ? null : Number(r.fill_at),
            level: storedBotLevel(r.fill_level) ?? TAKEOVER_BOT_LEVEL,
          }
        : null,
    next: r.next_id === null ? null : { id: r.next_id, invite: r.next_invite },
    pace: r.pace === null ? LIVE : (JSON.parse(r.pace) as Pace),
    banks: r.banks === null ? null : (JSON.parse(r.banks) as number[]),
  };
}

/** A users row as the Store contract has it. */
export function userRow(r: Selectable<UsersTable>): UserRow {
  return {
    id: r.id,
    name: r.name,
    createdAt: Number(r.created_at),
    username: r.username,
    email: r.email,
    deletedAt: r.deleted_at === null ? null : Number(r.deleted_at),
    // Only on a bot's account: a person's row is as it was before bot accounts.
    ...(r.bot_level === null ? {} : { botLevel: r.bot_level }),
    // Only on a person's bot account (issue 29), likewise.
    ...(r.bot_account_at === null ? {} : { botAccountSince: Number(r.bot_account_at) }),
    // Only when a person opted in to rated games against bot accounts, likewise.
    ...(Number(r.rated_with_bots) === 1 ? { ratedWithBots: true } : {}),
  };
}
