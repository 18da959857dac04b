import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../i18n/index.ts';
import { numberText, signedNumberText } from '../../ui/numbers.ts';
import { firmLabel } from './labels.ts';
import type { Refusal } from './engine-check.ts';
import type { FirmId } from './zone-props.ts';

/** One of the two languages the table writes, from an i18next language tag ("en-GB" → en; anything else → ru). */
export function langOf(language: string): Lang {
  return language.startsWith('en') ? 'en' : 'ru';
}

/** Credits as the table writes them: digits grouped in the reader's language, then the unit ("1 000 кр"). */
export function crText(amount: number, t: TFunction, language: string): string {
  return t('checkers-exchange.game.cr', { amount: numberText(amount, langOf(language)) });
}

/** Every figure the table shows, in the current language (ui/numbers.ts): money with its unit, counts, signed. */
export interface Amounts {
  readonly lang: Lang;
  /** Credits with the unit: "1 000 кр", "1,000 cr". */
  cr(amount: number): string;
  /** "n shares" with the plural of the language (at most 50: never grouped). */
  shares(count: number): string;
  /** A bare number, grouped: "1 000", "1,000" (`digits` decimals). */
  num(n: number, digits?: number): string;
  /** A signed number: "+5", "−3". */
  signed(n: number, digits?: number): string;
}

/** The table's figures in the current language. */
export function useAmounts(): Amounts {
  const { t, i18n } = useTranslation();
  const lang = langOf(i18n.language);
  return useMemo(
    () => ({
      lang,
      cr: (amount: number) => t('checkers-exchange.game.cr', { amount: numberText(amount, lang) }),
      shares: (count: number) => t('checkers-exchange.game.shares', { count }),
      num: (n: number, digits = 0) => numberText(n, lang, digits),
      signed: (n: number, digits = 0) => signedNumberText(n, lang, digits),
    }),
    [t, lang],
  );
}

/**
 * A refusal of spec 7.2 in words, before anything is sent: exactly the engine's code and detail, its numbers in the
 * reader's units (money as credits, shares counted, firms as W1..B4).
 */
export function refusalText(r: Refusal, t: TFunction, cr: (n: number) => string): string {
  const d = r.detail ?? {};
  const num = (k: string): number => (typeof d[k] === 'number' ? d[k] : 0);
  const firm = typeof d['firm'] === 'string' ? firmLabel(d['firm'] as FirmId) : '';
  switch (r.code) {
    case 'BAD_QUANTITY':
      return t('checkers-exchange.exchange.refusal.BAD_QUANTITY', { max: num('max') });
    case 'BAD_PRICE':
      return t('checkers-exchange.exchange.refusal.BAD_PRICE', { max: cr(num('max')) });
    case 'GAME_OVER':
      return t('checkers-exchange.exchange.refusal.GAME_OVER');
    case 'SEAT_RESIGNED':
      return t('checkers-exchange.exchange.refusal.SEAT_RESIGNED');
    case 'NOT_DIRECTOR':
      return t('checkers-exchange.exchange.refusal.NOT_DIRECTOR', { firm });
    case 'OWN_SHARES':
      return t('checkers-exchange.exchange.refusal.OWN_SHARES');
    case 'CROSS_HOLDING_CAP':
      return t('checkers-exchange.exchange.refusal.CROSS_HOLDING_CAP', { room: num('room') });
    case 'TOO_MANY_ORDERS':
      return t('checkers-exchange.exchange.refusal.TOO_MANY_ORDERS', { max: num('max') });
    case 'INSUFFICIENT_SHARES':
      return t('checkers-exchange.exchange.refusal.INSUFFICIENT_SHARES', { firm, free: num('free') });
    case 'INSUFFICIENT_CASH':
      return t('checkers-exchange.exchange.refusal.INSUFFICIENT_CASH', { free: cr(num('free')) });
    case 'SELF_TRADE':
      return t('checkers-exchange.exchange.refusal.SELF_TRADE', { orderId: num('orderId') });
    case 'BELOW_RESERVE':
      return t('checkers-exchange.exchange.refusal.BELOW_RESERVE', { reserve: cr(num('reserve')) });
    default:
      return t('checkers-exchange.exchange.refusal.WRONG_PHASE');
  }
}
