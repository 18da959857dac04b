import type { MoveStep, SeatChange, SeatInfo } from '@birzha/protocol';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../i18n/index.ts';
import { LogPanel, type LogGroupView } from './log-panel.tsx';
import { PlayedContext, type PlayedInfo } from './played.ts';

const SEATS: SeatInfo[] = [
  { seat: 0, user: { id: 'ann', name: 'Аня' }, bot: null, connected: true },
  { seat: 1, user: { id: 'bob', name: 'Боб' }, bot: null, connected: true },
];

/** Two rounds of a toy game: Боб leaves in round 1 (a bot plays his turn), Аня times out in round 2, Боб is back. */
const GROUPS: LogGroupView[] = [
  {
    key: 'turn-2-1',
    kind: 'turn',
    head: 'Round 2: Боб',
    headVersion: 5,
    lines: [{ type: 'traded', text: 'Боб trades', version: 6 }],
  },
  {
    key: 'turn-2-0',
    kind: 'turn',
    head: 'Round 2: Аня',
    headVersion: 4,
    lines: [
      { type: 'timedOut', text: 'Аня: time is up', version: 5, tellsWho: true },
      { type: 'cardPlayed', text: 'Аня plays a default card', version: 5 },
    ],
  },
  {
    key: 'turn-1-1',
    kind: 'turn',
    head: 'Round 1: Боб',
    headVersion: 2,
    lines: [
      { type: 'traded', text: 'Боб trades', version: 3 },
      { type: 'cardPlayed', text: 'Боб plays a card', version: 4 },
      { type: 'priceChanged', text: 'a price moves', version: 4 },
    ],
  },
  {
    key: 'turn-1-0',
    kind: 'turn',
    head: 'Round 1: Аня',
    headVersion: 0,
    lines: [
      { type: 'traded', text: 'Аня trades', version: 1 },
      { type: 'cardPlayed', text: 'Аня plays a card', version: 2 },
    ],
  },
  { key: 'setup', kind: 'setup', head: 'The start', lines: [{ type: 'dealt', text: 'cards dealt' }] },
];

const STEPS: MoveStep[] = [
  { version: 1, seat: 0, by: 'person' },
  { version: 2, seat: 0, by: 'person' },
  { version: 3, seat: 1, by: 'bot' },
  { version: 4, seat: 1, by: 'bot' },
  { version: 5, seat: 0, by: 'clock' },
  { version: 6, seat: 1, by: 'person' },
];

const CHANGES: SeatChange[] = [
  { seat: 1, kind: 'takeover', reason: 'left', userId: 'bob', version: 2, round: 1, at: 1 },
  { seat: 1, kind: 'return', userId: 'bob', version: 5, round: 2, at: 2 },
];

function show(info: PlayedInfo | null, groups: LogGroupView[] = GROUPS) {
  return render(
    <PlayedContext.Provider value={info}>
      <LogPanel className="zone" titleId="t" title="Log" groups={groups} chat={null} sendChat={null} />
    </PlayedContext.Provider>,
  );
}

/** Each group's heading and lines as read. */
const read = () =>
  screen
    .getAllByTestId('log-group')
    .map((g) => [g.querySelector('h3')?.textContent, ...[...g.querySelectorAll('li')].map((l) => l.textContent)]);

describe('the log panel', () => {
  it('marks the moves a bot played for a person, and puts the takeover and the return at their versions', () => {
    show({ steps: STEPS, seatChanges: CHANGES, seats: SEATS });
    expect(read()).toEqual([
      ['Round 2: Боб', 'Боб снова за столом.', 'Боб trades'],
      ['Round 2: Аня', 'Аня: time is up', 'Аня plays a default card'],
      [
        'Round 1: Боб',
        'Место игрока Боб занял бот (выход из-за стола).',
        'Боб trades · бот за игрока Боб',
        'Боб plays a card · бот за игрока Боб',
        'a price moves',
      ],
      ['Round 1: Аня', 'Аня trades', 'Аня plays a card'],
      ['The start', 'cards dealt'],
    ]);
    expect(screen.getAllByTestId('log-seat-change').map((l) => l.getAttribute('data-kind'))).toEqual([
      'return',
      'takeover',
    ]);
  });

  it('credits a move to the clock where no line of it says so, and says how many timeouts made a bot take over', async () => {
    const groups: LogGroupView[] = [
      {
        key: 'year-1',
        kind: 'session',
        head: 'Year 1',
        lines: [{ type: 'closed', text: 'the session closes', version: 7 }],
      },
      { key: 'setup', kind: 'setup', head: 'The start', lines: [{ type: 'x', text: 'dealt', version: 0 }] },
    ];
    const info: PlayedInfo = {
      steps: [{ version: 7, seat: 0, by: 'clock' }],
      seatChanges: [{ seat: 1, kind: 'takeover', reason: 'timeouts', userId: 'bob', version: 7, round: 1, at: 1 }],
      seats: [
        SEATS[0] as SeatInfo,
        { seat: 1, user: null, bot: 'intermediate', left: { id: 'bob', name: 'Bob' }, connected: false },
      ],
      takeoverAfter: 2,
    };
    await i18n.changeLanguage('en');
    try {
      show(info, groups);
      expect(read()[0]).toEqual([
        'Year 1',
        'the session closes · time ran out',
        'A bot took Bob’s seat (2 timeouts in a row).',
      ]);
    } finally {
      await i18n.changeLanguage('ru');
    }
  });

  it('marks nothing for a sender the viewer may not know, a bot’s own seat, or without the table around it', () => {
    const info: PlayedInfo = {
      steps: [
        { version: 1, seat: null },
        { version: 2, seat: 1, by: 'bot' },
      ],
      seatChanges: [],
      seats: [SEATS[0] as SeatInfo, { seat: 1, user: null, bot: 'beginner', botName: 'anna', connected: true }],
    };
    const groups: LogGroupView[] = [
      {
        key: 'g',
        kind: 'turn',
        head: 'h',
        lines: [
          { type: 'bid', text: 'a sealed bid', version: 1 },
          { type: 'bid', text: 'the bot bids', version: 2 },
        ],
      },
    ];
    const { unmount } = show(info, groups);
    expect(read()).toEqual([['h', 'a sealed bid', 'the bot bids']]);
    unmount();
    show(null);
    expect(screen.queryAllByTestId('log-by')).toEqual([]);
    expect(screen.queryAllByTestId('log-seat-change')).toEqual([]);
  });

  it('adds no seat change to a log whose lines carry no versions', () => {
    const groups: LogGroupView[] = [{ key: 'g', kind: 'turn', head: 'h', lines: [{ type: 'x', text: 'a line' }] }];
    show({ steps: STEPS, seatChanges: CHANGES, seats: SEATS }, groups);
    expect(read()).toEqual([['h', 'a line']]);
  });

  it('puts the game’s "?" beside its title, outside the heading, so the zone keeps its name', () => {
    render(
      <LogPanel
        className="zone"
        titleId="t"
        title="Log"
        help={<a href="/rules/game#log">?</a>}
        groups={[]}
        chat={null}
        sendChat={null}
      />,
    );
    const zone = screen.getByRole('region', { name: 'Log' });
    const help = screen.getByRole('link', { name: '?' });
    expect(zone.contains(help)).toBe(true);
    expect(zone.querySelector('h2')?.contains(help)).toBe(false);
    expect(help.previousElementSibling).toBe(zone.querySelector('h2'));
  });
});
