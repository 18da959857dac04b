// "Game finished" with each person's place and rating change (issue 25), from the results the recorder wrote once.
import { ratingPoints } from '@birzha/protocol';
import type { NewNotification } from '../store/notify-store.ts';
import type { RatingValue, ResultRow } from '../store/results-store.ts';

const points = (r: RatingValue | null): number | null => (r === null ? null : ratingPoints(r.mu, r.sigma));

/**
 * One 'finished' per person of a finished match: their place, and their rating before and after in the points the
 * site shows (null for an unrated match). One per table and person however often it is written.
 */
export function resultNotifications(rows: readonly ResultRow[]): NewNotification[] {
  return rows.map((r) => ({
    userId: r.userId,
    kind: 'finished',
    tableId: r.tableId,
    payload: {
      tableId: r.tableId,
      game: r.game,
      seat: r.seat,
      place: r.place,
      ratingBefore: points(r.before),
      ratingAfter: points(r.after),
    },
    dedupe: `finished:${r.tableId}`,
    guardKey: null,
    createdAt: r.finishedAt,
    dueAt: r.finishedAt,
  }));
}
