import { rngFromSeed, stockpile, unwrap, Stockpile } from '@birzha/engine';
import { describe, expect, it } from 'vitest';
import { explainsBids, explainsSales, sampleWorld } from './expert-inference.ts';

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

/**
 * 3 players, Selling from seat 1: seat 1 knows Cosmic falls 3 and sells its two Cosmic cards; seat 2 passes; seat 0
 * is to decide and knows only its own pair (Epic) and the public one (Bottomline).
 */
function afterSale(): Stockpile.View {
  const position = {
    phase: 'selling',
    firstPlayer: 1,
    prices: { cosmic: 5 },
    seats: [
      { portfolio: { cosmic: { regular: 1 } } },
      { portfolio: { cosmic: { regular: 2 } } },
      { portfolio: { leading: { regular: 1 } } },
    ],
    pairs: {
      private: [
        [{ company: 'epic', forecast: 'up1' }],
        [{ company: 'cosmic', forecast: 'down3' }],
        [{ company: 'leading', forecast: 'up2' }],
      ],
      public: [{ company: 'bottomline', forecast: 'dividend' }],
      hidden: [
        { company: 'american', forecast: 'up4' },
        { company: 'stanford', forecast: 'down2' },
      ],
    },
  };
  const options = unwrap(stockpile.parseOptions({}, 3));
  let { state } = unwrap(stockpile.setup({ players: 3, options, seed: 'infer-sale', position }));
  state = unwrap(stockpile.play(state, 1, { type: 'sell', cards: { cosmic: { regular: 2 } } })).state;
  state = unwrap(stockpile.play(state, 2, { type: 'sell', cards: {} })).state;
  expect(stockpile.toAct(state)).toEqual([0]);
  return stockpile.view(state, 0);
}

/** Whether seat 1 knows Cosmic falls in this world. */
const knowsCosmicFalls = (w: Stockpile.State): boolean =>
  w.seats[1]!.pairs.some((p) => p.company === 'cosmic' && (p.forecast === 'down2' || p.forecast === 'down3'));

describe('expert Stockpile bot: reading sales', () => {
  it('samples the worlds where a sale makes sense more often than the plain deal does', () => {
    const view = afterSale();
    expect(view.sales.map((s) => s.seat)).toEqual([1, 2]);
    const n = 200;
    let plain = 0;
    let read = 0;
    for (let k = 0; k < n; k++) {
      const p = Stockpile.determinize(view, 0, rngFromSeed(`s/world-${k}`));
      if (knowsCosmicFalls(p)) plain++;
      const w = sampleWorld(view, 0, 's', k);
      if (knowsCosmicFalls(w)) read++;
      if (explainsSales(p, view, 0)) expect(w).toEqual(p);
    }
    // The plain deal gives seat 1 a falling Cosmic one time in eight (here 20 of 200; read: 49).
    expect(read).toBeGreaterThan(plain * 2);
  });

  it('reads nothing into a pass or its own sale', () => {
    const view = afterSale();
    const own = { ...view, sales: view.sales.map((s) => ({ ...s, seat: 0 })) };
    for (let k = 0; k < 10; k++) {
      const w = Stockpile.determinize(view, 0, rngFromSeed(`own/world-${k}`));
      expect(explainsSales(w, own, 0)).toBe(true);
    }
  });
});
