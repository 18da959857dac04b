import { sql, type Kysely } from 'kysely';
import { banksColumn, deadlineColumns, toJson } from './kysely-rows.ts';
import type { Database } from './schema.ts';
import type { Append } from './store.ts';

/** The longest batch appended in one statement (6 parameters a move, well under PostgreSQL's 65,535). */
export const ONE_STATEMENT_MOVES = 1000;

/**
 * A batch of moves appended in one PostgreSQL statement, which is its own transaction (issue 28: a move costs one
 * round trip to the database instead of BEGIN, three statements and COMMIT, so fewer wakeups of the server and of
 * PostgreSQL per move). It does what the transaction of KyselyStore.appendMoves does when there are no notifications:
 * the tables row moves on only from `fromSeq` while playing (the claim, and the lock a concurrent append waits on),
 * the moves are inserted only if it did, and when the table's flag says some person has timeouts in a row, the seats
 * that moved by themselves have theirs cleared. True when appended; false when another append came first. A batch
 * too long for one statement's parameters, or with notifications, goes the transaction's way (the caller decides).
 *
 * The whole statement reads one snapshot, taken before the claim may wait for a concurrent count of a timeout
 * (countTimeout holds the tables row): so the seats are matched by key only, and PostgreSQL's recheck of a row
 * changed meanwhile clears the count that committed; the claim's RETURNING reads the flag as that count left it. The
 * flag is never reset here (a reset judged from the snapshot could miss a count made meanwhile): it only makes the
 * later appends clear the moved seats again, which changes nothing.
 */
export async function appendInOneStatement(db: Kysely<Database>, append: Append): Promise<boolean> {
  const { tableId, fromSeq, moves } = append;
  const { deadline_at, deadlines } = deadlineColumns(append.finished === null ? append.deadlines : []);
  // The seats that moved by themselves (not the clock for them): their timeouts in a row end.
  const moved = [...new Set(moves.filter((m) => m.by !== 'timeout').map((m) => m.seat))];
  const finished =
    append.finished === null
      ? sql``
      : sql`, status = 'finished', finished_at = ${append.finished.at}, outcome = ${toJson(append.finished.outcome, 'outcome')}`;
  const banks = append.banks === undefined ? sql`` : sql`, banks = ${banksColumn(append.banks)}`;
  const rows = moves.map(
    (m) =>
      sql`(${m.seq}::integer, ${m.seat}::integer, ${toJson(m.move, 'move')}::text, ${m.at}::bigint, ${m.by}::text, ${
        m.events === null ? null : toJson(m.events, 'events')
      }::text)`,
  );
  const result = await sql<{ claimed: number }>`
    with claimed as (
      update tables set
        version = ${fromSeq + moves.length},
        deadline_at = ${deadline_at},
        deadlines = ${deadlines}
        ${banks}
        ${finished}
      where id = ${tableId} and version = ${fromSeq} and status = 'playing'
      returning id, timeouts
    ),
    added as (
      insert into moves (table_id, seq, seat, move, at, by, events)
      select claimed.id, m.seq, m.seat, m.move, m.at, m.by, m.events
      from claimed, (values ${sql.join(rows)}) as m (seq, seat, move, at, by, events)
      returning seq
    ),
    cleared as (
      update seats set timeouts = 0, timeouts_at = null
      where table_id = ${tableId} and seat = any(${moved}::integer[])
        and exists (select 1 from claimed where timeouts = 1)
      returning seat
    )
    select (select count(*) from claimed)::integer as claimed
  `.execute(db);
  return (result.rows[0]?.claimed ?? 0) === 1;
}
