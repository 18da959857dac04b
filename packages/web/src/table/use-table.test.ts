import type { JsonPatch, ServerMessage, TableSummary } from '@birzha/protocol';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { INITIAL, reduceTable, useTable, type TableState } from './use-table.ts';

/** The tab's socket as the hook uses it: the test plays the server through `deliver`. */
const socket = vi.hoisted(() => ({
  listener: null as ((m: unknown) => void) | null,
  resync: vi.fn(),
  request: vi.fn(),
  watchTable(_table: string, _invite: unknown, _since: unknown, fn: (m: unknown) => void) {
    socket.listener = fn;
    return () => undefined;
  },
}));
vi.mock('../api/session.tsx', () => ({ useSession: () => ({ socket }) }));
// The history request never answers: these tests are about the view.
vi.mock('../api/http.ts', () => ({ api: () => new Promise(() => undefined), query: () => '' }));

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
  table: { ...summary, version },
  seat: 0,
  view: { v: version },
  chat: [],
  toAct: [0],
  legal: [],
  deadline: null,
});
const fields = (from: number, version: number, events: unknown[]) => ({
  t: 'update' as const,
  table: 't',
  from,
  version,
  events,
  status: 'playing' as const,
  outcome: null,
  toAct: [1],
  legal: null,
  deadline: null,
});
/** An update whose patch moves the test's view `{ v }` on to `version` (or the patch given). */
const update = (
  from: number,
  version: number,
  events: unknown[],
  patch: JsonPatch = [{ op: 'replace', path: '/v', value: version }],
): ServerMessage => ({ ...fields(from, version, events), patch });
/** An update with the whole view instead of a patch. */
const whole = (from: number, version: number, view: unknown): ServerMessage => ({ ...fields(from, version, []), view });
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

  it("a turn-based table's banks and turn follow each update; an update without them keeps the summary's", () => {
    let s = run(INITIAL, snapshot(3));
    s = run(s, { ...update(3, 4, []), banks: [100, 200], turn: { seats: [1], since: 5 } } as ServerMessage);
    expect(s.summary).toMatchObject({ banks: [100, 200], turn: { seats: [1], since: 5 } });
    s = run(s, update(4, 5, []));
    expect(s.summary).toMatchObject({ banks: [100, 200], turn: { seats: [1], since: 5 } });
    expect(s.version).toBe(5);
  });

  it('keeps the table version once: the state holds it, the summary from a snapshot or table message does not', () => {
    let s = run(INITIAL, snapshot(3));
    expect(s.version).toBe(3);
    expect(s.summary).not.toHaveProperty('version');
    s = run(s, update(3, 4, []));
    expect(s.summary).not.toHaveProperty('version');
    s = run(s, { t: 'table', table: { ...summary, version: 9 } } as ServerMessage);
    expect(s.summary).not.toHaveProperty('version');
    expect(s.version).toBe(4);
  });

  it("whom the game waits for and my legal moves are the server's, from each snapshot and update", () => {
    let s = run(INITIAL, { ...snapshot(3), toAct: [0], legal: [{ type: 'a' }] } as ServerMessage);
    expect(s.toAct).toEqual([0]);
    expect(s.legal).toEqual([{ type: 'a' }]);
    s = run(s, update(3, 4, []));
    expect(s.toAct).toEqual([1]);
    expect(s.legal).toBeNull();
    s = run(s, { ...update(4, 5, []), toAct: [0, 1], legal: [{ type: 'b' }] } as ServerMessage);
    expect(s.toAct).toEqual([0, 1]);
    expect(s.legal).toEqual([{ type: 'b' }]);
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

  it("a presence message changes only the seats' connected marks, keeping view, version and log", () => {
    const seats = [
      { seat: 0, user: { id: 'a', name: 'A' }, bot: null, connected: true },
      { seat: 1, user: { id: 'b', name: 'B' }, bot: null, connected: true },
    ];
    let s = run(INITIAL, { ...snapshot(2), table: { ...summary, version: 2, seats } } as ServerMessage);
    const before = s;
    s = run(s, { t: 'presence', table: 't', connected: [true, false] });
    expect(s.summary?.seats.map((x) => x.connected)).toEqual([true, false]);
    expect(s.view).toBe(before.view);
    expect(s.version).toBe(2);
    expect(s.log).toBe(before.log);
  });

  it('keeps who sent each move from the history and from updates, and refetches them with the log after a gap', () => {
    let s = run(INITIAL, snapshot(1));
    s = reduceTable(s, {
      kind: 'history',
      version: 1,
      log: [{ version: 1, event: 'a' }],
      steps: [{ version: 1, seat: 0, by: 'person' }],
    });
    s = run(s, { ...update(1, 2, ['b']), steps: [{ version: 2, seat: null }] } as ServerMessage);
    expect(s.steps).toEqual([
      { version: 1, seat: 0, by: 'person' },
      { version: 2, seat: null },
    ]);
    s = run(s, snapshot(5));
    expect(s.steps.map((x) => x.version)).toEqual([1, 2]);
  });

  it('keeps its view by applying each patch to the view it has, leaving the old view as it was', () => {
    const before = run(INITIAL, snapshot(3));
    const after = run(
      before,
      update(
        3,
        4,
        [],
        [
          { op: 'add', path: '/hand', value: ['a'] },
          { op: 'replace', path: '/v', value: 4 },
        ],
      ),
    );
    expect(after.view).toEqual({ v: 4, hand: ['a'] });
    expect(before.view).toEqual({ v: 3 });
    expect(run(after, whole(4, 5, { v: 5, other: true })).view).toEqual({ v: 5, other: true });
  });

  it('a patch that does not apply changes nothing and holds every update until a snapshot', () => {
    const s0 = run(INITIAL, snapshot(3));
    const broken = run(s0, update(3, 4, ['x'], [{ op: 'remove', path: '/missing' }]));
    expect(broken).toMatchObject({ version: 3, view: { v: 3 }, log: [], desynced: true });
    expect(run(broken, update(3, 4, ['x']))).toBe(broken);
    const healed = run(broken, snapshot(5), update(5, 6, ['y']));
    expect(healed).toMatchObject({ version: 6, view: { v: 6 }, desynced: false });
  });
});

describe('useTable', () => {
  const deliver = (m: ServerMessage) => act(() => socket.listener?.(m));

  it('asks for what is missing after a gap, and for a snapshot after a patch that does not apply', () => {
    socket.resync.mockClear();
    const { result } = renderHook(() => useTable('t', undefined));
    deliver(snapshot(3));
    deliver(update(3, 4, ['a']));
    expect(result.current.state.view).toEqual({ v: 4 });
    expect(socket.resync).not.toHaveBeenCalled();
    deliver(update(6, 7, ['b']));
    expect(socket.resync).toHaveBeenLastCalledWith('t', 4);
    deliver(update(4, 6, ['c']));
    expect(result.current.state).toMatchObject({ version: 6, view: { v: 6 } });
    deliver(update(6, 7, [], [{ op: 'replace', path: '/gone', value: 1 }]));
    expect(socket.resync).toHaveBeenLastCalledWith('t');
    expect(result.current.state).toMatchObject({ version: 6, desynced: true });
    // Held until the snapshot: later updates neither apply nor ask again.
    deliver(update(7, 8, []));
    expect(socket.resync).toHaveBeenCalledTimes(2);
    deliver(snapshot(8));
    deliver(update(8, 9, []));
    expect(result.current.state).toMatchObject({ version: 9, view: { v: 9 }, desynced: false });
  });
});
