import { checkersExchange, type CheckersExchange } from '@birzha/engine';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LogItem } from '../../table/use-table.ts';
import { resetPreferencesForTests, setPreferences } from '../../ui/preferences.ts';
import { boardTable, zoneProps } from './testing/draughts-table.tsx';
import { DraughtsZone } from './draughts-zone.tsx';

type State = CheckersExchange.State;

/** The first legal ply of whoever holds the move, played; the log grows by its events at the next version. */
function next(state: State, log: readonly LogItem[]): { state: State; log: LogItem[]; move: string } {
  const seat = checkersExchange.toAct(state)[0]!;
  const move = checkersExchange.legalMoves(state, seat)[0] as CheckersExchange.Move & { move: string };
  const r = checkersExchange.play(state, seat, move);
  if (!r.ok) throw new Error(r.error.code);
  const version = (log.at(-1)?.version ?? 0) + 1;
  const added = r.value.events.map((event) => ({ version, event }));
  return { state: r.value.state, log: [...log, ...added], move: move.move };
}

/** Where the piece of a ply ended up: its notation's last square. */
const landed = (move: string) => move.split(/[-:]/u).at(-1)!;
const piece = (sq: string) => screen.getByTestId(`ce-sq-${sq}`).getAttribute('data-piece');

beforeEach(() => {
  resetPreferencesForTests();
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  resetPreferencesForTests();
});

describe("others' plies at the header's pace", () => {
  const start = boardTable({});
  const one = next(start, []);
  const two = next(one.state, one.log);
  const three = next(two.state, two.log);

  it('shows a ply at once, then queues the next one for the pace and plays it after', () => {
    setPreferences({ pace: 'normal' }); // 1.2 s a ply
    const view = render(<DraughtsZone {...zoneProps(start, 'spectator', null)} live />);
    view.rerender(<DraughtsZone {...zoneProps(one.state, 'spectator', null, one.log)} live />);
    expect(piece(landed(one.move))).not.toBeNull();
    view.rerender(<DraughtsZone {...zoneProps(two.state, 'spectator', null, two.log)} live />);
    view.rerender(<DraughtsZone {...zoneProps(three.state, 'spectator', null, three.log)} live />);
    // still the first ply on the board, two waiting
    expect(piece(landed(two.move))).toBeNull();
    expect(screen.getByTestId('ce-last-ply').dataset['move']).toBe(one.move);
    expect(screen.getByTestId('ce-board').dataset['pending']).toBe('2');
    act(() => vi.advanceTimersByTime(1200));
    expect(piece(landed(two.move))).not.toBeNull();
    expect(piece(landed(three.move))).toBeNull();
    expect(screen.getByTestId('ce-last-ply').dataset['move']).toBe(two.move);
    act(() => vi.advanceTimersByTime(1200));
    expect(piece(landed(three.move))).not.toBeNull();
    expect(screen.getByTestId('ce-board').dataset['pending']).toBeUndefined();
  });

  it('shows the position now when asked', () => {
    setPreferences({ pace: 'slow' });
    const view = render(<DraughtsZone {...zoneProps(one.state, 'spectator', null, one.log)} live />);
    view.rerender(<DraughtsZone {...zoneProps(two.state, 'spectator', null, two.log)} live />);
    view.rerender(<DraughtsZone {...zoneProps(three.state, 'spectator', null, three.log)} live />);
    expect(piece(landed(three.move))).toBeNull();
    fireEvent.click(screen.getByTestId('ce-board-skip'));
    expect(piece(landed(three.move))).not.toBeNull();
  });

  it("plays nothing out at the 'instant' pace, nor in a replay", () => {
    setPreferences({ pace: 'instant' });
    const view = render(<DraughtsZone {...zoneProps(one.state, 'spectator', null, one.log)} live />);
    view.rerender(<DraughtsZone {...zoneProps(two.state, 'spectator', null, two.log)} live />);
    view.rerender(<DraughtsZone {...zoneProps(three.state, 'spectator', null, three.log)} live />);
    expect(piece(landed(three.move))).not.toBeNull();
    view.unmount();
    setPreferences({ pace: 'slow' });
    const replay = render(<DraughtsZone {...zoneProps(one.state, 'spectator', null, one.log)} />);
    replay.rerender(<DraughtsZone {...zoneProps(two.state, 'spectator', null, two.log)} />);
    replay.rerender(<DraughtsZone {...zoneProps(three.state, 'spectator', null, three.log)} />);
    expect(piece(landed(three.move))).not.toBeNull();
  });

  it('never keeps my own turn waiting: the board is as it stands when the move is mine', () => {
    setPreferences({ pace: 'slow' });
    const me = checkersExchange.toAct(three.state)[0]!;
    const send = vi.fn(() => Promise.resolve({}));
    const view = render(<DraughtsZone {...zoneProps(one.state, me, send, one.log)} live />);
    view.rerender(<DraughtsZone {...zoneProps(two.state, me, send, two.log)} live />);
    view.rerender(<DraughtsZone {...zoneProps(three.state, me, send, three.log)} live />);
    expect(screen.getByTestId('ce-board-caption').dataset['myTurn']).toBe('true');
    expect(piece(landed(three.move))).not.toBeNull();
    expect(document.querySelectorAll('[data-movable="true"]').length).toBeGreaterThan(0);
    expect(screen.queryByTestId('ce-board-skip')).toBeNull();
  });
});
