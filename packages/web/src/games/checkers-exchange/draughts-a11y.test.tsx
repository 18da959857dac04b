import { fireEvent, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { boardTable, playPly, renderZone } from './testing/draughts-table.tsx';

/** WCAG 2 A/AA problems axe finds in the rendered board (jsdom cannot judge colour contrast; the browser test does). */
async function problems(container: HTMLElement): Promise<string[]> {
  const r = await axe.run(container, {
    runOnly: ['wcag2a', 'wcag2aa', 'wcag21a'],
    rules: { 'color-contrast': { enabled: false } },
  });
  return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const FORK = { pieces: 'a1.w1 g1.w2 c3.w2 d4.b2 d6.b3 f6.b3 Kh8.b4' };

describe('the draughts board passes axe', () => {
  it('on my turn with a capture path being chosen and a refusal standing', async () => {
    const { container } = renderZone(boardTable(FORK), 1, () => Promise.reject({ code: 'ILLEGAL_PLY' }));
    fireEvent.click(screen.getByTestId('ce-sq-c3'));
    fireEvent.click(screen.getByTestId('ce-sq-e5'));
    expect(screen.getByTestId('ce-path-choice')).toBeTruthy();
    expect(await problems(container)).toEqual([]);
  });

  it('for a spectator after a capture, and at the end of the board game', async () => {
    const played = playPly(boardTable(FORK), 1, 'c3:e5:g7', 'spectator');
    const watching = renderZone(played.state, 'spectator', null, played.log);
    expect(await problems(watching.container)).toEqual([]);
    watching.unmount();
    const over = playPly(boardTable({ pieces: 'a1.w1 c3.w2 d4.b2' }), 1, 'c3:e5', 'spectator');
    const end = renderZone(over.state, 'spectator', null, over.log);
    expect(screen.getByTestId('ce-board-result')).toBeTruthy();
    expect(await problems(end.container)).toEqual([]);
  });
});
