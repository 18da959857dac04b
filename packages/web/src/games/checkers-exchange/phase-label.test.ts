import { describe, expect, it } from 'vitest';
import i18n from '../../i18n/index.ts';
import { D3, table, viewOf } from './testing/exchange-fixtures.ts';
import { checkersExchangeWeb } from './index.ts';

const label = (position: object) => checkersExchangeWeb.phaseLabel!(viewOf(table(position).state, 0), i18n.t);

describe('phaseLabel', () => {
  it('names the year and the phase, in Russian and in English', async () => {
    expect(label({ phase: 'session', year: 2, directors: D3 })).toBe('Год 2 · Сессия');
    expect(label({ phase: 'meeting', year: 3, directors: D3 })).toBe('Год 3 · Собрания');
    expect(label({ phase: 'board', year: 1, yearPly: 2, directors: D3 })).toBe('Год 1 · Доска, ход 3 из 8');
    expect(label({ directors: D3 })).toBe('Аукцион');
    await i18n.changeLanguage('en');
    try {
      expect(label({ phase: 'session', year: 2, directors: D3 })).toBe('Year 2 · Session');
      expect(label({ phase: 'board', year: 4, yearPly: 7, directors: D3 })).toBe('Year 4 · Board, ply 8 of 8');
    } finally {
      await i18n.changeLanguage('ru');
    }
  });

  it('names nothing for what is not a view', () => {
    expect(checkersExchangeWeb.phaseLabel!(null, i18n.t)).toBe('');
  });
});
