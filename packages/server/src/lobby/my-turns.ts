import type { TableSummary } from '@birzha/protocol';

/** Whether a playing match waits for this user's decision: a seat it waits for is theirs and they play it (no bot). */
export function waitsFor(table: TableSummary, userId: string): boolean {
  const turn = table.turn ?? null;
  if (table.status !== 'playing' || turn === null) return false;
  return table.seats.some((s) => turn.seats.includes(s.seat) && s.user?.id === userId && s.bot === null);
}

/**
 * A user's matches as "My matches" lists them (issue 25): the ones waiting for their move first, then the others
 * whose turn is known, each group the longest waiting first (`turn.since`); the rest after, in the order given.
 */
export function waitingFirst(tables: readonly TableSummary[], userId: string): TableSummary[] {
  const rank = (t: TableSummary) => (waitsFor(t, userId) ? 0 : t.turn === undefined || t.turn === null ? 2 : 1);
  const since = (t: TableSummary) => t.turn?.since ?? Number.POSITIVE_INFINITY;
  return tables
    .map((t, i) => ({ t, i }))
    .sort((a, b) => rank(a.t) - rank(b.t) || since(a.t) - since(b.t) || a.i - b.i)
    .map((x) => x.t);
}
