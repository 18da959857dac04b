import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnyGame, Viewer } from '../../core/game.ts';
import { replay } from '../../core/record.ts';
import { rngFromSeed } from '../../core/rng.ts';
import { playout, randomChooser } from '../../testing/playout.ts';
import { stateInvariants, viewInvariants } from './invariants.ts';
import { CARD_INFO, VARIANTS } from './config.ts';
import { akcioner } from './index.ts';
import type { State } from './types.ts';

const game = akcioner as AnyGame;

/** All states of a random 3-player game, with the events of the whole match. */
function randomMatch(seed: string) {
  const { record } = playout(game, { players: 3, options: { variant: 'short' }, seed });
  const states: State[] = [];
  for (let k = 0; k <= record.moves.length; k += 3) {
    const r = replay(akcioner, record, { upTo: k });
    if (r.ok) states.push(r.value.state);
  }
  const all = replay(akcioner, record, { events: true });
  if (!all.ok) throw new Error('replay failed');
  return { states, events: all.value.events };
}

describe('view and viewEvent (spec 10)', () => {
  it('a seat sees its own hand only; a spectator sees none; nobody sees undealt or rng', () => {
    const { states } = randomMatch('view');
    for (const state of states) {
      const spectator = akcioner.view(state, 'spectator');
      expect(spectator.seats.every((s) => s.hand === null)).toBe(true);
      expect(spectator.undealtCount).toBe(state.undealt.length);
      expect('rng' in spectator || 'undealt' in spectator).toBe(false);
      state.seats.forEach((s, i) => {
        const v = akcioner.view(state, i);
        expect(v.seats[i]!.hand).toEqual(s.hand);
        v.seats.forEach((o, j) => {
          expect(o.handCount).toBe(state.seats[j]!.hand.length);
          if (j !== i) expect(o.hand).toBeNull();
        });
      });
    }
  });

  it('dealt events show cards to their own seat only; every other event is public', () => {
    const { events } = randomMatch('events');
    const viewers: Viewer[] = ['spectator', 0, 1, 2];
    for (const e of events) {
      for (const v of viewers) {
        const seen = akcioner.viewEvent(e, v);
        if (e.type === 'dealt') {
          expect(seen).toEqual(e.seat === v ? e : { ...e, cards: null });
          expect(seen && 'count' in seen && seen.count).toBe(e.count);
        } else {
          expect(seen).toEqual(e);
        }
      }
    }
  });
});

describe('a view made like the one before a move (issue 28.5)', () => {
  /** Each move of a random 4-player classic game: the states before and after it and whether it played a card. */
  function steps(seed: string) {
    const states: State[] = [];
    const moves: unknown[] = [];
    const { state } = playout(game, {
      players: 4,
      options: { variant: 'classic' },
      seed,
      chooser: (g, s, rng) => {
        const choice = randomChooser(g, s, rng);
        states.push(s as State);
        moves.push(choice?.move);
        return choice;
      },
    });
    states.push(state as State);
    return moves.map((m, k) => ({
      before: states[k] as State,
      after: states[k + 1] as State,
      card: (m as { type: string }).type === 'playCard',
    }));
  }

  it('is the same JSON, shares the views of the seats the move left alone, and never another viewer’s', () => {
    let kept = 0;
    let keptByCards = 0;
    for (const seed of ['like-1', 'like-2']) {
      for (const { before, after, card } of steps(seed)) {
        const viewers: Viewer[] = ['spectator', 0, 1, 2, 3];
        for (const v of viewers) {
          const like = { state: before, view: akcioner.view(before, v) };
          const made = akcioner.view(after, v, like);
          expect(made).toEqual(akcioner.view(after, v));
          after.seats.forEach((s, i) => {
            expect(made.seats[i] === like.view.seats[i]).toBe(s === before.seats[i]);
            if (s === before.seats[i]) {
              kept++;
              if (card) keptByCards++;
            }
          });
          // Another viewer's view is never a model: its seats would carry that viewer's hand.
          const other = v === 0 ? 1 : 0;
          const model = { state: before, view: akcioner.view(before, other) };
          const foreign = akcioner.view(after, v, model);
          expect(foreign).toEqual(akcioner.view(after, v));
          foreign.seats.forEach((s, i) => expect(s).not.toBe(model.view.seats[i]));
        }
      }
    }
    // Trades replace one seat; a card keeps the seats it did not touch (resolve-card.ts), most of them.
    expect(kept).toBeGreaterThan(0);
    expect(keptByCards).toBeGreaterThan(0);
  });
});

describe('determinize (spec 10)', () => {
  it('keeps everything the seat knows, deals the unknown cards by hand size and big-card count, and is deterministic', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 8 }),
        fc.string({ maxLength: 8 }),
        fc.integer({ min: 0, max: 2 }),
        (seed, rngSeed, seat) => {
          const { states } = randomMatch(seed);
          for (const state of states.filter((s) => s.phase === 'playing')) {
            const v = akcioner.view(state, seat);
            const d = akcioner.determinize!(v, seat, rngFromSeed(rngSeed));
            expect(akcioner.determinize!(v, seat, rngFromSeed(rngSeed))).toEqual(d);
            expect(stateInvariants(d)).toEqual([]);
            expect(akcioner.view(d, seat)).toEqual(v);
            d.seats.forEach((s, i) => {
              if (s.status !== 'active' || i === seat) return;
              const big = VARIANTS.short.big - s.played.filter((c) => CARD_INFO.find((x) => x.id === c)!.big).length;
              expect(s.hand.filter((c) => CARD_INFO.find((x) => x.id === c)!.big)).toHaveLength(big);
            });
          }
        },
      ),
      { numRuns: 15 },
    );
  });
});

describe('view of a seat outside the match', () => {
  it('is a caller bug and throws', () => {
    const { states } = randomMatch('bug');
    expect(() => akcioner.view(states[0]!, 3)).toThrow();
    expect(() => akcioner.view(states[0]!, -1)).toThrow();
  });
});

describe('viewInvariants catches a leak anywhere in a view', () => {
  it("flags another seat's card in any field, and an rng", () => {
    const { states } = randomMatch('leak');
    const state = states[1]!;
    const v = akcioner.view(state, 0);
    expect(viewInvariants(state, v)).toEqual([]);
    const foreign = state.seats[1]!.hand[0]!;
    expect(viewInvariants(state, { ...v, note: [foreign] } as never)).toEqual([`view of 0 shows ${foreign}`]);
    expect(viewInvariants(state, { ...v, rng: state.rng } as never)).toHaveLength(1);
  });
});
