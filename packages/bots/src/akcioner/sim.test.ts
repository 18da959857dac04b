import { Akcioner, akcioner, replay, type AnyGame } from '@birzha/engine';
import { playout } from '@birzha/engine/testing';
import { describe, expect, it } from 'vitest';
import { simCard } from './cards.ts';
import { allIn, applyCard, capitalIn, relativeScore, simOf, ELIMINATED } from './sim.ts';

/** States at stage `card` from random matches, with both rounding modes and many player counts. */
function cardStates(): Akcioner.State[] {
  const out: Akcioner.State[] = [];
  const configs = [
    { players: 2, options: { variant: 'short', rounding: 'down' } },
    { players: 3, options: { variant: 'classic' } },
    { players: 6, options: { variant: 'short' } },
    { players: 4, options: { variant: 'long', rounding: 'down' } },
  ];
  configs.forEach((config, k) => {
    for (let g = 0; g < 6; g++) {
      const { record } = playout(akcioner as AnyGame, { ...config, seed: `sim-${k}-${g}` });
      for (let upTo = 0; upTo <= record.moves.length; upTo++) {
        const r = replay(akcioner, record, { upTo });
        if (r.ok && r.value.state.stage === 'card') out.push(r.value.state);
      }
    }
  });
  return out;
}

describe('the look-ahead sim (spec 8.4 steps 3-5)', () => {
  it('agrees with the engine on prices, cash, shares and eliminations for every card of random positions', () => {
    let compared = 0;
    let zeroings = 0;
    for (const state of cardStates()) {
      const mover = state.toMove!;
      for (const move of Akcioner.cardMoves(state, mover)) {
        const card = simCard(move.card);
        const a = card.assigns.findIndex((x) => x.join() === move.assign.join());
        const eff = Akcioner.resolveCard(state, mover, card.info, move.assign, null);
        const sim = simOf(state.prices, state.seats);
        applyCard(sim, mover, card, a, state.options.rounding);
        const expected = simOf(eff.prices, eff.seats);
        expect(sim).toEqual(expected);
        compared++;
        if (Akcioner.COLORS.some((c) => eff.prices[c] === 10 && state.prices[c] <= 60)) zeroings++;
      }
    }
    expect(compared).toBeGreaterThan(5000);
    expect(zeroings).toBeGreaterThan(100);
  });

  it('all in keeps the capital and puts it into one colour', () => {
    const sim = simOf({ yellow: 70, red: 130, blue: 10, green: 250 }, [
      { cash: 35, shares: { yellow: 1, red: 2, blue: 3, green: 0 }, status: 'active' },
      { cash: 0, shares: { yellow: 1, red: 1, blue: 1, green: 1 }, status: 'active' },
    ]);
    const before = capitalIn(sim, 0);
    allIn(sim, 0, 1);
    expect(capitalIn(sim, 0)).toBe(before);
    expect(sim.shares.slice(0, 4)).toEqual([0, 3, 0, 0]);
    expect(sim.cash[0]).toBe(before - 3 * 130);
  });

  it('scores relative to the richest other active seat; out is worst; last one standing is best', () => {
    const seats = [
      { cash: 100, shares: { yellow: 1, red: 0, blue: 0, green: 0 }, status: 'active' as const },
      { cash: 500, shares: { yellow: 0, red: 0, blue: 0, green: 0 }, status: 'bankrupt' as const },
      { cash: 50, shares: { yellow: 0, red: 0, blue: 0, green: 0 }, status: 'active' as const },
    ];
    const sim = simOf({ yellow: 100, red: 100, blue: 100, green: 100 }, seats);
    expect(relativeScore(sim, 0)).toBe(150);
    expect(relativeScore(sim, 1)).toBeLessThan(ELIMINATED / 2);
    sim.active[2] = false;
    expect(relativeScore(sim, 0)).toBeGreaterThan(10_000);
  });
});
