import type { TFunction } from 'i18next';

/** Dollars as the table writes them: "$20,000" in English, "20 000 $" in Russian; a real minus sign. */
export function money(amount: number, t: TFunction): string {
  const lang = t('stockpile.locale');
  const digits = Math.abs(amount).toLocaleString(lang === 'en' ? 'en-US' : 'ru-RU');
  const text = lang === 'en' ? `$${digits}` : `${digits} $`;
  return amount < 0 ? `−${text}` : text;
}
