import { stockpile } from '@birzha/engine';
import { describe, expect, it } from 'vitest';
import i18n from '../../i18n/index.ts';
import { phaseLabel } from './phase-label.ts';
import { playAll, positionState, TV1, TV1_MOVES } from './testing/positions.ts';

describe('phaseLabel', () => {
  it("names the round and its phase in the reader's language, and nothing for what is not a Stockpile view", async () => {
    const { state } = playAll(positionState(4, TV1), TV1_MOVES.slice(0, 4));
    const view = stockpile.view(state, 0);
    await i18n.changeLanguage('ru');
    expect(phaseLabel(view, i18n.t)).toBe('Раунд 1 из 6 · Спрос');
    await i18n.changeLanguage('en');
    try {
      expect(phaseLabel(view, i18n.t)).toBe('Round 1 of 6 · Demand');
      expect(phaseLabel({ ...view, phase: 'over' }, i18n.t)).toBe('Game over');
      expect(phaseLabel(null, i18n.t)).toBe('');
      expect(phaseLabel({ phase: 'session' }, i18n.t)).toBe('');
    } finally {
      await i18n.changeLanguage('ru');
    }
  });
});
