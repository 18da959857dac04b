import type { TableSummary } from '@birzha/protocol';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockAudio } from './fake-audio.test-helper.ts';
import { resetPreferencesForTests, setPreferences } from './preferences.ts';
import { useTableAlerts } from './use-table-alerts.ts';

/** A stand-in Notification recording what was shown (jsdom has none). */
function mockNotifications(permission: NotificationPermission) {
  const shown: { title: string; body: string | undefined; tag: string | undefined }[] = [];
  class FakeNotification {
    static permission = permission;
    static requestPermission = vi.fn(() => Promise.resolve(permission));
    onclick: (() => void) | null = null;
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, body: options?.body, tag: options?.tag });
    }
    close = vi.fn();
  }
  vi.stubGlobal('Notification', FakeNotification);
  return shown;
}

let hidden = true;
beforeEach(() => {
  localStorage.clear();
  resetPreferencesForTests();
  hidden = true;
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
});
afterEach(() => vi.unstubAllGlobals());

const person = (id: string, name: string) => ({ id, name });
function table(
  seats: (ReturnType<typeof person> | 'bot' | null)[],
  status: TableSummary['status'] = 'open',
): TableSummary {
  return {
    id: 't1',
    game: 'g',
    options: {},
    players: seats.length,
    private: false,
    status,
    host: { id: 'me', name: 'Я' },
    seats: seats.map((s, seat) => ({
      seat,
      user: s === 'bot' ? null : s,
      bot: s === 'bot' ? 'beginner' : null,
      connected: true,
    })),
    version: 0,
    createdAt: 0,
    startedAt: null,
    finishedAt: null,
    outcome: null,
  };
}

type Props = { myTurn: boolean; table: TableSummary | null };
const ME = person('me', 'Я');
function alerts(initial: Props) {
  return renderHook((p: Props) => useTableAlerts({ ...p, userId: 'me', game: 'Игра' }), { initialProps: initial });
}

describe('table alerts: "your turn" and "a player joined"', () => {
  it('notifies "your turn" once when the turn becomes mine while the tab is hidden', () => {
    setPreferences({ notify: true, sound: false });
    const shown = mockNotifications('granted');
    const { rerender } = alerts({ myTurn: false, table: null });
    rerender({ myTurn: true, table: null });
    rerender({ myTurn: true, table: null }); // still my turn: nothing new
    expect(shown).toEqual([{ title: 'Ваш ход', body: 'Игра: ваш ход.', tag: 'birzha-turn' }]);
    rerender({ myTurn: false, table: null });
    hidden = false; // looking at the tab: no notification
    rerender({ myTurn: true, table: null });
    expect(shown).toHaveLength(1);
  });

  it('notifies nothing without permission or with the switch off, and never at mount', () => {
    setPreferences({ notify: true, sound: false });
    let shown = mockNotifications('denied');
    let hook = alerts({ myTurn: false, table: null });
    hook.rerender({ myTurn: true, table: null });
    expect(shown).toEqual([]);
    hook.unmount();
    setPreferences({ notify: false });
    shown = mockNotifications('granted');
    hook = alerts({ myTurn: false, table: null });
    hook.rerender({ myTurn: true, table: null });
    expect(shown).toEqual([]);
    hook.unmount();
    setPreferences({ notify: true });
    hook = alerts({ myTurn: true, table: null }); // the page opened on my turn: the board says so
    expect(shown).toEqual([]);
  });

  it('notifies "a player joined" when a person sits down at the open table I wait at, not for bots or myself', () => {
    setPreferences({ notify: true, sound: false });
    const shown = mockNotifications('granted');
    const { rerender } = alerts({ myTurn: false, table: table([null, null, null]) });
    rerender({ myTurn: false, table: table([ME, null, null]) }); // I sat down
    rerender({ myTurn: false, table: table([ME, 'bot', null]) }); // a bot
    expect(shown).toEqual([]);
    rerender({ myTurn: false, table: table([ME, 'bot', person('b', 'Боря')]) });
    expect(shown).toEqual([
      { title: 'Игрок сел за стол', body: 'Боря сел(а) за стол: Игра.', tag: 'birzha-joined-t1' },
    ]);
    // The start is not a join.
    rerender({ myTurn: false, table: table([ME, 'bot', person('b', 'Боря')], 'playing') });
    expect(shown).toHaveLength(1);
  });

  it('a spectator of a waiting table is not told who sits down', () => {
    setPreferences({ notify: true, sound: false });
    const shown = mockNotifications('granted');
    const { rerender } = alerts({ myTurn: false, table: table([person('a', 'Аня'), null]) });
    rerender({ myTurn: false, table: table([person('a', 'Аня'), person('b', 'Боря')]) });
    expect(shown).toEqual([]);
  });

  it('plays a short sound on the same events, visible tab or not, unless the sound is off', () => {
    const beeps = mockAudio();
    mockNotifications('default');
    hidden = false;
    const { rerender } = alerts({ myTurn: false, table: table([ME, null]) });
    rerender({ myTurn: true, table: table([ME, null]) });
    rerender({ myTurn: false, table: table([ME, person('b', 'Боря')]) });
    expect(beeps).toHaveLength(2);
    setPreferences({ sound: false });
    rerender({ myTurn: true, table: table([ME, person('b', 'Боря')]) });
    expect(beeps).toHaveLength(2);
  });
});
