import { placesOf, type SeatInfo, type TableSummary } from '@birzha/protocol';
import type { TFunction } from 'i18next';
import type { Lang } from '../i18n/index.ts';
import { isMine } from '../lobby/seat-label.ts';
import { numberText, signedNumberText } from '../ui/numbers.ts';

/** A finished match's result rows (the summary's `results`). */
export type SeatResults = NonNullable<TableSummary['results']>;

/**
 * The viewer's place in a finished match: by the recorded results when there are some (they follow the person, a
 * seat they left to a bot too), else by the outcome's ranking and the seat that is theirs. Null for a spectator.
 */
export function myPlace(
  userId: string | null,
  seats: readonly SeatInfo[],
  ranking: readonly (readonly number[])[],
  results: SeatResults | undefined,
): { seat: number; place: number; tied: boolean } | null {
  if (userId === null) return null;
  const recorded = results?.find((r) => r.userId === userId);
  if (recorded !== undefined) return { seat: recorded.seat, place: recorded.place, tied: recorded.tied };
  const seat = seats.find((s) => isMine(s, userId))?.seat;
  const placed = seat === undefined ? undefined : placesOf(ranking).get(seat);
  return seat === undefined || placed === undefined ? null : { seat, ...placed };
}

/** "3rd" in English; Russian words carry their own ending ("3-м"), so the number alone. */
export function ordinal(n: number, lang: Lang): string {
  if (lang !== 'en') return String(n);
  const rule = new Intl.PluralRules('en', { type: 'ordinal' }).select(n);
  const suffix = rule === 'one' ? 'st' : rule === 'two' ? 'nd' : rule === 'few' ? 'rd' : 'th';
  return `${n}${suffix}`;
}

/** "You won", "You shared 1st place", "You came 3rd". */
export function placeLine(place: number, tied: boolean, t: TFunction, lang: Lang): string {
  if (tied) return t('seats.youShared', { place: ordinal(place, lang) });
  if (place === 1) return t('seats.youWon');
  return t('seats.youCame', { place: ordinal(place, lang) });
}

/** A rating change in parts, "1012 →", "1038", "(+26)" (a narrow screen breaks the line between them). */
export function ratingParts(before: number | null, after: number | null, lang: Lang): readonly string[] | null {
  if (before === null || after === null) return null;
  return [`${numberText(before, lang)} →`, numberText(after, lang), `(${signedNumberText(after - before, lang)})`];
}

/** "1012 → 1038 (+26)", grouped as the language writes numbers; null when the match changed no rating. */
export function ratingChange(before: number | null, after: number | null, lang: Lang): string | null {
  return ratingParts(before, after, lang)?.join(' ') ?? null;
}
