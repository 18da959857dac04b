// ResultStore over Kysely (results-store.ts), for SQLite and PostgreSQL alike.
import type { ExpressionBuilder, Kysely, Selectable, Transaction } from 'kysely';
import { transaction } from './lost-connection.ts';
import { insertNotifications } from './kysely-notify.ts';
import { storedBot, userRow } from './kysely-rows.ts';
import type { StoreDialect } from './store-dialect.ts';
import type { NewNotification } from './notify-store.ts';
import type {
  BoardRow,
  BoardWho,
  GameStats,
  MatchPeople,
  NewResult,
  RateMatch,
  RatingRow,
  RatingValue,
  ResultQuery,
  ResultRow,
  ResultStore,
} from './results-store.ts';
import type { Database, RatingsTable, ResultsTable } from './schema.ts';
import type { SeatRow, TableRow } from './store.ts';

export class KyselyResultStore implements ResultStore {
  readonly #db: Kysely<Database>;
  readonly #dialect: StoreDialect;

  constructor(db: Kysely<Database>, dialect: StoreDialect) {
    this.#db = db;
    this.#dialect = dialect;
  }

  async record(
    tableId: string,
    results: readonly NewResult[],
    rate: RateMatch | null,
    notify?: (rows: readonly ResultRow[]) => readonly NewNotification[],
  ): Promise<ResultRow[] | null> {
    try {
      return await transaction(this.#db, async (trx) => {
        // FOR UPDATE: two processes recording the same table take turns, and the second then sees the first's rows
        // (SQLite's write transactions begin IMMEDIATE and take turns whole).
        let lock = trx
          .selectFrom('tables')
          .select(['status', 'game', 'players', 'finished_at'])
          .where('id', '=', tableId);
        if (this.#dialect.rowLocks) lock = lock.forUpdate();
        const table = await lock.executeTakeFirst();
        if (table?.status !== 'finished' || table.finished_at === null) return null;
        const done = await trx.selectFrom('results').select('seat').where('table_id', '=', tableId).executeTakeFirst();
        if (done !== undefined) return null;
        const at = Number(table.finished_at);
        const people = [...new Set(results.map((r) => r.userId))].sort();
        const ratings = rate === null ? null : await this.#rate(trx, table.game, people, rate, at);
        const rows: Selectable<ResultsTable>[] = results.map((r) => {
          const before = ratings?.before.get(r.userId) ?? null;
          const after = ratings?.after.get(r.userId) ?? null;
          return {
            table_id: tableId,
            seat: r.seat,
            user_id: r.userId,
            game: table.game,
            place: r.place,
            players: table.players,
            tied: r.tied ? 1 : 0,
            score: r.score,
            replaced: r.replaced ? 1 : 0,
            stand_in: r.standIn === true ? 1 : 0,
            rated: rate === null ? 0 : 1,
            mu_before: before?.mu ?? null,
            sigma_before: before?.sigma ?? null,
            mu_after: after?.mu ?? null,
            sigma_after: after?.sigma ?? null,
            finished_at: at,
          };
        });
        if (rows.length > 0) await trx.insertInto('results').values(rows).execute();
        const recorded = rows.map(resultRow);
        if (notify !== undefined) await insertNotifications(trx, notify(recorded));
        return recorded;
      });
    } catch (error) {
      // Only reachable if the lock above did not keep a second writer out; the primary key did, all the same.
      if (this.#dialect.isUniqueViolation(error)) return null;
      throw error;
    }
  }

  /**
   * Locks the people's rating rows (creating missing ones first, so there is a row to lock), runs the model on the
   * ratings before and stores the ratings after. Ids sorted: two matches of the same people lock in the same order.
   */
  async #rate(
    trx: Transaction<Database>,
    game: string,
    people: readonly string[],
    rate: RateMatch,
    at: number,
  ): Promise<{ before: Map<string, RatingValue>; after: ReadonlyMap<string, RatingValue> } | null> {
    if (people.length === 0) return null;
    await trx
      .insertInto('ratings')
      .values(people.map((id) => ({ user_id: id, game, mu: 0, sigma: 0, ordinal: 0, games: 0, updated_at: at })))
      .onConflict((oc) => oc.columns(['user_id', 'game']).doNothing())
      .execute();
    let q = trx
      .selectFrom('ratings')
      .selectAll()
      .where('game', '=', game)
      .where('user_id', 'in', [...people])
      .orderBy('user_id');
    if (this.#dialect.rowLocks) q = q.forUpdate();
    const current = await q.execute();
    const games = new Map(current.map((r) => [r.user_id, r.games]));
    // A row with no games and no sigma was created just above: that person was never rated (the model starts them
    // fresh). A bot's account may have a rating before its first rated match: its starting one (issue 27).
    const known = new Map(current.filter(isRating).map((r) => [r.user_id, { mu: r.mu, sigma: r.sigma }]));
    const after = rate.rate(known);
    const before = new Map<string, RatingValue>();
    for (const id of people) {
      const next = after.get(id);
      if (next === undefined) throw new Error(`rating: the model gave no rating for ${id}`);
      before.set(id, known.get(id) ?? rate.fresh);
      await trx
        .updateTable('ratings')
        .set({
          mu: next.mu,
          sigma: next.sigma,
          // mu - 3 sigma: the leaderboard's order (the rating points grow with it).
          ordinal: next.mu - 3 * next.sigma,
          games: (games.get(id) ?? 0) + 1,
          updated_at: at,
        })
        .where('user_id', '=', id)
        .where('game', '=', game)
        .execute();
    }
    return { before, after };
  }

  async ofTable(tableId: string): Promise<ResultRow[]> {
    const rows = await this.#db
      .selectFrom('results')
      .selectAll()
      .where('table_id', '=', tableId)
      .orderBy('seat')
      .execute();
    return rows.map(resultRow);
  }

  async ofUser(userId: string, query: ResultQuery): Promise<ResultRow[]> {
    let q = this.#db.selectFrom('results').selectAll('results').where('results.user_id', '=', userId);
    if (query.game !== undefined) q = q.where('results.game', '=', query.game);
    if (query.result === 'win') q = q.where('results.place', '=', 1);
    if (query.result === 'loss') q = q.where('results.place', '>', 1);
    if (query.before !== undefined) q = q.where('results.finished_at', '<', query.before);
    if (query.publicOnly === true)
      q = q.where('results.table_id', 'in', (eb) => eb.selectFrom('tables').select('id').where('private', '=', 0));
    const rows = await q
      .orderBy('results.finished_at', 'desc')
      .orderBy('results.table_id', 'desc')
      .orderBy('results.seat')
      .limit(query.limit)
      .execute();
    return rows.map(resultRow);
  }

  async stats(userId: string): Promise<GameStats[]> {
    const rows = await this.#db
      .selectFrom('results')
      .select((eb) => [
        'game',
        eb.fn.countAll<number | string | bigint>().as('games'),
        eb.fn.sum<number | string | null>(eb.case().when('place', '=', 1).then(1).else(0).end()).as('wins'),
        eb.fn.avg<number | string | null>('place').as('average'),
      ])
      .where('user_id', '=', userId)
      .groupBy('game')
      .orderBy('game')
      .execute();
    return rows.map((r) => ({
      game: r.game,
      games: Number(r.games),
      wins: Number(r.wins ?? 0),
      averagePlace: Number(r.average ?? 0),
    }));
  }

  async ratings(userId: string): Promise<RatingRow[]> {
    const rows = await this.#db
      .selectFrom('ratings')
      .selectAll()
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('games', '>', 0), eb('sigma', '>', 0)]))
      .orderBy('game')
      .execute();
    return rows.map(ratingRow);
  }

  async ratingHistory(userId: string, limit: number): Promise<ResultRow[]> {
    const rows = await this.#db
      .selectFrom('results')
      .selectAll()
      .where('user_id', '=', userId)
      .where('rated', '=', 1)
      .where('mu_after', 'is not', null)
      .orderBy('finished_at', 'desc')
      .orderBy('table_id', 'desc')
      .limit(limit)
      .execute();
    return rows.reverse().map(resultRow);
  }

  async people(tableIds: readonly string[]): Promise<MatchPeople[]> {
    if (tableIds.length === 0) return [];
    const ids = [...new Set(tableIds)];
    const tables = await this.#db
      .selectFrom('tables')
      .select(['id', 'private', 'outcome'])
      .where('id', 'in', ids)
      .execute();
    const seats = await this.#db
      .selectFrom('seats')
      .selectAll()
      .where('table_id', 'in', ids)
      .orderBy('table_id')
      .orderBy('seat')
      .execute();
    const userIds = [...new Set(seats.flatMap((s) => [s.user_id, s.left_user_id]).filter((u) => u !== null))];
    const users =
      userIds.length === 0 ? [] : await this.#db.selectFrom('users').selectAll().where('id', 'in', userIds).execute();
    const byId = new Map(users.map((u) => [u.id, userRow(u)]));
    return tables.map((t) => {
      const own: SeatRow[] = seats
        .filter((s) => s.table_id === t.id)
        .map((s) => ({
          tableId: s.table_id,
          seat: s.seat,
          userId: s.user_id,
          bot: storedBot(s.bot),
          botName: s.bot_name,
          leftUserId: s.left_user_id,
        }));
      const people = [...new Set(own.flatMap((s) => [s.userId, s.leftUserId]))];
      return {
        tableId: t.id,
        private: t.private === 1,
        outcome: t.outcome === null ? null : (JSON.parse(t.outcome) as TableRow['outcome']),
        seats: own,
        users: people.flatMap((id) => {
          const u = id === null ? undefined : byId.get(id);
          return u === undefined ? [] : [u];
        }),
      };
    });
  }

  async leaderboard(game: string, limit: number, offset: number, who: BoardWho = 'all'): Promise<BoardRow[]> {
    let q = this.#db
      .selectFrom('ratings')
      .innerJoin('users', 'users.id', 'ratings.user_id')
      .selectAll('ratings')
      .select(['users.name', 'users.bot_level', 'users.bot_account_at'])
      .where('ratings.game', '=', game)
      // Rated here, or a bot's starting rating (issue 27).
      .where((eb) => eb.or([eb('ratings.games', '>', 0), eb('ratings.sigma', '>', 0)]))
      .where('users.deleted_at', 'is', null);
    // Bots are the server's (bot_level) and people's bot accounts (issue 29: bot_account_at) alike.
    const people = (eb: ExpressionBuilder<Database, 'users'>) =>
      eb.and([
        eb('users.username', 'is not', null),
        eb('users.bot_level', 'is', null),
        eb('users.bot_account_at', 'is', null),
      ]);
    const bots = (eb: ExpressionBuilder<Database, 'users'>) =>
      eb.or([eb('users.bot_level', 'is not', null), eb('users.bot_account_at', 'is not', null)]);
    q =
      who === 'people'
        ? q.where(people)
        : who === 'bots'
          ? q.where(bots)
          : q.where((eb) => eb.or([people(eb), bots(eb)]));
    const rows = await q
      .orderBy('ratings.ordinal', 'desc')
      .orderBy('ratings.user_id')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((r) => ({
      ...ratingRow(r),
      name: r.name,
      botLevel: r.bot_level,
      ...(r.bot_account_at === null ? {} : { botAccount: true as const }),
    }));
  }

  async unrecorded(limit: number): Promise<string[]> {
    const rows = await this.#db
      .selectFrom('tables')
      .select('id')
      .where('status', '=', 'finished')
      .where((eb) =>
        eb.not(eb.exists(eb.selectFrom('results').select('seat').whereRef('results.table_id', '=', 'tables.id'))),
      )
      // A match of bots alone has no one to record (and would otherwise be looked at on every start).
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('seats')
            .select('seat')
            .whereRef('seats.table_id', '=', 'tables.id')
            .where((s) => s.or([s('seats.user_id', 'is not', null), s('seats.left_user_id', 'is not', null)])),
        ),
      )
      .orderBy('finished_at')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  }
}

/** A ratings row that holds a rating: played rated, or a bot's starting one (not a placeholder of `#rate`'s). */
function isRating(r: Selectable<RatingsTable>): boolean {
  return r.games > 0 || r.sigma > 0;
}

function ratingRow(r: Selectable<RatingsTable>): RatingRow {
  return {
    userId: r.user_id,
    game: r.game,
    mu: r.mu,
    sigma: r.sigma,
    games: r.games,
    updatedAt: Number(r.updated_at),
  };
}

function resultRow(r: Selectable<ResultsTable>): ResultRow {
  const pair = (mu: number | null, sigma: number | null): RatingValue | null =>
    mu === null || sigma === null ? null : { mu, sigma };
  return {
    tableId: r.table_id,
    seat: r.seat,
    userId: r.user_id,
    game: r.game,
    place: r.place,
    players: r.players,
    tied: r.tied === 1,
    score: r.score,
    replaced: r.replaced === 1,
    standIn: r.stand_in === 1,
    rated: r.rated === 1,
    before: pair(r.mu_before, r.sigma_before),
    after: pair(r.mu_after, r.sigma_after),
    finishedAt: Number(r.finished_at),
  };
}
