// The table speaks the rules' words (rules-ru.tsx, rules-more-ru.tsx): «дробление», «раздробленная акция»,
// «супер-дробление», «(торговый) сбор», «долг по сборам»; never «сплит» or «комиссия», which a newcomer who read the
// rules would not recognise. In English the rules say "fee debt", not "fees owed".
import { describe, expect, it } from 'vitest';
import i18n from '../../i18n/index.ts';
import { lesson } from './lesson.ts';
import { STOCKPILE_SUMMARY } from './summary-words.ts';
import { STOCKPILE_TABLE_EN, STOCKPILE_TABLE_RU } from './table-words.ts';
import { STOCKPILE_GAME_EN, STOCKPILE_GAME_RU } from './words-game.ts';
import { STOCKPILE_LOG_EN, STOCKPILE_LOG_RU } from './words-log.ts';

/** Every string of a dictionary, with its path; `only`: under that key alone (a lesson's `ru` or `en`). */
function strings(v: unknown, only?: string, path = '', under = only === undefined): [string, string][] {
  if (typeof v === 'string') return under ? [[path, v]] : [];
  if (typeof v !== 'object' || v === null) return [];
  return Object.entries(v).flatMap(([k, x]) => strings(x, only, `${path}.${k}`, under || k === only));
}

const RU = [
  ...strings(STOCKPILE_GAME_RU),
  ...strings(STOCKPILE_TABLE_RU),
  ...strings(STOCKPILE_LOG_RU),
  ...strings(STOCKPILE_SUMMARY.ru),
  ...strings(lesson, 'ru'),
];
const EN = [
  ...strings(STOCKPILE_GAME_EN),
  ...strings(STOCKPILE_TABLE_EN),
  ...strings(STOCKPILE_LOG_EN),
  ...strings(STOCKPILE_SUMMARY.en),
  ...strings(lesson, 'en'),
];

describe("Stockpile's table words are the rules' words", () => {
  it('finds the words', () => {
    expect(RU.length).toBeGreaterThan(300);
    expect(strings(lesson, 'ru').length).toBeGreaterThan(15);
  });

  it('never says «сплит», «комиссия» or «Крах» (the rules\' «спад») in Russian, nor "fees owed" in English', () => {
    expect(RU.filter(([, s]) => /сплит|комисси|крах/iu.test(s))).toEqual([]);
    expect(EN.filter(([, s]) => /fees? owed/iu.test(s))).toEqual([]);
  });

  it('names a split, a split card, a fee card and the fee debt as the rules do', () => {
    const t = i18n.getFixedT('ru');
    expect(t('stockpile.card.feeShort')).toBe('Сбор');
    expect(t('stockpile.portfolio.split')).toBe('×2');
    expect(t('stockpile.final.debt')).toBe('Долг по сборам');
    expect(t('stockpile.seats.split', { count: 1 })).toBe('1 раздробленная');
    expect(t('stockpile.seats.split', { count: 3 })).toBe('3 раздробленные');
    expect(t('stockpile.seats.split', { count: 5 })).toBe('5 раздробленных');
    expect(t('stockpile.final.splitNote', { count: 2 })).toBe('(в том числе 2 раздробленные: каждая за две)');
    expect(t('stockpile.log.split', { company: 'Epic Electric' })).toBe('Дробление акций Epic Electric!');
    expect(i18n.getFixedT('en')('stockpile.final.debt')).toBe('Fee debt');
  });
});
