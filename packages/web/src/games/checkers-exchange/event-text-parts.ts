import type { CheckersExchange } from '@birzha/engine';
import type { TFunction } from 'i18next';
import type { Lang } from '../../i18n/index.ts';
import { numberText } from '../../ui/numbers.ts';

const K = 'checkers-exchange.log';

/** The language the log's words are in (the log has no hook: its words say it). */
export function logLang(t: TFunction): Lang {
  return t(`${K}.locale`) === 'en-US' ? 'en' : 'ru';
}

/** A number as the log writes it, grouped by the language's habit: "12 000", "12,000". */
export function num(n: number, t: TFunction): string {
  return numberText(n, logLang(t));
}

/** Credits as the log writes them: "12 000 кр", "12,000 cr". */
export function cr(amount: number, t: TFunction): string {
  return t('checkers-exchange.game.cr', { amount: num(amount, t) });
}

/** Words joined as a list: "a, b и c". */
export function joinWords(words: readonly string[], t: TFunction): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(t(`${K}.sep`))}${t(`${K}.and`)}${words[words.length - 1] ?? ''}`;
}

/** Pieces counted by kind: "2 шашки и 1 дамка"; empty when there are none. */
export function piecesText(men: number, kings: number, t: TFunction): string {
  const parts = [
    ...(men > 0 ? [t(`${K}.men`, { count: men })] : []),
    ...(kings > 0 ? [t(`${K}.kings`, { count: kings })] : []),
  ];
  return joinWords(parts, t);
}

/** The captured pieces of a ply: "взяты 2 шашки" (spec 9 `plyPlayed.captured`). */
export function capturedText(captured: readonly CheckersExchange.Piece[], t: TFunction): string {
  const kings = captured.filter((p) => p.king).length;
  return t(`${K}.captured`, { count: captured.length, pieces: piecesText(captured.length - kings, kings, t) });
}

/**
 * A firm's value at the liquidation (spec 8.11: a reduced fraction string, "67450/47" or "260") in credits: whole,
 * or "≈1435" rounded down.
 */
export function fractionText(value: string, t: TFunction): string {
  const [num, den] = value.split('/').map(Number);
  if (num === undefined || !Number.isFinite(num)) return value;
  if (den === undefined) return cr(num, t);
  if (!Number.isFinite(den) || den === 0) return value;
  return t(`${K}.about`, { amount: cr(Math.floor(num / den), t) });
}
