import { describe, expect, it } from 'vitest';
import { replay, type MatchRecord } from '../../core/record.ts';
import { akcioner } from './index.ts';
import { defaultCard } from './moves/timeout.ts';

// Boundaries that the spec's vectors do not reach (a mutation run on V1-V18 left them unchecked).

function record(position: unknown, moves: MatchRecord['moves'], players = 2): MatchRecord {
  return { game: 'akcioner', rulesVersion: 1, players, options: {}, seed: 'b', position, moves };
}

describe('bankruptcy boundary (spec 8.5: cash < minPrice, not <=)', () => {
  // Seat 1 holds only 1 green at 20 and 10 cash; seat 0's −30 on green zeroes it: confiscated at buyback 20,
  // seat 1 cannot pay, keeps its cash. With cash equal to the cheapest price it stays in.
  const position = (cash: number) => ({
    roundsTotal: 2,
    order: [0, 1],
    prices: { green: 20, yellow: 10 },
    seats: [
      { hand: ['S-red-p30', 'S-green-m30'] },
      { cash, shares: { green: 1 }, hand: ['S-yellow-p30', 'S-blue-p30'] },
    ],
  });
  const moves = [
    { seat: 0, move: { type: 'trade', orders: {} } },
    { seat: 0, move: { type: 'playCard', card: 'S-green-m30', assign: ['red'] } },
  ];

  it('cash exactly the cheapest price after the card: still active', () => {
    // green raw −10 → 10; buyback price 20 > cash 10: annulled. minPrice = 10 (yellow and green) = cash.
    const r = replay(akcioner, record(position(10), moves));
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.state.seats[1]).toMatchObject({
      status: 'active',
      cash: 10,
      shares: { yellow: 0, red: 0, blue: 0, green: 0 },
    });
    expect(r.value.state.stage).toBe('trade2');
  });

  it('cash 5 below the cheapest price: bankrupt, and the 2-player game ends at once', () => {
    const r = replay(akcioner, record(position(5), moves));
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.state.seats[1]).toMatchObject({ status: 'bankrupt', cash: 5, outSeq: 1, hand: [] });
    expect(r.value.state.phase).toBe('finished');
  });
});

describe('timeout default tie-break (spec 8.7: ties go to the earliest in canonical order)', () => {
  it('with every candidate scoring the same, the first card with its first assignment is played', () => {
    // Nobody holds any share and prices stay inside the scale: every candidate scores 0 − 0.
    const position = {
      roundsTotal: 2,
      order: [0, 1],
      seats: [
        { shares: {}, cash: 100, hand: ['S-red-p30', 'S-yellow-p30'] },
        { shares: {}, cash: 100, hand: ['S-blue-p30', 'S-green-p30'] },
      ],
    };
    const r = replay(akcioner, record(position, []));
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    // Hands are sorted by CARDS index: S-yellow-p30 comes before S-red-p30; its first assignment is red.
    expect(defaultCard({ ...r.value.state, stage: 'card' }, 0)).toEqual({
      type: 'playCard',
      card: 'S-yellow-p30',
      assign: ['red'],
    });
  });
});
