import type { MoveStep } from '@birzha/protocol';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../i18n/index.ts';
import { dividerPlace, LogPanel, type LogGroupView } from './log-panel.tsx';
import { sinceLastMove, SinceLastMoveContext, type SinceLastMove } from './since-last-move.ts';

const step = (version: number, seat: number | null, by?: MoveStep['by']): MoveStep => ({
  version,
  seat,
  ...(by === undefined ? {} : { by }),
});

describe('sinceLastMove', () => {
  it('is my seat’s last own move when others moved after it', () => {
    expect(
      sinceLastMove([step(1, 0, 'person'), step(2, 1, 'person'), step(3, 0, 'person'), step(4, 1, 'person')], 0),
    ).toBe(3);
  });

  it('is nothing when only I moved since (or nobody did)', () => {
    expect(sinceLastMove([step(1, 1, 'person'), step(2, 0, 'person'), step(3, 0, 'person')], 0)).toBeNull();
    expect(sinceLastMove([], 0)).toBeNull();
  });

  it('counts a bot’s or the clock’s move for my seat, and a hidden sender, as news: I was away', () => {
    expect(sinceLastMove([step(1, 0, 'person'), step(2, 0, 'clock')], 0)).toBe(1);
    expect(sinceLastMove([step(1, 0, 'person'), step(2, 0, 'bot')], 0)).toBe(1);
    expect(sinceLastMove([step(1, 0, 'person'), step(2, null)], 0)).toBe(1);
  });

  it('is the setup when I never moved and others did', () => {
    expect(sinceLastMove([step(1, 1, 'person'), step(2, 1, 'person')], 0)).toBe(0);
  });
});

/** A turn game's log, newest group first: Аня (seat 0) moved at 1-2, Боб at 3-4 and 6 (a new round at 5). */
const GROUPS: LogGroupView[] = [
  {
    key: 'turn-2-1',
    kind: 'turn',
    head: 'Round 2: Боб',
    headVersion: 5,
    lines: [{ type: 'x', text: 'Боб trades', version: 6 }],
  },
  {
    key: 'turn-1-1',
    kind: 'turn',
    head: 'Round 1: Боб',
    headVersion: 2,
    lines: [
      { type: 'x', text: 'Боб trades', version: 3 },
      { type: 'x', text: 'Боб plays a card', version: 4 },
    ],
  },
  {
    key: 'turn-1-0',
    kind: 'turn',
    head: 'Round 1: Аня',
    headVersion: 0,
    lines: [
      { type: 'x', text: 'Аня trades', version: 1 },
      { type: 'x', text: 'Аня plays a card', version: 2 },
    ],
  },
  { key: 'setup', kind: 'setup', head: 'The start', lines: [{ type: 'x', text: 'cards dealt' }] },
];

function show(since: SinceLastMove | null, groups = GROUPS) {
  return render(
    <SinceLastMoveContext value={since}>
      <LogPanel className="zone" titleId="t" title="Log" groups={groups} chat={null} sendChat={null} />
    </SinceLastMoveContext>,
  );
}

/** The log's items top to bottom: group headings, lines and the divider. */
const items = () =>
  [...screen.getByTestId('log').querySelectorAll('h3, li.log__line, li.log__since')].map((e) =>
    e.classList.contains('log__since') ? '—since—' : e.textContent,
  );

describe('the divider “since your last move”', () => {
  it('goes before the first line after my last move, inside its group', () => {
    expect(dividerPlace(GROUPS, 2)).toEqual({ group: 1, line: 0 });
    show({ since: 2, replay: null });
    expect(items()).toEqual([
      'Round 2: Боб',
      'Боб trades',
      'Round 1: Боб',
      '—since—',
      'Боб trades',
      'Боб plays a card',
      'Round 1: Аня',
      'Аня trades',
      'Аня plays a card',
      'The start',
      'cards dealt',
    ]);
    expect(screen.getByTestId('log-since').textContent).toBe('С вашего последнего хода');
    expect(screen.queryByTestId('log-replay-from')).toBeNull();
  });

  it('goes below a group that is news as a whole (its heading is newer than my move)', () => {
    expect(dividerPlace(GROUPS, 4)).toEqual({ group: 0, line: -1 });
    show({ since: 4, replay: null });
    expect(items().slice(0, 4)).toEqual(['Round 2: Боб', 'Боб trades', '—since—', 'Round 1: Боб']);
  });

  it('is not there when nothing is newer, or with no provider (a replay, a spectator)', () => {
    expect(dividerPlace(GROUPS, 6)).toBeNull();
    const { unmount } = show({ since: 6, replay: null });
    expect(screen.queryByTestId('log-since')).toBeNull();
    unmount();
    show(null);
    expect(screen.queryByTestId('log-since')).toBeNull();
  });

  it('says «С начала партии» to a player who has not moved yet (there is no last move of theirs)', () => {
    show({ since: 0, replay: null });
    expect(screen.getByTestId('log-since').textContent).toBe('С начала партии');
  });

  it('offers “Replay from here”, which calls the step-through', () => {
    const replay = vi.fn();
    show({ since: 2, replay });
    fireEvent.click(screen.getByTestId('log-replay-from'));
    expect(replay).toHaveBeenCalledOnce();
    expect(screen.getByTestId('log-replay-from').textContent).toBe('Показать с этого места');
  });
});
