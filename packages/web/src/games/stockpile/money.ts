import type { TFunction } from 'i18next';
import type { Lang } from '../../i18n/index.ts';
import { numberText } from '../../ui/numbers.ts';

/** The language the table's words are in (numbers are written its way). */
export function langOf(t: TFunction): Lang {
  return t('stockpile.locale') === 'en' ? 'en' : 'ru';
}

/** Dollars as the table writes them: "$20,000" in English, "20 000 $" in Russian; a real minus sign. */
export function money(amount: number, t: TFunction): string {
  const lang = langOf(t);
  const digits = numberText(Math.abs(amount), lang);
  const text = lang === 'en' ? `$${digits}` : `${digits}\u00a0$`;
  return amount < 0 ? `\u2212${text}` : text;
}

/** A count or any other plain number, grouped the language's way ("1 234" / "1,234"). */
export function num(n: number, t: TFunction): string {
  return numberText(n, langOf(t));
}
