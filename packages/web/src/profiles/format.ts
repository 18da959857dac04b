import type { HistoryItem } from '@birzha/protocol';
import type { TFunction } from 'i18next';
import type { Lang } from '../i18n/index.ts';
import { signedNumberText } from '../ui/numbers.ts';

/** The ordinal forms the words have (English needs four; Russian says every place alike). */
const ORDINAL_FORMS = ['one', 'two', 'few', 'other'] as const;
type OrdinalForm = (typeof ORDINAL_FORMS)[number];

function ordinalForm(n: number, lang: Lang): OrdinalForm {
  const rule = new Intl.PluralRules(lang, { type: 'ordinal' }).select(n);
  return (ORDINAL_FORMS as readonly string[]).includes(rule) ? (rule as OrdinalForm) : 'other';
}

/** A place as people say it: "1st", "3rd", "shared 1st" (Russian "1-е", "поделённое 1-е"). */
export function placeText(place: number, tied: boolean, t: TFunction, lang: Lang): string {
  const ordinal = t(`profiles.place.${ordinalForm(place, lang)}`, { n: place });
  return tied ? t('profiles.placeShared', { place: ordinal }) : ordinal;
}

/**
 * A match's rating change: "+26", "−12" (digits grouped in `lang`), "casual" for a match that was not rated, "—" for
 * one without figures.
 */
export function ratingChangeText(
  item: Pick<HistoryItem, 'rated' | 'before' | 'after'>,
  t: TFunction,
  lang: Lang = 'en',
): string {
  if (!item.rated) return t('profiles.casual');
  if (item.before === null || item.after === null) return t('profiles.none');
  return signedNumberText(item.after - item.before, lang);
}

/** Whether a rated match raised (1), lowered (-1) or kept (0) the rating; null for a casual one. */
export function ratingTrend(item: Pick<HistoryItem, 'rated' | 'before' | 'after'>): -1 | 0 | 1 | null {
  if (!item.rated || item.before === null || item.after === null) return null;
  return item.after > item.before ? 1 : item.after < item.before ? -1 : 0;
}

/** A moment in the reader's language: "2 дек. 2026 г., 10:15" / "Dec 2, 2026, 10:15 AM". */
export function dateTimeText(ms: number, lang: Lang): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
}

/** A day in the reader's language: "2 декабря 2026 г." / "December 2, 2026". */
export function dayText(ms: number, lang: Lang): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(ms);
}

/** A short day for a chart's axis: "2 дек." / "Dec 2". */
export function shortDayText(ms: number, lang: Lang): string {
  return new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short' }).format(ms);
}

/** A mean place to one decimal in the reader's language ("2,3" / "2.3"). */
export function averagePlaceText(mean: number, lang: Lang): string {
  return new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(mean);
}
