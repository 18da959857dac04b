import type { SeatInfo, TableSummary } from './server-messages.ts';

// "My matches" (issue 25): which matches wait for a user's decision and in what order they are listed. The server
// orders GET /api/me/tables by it and the web client its lists and the header's count, so both say the same.

/** Whether the user plays this seat themself now (a bot playing it since they left does not wait for them). */
export function isOwnSeat(s: SeatInfo, userId: string): boolean {
  return s.user?.id === userId && s.bot === null;
}

/** Whether a playing match waits for this user's decision: a seat it waits for is theirs and they play it. */
export function waitsFor(table: TableSummary, userId: string): boolean {
  const turn = table.turn ?? null;
  if (table.status !== 'playing' || turn === null) return false;
  return table.seats.some((s) => turn.seats.includes(s.seat) && isOwnSeat(s, userId));
}

/**
 * A user's matches in the order to look at them: the ones waiting for their move first, then the others whose turn
 * is known, each group the longest waiting first (`turn.since`); the rest (open, or no turn known) after, in the
 * order given.
 */
export function waitingFirst(tables: readonly TableSummary[], userId: string): TableSummary[] {
  const rank = (t: TableSummary) => (waitsFor(t, userId) ? 0 : t.turn === undefined || t.turn === null ? 2 : 1);
  const since = (t: TableSummary) => t.turn?.since ?? Number.POSITIVE_INFINITY;
  return tables
    .map((t, i) => ({ t, i }))
    .sort((a, b) => rank(a.t) - rank(b.t) || since(a.t) - since(b.t) || a.i - b.i)
    .map((x) => x.t);
}
