import type { AnyGame, Viewer } from '@birzha/engine';
import jsonPatch, { type Operation } from 'fast-json-patch';
import { describe, expect, it } from 'vitest';
import { remember, type LiveMatch } from '../matches/live-match.ts';
import { diffViews, viewerEvents, viewerPatch } from './view-patches.ts';

interface Toy {
  readonly n: number;
  readonly hands: readonly (readonly string[])[];
}

/** A game whose views show a counter and the viewer's own hand only; counts every view it makes. */
function toyMatch() {
  const made: Viewer[] = [];
  const game = {
    view(state: Toy, viewer: Viewer) {
      made.push(viewer);
      return { n: state.n, hand: viewer === 'spectator' ? null : state.hands[viewer] };
    },
    viewEvent: (e: { seat: number }, viewer: Viewer) => (viewer === e.seat ? e : { seat: e.seat }),
  } as unknown as AnyGame;
  const live = { game, state: { n: 0, hands: [['a'], ['b']] }, version: 0, recent: [] } as unknown as LiveMatch;
  const move = (next: Toy) => {
    const before = live.state;
    live.state = next;
    live.version++;
    remember(live, {
      from: live.version - 1,
      version: live.version,
      seat: 0,
      by: 'human',
      moves: [{ type: 'x' }],
      at: 0,
      events: [{ seat: 0, secret: 'x' }],
      before,
      state: next,
      perMove: [[{ seat: 0, secret: 'x' }]],
      states: [next],
    });
    return live.recent[live.recent.length - 1]!;
  };
  return { live, made, move };
}

describe('view patches', () => {
  it('makes each viewer kind its patch once in a turn, from its own views', () => {
    const { live, made, move } = toyMatch();
    const t1 = move({ n: 1, hands: [['a', 'c'], ['b']] });
    expect(viewerPatch(live, t1.from, 'spectator')).toEqual([{ op: 'replace', path: '/n', value: 1 }]);
    expect(viewerPatch(live, t1.from, 'spectator')).toBe(viewerPatch(live, t1.from, 'spectator'));
    expect(viewerPatch(live, t1.from, 0)).toEqual([
      { op: 'replace', path: '/n', value: 1 },
      { op: 'add', path: '/hand/1', value: 'c' },
    ]);
    // Seat 1's hand did not change: its patch says nothing of seat 0's card.
    expect(viewerPatch(live, t1.from, 1)).toEqual([{ op: 'replace', path: '/n', value: 1 }]);
    expect(made).toEqual(['spectator', 'spectator', 0, 0, 1, 1]);
    made.length = 0;
    const t2 = move({ n: 2, hands: [['c'], ['b']] });
    const patch = viewerPatch(live, t2.from, 0) as Operation[];
    expect(patch).toHaveLength(3);
    expect(jsonPatch.applyPatch({ n: 1, hand: ['a', 'c'] }, patch, true, false).newDocument).toEqual({
      n: 2,
      hand: ['c'],
    });
    expect(made).toEqual([0, 0]);
  });

  it('keeps the newest patch for the turn only, and makes one from further back as one diff', async () => {
    const { live, made, move } = toyMatch();
    const t1 = move({ n: 1, hands: [['a'], ['b']] });
    const first = viewerPatch(live, t1.from, 'spectator');
    const t2 = move({ n: 2, hands: [['a', 'd'], ['b']] });
    // Each transition keeps the state it began from, which is the state the one before led to.
    expect(t2.before).toBe(t1.state);
    const t3 = move({ n: 3, hands: [['d'], ['b']] });
    expect(viewerPatch(live, 99, 0)).toBeUndefined();
    // From t2's start: one patch over both moves (not t2's and t3's joined).
    const over = viewerPatch(live, t2.from, 0) as Operation[];
    expect(over).toEqual([
      { op: 'replace', path: '/n', value: 3 },
      { op: 'replace', path: '/hand/0', value: 'd' },
    ]);
    expect(jsonPatch.applyPatch({ n: 1, hand: ['a'] }, over, true, false).newDocument).toEqual({ n: 3, hand: ['d'] });
    const newest = viewerPatch(live, t3.from, 'spectator');
    expect(viewerPatch(live, t3.from, 'spectator')).toBe(newest);
    await new Promise((resolve) => setImmediate(resolve));
    made.length = 0;
    const again = viewerPatch(live, t3.from, 'spectator');
    expect(again).not.toBe(newest);
    expect(again).toEqual(newest);
    expect(made).toEqual(['spectator', 'spectator']);
    expect(first).toEqual([{ op: 'replace', path: '/n', value: 1 }]);
  });

  it('filters events per viewer', () => {
    const { live, move } = toyMatch();
    const t = move({ n: 1, hands: [['a'], ['b']] });
    expect(viewerEvents(live, t, 0)).toEqual([{ seat: 0, secret: 'x' }]);
    expect(viewerEvents(live, t, 'spectator')).toEqual([{ seat: 0 }]);
  });

  it('gives viewEvent the state the transition led to', () => {
    const { live, move } = toyMatch();
    const seen: unknown[] = [];
    live.game.viewEvent = (e: unknown, _viewer: Viewer, state?: unknown) => (seen.push(state), e);
    const next = { n: 1, hands: [['a'], ['b']] };
    const t = move(next);
    move({ n: 2, hands: [['a'], ['b']] });
    viewerEvents(live, t, 1);
    expect(seen).toEqual([next]);
    expect(seen[0]).toBe(next);
  });

  it('redacts the events of a batch each by the state its own move led to, not by the last', () => {
    // A Checkers Exchange batch can change a firm's director midway: a ballot the old director cast is theirs to see,
    // not the new one's (found by the secrets scan in CI: events differed from the engine's, move by move).
    const { live } = toyMatch();
    live.game.viewEvent = (e: unknown, viewer: Viewer, state?: unknown) =>
      (state as { owner: number }).owner === viewer ? e : undefined;
    const first = { owner: 0 };
    const last = { owner: 1 };
    remember(live, {
      from: 0,
      version: 2,
      seat: 0,
      by: 'human',
      moves: [{ type: 'vote' }, { type: 'close' }],
      at: 0,
      events: [{ ballot: 'yes' }, { closed: true }],
      before: live.state,
      state: last,
      perMove: [[{ ballot: 'yes' }], [{ closed: true }]],
      states: [first, last],
    });
    const t = live.recent[0]!;
    expect(viewerEvents(live, t, 0)).toEqual([{ ballot: 'yes' }]);
    expect(viewerEvents(live, t, 1)).toEqual([{ closed: true }]);
  });

  it('diffs any two JSON values into a patch that turns one into the other', () => {
    const pairs: [unknown, unknown][] = [
      [
        { a: [1, 2, 3], b: { c: 'x' } },
        { a: [3], b: { c: 'y', d: null }, e: [[1]] },
      ],
      [{ 'a/b': 1, '~': 2 }, { 'a/b': 2 }],
      [{ a: 1 }, [1, 2]],
      [null, { a: 1 }],
    ];
    for (const [from, to] of pairs) {
      const patch = diffViews(from, to) as Operation[];
      expect(jsonPatch.applyPatch(structuredClone(from), patch, true, false).newDocument).toEqual(to);
    }
  });
});
