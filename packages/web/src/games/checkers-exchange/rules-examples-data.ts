import {
  allReady,
  bid,
  nominate,
  order,
  ply,
  requestMeeting,
  vote,
  type RulesExample,
} from './rules-examples-types.ts';

/*
 * The worked examples of the rules pages as data: a position (spec 12), the moves, and every figure the pages
 * print. rules.test.tsx plays each through the engine and holds every figure here equal to what the engine did.
 * Seats: 0 Аня/Anya, 1 Борис/Boris, 2 Вера/Vera, 3 Глеб/Gleb.
 */

export type * from './rules-examples-types.ts';

/**
 * Example 1: the year's last ply is a double capture by B2 (2 men); its income is taxed, the director takes the
 * fee, half the net is paid per voting share (treasury 5, so 45 shares are paid), the rest is retained.
 */
export const EX_INCOME: RulesExample = {
  players: 3,
  position: {
    phase: 'board',
    year: 1,
    yearPly: 7,
    directors: [0, 1, 2, 0, 1, 2, 0, 1],
    pieces: 'a1.w1 b4.w1 c1.w2 d4.w2 e1.w3 f2.w3 g1.w4 h2.w4 e5.b2 c7.b2 d8.b2 a7.b1 b8.b1 e7.b3 f8.b3 g7.b4 h8.b4',
    firms: {
      w1: { plies: 1, holdings: { b2: 4 } },
      w2: { plies: 1 },
      w3: { plies: 1 },
      w4: { plies: 1 },
      b1: { plies: 1 },
      b2: { holdings: { b2: 5 } },
      b3: { plies: 1 },
      b4: { plies: 1 },
    },
    seats: [{ holdings: { b2: 12 } }, { holdings: { b2: 8 } }, null],
  },
  moves: [ply(2, 'e5:c3:a5')],
  facts: {
    plies: [{ firm: 'b2', move: 'e5:c3:a5', captured: ['d4', 'b4'], promoted: false, income: 400 }],
    income: [
      {
        firm: 'b2',
        director: 2,
        captures: { men: 2, kings: 0 },
        gross: 400,
        tax: 80,
        fee: 40,
        net: 280,
        eligible: 45,
        perShare: 3,
        pool: 135,
        retained: 145,
      },
    ],
    dividends: [
      { firm: 'b2', account: 0, shares: 12, amount: 36 },
      { firm: 'b2', account: 1, shares: 8, amount: 24 },
      { firm: 'b2', account: 'w1', shares: 4, amount: 12 },
      { firm: 'b2', account: 'gov', shares: 21, amount: 63 },
    ],
    snapshots: [
      { at: 0, cash: [1000, 1000, 1000], firmCash: {}, govCash: 0 },
      { at: 1, cash: [1036, 1024, 1040], firmCash: { w1: 12, b2: 145 }, govCash: 63 },
    ],
  },
};

/** Example 2: the opening auction of W3 with four bids (uniform price, time priority, a partial fill) and of B1. */
export const EX_AUCTION: RulesExample = {
  players: 4,
  position: { directors: [0, 2, 0, 2, 1, 3, 1, 3] },
  moves: [
    bid(0, 'w3', 8, 18),
    bid(1, 'w3', 10, 15),
    bid(2, 'w3', 6, 15),
    bid(3, 'w3', 5, 12),
    bid(3, 'b1', 5, 11),
    ...allReady(4),
  ],
  facts: {
    auction: [
      {
        firm: 'w3',
        price: 15,
        sold: 20,
        bids: [
          { id: 1, seat: 0, qty: 8, price: 18 },
          { id: 2, seat: 1, qty: 10, price: 15 },
          { id: 3, seat: 2, qty: 6, price: 15 },
          { id: 4, seat: 3, qty: 5, price: 12 },
        ],
        fills: [
          { id: 1, seat: 0, qty: 8, amount: 120 },
          { id: 2, seat: 1, qty: 10, amount: 150 },
          { id: 3, seat: 2, qty: 2, amount: 30 },
        ],
      },
      {
        firm: 'b1',
        price: 11,
        sold: 5,
        bids: [{ id: 5, seat: 3, qty: 5, price: 11 }],
        fills: [{ id: 5, seat: 3, qty: 5, amount: 55 }],
      },
    ],
    snapshots: [
      { at: 0, cash: [1000, 1000, 1000, 1000], holdings: [{}, {}, {}, {}], govCash: 0 },
      { at: 9, cash: [880, 850, 970, 945], holdings: [{ w3: 8 }, { w3: 10 }, { w3: 2 }, { b1: 5 }], govCash: 355 },
    ],
  },
};

