// People's places in the games' lessons (issue 30, point 1) over Kysely, for SQLite and PostgreSQL alike: the bodies
// of KyselyAccountStore's methods of that part of the contract (accounts-store.ts).
import { sql, type Kysely } from 'kysely';
import type { LessonProgressRow } from './accounts-store.ts';
import type { Database } from './schema.ts';

export async function listLessonProgress(db: Kysely<Database>, userId: string): Promise<LessonProgressRow[]> {
  const rows = await db
    .selectFrom('lesson_progress')
    .select(['game', 'progress', 'updated_at'])
    .where('user_id', '=', userId)
    .orderBy('game')
    .execute();
  return rows.map((r) => ({ game: r.game, progress: r.progress, updatedAt: Number(r.updated_at) }));
}

export async function setLessonProgress(
  db: Kysely<Database>,
  userId: string,
  game: string,
  progress: string,
  at: number,
): Promise<boolean> {
  // One statement that inserts only from a person's row: an account deleted at the same moment keeps no progress.
  // The casts give PostgreSQL the parameters' types (a bare parameter in a select list has none).
  const person = db
    .selectFrom('users')
    .select([
      'id',
      sql<string>`cast(${game} as text)`.as('game'),
      sql<string>`cast(${progress} as text)`.as('progress'),
      sql<number>`cast(${at} as bigint)`.as('updated_at'),
    ])
    .where('id', '=', userId)
    .where('username', 'is not', null)
    .where('deleted_at', 'is', null)
    .where('bot_level', 'is', null)
    .where('bot_account_at', 'is', null);
  const r = await db
    .insertInto('lesson_progress')
    .columns(['user_id', 'game', 'progress', 'updated_at'])
    .expression(person)
    // SQLite reads `ON` after `INSERT ... SELECT ... WHERE` as a join's unless the select has a WHERE: it has one.
    .onConflict((oc) =>
      oc.columns(['user_id', 'game']).doUpdateSet({
        progress: (eb) => eb.ref('excluded.progress'),
        updated_at: (eb) => eb.ref('excluded.updated_at'),
      }),
    )
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0n) === 1;
}
