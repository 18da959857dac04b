import type { SeatChange, SeatInfo } from '@birzha/protocol';
import { describe, expect, it } from 'vitest';
import i18n from '../i18n/index.ts';
import {
  creditOf,
  logNames,
  personName,
  standInSpans,
  standInText,
  stepsByVersion,
  type PlayedInfo,
} from './played.ts';

const SEATS: SeatInfo[] = [
  { seat: 0, user: { id: 'ann', name: 'Аня' }, bot: null, connected: true },
  { seat: 1, user: null, bot: 'intermediate', left: { id: 'bob', name: 'Боб' }, connected: false },
  { seat: 2, user: null, bot: 'beginner', botName: 'vera', connected: true },
];

const change = (c: Partial<SeatChange> & Pick<SeatChange, 'kind' | 'version'>): SeatChange => ({
  seat: 1,
  userId: 'bob',
  round: null,
  at: 0,
  ...c,
});

describe('who played a move', () => {
  const info: PlayedInfo = {
    steps: [
      { version: 1, seat: 1, by: 'person' },
      { version: 2, seat: 1, by: 'bot' },
      { version: 3, seat: 1, by: 'bot' },
      { version: 4, seat: 2, by: 'bot' },
      { version: 5, seat: 0, by: 'clock' },
      { version: 6, seat: null },
    ],
    seatChanges: [change({ kind: 'takeover', version: 1 }), change({ kind: 'return', version: 2 })],
    seats: SEATS,
  };
  const credit = (v: number, i = info) => creditOf(i, stepsByVersion(i.steps), v);

  it('is a bot for the person from the takeover up to the return, by the versions', () => {
    expect(credit(1)).toBeNull();
    expect(credit(2)).toEqual({ kind: 'botFor', name: 'Боб' });
    // After the return a bot's move is not for Боб (a stale record: nothing is claimed).
    expect(credit(3)).toBeNull();
  });

  it('is no one in particular for a bot’s own seat, the clock for a timeout, nothing for a hidden sender', () => {
    expect(credit(4)).toBeNull();
    expect(credit(5)).toEqual({ kind: 'clock' });
    expect(credit(6)).toBeNull();
    expect(credit(99)).toBeNull();
  });

  it('falls back to the seat a bot holds for someone now when no change is recorded', () => {
    expect(credit(3, { ...info, seatChanges: [] })).toEqual({ kind: 'botFor', name: 'Боб' });
  });

  it('tells the log’s moves by the seat’s person, a bot’s own seat by its label', () => {
    const labels = ['Аня', 'Боб → бот', 'Бот Вера (опытный)'];
    expect(logNames(labels, SEATS)).toEqual(['Аня', 'Боб', 'Бот Вера (опытный)']);
    expect(logNames(labels, undefined)).toBe(labels);
  });

  it('names the seat’s person, holding it or stood in for', () => {
    expect(personName(SEATS, 0, 'ann')).toBe('Аня');
    expect(personName(SEATS, 1, 'bob')).toBe('Боб');
    expect(personName(SEATS, 1, 'ann')).toBeNull();
  });
});

describe('stretches a bot played for a person', () => {
  it('run from the takeover’s round to the return’s, or to the end', () => {
    const spans = standInSpans([
      change({ kind: 'takeover', version: 5, round: 3 }),
      change({ kind: 'takeover', version: 6, round: 3 }),
      change({ kind: 'return', version: 9, round: 5 }),
      change({ kind: 'takeover', version: 12, round: 7, reason: 'timeouts' }),
      change({ kind: 'return', version: 1, seat: 0, userId: 'ann', round: 1 }),
    ]);
    expect(spans).toEqual([
      { seat: 1, userId: 'bob', from: 3, to: 5, toEnd: false },
      { seat: 1, userId: 'bob', from: 7, to: null, toEnd: true },
    ]);
  });

  it('read as rounds in both languages', () => {
    const ru = i18n.getFixedT('ru');
    const en = i18n.getFixedT('en');
    const spans = [
      { seat: 1, userId: 'bob', from: 3, to: 5, toEnd: false },
      { seat: 1, userId: 'bob', from: 6, to: 6, toEnd: false },
      { seat: 1, userId: 'bob', from: 7, to: null, toEnd: true },
    ];
    expect(standInText(spans, 'Боб', ru, 'replay.round')).toBe(
      'За игрока Боб играл бот: раунд 3 — раунд 5, раунд 6, раунд 7 — до конца партии.',
    );
    expect(standInText(spans, 'Bob', en, 'replay.round')).toBe(
      'A bot played for Bob: round 3 to round 5, round 6, round 7 to the end.',
    );
    expect(
      standInText([{ seat: 1, userId: 'bob', from: null, to: null, toEnd: true }], 'Bob', en, 'replay.round'),
    ).toBe('A bot played for Bob.');
  });
});