/** Example 3: a session in W2: the State's ask, a buy that sweeps two asks, a resting bid met by a lower ask. */
export const EX_SESSION: RulesExample = {
  players: 3,
  position: {
    phase: 'session',
    year: 1,
    directors: [0, 2, 1, 0, 1, 0, 2, 1],
    close: { w2: 12 },
    seats: [null, { holdings: { w2: 8 } }, null],
  },
  moves: [
    order(1, 'sell', 'w2', 4, 16),
    order(0, 'buy', 'w2', 7, 17),
    order(2, 'buy', 'w2', 3, 15),
    order(1, 'sell', 'w2', 2, 14),
    ...allReady(3),
  ],
  facts: {
    orders: [
      { id: 1, account: 'gov', side: 'sell', firm: 'w1', qty: 5, limit: 10 },
      { id: 2, account: 'gov', side: 'sell', firm: 'w2', qty: 5, limit: 12 },
      { id: 3, account: 'gov', side: 'sell', firm: 'w3', qty: 5, limit: 10 },
      { id: 4, account: 'gov', side: 'sell', firm: 'w4', qty: 5, limit: 10 },
      { id: 5, account: 'gov', side: 'sell', firm: 'b1', qty: 5, limit: 10 },
      { id: 6, account: 'gov', side: 'sell', firm: 'b2', qty: 5, limit: 10 },
      { id: 7, account: 'gov', side: 'sell', firm: 'b3', qty: 5, limit: 10 },
      { id: 8, account: 'gov', side: 'sell', firm: 'b4', qty: 5, limit: 10 },
      { id: 9, account: 1, side: 'sell', firm: 'w2', qty: 4, limit: 16 },
      { id: 10, account: 0, side: 'buy', firm: 'w2', qty: 7, limit: 17 },
      { id: 11, account: 2, side: 'buy', firm: 'w2', qty: 3, limit: 15 },
      { id: 12, account: 1, side: 'sell', firm: 'w2', qty: 2, limit: 14 },
    ],
    trades: [
      { firm: 'w2', qty: 5, price: 12, buyOrder: 10, sellOrder: 2, buyer: 0, seller: 'gov' },
      { firm: 'w2', qty: 2, price: 16, buyOrder: 10, sellOrder: 9, buyer: 0, seller: 1 },
      { firm: 'w2', qty: 2, price: 15, buyOrder: 11, sellOrder: 12, buyer: 2, seller: 1 },
    ],
    closes: { w2: 15 },
    snapshots: [
      { at: 0, cash: [1000, 1000, 1000], holdings: [{}, { w2: 8 }, {}], govCash: 0 },
      { at: 7, cash: [908, 1062, 970], holdings: [{ w2: 7 }, { w2: 4 }, { w2: 2 }], govCash: 60 },
    ],
  },
};

