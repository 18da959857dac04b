import { checkersExchange } from '@birzha/engine';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DraughtsZone } from './draughts-zone.tsx';
import { boardTable, playPly, renderZone, zoneProps } from './testing/draughts-table.tsx';

const sq = (name: string) => screen.getByTestId(`ce-sq-${name}`);
const targets = () =>
  [...document.querySelectorAll('[data-target="true"]')].map((e) => e.getAttribute('data-testid')!.slice(6)).sort();
const okSend = () => vi.fn(() => Promise.resolve({}));

/** W1 has moved this year, so W2 (Борис, seat 1) is the firm to move although W1's a1 could move too (spec 8.2). */
const QUIET = { pieces: 'a1.w1 c3.w2 Kh2.w4 a7.b1 h8.b4', firms: { w1: { plies: 1 } } };
/** W2 must take d4 and land on e5, then take d6 (to c7) or f6 (to g7); g1 of W2 cannot capture. */
const FORK = { pieces: 'a1.w1 g1.w2 c3.w2 d4.b2 d6.b3 f6.b3 h8.b4' };

describe('the draughts board: moving on my turn', () => {
  it('draws every piece with its firm and kind, and names each square in words', () => {
    renderZone(boardTable(QUIET), 'spectator', null);
    expect(sq('c3').getAttribute('data-piece')).toBe('w2');
    expect(sq('c3').getAttribute('data-king')).toBeNull();
    expect(sq('h2').getAttribute('data-piece')).toBe('w4');
    expect(sq('h2').getAttribute('data-king')).toBe('true');
    expect(sq('h2').querySelector('.ce-piece__crown')).not.toBeNull();
    expect(sq('d4').getAttribute('data-piece')).toBeNull();
    expect(screen.getByRole('gridcell', { name: 'c3, белая шашка W2' })).toBe(sq('c3'));
    expect(screen.getByRole('gridcell', { name: 'h8, чёрная шашка B4' })).toBe(sq('h8'));
    expect(screen.getByRole('gridcell', { name: 'h2, белая дамка W4' })).toBe(sq('h2'));
    expect(screen.getByRole('gridcell', { name: 'd4, пусто' })).toBe(sq('d4'));
    expect(screen.getAllByRole('gridcell')).toHaveLength(64);
  });

  it('shows the legal targets of a piece of the active firm and sends the quiet move clicked', async () => {
    const send = okSend();
    renderZone(boardTable(QUIET), 1, send);
    expect(screen.getByTestId('ce-board-caption').getAttribute('data-my-turn')).toBe('true');
    expect(sq('c3').getAttribute('data-movable')).toBe('true');
    expect(sq('a1').getAttribute('data-movable')).toBeNull();
    fireEvent.click(sq('a1'));
    expect(targets()).toEqual([]);
    fireEvent.click(sq('c3'));
    expect(sq('c3').getAttribute('data-selected')).toBe('true');
    expect(targets()).toEqual(['b4', 'd4']);
    expect(screen.queryByTestId('ce-path-choice')).toBeNull();
    expect(document.querySelectorAll('.ce-sq__step')).toHaveLength(0);
    await act(async () => fireEvent.click(sq('d4')));
    expect(send).toHaveBeenCalledWith([{ type: 'ply', move: 'c3-d4' }]);
  });

  it('unselects a piece clicked again', () => {
    renderZone(boardTable(QUIET), 1, okSend());
    fireEvent.click(sq('c3'));
    expect(targets()).toEqual(['b4', 'd4']);
    fireEvent.click(sq('c3'));
    expect(targets()).toEqual([]);
    expect(sq('c3').getAttribute('data-selected')).toBeNull();
  });

  it('chooses a multi-capture by its landing squares in order and sends the full path', async () => {
    const send = okSend();
    renderZone(boardTable(FORK), 1, send);
    expect(screen.getByTestId('ce-compulsory').textContent).toContain('Бить обязательно');
    expect(sq('g1').getAttribute('data-movable')).toBeNull();
    fireEvent.click(sq('c3'));
    expect(targets()).toEqual(['c7', 'e5', 'g7']);
    const chooser = screen.getByTestId('ce-path-choice');
    expect(
      within(chooser)
        .getAllByRole('button', { name: /c3:e5/ })
        .map((b) => b.getAttribute('data-notation')),
    ).toEqual(['c3:e5:c7', 'c3:e5:g7']);
    expect(sq('d4').getAttribute('data-captured')).toBe('true');
    expect(sq('f6').getAttribute('data-captured')).toBe('true');
    expect(sq('e5').querySelector('.ce-sq__step')?.getAttribute('data-steps')).toBe('1');
    expect(sq('g7').querySelector('.ce-sq__step')?.getAttribute('data-steps')).toBe('2');
    fireEvent.click(sq('e5'));
    expect(send).not.toHaveBeenCalled();
    expect(targets()).toEqual(['c7', 'g7']);
    await act(async () => fireEvent.click(sq('g7')));
    expect(send).toHaveBeenCalledWith([{ type: 'ply', move: 'c3:e5:g7' }]);
  });

  it('sends a path picked from the list of notations', async () => {
    const send = okSend();
    renderZone(boardTable(FORK), 1, send);
    fireEvent.click(sq('c3'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /c3:e5:c7/ })));
    expect(send).toHaveBeenCalledWith([{ type: 'ply', move: 'c3:e5:c7' }]);
  });

  it('is played by dragging a piece onto its target', async () => {
    const send = okSend();
    renderZone(boardTable(QUIET), 1, send);
    expect(sq('c3').getAttribute('draggable')).toBe('true');
    expect(sq('a1').getAttribute('draggable')).toBe('false');
    fireEvent.dragStart(sq('c3'), { dataTransfer: { setData: () => undefined, effectAllowed: 'none' } });
    expect(targets()).toEqual(['b4', 'd4']);
    await act(async () => fireEvent.drop(sq('b4')));
    expect(send).toHaveBeenCalledWith([{ type: 'ply', move: 'c3-b4' }]);
  });

  it('is played with the keyboard: arrows move between squares, Enter picks', async () => {
    const send = okSend();
    const user = userEvent.setup();
    renderZone(boardTable(QUIET), 1, send);
    sq('c3').focus();
    await user.keyboard('{Enter}');
    expect(targets()).toEqual(['b4', 'd4']);
    await user.keyboard('{ArrowRight}{ArrowUp}');
    expect(document.activeElement).toBe(sq('d4'));
    await user.keyboard('{Enter}');
    expect(send).toHaveBeenCalledWith([{ type: 'ply', move: 'c3-d4' }]);
  });

  it('shows the server refusal', async () => {
    const send = vi.fn(() => Promise.reject({ code: 'NOT_YOUR_TURN' }));
    renderZone(boardTable(QUIET), 1, send);
    fireEvent.click(sq('c3'));
    await act(async () => fireEvent.click(sq('b4')));
    expect(screen.getByTestId('ce-board-error').getAttribute('role')).toBe('alert');
    expect(targets()).toEqual([]);
  });
});

