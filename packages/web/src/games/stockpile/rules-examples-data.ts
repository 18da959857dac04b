import type { Stockpile } from '@birzha/engine';
import { EX_ROUND } from './rules-examples-round.ts';
import { bid, sell, type RulesExample } from './rules-examples-types.ts';

/* The worked examples 2 to 5 as data (example 1, the seed's round, has a file of its own: it is the longest). */

export { EX_ROUND };
export type * from './rules-examples-types.ts';

const none: Stockpile.Holding = { regular: 0, split: 0 };

/**
 * Example 2: Trading Fees that cannot be paid become fee debt; a sale and a dividend pay it (3 players, after the
 * spec's TV4).
 */
export const EX_FEES: RulesExample = {
  players: 3,
  position: {
    round: 2,
    phase: 'demand',
    firstPlayer: 0,
    seats: [
      { cash: 4000, portfolio: {} },
      { cash: 1000, portfolio: { epic: { regular: 2 } } },
      { cash: 20000, portfolio: {} },
    ],
    piles: [
      [
        { card: 'cosmic-1', faceUp: true, placedBy: 1 },
        { card: 'fee-3000-1', faceUp: false, placedBy: 1 },
      ],
      [
        { card: 'fee-2000-1', faceUp: true, placedBy: 2 },
        { card: 'fee-1000-1', faceUp: false, placedBy: 2 },
      ],
      [{ card: 'epic-1', faceUp: true, placedBy: 0 }],
    ],
    pairs: {
      private: [
        [{ company: 'american', forecast: 'up4' }],
        [{ company: 'bottomline', forecast: 'down3' }],
        [{ company: 'cosmic', forecast: 'up1' }],
      ],
      public: [{ company: 'epic', forecast: 'dividend' }],
      hidden: [
        { company: 'leading', forecast: 'up2' },
        { company: 'stanford', forecast: 'down2' },
      ],
    },
  },
  moves: [bid(0, 0, 3000), bid(1, 1, 0), bid(2, 2, 0), sell(0, { cosmic: { regular: 1 } }), sell(1), sell(2)],
  facts: {
    piles: [
      [
        { card: 'cosmic-1', faceUp: true, by: 1 },
        { card: 'fee-3000-1', faceUp: false, by: 1 },
      ],
      [
        { card: 'fee-2000-1', faceUp: true, by: 2 },
        { card: 'fee-1000-1', faceUp: false, by: 2 },
      ],
      [{ card: 'epic-1', faceUp: true, by: 0 }],
    ],
    bids: [
      { seat: 0, pile: 0, amount: 3000, displaced: null },
      { seat: 1, pile: 1, amount: 0, displaced: null },
      { seat: 2, pile: 2, amount: 0, displaced: null },
    ],
    taken: [
      {
        pile: 0,
        seat: 0,
        paid: 3000,
        cards: [
          { card: 'cosmic-1', faceUp: true },
          { card: 'fee-3000-1', faceUp: false },
        ],
      },
      {
        pile: 1,
        seat: 1,
        paid: 0,
        cards: [
          { card: 'fee-2000-1', faceUp: true },
          { card: 'fee-1000-1', faceUp: false },
        ],
      },
      { pile: 2, seat: 2, paid: 0, cards: [{ card: 'epic-1', faceUp: true }] },
    ],
    fees: [
      { seat: 0, kind: 'feeDeferred', amount: 3000 },
      { seat: 1, kind: 'feeDeferred', amount: 2000 },
      { seat: 1, kind: 'feePaid', amount: 1000 },
      { seat: 0, kind: 'feeDebtPaid', amount: 3000 },
      { seat: 1, kind: 'feeDebtPaid', amount: 2000 },
    ],
    sales: [
      { seat: 0, total: 5000 },
      { seat: 1, total: 0 },
      { seat: 2, total: 0 },
    ],
    dividends: [{ company: 'epic', perShare: 2000, paid: [0, 4000, 2000] }],
    snapshots: [
      { at: 0, cash: [4000, 1000, 20000], feeDebt: [[], [], []] },
      { at: 3, cash: [1000, 0, 20000], feeDebt: [[3000], [2000], []] },
      { at: 4, cash: [3000, 0, 20000], feeDebt: [[], [2000], []] },
      { at: 6, cash: [3000, 2000, 22000], feeDebt: [[], [], []] },
    ],
  },
};

