import { describe, expect, it } from 'vitest';
import i18n from '../../i18n/index.ts';
import { phaseLabel } from './phase-label.ts';
import { positionView } from './testing/positions.ts';

describe('phaseLabel', () => {
  const seats = [{ hand: ['S-yellow-p30', 'S-red-p30'] }, { hand: ['S-blue-p30', 'S-green-p30'] }];

  it("names the round and the mover's stage in the reader's language, the last round as such", () => {
    const ru = i18n.getFixedT('ru');
    const en = i18n.getFixedT('en');
    const view = positionView(2, { round: 2, roundsTotal: 3, order: [0, 1], seats }, 1);
    expect(phaseLabel(view, ru)).toBe('Раунд 2 из 3 · этап 1: купля-продажа');
    expect(phaseLabel(view, en)).toBe('Round 2 of 3 · stage 1: buy and sell');
    const one = [{ hand: ['S-yellow-p30'] }, { hand: ['S-blue-p30'] }];
    const last = positionView(2, { round: 3, roundsTotal: 3, order: [0, 1], seats: one }, 'spectator');
    expect(phaseLabel(last, ru)).toBe('Раунд 3 из 3, последний · этап 2: карта');
  });

  it("names no stage to the mover, whose turn panel follows the stage being composed (the bar said 'stage 1' throughout)", () => {
    const mine = positionView(2, { round: 2, roundsTotal: 3, order: [0, 1], seats }, 0);
    expect(phaseLabel(mine, i18n.getFixedT('ru'))).toBe('Раунд 2 из 3');
  });

  it('says the game is over at the end, and nothing for what is not a view of this game', () => {
    const view = positionView(2, { roundsTotal: 2, order: [0, 1], seats });
    expect(phaseLabel({ ...view, phase: 'finished' }, i18n.getFixedT('en'))).toBe('Game over');
    expect(phaseLabel(null, i18n.t)).toBe('');
    expect(phaseLabel({ phase: 'session' }, i18n.t)).toBe('');
  });
});
