// The database as Kysely sees it: snake_case columns, times as epoch milliseconds, JSON columns as text (parsed
// and serialized in kysely-store.ts, so both dialects store exactly the same bytes), booleans as 0/1 (SQLite has
// no boolean type and better-sqlite3 refuses to bind JS booleans).
import type { Generated } from 'kysely';
import type { TableStatus } from './store.ts';

export interface Database {
  users: UsersTable;
  tables: TablesTable;
  seats: SeatsTable;
  moves: MovesTable;
  chat: ChatTable;
}

export interface UsersTable {
  id: string;
  name: string;
  created_at: number;
}

export interface TablesTable {
  id: string;
  game: string;
  rules_version: number;
  /** JSON text. */
  options: string;
  players: number;
  seed: string;
  /** JSON text. */
  position: string;
  /** 0 or 1. */
  private: number;
  invite_code: string | null;
  host_id: string;
  created_at: number;
  status: TableStatus;
  version: number;
  started_at: number | null;
  finished_at: number | null;
  /** JSON text, or null before the end. */
  outcome: string | null;
  /** The earliest due time of `deadlines`, if any (indexed: the sweeper's query). */
  deadline_at: number | null;
  /** JSON text: the running deadlines [{key, dueAt}]; null on rows stored before migration 0002. */
  deadlines: string | null;
}

export interface SeatsTable {
  table_id: string;
  seat: number;
  user_id: string | null;
  bot: string | null;
}

export interface MovesTable {
  table_id: string;
  seq: number;
  seat: number;
  /** JSON text. */
  move: string;
  at: number;
  by: string;
  /** JSON text: the move's events; null on rows stored before migration 0002. */
  events: string | null;
}

export interface ChatTable {
  /** Insertion order, which is the order lines are shown in. */
  id: Generated<number>;
  table_id: string;
  user_id: string;
  name: string;
  text: string;
  at: number;
}