/** Example 3: a forecast of +4 from $8,000 splits the stock, pays a super-split and walks on (3 players). */
export const EX_SPLIT: RulesExample = {
  players: 3,
  position: {
    round: 2,
    phase: 'selling',
    firstPlayer: 0,
    prices: { cosmic: 8 },
    seats: [
      { cash: 10000, portfolio: { cosmic: { regular: 2 } } },
      { cash: 10000, portfolio: { cosmic: { regular: 1, split: 1 } } },
      { cash: 10000, portfolio: { leading: { regular: 1 } } },
    ],
    pairs: {
      private: [
        [{ company: 'cosmic', forecast: 'up4' }],
        [{ company: 'bottomline', forecast: 'down3' }],
        [{ company: 'leading', forecast: 'up1' }],
      ],
      public: [{ company: 'american', forecast: 'dividend' }],
      hidden: [
        { company: 'stanford', forecast: 'down2' },
        { company: 'epic', forecast: 'up2' },
      ],
    },
  },
  moves: [sell(0), sell(1), sell(2)],
  facts: {
    reveals: [
      { company: 'cosmic', forecast: 'up4', holder: 0 },
      { company: 'bottomline', forecast: 'down3', holder: 1 },
      { company: 'leading', forecast: 'up1', holder: 2 },
      { company: 'american', forecast: 'dividend', holder: 'public' },
      { company: 'stanford', forecast: 'down2', holder: 'hidden' },
      { company: 'epic', forecast: 'up2', holder: 'hidden' },
    ],
    splits: [{ company: 'cosmic', superSplit: [0, 10000, 0], moved: [2, 1, 0] }],
    prices: [
      { company: 'cosmic', from: 8000, to: 7000, cause: 'forecast' },
      { company: 'bottomline', from: 5000, to: 2000, cause: 'forecast' },
      { company: 'leading', from: 5000, to: 6000, cause: 'forecast' },
      { company: 'stanford', from: 5000, to: 3000, cause: 'forecast' },
      { company: 'epic', from: 5000, to: 7000, cause: 'forecast' },
    ],
    dividends: [{ company: 'american', perShare: 2000, paid: [0, 0, 0] }],
    bankruptcies: [],
    snapshots: [
      {
        at: 0,
        cash: [10000, 10000, 10000],
        holdings: [
          { cosmic: { regular: 2, split: 0 } },
          { cosmic: { regular: 1, split: 1 } },
          { leading: { regular: 1, split: 0 } },
        ],
      },
      {
        at: 3,
        cash: [10000, 20000, 10000],
        holdings: [
          { cosmic: { regular: 0, split: 2 } },
          { cosmic: { regular: 0, split: 2 } },
          { leading: { regular: 1, split: 0 } },
        ],
        prices: { cosmic: 7000, bottomline: 2000, leading: 6000, american: 5000, stanford: 3000, epic: 7000 },
      },
    ],
  },
};

/** Example 4: a forecast of −3 from $2,000 bankrupts the company; the insider sold in time (3 players). */
export const EX_BANKRUPTCY: RulesExample = {
  players: 3,
  position: {
    round: 3,
    phase: 'selling',
    firstPlayer: 0,
    prices: { stanford: 2 },
    seats: [
      { cash: 10000, portfolio: { stanford: { regular: 2 } } },
      { cash: 10000, portfolio: { stanford: { regular: 1, split: 1 } } },
      { cash: 10000, portfolio: { epic: { regular: 1 } } },
    ],
    pairs: {
      private: [
        [{ company: 'stanford', forecast: 'down3' }],
        [{ company: 'cosmic', forecast: 'up2' }],
        [{ company: 'epic', forecast: 'up1' }],
      ],
      public: [{ company: 'leading', forecast: 'dividend' }],
      hidden: [
        { company: 'bottomline', forecast: 'up4' },
        { company: 'american', forecast: 'down2' },
      ],
    },
  },
  moves: [sell(0, { stanford: { regular: 2 } }), sell(1), sell(2)],
  facts: {
    sales: [
      { seat: 0, total: 4000 },
      { seat: 1, total: 0 },
      { seat: 2, total: 0 },
    ],
    reveals: [
      { company: 'stanford', forecast: 'down3', holder: 0 },
      { company: 'cosmic', forecast: 'up2', holder: 1 },
      { company: 'epic', forecast: 'up1', holder: 2 },
      { company: 'leading', forecast: 'dividend', holder: 'public' },
      { company: 'bottomline', forecast: 'up4', holder: 'hidden' },
      { company: 'american', forecast: 'down2', holder: 'hidden' },
    ],
    bankruptcies: [{ company: 'stanford', lost: [none, { regular: 1, split: 1 }, none] }],
    splits: [],
    prices: [
      { company: 'stanford', from: 2000, to: 4000, cause: 'forecast' },
      { company: 'cosmic', from: 5000, to: 7000, cause: 'forecast' },
      { company: 'epic', from: 5000, to: 6000, cause: 'forecast' },
      { company: 'bottomline', from: 5000, to: 9000, cause: 'forecast' },
      { company: 'american', from: 5000, to: 3000, cause: 'forecast' },
    ],
    snapshots: [
      {
        at: 0,
        cash: [10000, 10000, 10000],
        holdings: [
          { stanford: { regular: 2, split: 0 } },
          { stanford: { regular: 1, split: 1 } },
          { epic: { regular: 1, split: 0 } },
        ],
      },
      {
        at: 3,
        cash: [14000, 10000, 10000],
        holdings: [{}, {}, { epic: { regular: 1, split: 0 } }],
        prices: { cosmic: 7000, bottomline: 9000, leading: 5000, american: 3000, stanford: 4000, epic: 6000 },
      },
    ],
  },
};

