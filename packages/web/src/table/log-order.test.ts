import { describe, expect, it } from 'vitest';
import { finishedTurns, groupLog, newlyFinishedTurns, type LogRules } from './log-order.ts';
import type { LogItem } from './use-table.ts';

/** A toy game's log: `T<seat>.<round>` starts a turn, `END` ends the match, anything else is a line. */
const RULES: LogRules = {
  turnStart: (e) => {
    const m = /^T(\d)\.(\d)$/.exec(String(e));
    return m === null ? null : { seat: Number(m[1]), round: Number(m[2]) };
  },
  isEnd: (e) => e === 'END',
};
const items = (...events: string[]): LogItem[] => events.map((event, version) => ({ version, event }));
const read = (log: readonly LogItem[]) =>
  groupLog(log, RULES).map((g) => [g.key, g.head?.event ?? null, ...g.lines.map((l) => l.event)]);

describe('groupLog', () => {
  it('gives the newest turn first, each headed by its start, its lines in order, the end on top', () => {
    const log = items('started', 'dealt', 'T0.1', 'a-trade', 'a-card', 'T1.1', 'b-trade', 'b-card', 'b-out', 'END');
    expect(read(log)).toEqual([
      ['end', 'END'],
      ['turn-1-1', 'T1.1', 'b-trade', 'b-card', 'b-out'],
      ['turn-1-0', 'T0.1', 'a-trade', 'a-card'],
      ['setup', null, 'started', 'dealt'],
    ]);
    const groups = groupLog(log, RULES);
    expect(groups[1]).toMatchObject({ kind: 'turn', seat: 1, round: 1 });
    expect(groups[3]).toMatchObject({ kind: 'setup', seat: null, round: null, head: null });
  });

  it('does not depend on the versions the events came with', () => {
    const events = ['s', 'T0.1', 'x', 'T1.1', 'y', 'z', 'T0.2'];
    const oneBatch = events.map((event) => ({ version: 9, event }));
    expect(read(oneBatch)).toEqual(read(items(...events)));
  });

  it('keeps an empty log empty and its input as it was', () => {
    expect(groupLog([], RULES)).toEqual([]);
    const log = items('T0.1', 'x');
    groupLog(log, RULES);
    expect(log.map((l) => l.event)).toEqual(['T0.1', 'x']);
  });
});

describe('newlyFinishedTurns', () => {
  const g = (...events: string[]) => groupLog(items(...events), RULES);

  it('gives the turns an update finished, oldest first', () => {
    const before = g('s', 'T0.1', 'x');
    const after = g('s', 'T0.1', 'x', 'y', 'T1.1', 'z', 'T0.2');
    expect(newlyFinishedTurns(before, after).map((t) => t.key)).toEqual(['turn-1-0', 'turn-1-1']);
    expect(newlyFinishedTurns(after, after)).toEqual([]);
    expect(
      newlyFinishedTurns(after, g('s', 'T0.1', 'x', 'y', 'T1.1', 'z', 'T0.2', 'w', 'END')).map((t) => t.key),
    ).toEqual(['turn-2-0']);
    expect([...finishedTurns(after)]).toEqual(['turn-1-1', 'turn-1-0']);
  });

  it('gives nothing on the first load, nor for history that arrives behind live updates', () => {
    expect(newlyFinishedTurns([], g('s', 'T0.1', 'x', 'T1.1'))).toEqual([]);
    // Live updates came first (T1.1 ..), then the history put the older turns before them.
    expect(newlyFinishedTurns(g('T1.1', 'y'), g('s', 'T0.1', 'x', 'T1.1', 'y'))).toEqual([]);
    expect(newlyFinishedTurns(g('T5.5'), g('s', 'T0.1'))).toEqual([]);
  });
});
