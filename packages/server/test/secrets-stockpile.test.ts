// The Stockpile profile of the secrets scan must be able to fail: each of its checks is shown a leak and catches it.
import { stockpile, unwrap, type Stockpile } from '@birzha/engine';
import { describe, expect, it } from 'vitest';
import { stockpileProfile } from './secrets/stockpile.ts';

type State = Stockpile.State;
type View = Stockpile.View;

function afterOneSupply(): { states: State[]; events: (readonly Stockpile.Event[])[]; placer: number } {
  const options = unwrap(stockpile.parseOptions({}, 3));
  const start = unwrap(stockpile.setup({ players: 3, options, seed: 'leaks' })).state;
  const placer = stockpile.toAct(start)[0]!;
  const move = stockpile.legalMoves(start, placer)[0]!;
  const next = unwrap(stockpile.play(start, placer, move));
  return { states: [start, next.state], events: [next.events], placer };
}

describe('the Stockpile secrets profile', () => {
  const { states, events, placer } = afterOneSupply();
  const other = (placer + 1) % 3;
  const state = states[1]!;
  const hidden = state.piles.flatMap((p) => p.cards).find((c) => !c.faceUp)!;

  it("accepts the engine's views, and catches a face-down card, a hand or a private pair shown to another seat", () => {
    const view = stockpile.view(state, other);
    expect(stockpileProfile.frameView!(state, view, other)).toBeNull();
    expect(stockpileProfile.frameView!(state, stockpile.view(state, placer), placer)).toBeNull();
    const pile = view.piles.findIndex((p) => p.cards.some((c) => !c.faceUp));
    const leakedCard: View = {
      ...view,
      piles: view.piles.map((p, i) =>
        i === pile ? { ...p, cards: p.cards.map((c) => (c.faceUp ? c : { ...c, card: hidden.card })) } : p,
      ),
    };
    expect(stockpileProfile.frameView!(state, leakedCard, other)).toMatch(/face down/);
    const leakedSeat: View = {
      ...view,
      seats: view.seats.map((s, i) => (i === placer ? { full: true, ...state.seats[i]! } : s)),
    };
    expect(stockpileProfile.frameView!(state, leakedSeat, other)).toMatch(/whole/);
    const pairs = state.seats[placer]!.pairs;
    const leakedPair: View = {
      ...view,
      seats: view.seats.map((s, i) => (i === placer && !s.full ? { ...s, pairs } : s)),
    };
    expect(stockpileProfile.frameView!(state, leakedPair, other)).toMatch(/pairs/);
  });

  it('catches an event that shows a face-down card or a hand to another seat', () => {
    const placed = events[0]!.find((e) => e.type === 'cardPlaced' && !e.faceUp)!;
    expect(stockpileProfile.frameEvent!(stockpile.viewEvent(placed, other), other)).toBeNull();
    expect(stockpileProfile.frameEvent!(placed, other)).toMatch(/face-down/);
    expect(stockpileProfile.frameEvent!(placed, placer)).toBeNull();
    const dealt: Stockpile.Event = { type: 'handDealt', seat: placer, cards: ['cosmic-1', 'epic-2'], count: 2 };
    expect(stockpileProfile.frameEvent!(dealt, other)).toMatch(/hand/);
  });

  it("names as secret the other seats' hands, the deck and face-down cards, but not the viewer's own", () => {
    const secretOf = (viewer: number | 'spectator') => stockpileProfile.specSecrets!(states, viewer, events)(1);
    expect(secretOf(other).has(hidden.card)).toBe(true);
    expect(secretOf('spectator').has(hidden.card)).toBe(true);
    expect(secretOf(placer).has(hidden.card)).toBe(false);
    const hand = state.seats[other]!.hand;
    expect(hand.length).toBeGreaterThan(0);
    for (const c of hand) {
      expect(secretOf(placer).has(c)).toBe(true);
      expect(secretOf(other).has(c)).toBe(false);
    }
    expect(secretOf(other).has(state.deck[0]!)).toBe(true);
  });
});
