// ResultStore over Kysely (results-store.ts), for SQLite and PostgreSQL alike.
import type { Kysely } from 'kysely';
import type { StoreDialect } from './kysely-store.ts';
import type {
  GameStats,
  NewResult,
  RateMatch,
  RatingRow,
  ResultQuery,
  ResultRow,
  ResultStore,
} from './results-store.ts';
import type { Database } from './schema.ts';

const todo = (what: string): never => {
  throw new Error(`ResultStore.${what}: not written yet`);
};

export class KyselyResultStore implements ResultStore {
  readonly #db: Kysely<Database>;
  readonly #dialect: StoreDialect;

  constructor(db: Kysely<Database>, dialect: StoreDialect) {
    this.#db = db;
    this.#dialect = dialect;
  }

  record(_tableId: string, _results: readonly NewResult[], _rate: RateMatch | null): Promise<ResultRow[] | null> {
    return todo(`record ${String(this.#db !== undefined)} ${this.#dialect.name}`);
  }
  ofTable(_tableId: string): Promise<ResultRow[]> {
    // Until results are written, a finished table has none (the registry asks on every load).
    return Promise.resolve([]);
  }
  ofUser(_userId: string, _query: ResultQuery): Promise<ResultRow[]> {
    return todo('ofUser');
  }
  stats(_userId: string): Promise<GameStats[]> {
    return todo('stats');
  }
  ratings(_userId: string): Promise<RatingRow[]> {
    return todo('ratings');
  }
  leaderboard(_game: string, _limit: number, _offset: number): Promise<(RatingRow & { readonly name: string })[]> {
    return todo('leaderboard');
  }
  unrecorded(_limit: number): Promise<string[]> {
    return Promise.resolve([]);
  }
}
