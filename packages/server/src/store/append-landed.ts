import type { Kysely } from 'kysely';
import { toJson } from './kysely-rows.ts';
import { isConnectionLost } from './lost-connection.ts';
import type { Database } from './schema.ts';
import type { Append } from './store.ts';

/**
 * Whether `append`'s moves are in the store: its first move at its seq, by the same seat and actor, at the same time,
 * the same move (the moves of one append land together or not at all). Another writer's move at that seq would
 * differ in its time or its move.
 */
export async function appendLanded(db: Kysely<Database>, append: Append): Promise<boolean> {
  const first = append.moves[0];
  if (first === undefined) return false;
  const row = await db
    .selectFrom('moves')
    .select(['seat', 'move', 'at', 'by'])
    .where('table_id', '=', append.tableId)
    .where('seq', '=', first.seq)
    .executeTakeFirst();
  return (
    row !== undefined &&
    row.seat === first.seat &&
    Number(row.at) === first.at &&
    row.by === first.by &&
    row.move === toJson(first.move, 'move')
  );
}

/**
 * An append whose connection was lost (a failover; pg_terminate_backend, which a backend heeds only after its COMMIT's
 * flush when it comes during it) may have committed: answered by the store itself, its moves there or not, instead of
 * an error the move path would take for a lost claim (a retry's claim loses to its own first try, and the move was
 * answered STALE, told to nobody, a bot's turn left to the stall sweep). Not there: it never committed, and is tried
 * once more. Any other failure, and a second loss, go to the caller.
 */
export async function appendSettlingLoss(
  appendOnce: () => Promise<boolean>,
  landed: () => Promise<boolean>,
): Promise<boolean> {
  try {
    return await appendOnce();
  } catch (error) {
    if (!isConnectionLost(error)) throw error;
    if (await landed()) return true;
    return appendOnce();
  }
}
