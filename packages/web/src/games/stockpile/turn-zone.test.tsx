import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBoard } from './testing/board.tsx';
import { positionState } from './testing/positions.ts';

/** Seat 0 holds a Boom and a Bust in the Action phase: its decision is the turn zone's. */
const ACTION = {
  round: 2,
  phase: 'action',
  firstPlayer: 0,
  seats: [{ cash: 10000, actions: ['boom-1', 'bust-1'] }, { cash: 10000 }, { cash: 10000 }],
};

describe('my decision’s zone', () => {
  it('has a "?" beside its heading that opens the rules at the round’s phases, in a new tab', () => {
    renderBoard(positionState(3, ACTION), 0, () => Promise.resolve({}));
    const zone = document.querySelector('section.sp-turn') as HTMLElement;
    const help = within(zone).getByTestId('help-link');
    expect(help.getAttribute('href')).toBe('/rules/stockpile#stp-round');
    expect(help.getAttribute('target')).toBe('_blank');
    expect(help.getAttribute('aria-label')).toMatch(/^Правила: Раунд: шесть фаз/);
    // Beside the heading, not in it: the zone keeps its name.
    expect(zone.querySelector('h2')?.contains(help)).toBe(false);
  });
});