describe('the draughts board: who may move', () => {
  it('lets neither another seat nor a spectator select a piece', () => {
    for (const viewer of [0, 2, 'spectator'] as const) {
      const { unmount } = renderZone(boardTable(QUIET), viewer, viewer === 'spectator' ? null : okSend());
      expect(screen.getByTestId('ce-board-caption').getAttribute('data-my-turn')).toBe('false');
      fireEvent.click(sq('c3'));
      expect(targets()).toEqual([]);
      expect(document.querySelectorAll('[data-movable="true"]')).toHaveLength(0);
      unmount();
    }
  });

  it('gives the move to the holder of the firm token, not its director (spec 4 effectiveHolder)', () => {
    const table = boardTable({
      ...QUIET,
      firms: { ...QUIET.firms, w2: { token: { holder: 2, scope: 'ply', year: 1 } } },
    });
    // the zone's toAct is the engine's on that state (zoneProps): it waits for the token's holder
    expect(checkersExchange.toAct(table)).toEqual([2]);
    const director = renderZone(table, 1, okSend());
    fireEvent.click(sq('c3'));
    expect(targets()).toEqual([]);
    expect(screen.getByTestId('ce-board-holder').textContent).toBe('ходит за фирму: Вера');
    director.unmount();
    renderZone(table, 2, okSend());
    const caption = screen.getByTestId('ce-board-caption');
    expect(caption.textContent).toContain('Ходит фирма W2');
    expect(caption.textContent).toContain('директор: Борис');
    expect(caption.textContent).toContain('жетон: Вера (вы) (на один ход)');
    expect(caption.textContent).toContain('Ваш ход за фирму W2');
    fireEvent.click(sq('c3'));
    expect(targets()).toEqual(['b4', 'd4']);
  });

  it("takes my ply from whom the game waits for (its toAct), not from the view's firm and token", () => {
    const table = boardTable(QUIET);
    const props = zoneProps(table, 1, okSend());
    expect(props.toAct).toEqual([1]);
    const waited = render(<DraughtsZone {...props} toAct={[0]} />);
    expect(screen.getByTestId('ce-board-caption').getAttribute('data-my-turn')).toBe('false');
    expect(screen.queryByTestId('ce-board-hint')).toBeNull();
    fireEvent.click(sq('c3'));
    expect(targets()).toEqual([]);
    waited.unmount();
    render(<DraughtsZone {...zoneProps(table, 0, okSend())} toAct={[0]} />);
    expect(screen.getByTestId('ce-board-caption').getAttribute('data-my-turn')).toBe('true');
  });

  it('says whose move it is and which ply of the year', () => {
    renderZone(boardTable(QUIET), 0, okSend());
    const caption = screen.getByTestId('ce-board-caption');
    expect(caption.getAttribute('data-firm')).toBe('w2');
    expect(caption.textContent).toContain('Ход белых');
    expect(caption.textContent).toContain('ход 1 из 8');
    expect(caption.textContent).toContain('Ждём ход: Борис');
  });

  it('says when play on the board resumes outside the board phase', () => {
    // the year's 8th ply (Black's, B4 of Борис) ends the board phase: the session opens (spec 8.3 step 6)
    const { state } = playPly(boardTable({ yearPly: 7, pieces: 'a1.w1 c3.w2 h8.b4' }), 1, 'h8-g7', 1);
    expect(state.phase).toBe('session');
    renderZone(state, 1, okSend());
    const caption = screen.getByTestId('ce-board-caption');
    expect(caption.textContent).toBe('Ходы этого года сыграны (8 из 8); следующий год начнут белые.');
    expect(screen.queryByTestId('ce-board-hint')).toBeNull();
    fireEvent.click(sq('g7'));
    expect(document.querySelectorAll('[data-selected="true"]')).toHaveLength(0);
  });

  it('turns the board for a viewer who directs only black firms', () => {
    const table = boardTable({ ...QUIET, directors: [0, 1, 0, 1, 2, 2, 0, 1] });
    renderZone(table, 2, null);
    const board = screen.getByTestId('ce-board');
    expect(board.getAttribute('data-flipped')).toBe('true');
    expect(screen.getAllByRole('gridcell')[0]).toBe(sq('h1'));
    fireEvent.click(screen.getByTestId('ce-board-flip'));
    expect(board.getAttribute('data-flipped')).toBe('false');
    expect(screen.getAllByRole('gridcell')[0]).toBe(sq('a8'));
  });
});
