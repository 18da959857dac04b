import { akcioner, startMatch, unwrap, type Akcioner } from '@birzha/engine';
import { describe, expect, it } from 'vitest';
import { betsSeen, explainsBets, sampleWorld, tradersSeen } from './expert-inference.ts';

type State = Akcioner.State;

function setup(position: unknown, players = 3): State {
  return unwrap(startMatch(akcioner, { players, options: {}, seed: 'inference', position }), 'setup').state;
}

describe('expert inference: what the others reveal', () => {
  // Seat 1 holds red worth 8 × 100 of its 900 capital and last raised yellow: it bets on red. Seat 2 is heavy in blue,
  // which its last card (a blue hundred) raised: those may be its trade1 shares, locked, so they say nothing.
  const state = setup({
    round: 2,
    roundsTotal: 4,
    order: [1, 2, 0],
    toMove: 0,
    seats: [
      { hand: ['S-yellow-p30', 'S-red-p30', 'S-blue-p30'], played: ['S-red-m30'] },
      {
        shares: { red: 8 },
        cash: 100,
        hand: ['S-green-p40', 'S-green-p50'],
        played: ['S-yellow-m30', 'S-yellow-p40'],
      },
      { shares: { blue: 9 }, hand: ['S-green-m40', 'S-green-m50'], played: ['S-green-p30', 'H-blue-1'] },
    ],
  });
  const view = akcioner.view(state, 0);

  it('reads a heavy colour that the last card did not raise as a bet', () => {
    expect(betsSeen(view, 0)).toEqual([-1, 1, -1]);
  });

  it('takes a seat that has traded, or has not played yet, for a trader', () => {
    // Seat 0 has played a card and still holds the starting single shares.
    expect(tradersSeen(view)).toEqual([false, true, true]);
    // Seat 1 back at the starting single shares after playing: it does not trade; seat 2 not yet played: unknown.
    const seats = view.seats.map((s, i) =>
      i === 1 ? { ...s, shares: { yellow: 1, red: 1, blue: 1, green: 1 } } : i === 2 ? { ...s, played: [] } : s,
    );
    expect(tradersSeen({ ...view, seats })).toEqual([false, false, true]);
  });

  it('explains a bet by a big card that can raise the colour', () => {
    const world = (hand: Akcioner.CardId[]): State => ({
      ...state,
      seats: state.seats.map((s, i) => (i === 1 ? { ...s, hand } : s)),
    });
    expect(explainsBets(world(['H-red-1', 'S-blue-p40']), [-1, 1, -1])).toBe(true);
    expect(explainsBets(world(['D-green-down', 'S-blue-p40']), [-1, 1, -1])).toBe(true);
    // A small card can raise red too, but not by a big step; a green hundred lowers it.
    expect(explainsBets(world(['H-green-1', 'S-red-p60']), [-1, 1, -1])).toBe(false);
  });

  it('samples worlds consistent with the view, more often explaining the bets than the plain deal', () => {
    let explained = 0;
    let plain = 0;
    const bets = betsSeen(view, 0);
    for (let k = 0; k < 200; k++) {
      const world = sampleWorld(view, 0, 's', k, bets);
      expect(akcioner.view(world, 0)).toEqual(view);
      if (explainsBets(world, bets)) explained++;
      if (explainsBets(sampleWorld(view, 0, 's', k, [-1, -1, -1]), bets)) plain++;
    }
    expect(explained).toBeGreaterThan(plain);
  });
});
