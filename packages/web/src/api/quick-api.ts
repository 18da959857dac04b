import type { QuickPlayBody, TableSummary } from '@birzha/protocol';
import { api } from './http.ts';

/** Quick play: a seat at the next open quick-play table of a game, or a new one (bots fill it after the wait). */
export const quickApi = {
  play: (body: QuickPlayBody) => api<{ table: TableSummary }>('POST', '/api/quick-play', body).then((r) => r.table),
};
