// The seats of the Kysely store (kysely-store.ts): who holds each seat, its changes during play, its person's timeouts
// in a row. The same queries for SQLite and PostgreSQL; `rowLocks` says whether the dialect locks rows.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { isBotLevel, storedBotNames } from '@birzha/protocol';
import { seatChangeRow, storedBot } from './kysely-rows.ts';
import { transaction } from './lost-connection.ts';
import type { Database } from './schema.ts';
import type { NewSeatChange, SeatChange, SeatHolder, SeatRow } from './store.ts';

export async function getSeats(db: Kysely<Database>, tableId: string, withChanges = true): Promise<SeatRow[]> {
  const rows = await db.selectFrom('seats').selectAll().where('table_id', '=', tableId).orderBy('seat').execute();
  const changes = withChanges
    ? await db.selectFrom('seat_changes').selectAll().where('table_id', '=', tableId).orderBy('id').execute()
    : [];
  return rows.map((r) => ({
    tableId: r.table_id,
    seat: r.seat,
    userId: r.user_id,
    bot: storedBot(r.bot),
    botName: r.bot_name,
    leftUserId: r.left_user_id,
    timeouts: r.timeouts,
    timeoutsAt: r.timeouts_at,
    revision: r.revision,
    changes: changes.filter((c) => c.seat === r.seat).map(seatChangeRow),
  }));
}

export async function updateSeat(
  db: Kysely<Database>,
  rowLocks: boolean,
  tableId: string,
  seat: number,
  expected: SeatHolder,
  next: SeatHolder & { readonly botName?: string | null },
): Promise<boolean> {
  return transaction(db, async (trx) => {
    // FOR SHARE: seat changes may run side by side, but not beside a startTable, which locks the row FOR UPDATE
    // and so sees every seat change committed before it.
    let lock = trx.selectFrom('tables').select('status').where('id', '=', tableId);
    if (rowLocks) lock = lock.forShare();
    if ((await lock.executeTakeFirst())?.status !== 'open') return false;
    let update = trx
      .updateTable('seats')
      .set({
        user_id: next.userId,
        bot: next.bot,
        bot_name: next.bot === null ? null : (next.botName ?? null),
        revision: sql`revision + 1`,
      })
      .where('table_id', '=', tableId)
      .where('seat', '=', seat);
    update =
      expected.userId === null ? update.where('user_id', 'is', null) : update.where('user_id', '=', expected.userId);
    // A seat stored under a level's old name (kysely-rows.ts storedBot) matches the level it reads as.
    update =
      expected.bot === null
        ? update.where('bot', 'is', null)
        : update.where('bot', 'in', isBotLevel(expected.bot) ? storedBotNames(expected.bot) : [expected.bot]);
    return (await update.executeTakeFirst()).numUpdatedRows === 1n;
  });
}

export async function replaceSeatInPlay(
  db: Kysely<Database>,
  rowLocks: boolean,
  tableId: string,
  seat: number,
  next: SeatChange,
  change?: NewSeatChange,
): Promise<void> {
  await transaction(db, async (trx) => {
    // FOR UPDATE: the version recorded is the one no append can pass until this commits (an append updates the row).
    let lock = trx.selectFrom('tables').select('version').where('id', '=', tableId);
    if (rowLocks) lock = lock.forUpdate();
    const table = await lock.executeTakeFirst();
    await trx
      .updateTable('seats')
      .set({
        user_id: next.userId,
        bot: next.bot,
        bot_name: next.botName,
        left_user_id: next.leftUserId,
        timeouts: 0,
        timeouts_at: null,
        revision: sql`revision + 1`,
      })
      .where('table_id', '=', tableId)
      .where('seat', '=', seat)
      .execute();
    if (change === undefined || table === undefined) return;
    await trx
      .insertInto('seat_changes')
      .values({
        table_id: tableId,
        seat,
        kind: change.kind,
        reason: change.reason,
        user_id: change.userId,
        version: table.version,
        round: change.round,
        at: change.at,
      })
      .execute();
  });
}

export async function countTimeout(
  db: Kysely<Database>,
  rowLocks: boolean,
  tableId: string,
  seat: number,
  version: number,
): Promise<number> {
  return transaction(db, async (trx) => {
    // FOR UPDATE on the table row: an append of the seat's own move (which clears the count) runs wholly before or
    // wholly after this, never between the check below and the write.
    let lock = trx.selectFrom('tables').select('id').where('id', '=', tableId);
    if (rowLocks) lock = lock.forUpdate();
    if ((await lock.executeTakeFirst()) === undefined) return 0;
    const row = await trx
      .selectFrom('seats')
      .select(['user_id', 'timeouts', 'timeouts_at'])
      .where('table_id', '=', tableId)
      .where('seat', '=', seat)
      .executeTakeFirst();
    if (row === undefined || row.user_id === null) return 0;
    if (row.timeouts_at !== null && row.timeouts_at >= version) return row.timeouts;
    // The seat moved otherwise after this timeout (its person was quicker than the count): no streak.
    const moved = await trx
      .selectFrom('moves')
      .select('seq')
      .where('table_id', '=', tableId)
      .where('seat', '=', seat)
      .where('seq', '>=', version)
      .where('by', '<>', 'timeout')
      .executeTakeFirst();
    if (moved !== undefined) return 0;
    const count = row.timeouts + 1;
    await trx
      .updateTable('seats')
      .set({ timeouts: count, timeouts_at: version })
      .where('table_id', '=', tableId)
      .where('seat', '=', seat)
      .execute();
    await trx.updateTable('tables').set({ timeouts: 1 }).where('id', '=', tableId).execute();
    return count;
  });
}

export async function seatsPlayedByBots(db: Kysely<Database>, tableId: string): Promise<number[]> {
  const rows = await db
    .selectFrom('moves')
    .select('seat')
    .distinct()
    .where('table_id', '=', tableId)
    .where('by', 'in', ['bot', 'server'])
    .orderBy('seat')
    .execute();
  return rows.map((r) => r.seat);
}