/**
 * Example 5: the last round's Selling (a split card halved, a fee debt paid) and Movement, then the majority
 * bonuses (one tie), liquidation and the ranking (3 players, round 7 of 7).
 */
export const EX_FINAL: RulesExample = {
  players: 3,
  position: {
    round: 7,
    phase: 'selling',
    firstPlayer: 0,
    prices: { cosmic: 4, bottomline: 8, leading: 6, american: 3, epic: 2 },
    seats: [
      { cash: 5000, portfolio: { cosmic: { regular: 2 }, leading: { split: 1 } } },
      { cash: 2000, feeDebt: [3000], portfolio: { cosmic: { split: 1 }, leading: { regular: 2 } } },
      { cash: 8000, portfolio: { bottomline: { regular: 1 }, epic: { regular: 2 } } },
    ],
    pairs: {
      private: [
        [{ company: 'cosmic', forecast: 'up1' }],
        [{ company: 'leading', forecast: 'down2' }],
        [{ company: 'bottomline', forecast: 'up2' }],
      ],
      public: [{ company: 'epic', forecast: 'dividend' }],
      hidden: [
        { company: 'stanford', forecast: 'up4' },
        { company: 'american', forecast: 'down3' },
      ],
    },
  },
  moves: [sell(0), sell(1, { cosmic: { halve: 1 } }), sell(2)],
  facts: {
    sales: [
      { seat: 0, total: 0 },
      { seat: 1, total: 4000 },
      { seat: 2, total: 0 },
    ],
    fees: [{ seat: 1, kind: 'feeDebtPaid', amount: 3000 }],
    reveals: [
      { company: 'cosmic', forecast: 'up1', holder: 0 },
      { company: 'leading', forecast: 'down2', holder: 1 },
      { company: 'bottomline', forecast: 'up2', holder: 2 },
      { company: 'epic', forecast: 'dividend', holder: 'public' },
      { company: 'stanford', forecast: 'up4', holder: 'hidden' },
      { company: 'american', forecast: 'down3', holder: 'hidden' },
    ],
    prices: [
      { company: 'cosmic', from: 4000, to: 5000, cause: 'forecast' },
      { company: 'leading', from: 6000, to: 4000, cause: 'forecast' },
      { company: 'bottomline', from: 8000, to: 10000, cause: 'forecast' },
      { company: 'stanford', from: 5000, to: 9000, cause: 'forecast' },
      { company: 'american', from: 3000, to: 5000, cause: 'forecast' },
    ],
    dividends: [{ company: 'epic', perShare: 2000, paid: [0, 0, 4000] }],
    bankruptcies: [{ company: 'american', lost: [none, none, none] }],
    majority: [
      { company: 'cosmic', seats: [0], each: 10000 },
      { company: 'bottomline', seats: [2], each: 10000 },
      { company: 'leading', seats: [0, 1], each: 5000 },
      { company: 'epic', seats: [2], each: 10000 },
    ],
    liquidation: [
      {
        seat: 0,
        holdings: { cosmic: { regular: 2, split: 0 }, leading: { regular: 0, split: 1 } },
        amount: 18000,
      },
      {
        seat: 1,
        holdings: { cosmic: { regular: 1, split: 0 }, leading: { regular: 2, split: 0 } },
        amount: 13000,
      },
      {
        seat: 2,
        holdings: { bottomline: { regular: 1, split: 0 }, epic: { regular: 2, split: 0 } },
        amount: 14000,
      },
    ],
    final: { scores: [38000, 21000, 46000], ranking: [[2], [0], [1]] },
    snapshots: [
      {
        at: 0,
        cash: [5000, 2000, 8000],
        feeDebt: [[], [3000], []],
        prices: { cosmic: 4000, bottomline: 8000, leading: 6000, american: 3000, stanford: 5000, epic: 2000 },
      },
      {
        at: 2,
        cash: [5000, 3000, 8000],
        feeDebt: [[], [], []],
        holdings: [
          { cosmic: { regular: 2, split: 0 }, leading: { regular: 0, split: 1 } },
          { cosmic: { regular: 1, split: 0 }, leading: { regular: 2, split: 0 } },
          { bottomline: { regular: 1, split: 0 }, epic: { regular: 2, split: 0 } },
        ],
      },
      {
        at: 3,
        cash: [38000, 21000, 46000],
        holdings: [{}, {}, {}],
        prices: { cosmic: 5000, bottomline: 10000, leading: 4000, american: 5000, stanford: 9000, epic: 2000 },
      },
    ],
  },
};

/** The examples in page order. */
export const EXAMPLES = { EX_ROUND, EX_FEES, EX_SPLIT, EX_BANKRUPTCY, EX_FINAL } as const;
