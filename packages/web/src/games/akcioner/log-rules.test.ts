import type { Akcioner } from '@birzha/engine';
import type { ServerMessage, TableSummary } from '@birzha/protocol';
import { describe, expect, it } from 'vitest';
import { groupLog, type LogGroup } from '../../table/log-order.ts';
import {
  historyLog,
  INITIAL,
  reduceTable,
  updateLog,
  type HistoryResponse,
  type TableState,
} from '../../table/use-table.ts';
import { AKCIONER_LOG } from './log-rules.ts';
import { playTestGame } from './testing/game.ts';

const game = playTestGame(3, 'order');
const history: HistoryResponse = {
  version: game.length - 1,
  entries: game.map((s, version) => ({ version, seat: s.seat, events: s.events })),
};

/** A group as the reader sees it: its key and its events (versions differ between live and a reload). */
const shape = (groups: readonly LogGroup[]) =>
  groups.map((g) => ({ key: g.key, head: g.head?.event ?? null, lines: g.lines.map((l) => l.event) }));
const types = (events: readonly unknown[]) => events.map((e) => (e as Akcioner.Event).type);

const snapshot = (version: number): ServerMessage => ({
  t: 'snapshot',
  table: { id: 't', version } as TableSummary,
  seat: 0,
  view: {},
  chat: [],
  toAct: [],
  legal: [],
  deadline: null,
});

/** Live: the setup's history, then updates; the bots' (seats 1, 2) consecutive moves arrive as one batch. */
function live(): TableState {
  let s = reduceTable(INITIAL, { kind: 'server', msg: snapshot(0) });
  s = reduceTable(s, { kind: 'history', version: 0, log: historyLog({ version: 0, entries: [history.entries[0]!] }) });
  let from = 0;
  for (let v = 1; v < game.length; v++) {
    const next = game[v + 1];
    // A bot's moves until a person's turn come in one update, as the server sends them.
    if (next !== undefined && next.seat !== 0 && game[v]!.seat !== 0) continue;
    const events = game.slice(from + 1, v + 1).flatMap((g) => g.events);
    const msg: ServerMessage = {
      t: 'update',
      table: 't',
      from,
      version: v,
      events,
      view: {},
      status: 'playing',
      outcome: null,
      toAct: [],
      legal: null,
      deadline: null,
    };
    s = reduceTable(s, { kind: 'server', msg });
    from = v;
  }
  return s;
}

describe('the Akcioner log in groups', () => {
  it('is the same live (batches of moves) and after a reload (one history entry per move)', () => {
    const l = live();
    expect(l.version).toBe(history.version);
    // Some update did carry several moves, else this would not test the batches.
    expect(new Set(l.log.map((i) => i.version)).size).toBeLessThan(history.version);
    const reloaded = reduceTable(reduceTable(INITIAL, { kind: 'server', msg: snapshot(history.version) }), {
      kind: 'history',
      version: history.version,
      log: historyLog(history),
    });
    expect(shape(groupLog(l.log, AKCIONER_LOG))).toEqual(shape(groupLog(reloaded.log, AKCIONER_LOG)));
    expect(updateLog({ version: 4, events: ['a', 'b'] })).toEqual([
      { version: 4, event: 'a' },
      { version: 4, event: 'b' },
    ]);
  });

  it('puts "game over" on top, each turn under its own "Round N: X to move", its lines in order, the setup last', () => {
    const groups = groupLog(historyLog(history), AKCIONER_LOG);
    expect(groups[0]?.kind).toBe('end');
    expect(types([groups[0]!.head!.event])).toEqual(['gameEnded']);
    expect(groups[0]?.lines).toEqual([]);
    expect(groups.filter((g) => g.kind === 'end')).toHaveLength(1);
    const setup = groups[groups.length - 1]!;
    expect(setup.kind).toBe('setup');
    expect(types(setup.lines.map((l) => l.event))).toEqual(['gameStarted', 'dealt', 'dealt', 'dealt']);
    const turns = groups.filter((g) => g.kind === 'turn');
    // 3 seats × the short game's rounds, newest first.
    const rounds = turns.map((g) => g.round!);
    expect([...rounds].sort((a, b) => b - a)).toEqual(rounds);
    for (const g of turns) {
      const head = g.head!.event as Akcioner.Event;
      expect(head).toMatchObject({ type: 'turnStarted', seat: g.seat, round: g.round });
      const lines = types(g.lines.map((l) => l.event));
      // Nothing of the next turn or of the end inside, the seat's own trade before its card, the prices after it.
      expect(lines).not.toContain('turnStarted');
      expect(lines).not.toContain('gameEnded');
      const card = lines.indexOf('cardPlayed');
      expect(card).toBeGreaterThanOrEqual(0);
      const trades = g.lines.map((l) => l.event as Akcioner.Event).filter((e) => e.type === 'traded');
      for (const [i, e] of g.lines.entries()) {
        const ev = e.event as Akcioner.Event;
        if (ev.type === 'traded' && ev.stage === 'trade1') expect(i).toBeLessThan(card);
        if (ev.type === 'traded' && ev.stage === 'trade2') expect(i).toBeGreaterThan(card);
        if (ev.type === 'priceChanged') expect(i).toBeGreaterThan(card);
      }
      for (const e of trades) expect(e).toMatchObject({ seat: g.seat });
    }
  });
});
