import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lastPly } from './draughts-last-ply.ts';
import { boardTable, playPly, renderZone, zoneProps } from './testing/draughts-table.tsx';
import { DraughtsZone } from './draughts-zone.tsx';

const sq = (name: string) => screen.getByTestId(`ce-sq-${name}`);
const FORK = { pieces: 'a1.w1 c3.w2 d4.b2 d6.b3 f6.b3 h8.b4' };

afterEach(() => vi.useRealTimers());

describe('the last ply', () => {
  it('is the newest plyPlayed of the log, with its squares', () => {
    const first = playPly(boardTable(FORK), 1, 'c3:e5:g7', 'spectator', 1);
    expect(lastPly([])).toBeNull();
    const last = lastPly([...first.log, { version: 2, event: { type: 'readyChanged', seat: 0, ready: true } }]);
    expect(last?.event.move).toBe('c3:e5:g7');
    expect(last?.event.captured.map((p) => p.sq)).toEqual(['d4', 'f6']);
    expect(last?.version).toBe(1);
    // a later ply replaces it
    const second = playPly(first.state, 1, 'h8:f6', 'spectator', 2); // B4 is Борис's too
    expect(lastPly([...first.log, ...second.log])?.event.move).toBe('h8:f6');
  });

  it('marks its start, landing squares and end on the board, and says it in words', () => {
    const { state, log } = playPly(boardTable(FORK), 1, 'c3:e5:g7', 'spectator');
    renderZone(state, 'spectator', null, log);
    expect(sq('c3').getAttribute('data-last')).toBe('from');
    expect(sq('e5').getAttribute('data-last')).toBe('path');
    expect(sq('g7').getAttribute('data-last')).toBe('to');
    expect(sq('g7').getAttribute('data-piece')).toBe('w2');
    expect(sq('d4').getAttribute('data-last')).toBeNull();
    expect(sq('g7').getAttribute('aria-label')).toContain('последний ход сюда');
    const line = screen.getByTestId('ce-last-ply');
    expect(line.textContent).toContain('W2 c3:e5:g7');
    expect(line.textContent).toContain('Борис');
    expect(line.textContent).toContain('+400');
  });

  it('fades the taken pieces of a ply played while watching, and not those of a ply already in the log', () => {
    vi.useFakeTimers();
    const start = boardTable(FORK);
    const { state, log } = playPly(start, 1, 'c3:e5:g7', 'spectator');
    const view = render(<DraughtsZone {...zoneProps(start, 'spectator', null, [])} />);
    expect(document.querySelectorAll('.ce-piece--ghost')).toHaveLength(0);
    view.rerender(<DraughtsZone {...zoneProps(state, 'spectator', null, log)} />);
    expect(sq('d4').querySelector('.ce-piece--ghost')).not.toBeNull();
    expect(sq('f6').querySelector('.ce-piece--ghost')).not.toBeNull();
    expect(sq('d6').querySelector('.ce-piece--ghost')).toBeNull();
    act(() => vi.advanceTimersByTime(700));
    expect(document.querySelectorAll('.ce-piece--ghost')).toHaveLength(0);
    view.unmount();
    renderZone(state, 'spectator', null, log);
    expect(document.querySelectorAll('.ce-piece--ghost')).toHaveLength(0);
  });

  it('does not animate for a reader who asked for reduced motion', () => {
    // jsdom has no matchMedia: one that answers the reduced-motion query only
    const had = Object.getOwnPropertyDescriptor(window, 'matchMedia');
    const reduced = (query: string) => ({
      matches: query.includes('prefers-reduced-motion: reduce'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    });
    Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: reduced });
    try {
      const start = boardTable(FORK);
      const { state, log } = playPly(start, 1, 'c3:e5:g7', 'spectator');
      const view = render(<DraughtsZone {...zoneProps(start, 'spectator', null, [])} />);
      view.rerender(<DraughtsZone {...zoneProps(state, 'spectator', null, log)} />);
      expect(document.querySelectorAll('.ce-piece--ghost')).toHaveLength(0);
    } finally {
      if (had === undefined) delete (window as { matchMedia?: unknown }).matchMedia;
      else Object.defineProperty(window, 'matchMedia', had);
    }
  });
});

describe('the end of the board game', () => {
  it('says who won and why once the board game is over', () => {
    // W2 takes Black's last piece: Black has no move (spec 8.4), the board game is over
    const { state, log } = playPly(boardTable({ pieces: 'a1.w1 c3.w2 d4.b2' }), 1, 'c3:e5', 'spectator');
    expect(state.board.result).toEqual({ winner: 'white', reason: 'noMoves' });
    renderZone(state, 0, () => Promise.resolve({}), log);
    const result = screen.getByTestId('ce-board-result');
    expect(result.getAttribute('data-winner')).toBe('white');
    expect(result.textContent).toContain('победили белые');
    expect(result.textContent).toContain('У чёрных нет ходов');
    expect(document.querySelectorAll('[data-movable="true"]')).toHaveLength(0);
  });

  it('shows the draw counters that have started', () => {
    const state = boardTable({ pieces: 'Ka1.w1 Kh8.b4 c1.w2', draw: { kingPlies: 7 } });
    renderZone(state, 'spectator', null);
    expect(screen.getByTestId('ce-draw').textContent).toContain('полуходов только дамками: 7 из 30');
  });

  it("counts the repetitions of the position on the board, not of the record's last key (a given position)", () => {
    const pieces = 'Ka1.w1 Kh8.b4';
    const here = boardTable({ pieces }).board.draw.positions[0]!;
    const state = boardTable({ pieces, draw: { positions: [here, here, 'B:WKb2:BKh8'] } });
    renderZone(state, 'spectator', null);
    expect(screen.getByTestId('ce-draw').textContent).toContain('повторений позиции: 2 из 3');
  });
});
