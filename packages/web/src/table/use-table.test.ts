import type { ServerMessage, TableSummary } from '@birzha/protocol';
import { describe, expect, it } from 'vitest';
import { INITIAL, reduceTable, type TableState } from './use-table.ts';

const summary = {
  id: 't',
  game: 'akcioner',
  options: {},
  players: 2,
  private: false,
  status: 'playing',
  host: { id: 'u', name: 'U' },
  seats: [],
  version: 3,
  createdAt: 0,
  startedAt: 0,
  finishedAt: null,
  outcome: null,
} as TableSummary;
const snapshot = (version: number): ServerMessage => ({
  t: 'snapshot',
  table: summary,
  version,
  seat: 0,
  view: { v: version },
  chat: [],
  toAct: [0],
  legal: [],
  deadline: null,
});
const update = (from: number, version: number, events: unknown[]): ServerMessage => ({
  t: 'update',
  table: 't',
  from,
  version,
  events,
  view: { v: version },
  status: 'playing',
  outcome: null,
  toAct: [1],
  legal: null,
  deadline: null,
});
const run = (s: TableState, ...msgs: ServerMessage[]) =>
  msgs.reduce((acc, msg) => reduceTable(acc, { kind: 'server', msg }), s);

describe('table state', () => {
  it('appends contiguous updates to the log and keeps it complete', () => {
    let s = run(INITIAL, snapshot(3));
    s = reduceTable(s, {
      kind: 'history',
      version: 3,
      log: [
        { version: 0, event: 'a' },
        { version: 3, event: 'b' },
      ],
    });
    s = run(s, update(3, 4, ['c']), update(4, 6, ['d', 'e']));
    expect(s.version).toBe(6);
    expect(s.logVersion).toBe(6);
    expect(s.log.map((l) => l.event)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(s.view).toEqual({ v: 6 });
  });

  it('ignores an update that does not start where it stands (the hook resyncs)', () => {
    const s = run(INITIAL, snapshot(3), update(5, 6, ['x']));
    expect(s.version).toBe(3);
    expect(s.log).toEqual([]);
  });

  it('a snapshot after a gap keeps the log only as far as it was complete, so the history is fetched again', () => {
    let s = run(INITIAL, snapshot(2));
    s = reduceTable(s, { kind: 'history', version: 2, log: [{ version: 2, event: 'a' }] });
    s = run(s, update(2, 3, ['b']), snapshot(9));
    expect(s.version).toBe(9);
    expect(s.logVersion).toBe(3);
    expect(s.log.map((l) => l.event)).toEqual(['a', 'b']);
    // The refetched history replaces the old part and keeps what arrived meanwhile.
    s = run(s, update(9, 10, ['k']));
    s = reduceTable(s, {
      kind: 'history',
      version: 9,
      log: [
        { version: 2, event: 'a' },
        { version: 3, event: 'b' },
        { version: 9, event: 'j' },
      ],
    });
    expect(s.log.map((l) => l.event)).toEqual(['a', 'b', 'j', 'k']);
  });

  it('chat lines are appended; a subscription refused for a bad invite becomes the page error', () => {
    let s = run(INITIAL, snapshot(1), {
      t: 'chat',
      table: 't',
      line: { from: { id: 'u', name: 'U' }, text: 'hi', at: 1 },
    });
    expect(s.chat.map((c) => c.text)).toEqual(['hi']);
    s = run(s, { t: 'error', table: 't', code: 'BAD_INVITE' });
    expect(s.error).toEqual({ code: 'BAD_INVITE' });
  });
});
