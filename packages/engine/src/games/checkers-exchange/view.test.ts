import { describe, expect, it } from 'vitest';
import type { AnyGame, Viewer } from '../../core/game.ts';
import { playout, type Chooser } from '../../testing/index.ts';
import { checkersExchange } from './index.ts';
import { Match, buy, ofType, ready } from './testing/match.ts';
import { lively } from './testing/players.ts';
import { V15 } from './testing/positions.ts';
import type { State, View } from './types.ts';

const game = checkersExchange as AnyGame;

/** Every pair of consecutive states of a lively random game with busy sessions. */
function consecutive(players: number, seed: string): [State, State][] {
  const states: State[] = [];
  const inner = lively({ bold: 4000 });
  const chooser: Chooser = (g, raw, rng) => {
    states.push(raw as State);
    return inner(g, raw, rng);
  };
  const r = playout(game, { players, options: { timing: 'untimed', years: 4 }, seed, chooser, maxMoves: 30_000 });
  expect(r.failure).toBeUndefined();
  states.push(r.state as State);
  return states.slice(1).map((s, i) => [states[i]!, s]);
}

const viewers = (players: number): Viewer[] => [...Array.from({ length: players }, (_, i) => i), 'spectator'];

describe('a view made like the one before a move (issue 28.5)', () => {
  it('is the same JSON, shares the views of the orders and trades that show the same owners, never another viewer’s', () => {
    const kept = { orders: 0, trades: 0, lists: 0 };
    let ownersChanged = 0;
    for (const [players, seed] of [
      [4, 'like-a'],
      [6, 'like-b'],
    ] as const) {
      for (const [before, after] of consecutive(players, seed)) {
        for (const v of viewers(players)) {
          const like = { state: before, view: checkersExchange.view(before, v) };
          const made = checkersExchange.view(after, v, like);
          const fresh = checkersExchange.view(after, v);
          expect(made).toEqual(fresh);
          if (after.phase === 'finished') continue;
          made.tape.forEach((t, i) => {
            const k = like.view.tape.indexOf(t);
            if (k < 0) return;
            // Shared only for the very same trade, showing the owners it shows now.
            expect(before.tape[k]).toBe(after.tape[i]);
            kept.trades++;
          });
          made.book.forEach((o, i) => {
            if (o === after.book[i] || !like.view.book.includes(o)) return;
            expect(before.book.includes(after.book[i]!)).toBe(true);
            kept.orders++;
          });
          for (const key of ['bids', 'requests', 'ballots'] as const)
            if (made[key] === like.view[key] && made[key].length > 0) kept.lists++;
          // The same trade in both states, its owners shown otherwise now (a director changed): made afresh.
          after.tape.forEach((t, i) => {
            const k = before.tape.indexOf(t);
            const was = like.view.tape[k];
            const now = made.tape[i]!;
            if (was !== undefined && (was.buyer !== now.buyer || was.seller !== now.seller)) {
              expect(now).not.toBe(was);
              ownersChanged++;
            }
          });
          // Another viewer's view is never a model: its trades and hidden orders would show what that viewer knows.
          const other: Viewer = v === 0 ? 1 : 0;
          const model = { state: before, view: checkersExchange.view(before, other) };
          const foreign = checkersExchange.view(after, v, model);
          expect(foreign).toEqual(fresh);
          foreign.tape.forEach((t) => expect(model.view.tape.includes(t)).toBe(false));
          foreign.book.forEach((o, i) => {
            if (o !== after.book[i]) expect(model.view.book.includes(o)).toBe(false);
          });
        }
      }
    }
    expect(kept.trades).toBeGreaterThan(0);
    expect(kept.orders).toBeGreaterThan(0);
    expect(kept.lists).toBeGreaterThan(0);
    // Random games change no director while a trade of its firm is on the tape: the next test does.
    expect(ownersChanged).toBe(0);
  });

  it('a trade or an order of a firm whose director changed is shown afresh, with its owner as the new director sees it', () => {
    let checked = 0;
    for (const [, after] of consecutive(4, 'like-a')) {
      if (after.phase !== 'session') continue;
      const firmTrade = after.tape.find((t) => typeof t.buyer === 'string' && t.buyer !== 'gov');
      if (firmTrade === undefined) continue;
      const firm = firmTrade.buyer as keyof State['firms'];
      const director = after.firms[firm].director;
      if (director === null) continue;
      const other = (director + 1) % after.players;
      // The same state but for the firm's director: what the view reads to show the firm's owner.
      const moved: State = { ...after, firms: { ...after.firms, [firm]: { ...after.firms[firm], director: other } } };
      for (const [from, to, v] of [
        [after, moved, director],
        [moved, after, director],
        [after, moved, other],
      ] as const) {
        const like = { state: from, view: checkersExchange.view(from, v) };
        const made = checkersExchange.view(to, v, like);
        expect(made).toEqual(checkersExchange.view(to, v));
        const i = to.tape.indexOf(firmTrade);
        expect(made.tape[i]!.buyer).toBe(to.firms[firm].director === v ? firm : null);
        expect(made.tape[i]).not.toBe(like.view.tape[i]);
        to.book.forEach((o, k) => {
          if (o.account === firm) expect(made.book[k]).not.toBe(like.view.book[k]);
        });
        checked++;
      }
      if (checked >= 30) break;
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('view (spec 10)', () => {
  it('a finished game shows everything, whatever the model', () => {
    const pairs = consecutive(3, 'like-end');
    const [before, after] = pairs[pairs.length - 1]!;
    expect(after.phase).toBe('finished');
    for (const v of viewers(3)) {
      const made: View = checkersExchange.view(after, v, { state: before, view: checkersExchange.view(before, v) });
      expect(made.book).toBe(after.book);
      expect(made.tape).toBe(after.tape);
    }
  });
});

describe('spec 10: after `finished` everything is visible except `rng`', () => {
  it('viewEvent of the move that ends the game shows the orders it cancels with their owners', () => {
    const m = new Match(3, V15);
    m.play(1, buy('w3', 1, 5)); // below the state's ask: it rests
    const placed = ofType(m.events, 'orderPlaced').find((e) => e.account === 1)!;
    // while the game runs, seat 0 and the spectators see an anonymous order
    for (const v of [0, 'spectator'] as const)
      expect(checkersExchange.viewEvent(placed, v, m.state)).toMatchObject({ account: null });
    m.play(0, ready());
    m.play(1, ready());
    const end = m.play(2, ready());
    expect(m.state.phase).toBe('finished');
    const cancelled = ofType(end, 'orderCancelled');
    expect(cancelled.map((e) => e.account)).toContain(1);
    for (const e of cancelled)
      for (const v of [0, 2, 'spectator'] as const) expect(checkersExchange.viewEvent(e, v, m.state)).toEqual(e);
  });
});
