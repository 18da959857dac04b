import { describe, expect, it } from 'vitest';
import { akcioner } from '../index.ts';

const OPTIONS = { variant: 'classic', rounding: 'up', turnSeconds: 120 } as const;

describe('the default card of a timeout (spec 8.7)', () => {
  // "simulate §8.4 steps 1-4 and score capital(m) − max(capital(s) for other active seats s) ... ties go to the
  // earliest in canonical order": a seat that only step 5 would bankrupt still counts.
  it('counts a seat the card would bankrupt as active (scored after steps 1-4, not after step 5)', () => {
    // Prices Y50 R30 B50 G10. Seat 0: cash 30, Y3 G1, S-green-p30 and S-red-m50. Seat 1: cash 5, Y1.
    // S-red-m50 on yellow: seat 0 310, seat 1 95, so 215. S-green-p30 on yellow: yellow to 10, seat 1's share
    // confiscated and not bought back: seat 0 220, seat 1 5 (bankrupt only in step 5), so 215 as well: a tie, and
    // S-red-m50 comes first. Scored after step 5, S-green-p30 made 220 and was played.
    const start = akcioner.setup({
      players: 2,
      options: OPTIONS,
      seed: 'timeout-default-card',
      position: {
        roundsTotal: 2,
        order: [0, 1],
        stage: 'card',
        prices: { yellow: 50, red: 30, blue: 50, green: 10 },
        seats: [
          { cash: 30, shares: { yellow: 3, green: 1 }, hand: ['S-green-p30', 'S-red-m50'] },
          { cash: 5, shares: { yellow: 1 }, hand: ['S-blue-m60', 'D-red-down'] },
        ],
      },
    });
    if (!start.ok) throw new Error(JSON.stringify(start.error));
    const r = akcioner.play(start.value.state, 0, { type: 'timeout' });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.events.find((e) => e.type === 'cardPlayed')).toEqual({
      type: 'cardPlayed',
      seat: 0,
      card: 'S-red-m50',
      assign: ['yellow'],
    });
  });
});
