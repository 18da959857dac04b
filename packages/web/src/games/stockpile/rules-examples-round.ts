import { bid, playAction, sell, supply, type RulesExample } from './rules-examples-types.ts';

/**
 * Example 1: the seed's worked round (spec TV1), 4 players: Blue, Green, Yellow, Red. An auction with two
 * displacements, a Boom, two sales and the Movement with a dividend.
 */
export const EX_ROUND: RulesExample = {
  players: 4,
  position: {
    round: 1,
    phase: 'supply',
    firstPlayer: 0,
    seats: [
      { portfolio: { american: { regular: 1 } }, hand: ['bottomline-1', 'boom-1'] },
      { portfolio: { bottomline: { regular: 1 } }, hand: ['cosmic-1', 'cosmic-2'] },
      { portfolio: { cosmic: { regular: 1 } }, hand: ['leading-1', 'leading-2'] },
      { portfolio: { epic: { regular: 1 } }, hand: ['stanford-1', 'epic-1'] },
    ],
    pairs: {
      private: [
        [{ company: 'american', forecast: 'up4' }],
        [{ company: 'bottomline', forecast: 'down3' }],
        [{ company: 'leading', forecast: 'up2' }],
        [{ company: 'cosmic', forecast: 'up1' }],
      ],
      public: [{ company: 'epic', forecast: 'dividend' }],
      hidden: [{ company: 'stanford', forecast: 'down2' }],
    },
  },
  moves: [
    supply(0, 'bottomline-1', 0, 'boom-1', 0),
    supply(1, 'cosmic-1', 1, 'cosmic-2', 2),
    supply(2, 'leading-1', 3, 'leading-2', 2),
    supply(3, 'stanford-1', 3, 'epic-1', 3),
    bid(0, 3, 0),
    bid(1, 1, 0),
    bid(2, 3, 1000),
    bid(3, 2, 0),
    bid(0, 3, 3000),
    bid(2, 0, 0),
    playAction(2, 'boom-1', 'cosmic'),
    sell(0),
    sell(1, { bottomline: { regular: 1 } }),
    sell(2, { bottomline: { regular: 1 } }),
    sell(3),
  ],
  facts: {
    piles: [
      [
        { card: 'bottomline-1', faceUp: true, by: 0 },
        { card: 'boom-1', faceUp: false, by: 0 },
      ],
      [{ card: 'cosmic-1', faceUp: true, by: 1 }],
      [
        { card: 'cosmic-2', faceUp: false, by: 1 },
        { card: 'leading-2', faceUp: false, by: 2 },
      ],
      [
        { card: 'leading-1', faceUp: true, by: 2 },
        { card: 'stanford-1', faceUp: true, by: 3 },
        { card: 'epic-1', faceUp: false, by: 3 },
      ],
    ],
    bids: [
      { seat: 0, pile: 3, amount: 0, displaced: null },
      { seat: 1, pile: 1, amount: 0, displaced: null },
      { seat: 2, pile: 3, amount: 1000, displaced: 0 },
      { seat: 3, pile: 2, amount: 0, displaced: null },
      { seat: 0, pile: 3, amount: 3000, displaced: 2 },
      { seat: 2, pile: 0, amount: 0, displaced: null },
    ],
    taken: [
      {
        pile: 0,
        seat: 2,
        paid: 0,
        cards: [
          { card: 'bottomline-1', faceUp: true },
          { card: 'boom-1', faceUp: false },
        ],
      },
      { pile: 1, seat: 1, paid: 0, cards: [{ card: 'cosmic-1', faceUp: true }] },
      {
        pile: 2,
        seat: 3,
        paid: 0,
        cards: [
          { card: 'cosmic-2', faceUp: false },
          { card: 'leading-2', faceUp: false },
        ],
      },
      {
        pile: 3,
        seat: 0,
        paid: 3000,
        cards: [
          { card: 'leading-1', faceUp: true },
          { card: 'stanford-1', faceUp: true },
          { card: 'epic-1', faceUp: false },
        ],
      },
    ],
    fees: [],
    prices: [
      { company: 'cosmic', from: 5000, to: 7000, cause: 'action' },
      { company: 'american', from: 5000, to: 9000, cause: 'forecast' },
      { company: 'bottomline', from: 5000, to: 2000, cause: 'forecast' },
      { company: 'leading', from: 5000, to: 7000, cause: 'forecast' },
      { company: 'cosmic', from: 7000, to: 8000, cause: 'forecast' },
      { company: 'stanford', from: 5000, to: 3000, cause: 'forecast' },
    ],
    sales: [
      { seat: 0, total: 0 },
      { seat: 1, total: 5000 },
      { seat: 2, total: 5000 },
      { seat: 3, total: 0 },
    ],
    reveals: [
      { company: 'american', forecast: 'up4', holder: 0 },
      { company: 'bottomline', forecast: 'down3', holder: 1 },
      { company: 'leading', forecast: 'up2', holder: 2 },
      { company: 'cosmic', forecast: 'up1', holder: 3 },
      { company: 'epic', forecast: 'dividend', holder: 'public' },
      { company: 'stanford', forecast: 'down2', holder: 'hidden' },
    ],
    dividends: [{ company: 'epic', perShare: 2000, paid: [2000, 0, 0, 2000] }],
    splits: [],
    bankruptcies: [],
    snapshots: [
      { at: 10, cash: [17000, 20000, 20000, 20000] },
      {
        at: 15,
        cash: [19000, 25000, 25000, 22000],
        holdings: [
          {
            leading: { regular: 1, split: 0 },
            american: { regular: 1, split: 0 },
            stanford: { regular: 1, split: 0 },
            epic: { regular: 1, split: 0 },
          },
          { cosmic: { regular: 1, split: 0 } },
          { cosmic: { regular: 1, split: 0 } },
          {
            cosmic: { regular: 1, split: 0 },
            leading: { regular: 1, split: 0 },
            epic: { regular: 1, split: 0 },
          },
        ],
        prices: { cosmic: 8000, bottomline: 2000, leading: 7000, american: 9000, stanford: 3000, epic: 5000 },
      },
    ],
  },
};
