import type { Lang } from '../i18n/index.ts';

// Numbers as each language writes them: digits grouped ("521 650" in Russian with a no-break space, "521,650" in
// English), the Russian decimal comma, a real minus sign. Every figure a page shows goes through these.

const LOCALES: Readonly<Record<Lang, string>> = { ru: 'ru-RU', en: 'en-US' };
const formats = new Map<string, Intl.NumberFormat>();

function format(lang: Lang, digits: number): Intl.NumberFormat {
  const key = `${lang}:${digits}`;
  let f = formats.get(key);
  if (f === undefined) {
    f = new Intl.NumberFormat(LOCALES[lang], { minimumFractionDigits: digits, maximumFractionDigits: digits });
    formats.set(key, f);
  }
  return f;
}

/** A number with its digits grouped and `digits` decimals (default none): "521 650", "1 234,5" / "521,650", "1,234.5". */
export function numberText(n: number, lang: Lang, digits = 0): string {
  const text = format(lang, digits).format(Math.abs(n));
  return n < 0 ? `\u2212${text}` : text;
}

/** A signed number: "+26", "−12", "±0" (grouped as `numberText`). */
export function signedNumberText(n: number, lang: Lang, digits = 0): string {
  if (n > 0) return `+${numberText(n, lang, digits)}`;
  if (n < 0) return numberText(n, lang, digits);
  return `\u00b1${numberText(0, lang, digits)}`;
}
