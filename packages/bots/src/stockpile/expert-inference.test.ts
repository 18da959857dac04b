import { rngFromSeed, stockpile, unwrap, Stockpile } from '@birzha/engine';
import { describe, expect, it } from 'vitest';
import { explainsBids, sampleWorld } from './expert-inference.ts';

/** 3 players, Demand: seat 1 bid $10,000 on two face-up Cosmic cards at $3,000; seat 0 is to bid. */
function afterBigBid(): Stockpile.View {
  const position = {
    phase: 'demand',
    firstPlayer: 1,
    prices: { cosmic: 3 },
    piles: [
      [
        { card: 'cosmic-1', faceUp: true, placedBy: 1 },
        { card: 'cosmic-2', faceUp: true, placedBy: 1 },
      ],
      [{ card: 'fee-1000-1', faceUp: true, placedBy: 2 }],
      [{ card: 'fee-2000-1', faceUp: true, placedBy: 0 }],
    ],
  };
  const options = unwrap(stockpile.parseOptions({}, 3));
  let { state } = unwrap(stockpile.setup({ players: 3, options, seed: 'infer', position }));
  state = unwrap(stockpile.play(state, 1, { type: 'bid', pile: 0, amount: 10_000 })).state;
  state = unwrap(stockpile.play(state, 2, { type: 'bid', pile: 1, amount: 0 })).state;
  expect(stockpile.toAct(state)).toEqual([0]);
  return stockpile.view(state, 0);
}

/** Whether seat 1 knows Cosmic rises by 2 or more in this world. */
const knowsCosmicRises = (w: Stockpile.State): boolean =>
  w.seats[1]!.pairs.some((p) => p.company === 'cosmic' && (p.forecast === 'up4' || p.forecast === 'up2'));

describe('expert Stockpile bot: reading bids', () => {
  it('samples the worlds where a big bid makes sense more often than the plain deal does', () => {
    const view = afterBigBid();
    const n = 60;
    let plain = 0;
    let read = 0;
    for (let k = 0; k < n; k++) {
      const p = Stockpile.determinize(view, 0, rngFromSeed(`s/world-${k}`));
      if (knowsCosmicRises(p)) plain++;
      const w = sampleWorld(view, 0, 's', k);
      if (knowsCosmicRises(w)) read++;
      // A world that explains the bid is kept as dealt.
      if (explainsBids(p, view, 0)) expect(w).toEqual(p);
    }
    expect(read).toBeGreaterThan(plain * 2);
  });
});
