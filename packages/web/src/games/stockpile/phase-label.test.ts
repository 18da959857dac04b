import { stockpile } from '@birzha/engine';
import { describe, expect, it } from 'vitest';
import i18n from '../../i18n/index.ts';
import { phaseHelp } from './help.ts';
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

describe('phaseLabel during a show', () => {
  it("names the Movement while the board shows it, as the phase panel does (the status bar said 'Selling')", async () => {
    const { state } = playAll(positionState(4, TV1), TV1_MOVES.slice(0, 4));
    const view = { ...stockpile.view(state, 0), phase: 'selling' as const };
    await i18n.changeLanguage('en');
    try {
      expect(phaseLabel(view, i18n.t, true)).toBe('Round 1 of 6 · Movement');
      expect(phaseLabel(view, i18n.t, false)).toBe('Round 1 of 6 · Selling');
      expect(phaseHelp(view, true)).toBe('stp-movement');
      expect(phaseHelp(view)).toBe('stp-selling');
    } finally {
      await i18n.changeLanguage('ru');
    }
  });
});
