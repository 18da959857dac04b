import type { BotLevel, CreateTableBody, TableSummary } from '@birzha/protocol';
import { api, query } from './http.ts';

export interface GameInfo {
  readonly id: string;
  readonly title: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  readonly rulesVersion: number;
  readonly defaultOptions: Record<string, unknown>;
  /** The bot levels the game offers, weakest first (lobby/game-levels.ts); absent from an older server. */
  readonly levels?: readonly string[];
}

export type TableStatus = TableSummary['status'];

/** The lobby's REST calls (README, "The server's API"). */
export const lobbyApi = {
  games: () => api<GameInfo[]>('GET', '/api/games'),
  tables: (status: TableStatus, game?: string) => api<TableSummary[]>('GET', `/api/tables${query({ status, game })}`),
  myTables: (status: TableStatus) => api<TableSummary[]>('GET', `/api/me/tables${query({ status })}`),
  table: (id: string, invite?: string) =>
    api<{ table: TableSummary }>('GET', `/api/tables/${encodeURIComponent(id)}${query({ invite })}`).then(
      (r) => r.table,
    ),
  create: (body: CreateTableBody) => api<{ table: TableSummary; invite: string | null }>('POST', '/api/tables', body),
  join: (id: string, seat?: number, invite?: string) =>
    api<TableSummary>('POST', `/api/tables/${encodeURIComponent(id)}/join`, {
      ...(seat === undefined ? {} : { seat }),
      ...(invite === undefined ? {} : { invite }),
    }),
  leave: (id: string) => api<TableSummary>('POST', `/api/tables/${encodeURIComponent(id)}/leave`),
  addBot: (id: string, seat: number, level: BotLevel) =>
    api<TableSummary>('POST', `/api/tables/${encodeURIComponent(id)}/bots`, { seat, level }),
  removeBot: (id: string, seat: number) =>
    api<TableSummary>('DELETE', `/api/tables/${encodeURIComponent(id)}/bots/${seat}`),
  start: (id: string) => api<TableSummary>('POST', `/api/tables/${encodeURIComponent(id)}/start`),
  /**
   * "Play again" after a finished match: its rematch (same game, options, bots in their seats, me in my old seat),
   * made now or the one another player made already (the old table's `next`).
   */
  again: (id: string) =>
    api<{ table: TableSummary; invite: string | null }>('POST', `/api/tables/${encodeURIComponent(id)}/again`),
  record: (id: string, invite?: string) =>
    api<unknown>('GET', `/api/tables/${encodeURIComponent(id)}/record${query({ invite })}`),
};
