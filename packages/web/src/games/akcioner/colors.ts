import { Akcioner } from '@birzha/engine';
import type { Lang } from '../../i18n/index.ts';

export type Color = Akcioner.Color;
export const COLORS = Akcioner.COLORS;

/** Colours chosen to stay apart for the common colour-blindnesses; every colour also has a letter and a pattern. */
export const COLOR_HEX: Readonly<Record<Color, string>> = {
  yellow: '#f2c230',
  red: '#d7263d',
  blue: '#1f6fd1',
  green: '#1b9e5a',
};

/** One letter per colour in each language: Ж К С З / Y R B G. */
export const COLOR_LETTER: Readonly<Record<Lang, Readonly<Record<Color, string>>>> = {
  ru: { yellow: 'Ж', red: 'К', blue: 'С', green: 'З' },
  en: { yellow: 'Y', red: 'R', blue: 'B', green: 'G' },
};

/** Printed form of a card's op: + and − with a real minus, × and ÷. */
export function opText(op: string): string {
  if (op === 'x2') return '×2';
  if (op === '/2') return '÷2';
  if (op.startsWith('-')) return `−${op.slice(1)}`;
  return op;
}
