import { describe, expect, it } from 'vitest';
import type { AnyGame, Viewer } from '../../core/game.ts';
import { replay } from '../../core/record.ts';
import { playout } from '../../testing/playout.ts';
import { stockpile } from './index.ts';
import { viewInvariants } from './invariants.ts';
import type { Event, State } from './types.ts';

const game = stockpile as AnyGame;

/** Every state of a random match, with the events of each move. */
function randomMatch(players: number, options: object, seed: string) {
  const { record } = playout(game, { players, options, seed });
  const states: State[] = [];
  const events: Event[] = [];
  const r = replay(stockpile, record, {
    onStep: (step) => {
      states.push(step.state);
      events.push(...step.events);
    },
  });
  if (!r.ok) throw new Error('replay failed');
  return { states, events };
}

const viewers = (players: number): Viewer[] => ['spectator', ...Array.from({ length: players }, (_, i) => i)];

describe('view (spec 10.2)', () => {
  it('a seat sees itself in full and the others redacted; nobody sees the rng or a deck', () => {
    for (const players of [2, 4]) {
      const { states } = randomMatch(players, { investors: true }, `view-${players}`);
      for (const state of states) {
        for (const v of viewers(players)) {
          const view = stockpile.view(state, v);
          expect('rng' in view || 'deck' in view || 'investorDeck' in view).toBe(false);
          expect(view.deckCount).toBe(state.deck.length);
          view.seats.forEach((sv, i) => {
            const s = state.seats[i]!;
            if (state.phase === 'over' || i === v) {
              expect(sv).toEqual({ full: true, ...s });
              return;
            }
            if (sv.full) throw new Error('another seat shown in full');
            expect(sv.handCount).toBe(s.hand.length);
            expect(sv.actionsCount).toBe(s.actions.length);
            expect(sv.cash).toBe(s.cash);
            expect(Object.values(sv.split)).toEqual(Object.values(s.portfolio).map((h) => h.split));
            const regular = Object.values(s.portfolio).reduce((n, h) => n + h.regular, 0);
            const known = Object.values(sv.known).reduce((n, k) => n + k, 0);
            expect(sv.hiddenCount).toBe(regular - known);
            expect(sv.known).toEqual(v === 'spectator' ? s.known : s.knownBy[v]);
            expect(sv.investors).toEqual(state.phase === 'investors' ? null : s.investors);
          });
          view.piles.forEach((p, k) =>
            p.cards.forEach((c, j) => {
              const real = state.piles[k]!.cards[j]!;
              const may = real.faceUp || (v !== 'spectator' && real.knownTo.includes(v));
              expect(c.card).toBe(may ? real.card : null);
            }),
          );
          view.hiddenPairs.forEach((p, k) => {
            const real = state.hiddenPairs[k]!;
            expect(p).toEqual(state.phase === 'over' || (v !== 'spectator' && real.knownTo.includes(v)) ? real : null);
          });
          expect(viewInvariants(state, view)).toEqual([]);
        }
      }
    }
  });

  it('everything is shown once the game is over', () => {
    const { states } = randomMatch(3, {}, 'over');
    const last = states.at(-1)!;
    expect(last.phase).toBe('over');
    for (const v of viewers(3)) expect(stockpile.view(last, v).seats.every((s) => s.full)).toBe(true);
  });

  it('a seat outside the match is a caller bug', () => {
    const { states } = randomMatch(2, {}, 'bug');
    expect(() => stockpile.view(states[0]!, 2)).toThrow();
  });
});

describe('a view made like the one before a move (issue 28.5)', () => {
  it('is the same JSON, shares the views of what the move left alone, and never another viewer’s', () => {
    let seatsKept = 0;
    let pilesKept = 0;
    for (const options of [stockpile.meta.defaultOptions, { ...stockpile.meta.defaultOptions, investors: true }]) {
      const { states } = randomMatch(4, options, `like/${JSON.stringify(options)}`);
      for (let k = 0; k + 1 < states.length; k++) {
        const before = states[k] as State;
        const after = states[k + 1] as State;
        // What decides a seat's redaction besides the viewer: the game being over, the investors being hidden.
        const sameRules =
          (before.phase === 'over') === (after.phase === 'over') &&
          (before.phase === 'investors') === (after.phase === 'investors');
        for (const v of viewers(4)) {
          const like = { state: before, view: stockpile.view(before, v) };
          const made = stockpile.view(after, v, like);
          expect(made).toEqual(stockpile.view(after, v));
          after.seats.forEach((s, i) => {
            const kept = sameRules && s === before.seats[i];
            expect(made.seats[i] === like.view.seats[i]).toBe(kept);
            if (kept) seatsKept++;
          });
          after.piles.forEach((p, i) => {
            if (made.piles[i] === like.view.piles[i]) pilesKept++;
            else expect(sameRules && p === before.piles[i]).toBe(false);
          });
          // Another viewer's view is never a model: its seats and piles would show what that viewer knows.
          const other = v === 0 ? 1 : 0;
          const model = { state: before, view: stockpile.view(before, other) };
          const foreign = stockpile.view(after, v, model);
          expect(foreign).toEqual(stockpile.view(after, v));
          foreign.seats.forEach((s, i) => expect(s).not.toBe(model.view.seats[i]));
        }
      }
    }
    expect(seatsKept).toBeGreaterThan(0);
    expect(pilesKept).toBeGreaterThan(0);
  });
});

