// Who is told what when a match changes (issue 25), on real engine play: Akcioner's turns in sequence (each spends its
// mover's bank), the toy duel's simultaneous phases, and a game's own notices.
import { akcioner, type AnyGame, type Deadline } from '@birzha/engine';
import { describe, expect, it } from 'vitest';
import { toyGame } from '../../test/toy-game.ts';
import type { NewNotification } from '../store/notify-store.ts';
import type { StoredDeadline } from '../store/store.ts';
import { transitionNotifications, type TransitionFacts } from './move-notices.ts';

const T0 = 1_700_000_000_000;
const HOUR = 3_600_000;
const GRACE = 30_000;
const BANK = 24 * HOUR;

/** A match played through the engine, with the deadlines a turn-based table would store (each period: a day). */
class Play {
  state: unknown;
  version = 0;
  now = T0;
  deadlines: StoredDeadline[] = [];

  constructor(
    readonly game: AnyGame,
    readonly people: readonly (string | null)[],
    readonly extra: Partial<TransitionFacts> = {},
    options: unknown = {},
  ) {
    const o = game.parseOptions(options, people.length);
    if (!o.ok) throw new Error(o.error.code);
    const s = game.setup({ players: people.length, options: o.value, seed: 'notices' });
    if (!s.ok) throw new Error(s.error.code);
    this.state = s.value.state;
  }

  /** The deadlines of a state: a period already running keeps its due time, a new one gets a whole bank. */
  private stored(state: unknown): StoredDeadline[] {
    const periods: readonly Deadline[] = this.game.deadlines?.(state) ?? [];
    return periods.map((d) => this.deadlines.find((s) => s.key === d.key) ?? { key: d.key, dueAt: this.now + BANK });
  }

  facts(before: unknown, events: readonly unknown[], by: TransitionFacts['by'], seat: number | null): TransitionFacts {
    const deadlinesBefore = this.deadlines;
    this.deadlines = this.stored(this.state);
    return {
      game: this.game,
      tableId: 't1',
      people: this.people,
      before,
      after: this.state,
      events,
      version: this.version,
      by,
      seat,
      deadlinesBefore,
      deadlinesAfter: this.deadlines,
      turnBased: true,
      now: this.now,
      graceMs: GRACE,
      ...this.extra,
    };
  }

  start(): NewNotification[] {
    return transitionNotifications(this.facts(null, [], 'person', null));
  }

  play(seat: number, move: unknown, by: TransitionFacts['by'] = 'person'): NewNotification[] {
    const r = this.game.play(this.state, seat, move);
    if (!r.ok) throw new Error(`${JSON.stringify(move)}: ${r.error.code}`);
    const before = this.state;
    this.state = r.value.state;
    this.version++;
    return transitionNotifications(this.facts(before, r.value.events, by, seat));
  }

  /** The seat to act plays its first legal move that is not resigning. */
  next(by: TransitionFacts['by'] = 'person'): NewNotification[] {
    const seat = this.game.toAct(this.state)[0];
    if (seat === undefined) throw new Error('nobody to act');
    const move = this.game.legalMoves(this.state, seat).find((m) => (m as { type: string }).type !== 'resign');
    return this.play(seat, move, by);
  }

  /** Plays until the game waits for another seat; the notifications of the last move. */
  endTurn(): NewNotification[] {
    const seat = this.game.toAct(this.state)[0];
    for (let i = 0; i < 20; i++) {
      const out = this.next();
      if (this.game.toAct(this.state)[0] !== seat) return out;
    }
    throw new Error('the turn did not end');
  }
}

const kinds = (rows: readonly NewNotification[]) => rows.map((r) => `${r.kind}>${r.userId}`).sort();