/** Example 4: a request in the session, then a meeting that replaces W4's director with more than half the votes. */
export const EX_MEETING: RulesExample = {
  players: 3,
  position: {
    phase: 'session',
    year: 2,
    directors: [0, 1, 2, 2, 0, 1, 2, 1],
    firms: { b1: { holdings: { w4: 3 } } },
    seats: [{ holdings: { w4: 14 } }, { holdings: { w4: 6 } }, { holdings: { w4: 5 } }],
  },
  moves: [
    requestMeeting(0),
    ...allReady(3),
    nominate(0, 'w4', 0),
    vote(0, 'w4', 'me', 0),
    vote(0, 'w4', 'b1', 0),
    vote(1, 'w4', 'me', 0),
    vote(2, 'w4', 'me', 2),
    ...allReady(3),
  ],
  facts: {
    requests: { standing: [0], lapsed: [] },
    meetings: [
      {
        firm: 'w4',
        incumbent: 2,
        votingShares: 40,
        ballots: [
          { account: 0, candidate: 0, votes: 14 },
          { account: 'b1', candidate: 0, votes: 3 },
          { account: 1, candidate: 0, votes: 6 },
          { account: 2, candidate: 2, votes: 5 },
        ],
        elected: 0,
      },
    ],
    directorChanges: [{ firm: 'w4', from: 2, to: 0 }],
    snapshots: [{ at: 0, cash: [1000, 1000, 1000], holdings: [{ w4: 14 }, { w4: 6 }, { w4: 5 }] }],
  },
};

/** Example 5: the last year's close: survival income, then the liquidation of W1, which holds 10 shares of B1. */
export const EX_LIQUIDATION: RulesExample = {
  players: 3,
  position: {
    phase: 'session',
    year: 6,
    directors: [0, 2, 1, 0, 1, 0, 2, 1],
    pieces: 'c3.w1 e3.w1 f6.b1',
    firms: { w1: { cash: 100, holdings: { b1: 10 } }, b1: { cash: 50 } },
    seats: [{ holdings: { w1: 20 } }, { holdings: { b1: 15 } }, { holdings: { w1: 6 } }],
  },
  moves: [...allReady(3)],
  facts: {
    survival: [
      { firm: 'w1', director: 0, men: 2, kings: 0, gross: 600, tax: 120, fee: 60, net: 420 },
      { firm: 'b1', director: 1, men: 1, kings: 0, gross: 300, tax: 60, fee: 30, net: 210 },
    ],
    liquidation: { values: { w1: '585', b1: '260' }, payouts: [292, 97, 87], gov: 304 },
    final: { scores: [1352, 1127, 1087], ranking: [[0], [1], [2]] },
    snapshots: [
      {
        at: 0,
        cash: [1000, 1000, 1000],
        holdings: [{ w1: 20 }, { b1: 15 }, { w1: 6 }],
        firmCash: { w1: 100, b1: 50 },
        govCash: 0,
      },
      { at: 3, cash: [1352, 1127, 1087], firmCash: {}, govCash: 484 },
    ],
  },
};

/** The examples in page order. */
export const EXAMPLES = { EX_INCOME, EX_AUCTION, EX_SESSION, EX_MEETING, EX_LIQUIDATION } as const;

/**
 * Figures the pages print that no single event states (sums, thresholds, exact shares before rounding down),
 * each recomputed from the engine's replay by its own formula in rules.test.tsx.
 */
export const DERIVED = {
  /** Half the net, the dividend fund before it is split per share. */
  income: { fund: 140 },
  auction: { leftAfterFirst: 12, leftAfterSecond: 2, w3Total: 300, b1Unsold: 15, glebFreed: 60 },
  /** Cash Anya's buy reserved, what it cost, and every trade's sum in tape order. */
  session: { anyaReserved: 119, anyaPaid: 92, tradeSums: [60, 32, 30], borisGot: 62 },
  meeting: { half: 20, needed: 21, forChallenger: 23, forIncumbent: 5, withoutBoris: 17, gov: 12, treasury: 10 },
  liquidation: {
    eligible: 40,
    w1Cash: 520,
    crossPart: 65,
    exactPayouts: [292.5, 97.5, 87.75],
    govExact: 302.25,
    totalCash: 780,
    payoutSum: 476,
  },
} as const;