describe('viewEvent (spec 9, 10.3)', () => {
  it('private events reach their owner only; face-down cards only those who know them; the rest is public', () => {
    for (const players of [2, 3, 5]) {
      const { events } = randomMatch(players, { investors: true, seedPiles: true }, `events-${players}`);
      for (const e of events) {
        for (const v of viewers(players)) {
          const seen = stockpile.viewEvent(e, v);
          switch (e.type) {
            case 'pairsDealt':
              expect(seen).toEqual(e.seat === v ? e : { ...e, pairs: null });
              break;
            case 'handDealt':
              expect(seen).toEqual(e.seat === v ? e : { ...e, cards: null });
              break;
            case 'investorsOffered':
              expect(seen).toEqual(e.seat === v ? e : { ...e, investors: null });
              break;
            case 'startingStock':
              expect(seen).toEqual(e.seat === v ? e : { ...e, company: null });
              break;
            case 'cardPlaced':
              expect(seen).toEqual(e.faceUp || e.seat === v ? e : { ...e, card: null });
              break;
            case 'pileWon':
              if (seen?.type !== 'pileWon') throw new Error('pileWon lost');
              seen.cards.forEach((c, k) => {
                const real = e.cards[k]!;
                const may = real.faceUp || e.seat === v || (v !== 'spectator' && real.knownTo.includes(v));
                expect(c.card).toBe(may ? real.card : null);
              });
              break;
            case 'pileInspected':
              expect(seen).toEqual(e.seat === v ? e : { ...e, cards: null });
              break;
            case 'pairPeeked':
              expect(seen).toEqual(e.seat === v ? e : { ...e, pair: null });
              break;
            default:
              expect(seen).toEqual(e);
          }
        }
      }
    }
  });

  it('the setup of a seed round shows each seat its own starting stock and hand', () => {
    const r = stockpile.setup({ players: 3, options: stockpile.meta.defaultOptions, seed: 'start' });
    if (!r.ok) throw new Error('setup');
    const types = r.value.events.map((e) => e.type);
    expect(types.filter((t) => t === 'startingStock')).toHaveLength(3);
    expect(types.filter((t) => t === 'handDealt')).toHaveLength(3);
    expect(types).toContain('roundStarted');
    const stock = r.value.events.find((e) => e.type === 'startingStock' && e.seat === 1);
    expect(stockpile.viewEvent(stock!, 1)).toEqual(stock);
    expect(stockpile.viewEvent(stock!, 0)).toMatchObject({ company: null });
  });
});

describe('clock (spec 6.2)', () => {
  it('one deadline per decision, a new key after every move but a peek; the investors phase as one', () => {
    const untimed = stockpile.setup({
      players: 3,
      options: { ...stockpile.meta.defaultOptions, turnSeconds: 0 },
      seed: 'c',
    });
    if (!untimed.ok) throw new Error('setup');
    // Untimed: the periods are declared all the same, with 0 seconds (a live table runs no clock, a turn-based one
    // times them by its banks and phase deadline).
    const first = stockpile.toAct(untimed.value.state);
    expect(stockpile.deadlines?.(untimed.value.state)).toMatchObject([{ seconds: 0, seats: first, spends: first[0] }]);
    const inv = stockpile.setup({
      players: 3,
      options: { ...stockpile.meta.defaultOptions, investors: true },
      seed: 'c',
    });
    if (!inv.ok) throw new Error('setup');
    const [d] = stockpile.deadlines?.(inv.value.state) ?? [];
    expect(d).toMatchObject({ seconds: 60, seats: [0, 1, 2], move: { type: 'timeout' } });
    // The investors phase is simultaneous: it spends no seat's bank.
    expect(d?.spends).toBeUndefined();
    const { states } = randomMatch(4, {}, 'clock');
    const keys = new Set<string>();
    for (const s of states.slice(0, -1)) {
      const ds = stockpile.deadlines?.(s) ?? [];
      expect(ds).toHaveLength(1);
      expect(ds[0]!.seats).toEqual(stockpile.toAct(s));
      // Every other phase is one seat's decision in sequence: it spends that seat's bank.
      expect(ds[0]!.spends).toBe(s.phase === 'investors' ? undefined : stockpile.toAct(s)[0]);
      expect(keys.has(ds[0]!.key)).toBe(false);
      keys.add(ds[0]!.key);
    }
    expect(stockpile.deadlines?.(states.at(-1)!)).toEqual([]);
  });
});

describe('the redaction invariant itself', () => {
  it('notices a face-down card, a hidden pair or another seat in full where the viewer may not see them', () => {
    const { states } = randomMatch(3, {}, 'leak');
    const state = states.find((s) => s.phase === 'demand' && s.piles.some((p) => p.cards.some((c) => !c.faceUp)))!;
    const v = stockpile.view(state, 'spectator');
    const secret = state.piles.flatMap((p) => p.cards).find((c) => !c.faceUp)!;
    const leaky = { ...v, piles: [{ bid: null, cards: [{ ...secret }] }, ...v.piles.slice(1)] };
    expect(viewInvariants(state, leaky).some((m) => m.includes(secret.card))).toBe(true);
    const pair = state.hiddenPairs[0]!;
    expect(viewInvariants(state, { ...v, hiddenPairs: [pair, ...v.hiddenPairs.slice(1)] })).not.toEqual([]);
    const full = { ...v, seats: v.seats.map((s, i) => (i === 0 ? { full: true as const, ...state.seats[0]! } : s)) };
    expect(viewInvariants(state, full)).not.toEqual([]);
  });
});