describe('transitionNotifications', () => {
  it('tells everyone the match started and the first to move that it is their turn, after the grace', () => {
    const p = new Play(akcioner as AnyGame, ['ann', 'bob']);
    const rows = p.start();
    const first = akcioner.toAct(p.state as never)[0] as number;
    const mover = first === 0 ? 'ann' : 'bob';
    expect(kinds(rows.filter((r) => r.kind !== 'reminder'))).toEqual(
      [`started>ann`, `started>bob`, `turn>${mover}`].sort(),
    );
    const turn = rows.find((r) => r.kind === 'turn');
    const key = `turn:1:${first}`;
    expect(turn).toEqual({
      userId: mover,
      kind: 'turn',
      tableId: 't1',
      payload: { tableId: 't1', game: 'akcioner', version: 0, seat: first },
      dedupe: `turn:t1:${key}`,
      guardKey: key,
      createdAt: T0,
      dueAt: T0 + GRACE,
    });
    expect(rows.filter((r) => r.kind === 'started').map((r) => r.dedupe)).toEqual(['started:t1', 'started:t1']);
  });

  it('says "your turn" once per turn: nothing while the mover is still in it, the next mover when it ends', () => {
    const p = new Play(akcioner as AnyGame, ['ann', 'bob']);
    p.start();
    const first = akcioner.toAct(p.state as never)[0] as number;
    // A trade opens the turn: the same seat still decides within the same period.
    expect(p.next()).toEqual([]);
    const rows = p.endTurn();
    const second = 1 - first;
    expect(kinds(rows)).toEqual([`turn>${second === 0 ? 'ann' : 'bob'}`]);
    expect(rows[0]?.dedupe).toBe(`turn:t1:turn:1:${second}`);
  });

  it('tells nobody about a bot seat, and nothing to spectators (only seated people are told)', () => {
    const p = new Play(akcioner as AnyGame, [null, null]);
    expect(p.start()).toEqual([]);
    expect(p.endTurn()).toEqual([]);
  });

  it('reminds the mover before the bank of a new turn runs out, at each hour of their schedule not yet past', () => {
    const p = new Play(akcioner as AnyGame, ['ann', 'bob'], {
      reminders: new Map([
        ['ann', [12, 1, 30]],
        ['bob', [2]],
      ]),
    });
    const first = akcioner.toAct(p.state as never)[0] as number;
    const mover = first === 0 ? 'ann' : 'bob';
    const rows = p.start().filter((r) => r.kind === 'reminder');
    const key = `turn:1:${first}`;
    const hours = mover === 'ann' ? [12, 1] : [2]; // 30 h before a 24 h bank runs out is already past
    expect(rows.map((r) => [r.userId, r.payload.hoursLeft, r.dueAt, r.guardKey, r.dedupe])).toEqual(
      hours.map((h) => [mover, h, T0 + BANK - h * HOUR, key, `reminder:t1:${key}:${h}`]),
    );
    // Within the same turn no new reminder is written.
    expect(p.next().filter((r) => r.kind === 'reminder')).toEqual([]);
  });

  it('reminds nobody at a live table, and tells nobody that time ran out there', () => {
    const p = new Play(akcioner as AnyGame, ['ann', 'bob'], {
      turnBased: false,
      reminders: new Map([['ann', [1]]]),
    });
    expect(p.start().filter((r) => r.kind === 'reminder')).toEqual([]);
    p.now += BANK + 1;
    const rows = p.play(akcioner.toAct(p.state as never)[0] as number, { type: 'timeout' }, 'clock');
    expect(rows.filter((r) => r.kind === 'ranOut')).toEqual([]);
  });

  it('tells the others, by name, when the clock ends a turn whose bank ran out', () => {
    const p = new Play(akcioner as AnyGame, ['ann', 'bob', 'cid'], { names: ['Аня', 'Боб', 'Сид'] });
    p.start();
    const seat = akcioner.toAct(p.state as never)[0] as number;
    p.now += BANK;
    const rows = p.play(seat, { type: 'timeout' }, 'clock');
    const out = rows.filter((r) => r.kind === 'ranOut');
    const others = ['ann', 'bob', 'cid'].filter((_, i) => i !== seat);
    expect(out.map((r) => r.userId).sort()).toEqual(others);
    expect(out[0]?.payload).toEqual({
      tableId: 't1',
      game: 'akcioner',
      version: 1,
      seat,
      name: ['Аня', 'Боб', 'Сид'][seat],
    });
    expect(out[0]?.dedupe).toBe(`ranOut:t1:turn:1:${seat}`);
  });

  it('tells nobody time ran out when the clock moves before the period is over, or a person times out', () => {
    const p = new Play(akcioner as AnyGame, ['ann', 'bob']);
    p.start();
    const seat = akcioner.toAct(p.state as never)[0] as number;
    expect(p.play(seat, { type: 'timeout' }, 'clock').filter((r) => r.kind === 'ranOut')).toEqual([]);
  });

  it('in a simultaneous phase: each person once at its start, nobody while the others decide', () => {
    const p = new Play(toyGame as AnyGame, ['ann', 'bob'], {}, { rounds: 2, seconds: 60 });
    const start = p.start();
    expect(kinds(start)).toEqual(['started>ann', 'started>bob', 'turn>ann', 'turn>bob']);
    expect(start.filter((r) => r.kind === 'turn').map((r) => r.dedupe)).toEqual([
      'turn:t1:choose:1',
      'turn:t1:choose:1',
    ]);
    // No reminders for a phase: it spends nobody's bank.
    expect(p.play(0, { type: 'choose', n: 2 })).toEqual([]);
    const reveal = p.play(1, { type: 'choose', n: 3 });
    expect(kinds(reveal)).toEqual(['turn>ann', 'turn>bob']);
    expect(reveal.map((r) => r.dedupe)).toEqual(['turn:t1:reveal:1', 'turn:t1:reveal:1']);
  });

  it("passes a game's own notices to the people of their seats, never to a bot's", () => {
    const noticing: AnyGame = {
      ...(toyGame as AnyGame),
      notices: () => [
        { seat: 0, kind: 'outbid' },
        { seat: 1, kind: 'meeting' },
      ],
    };
    const p = new Play(noticing, ['ann', null], {}, { rounds: 2, seconds: 60 });
    p.start();
    const rows = p.play(0, { type: 'choose', n: 1 });
    expect(rows).toEqual([
      {
        userId: 'ann',
        kind: 'outbid',
        tableId: 't1',
        payload: { tableId: 't1', game: 'toy', version: 1, seat: 0 },
        dedupe: 'outbid:t1:1:0',
        guardKey: null,
        createdAt: T0,
        dueAt: T0 + GRACE,
      },
    ]);
  });

  it("writes the move's own notices before the turn it gives, so that a digest tells the cause first", () => {
    const noticing: AnyGame = {
      ...(toyGame as AnyGame),
      notices: (events) => (events.length === 0 ? [] : [{ seat: 0, kind: 'outbid' }]),
    };
    const p = new Play(noticing, ['ann', 'bob'], {}, { rounds: 2, seconds: 60 });
    p.start();
    p.play(0, { type: 'choose', n: 2 });
    const order = (rows: readonly NewNotification[]) => rows.map((r) => `${r.kind}>${r.userId}`);
    expect(order(p.play(1, { type: 'choose', n: 3 }))).toEqual(['outbid>ann', 'turn>ann', 'turn>bob']);
    // The clock's move too: whose time ran out, then whose turn it is now.
    const a = new Play(akcioner as AnyGame, ['ann', 'bob', 'cid']);
    a.start();
    const seat = akcioner.toAct(a.state as never)[0] as number;
    a.now += BANK;
    const rows = a.play(seat, { type: 'timeout' }, 'clock').filter((r) => r.kind !== 'reminder');
    expect(rows.map((r) => r.kind)).toEqual(['ranOut', 'ranOut', 'turn']);
  });

  it('falls back to the version for a game that declares no periods', () => {
    const p = new Play(toyGame as AnyGame, ['ann', 'bob'], { turnBased: false }, { rounds: 1, seconds: 0 });
    const rows = p.start().filter((r) => r.kind === 'turn');
    expect(rows.map((r) => [r.dedupe, r.guardKey])).toEqual([
      ['turn:t1:0', null],
      ['turn:t1:0', null],
    ]);
  });
});
