import { Stockpile } from '@birzha/engine';
import type { TFunction } from 'i18next';
import { money } from './money.ts';

/** A market card in words: "акция Cosmic Computers", "сбор 2 000 $", "Бум (+2)"; null: a face-down card. */
export function cardText(card: string | null, t: TFunction): string {
  if (card === null) return t('stockpile.card.faceDown');
  const info = Stockpile.cardInfo(card);
  if (info === undefined) return t('stockpile.card.unknown');
  switch (info.kind) {
    case 'stock':
      return t('stockpile.card.stock', { company: t(`stockpile.company.${info.company}`) });
    case 'fee':
      return t('stockpile.card.fee', { amount: money(info.value, t) });
    case 'action':
      return t(`stockpile.card.${info.action}`);
  }
}

/** A forecast pair in words: "Cosmic Computers +2". */
export function pairText(p: { readonly company: string; readonly forecast: string }, t: TFunction): string {
  return t('stockpile.pair', {
    company: t(`stockpile.company.${p.company}`),
    forecast: t(`stockpile.forecast.${p.forecast}`),
  });
}

/** "пакет 2" / "pile 2" for 0-based pile 1; `gen`: the Russian genitive, after «с» ("с пакета 2"). */
export function pileText(pile: number, t: TFunction, grammaticalCase: 'nom' | 'gen' = 'nom'): string {
  return grammaticalCase === 'gen' ? t('stockpile.pileNoGen', { n: pile + 1 }) : t('stockpile.pileNo', { n: pile + 1 });
}

/** "A", "A и B", "A, B и C". */
export function joinWords(words: readonly string[], t: TFunction): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(t('stockpile.listSep'))}${t('stockpile.and')}${words[words.length - 1]}`;
}
