/** Static tables of Checkers Exchange (spec shared/rules/checkers-exchange.md, section 2). */

export const COLORS = ['white', 'black'] as const;
export type Color = (typeof COLORS)[number];

/** "Firm order" everywhere (spec 2). */
export const FIRMS = ['w1', 'w2', 'w3', 'w4', 'b1', 'b2', 'b3', 'b4'] as const;
export type FirmId = (typeof FIRMS)[number];

/** Each firm's colour and the three squares it owns at the start. */
export const FIRM_DEFS = {
  w1: { color: 'white', start: ['a1', 'b2', 'a3'] },
  b1: { color: 'black', start: ['b8', 'a7', 'b6'] },
  w2: { color: 'white', start: ['c1', 'd2', 'c3'] },
  b2: { color: 'black', start: ['d8', 'c7', 'd6'] },
  w3: { color: 'white', start: ['e1', 'f2', 'e3'] },
  b3: { color: 'black', start: ['f8', 'e7', 'f6'] },
  w4: { color: 'white', start: ['g1', 'h2', 'g3'] },
  b4: { color: 'black', start: ['h8', 'g7', 'h6'] },
} as const satisfies Record<FirmId, { color: Color; start: readonly Square[] }>;

/** The deal of the initial directors round the shuffled seats (spec 5.2). */
export const DEAL_ORDER = ['w1', 'b1', 'w2', 'b2', 'w3', 'b3', 'w4', 'b4'] as const;

/** The 32 dark squares in "square order": index = the square's place in this list (spec 2). */
// prettier-ignore
export const SQUARES = ['a1','c1','e1','g1','b2','d2','f2','h2','a3','c3','e3','g3','b4','d4','f4','h4',
  'a5','c5','e5','g5','b6','d6','f6','h6','a7','c7','e7','g7','b8','d8','f8','h8'] as const;
export type Square = (typeof SQUARES)[number];

/** The "main road" (spec 8.4, rule 7.2.7). */
export const LONG_DIAGONAL = ['a1', 'b2', 'c3', 'd4', 'e5', 'f6', 'g7', 'h8'] as const;
export const PROMOTION_RANK = { white: 8, black: 1 } as const;

export const SHARES = { perFirm: 50, stateStart: 40, treasuryStart: 10, goldenShare: 1 } as const;
export const START_CASH = 1_000;
/** Opening privatization (spec 8.6). */
export const AUCTION = { lot: 20, reserve: 10, maxBidQty: 20 } as const;
/** The state's ask at every session open (spec 8.8). */
export const STATE_ASK = { qty: 5, minPrice: 10 } as const;
export const INCOME = { captureMan: 200, captureKing: 400, surviveMan: 300, surviveKing: 600 } as const;
/** Tax and fee of gross, payout of net (spec 8.5). */
export const RATES = { taxPct: 20, feePct: 10, payoutPct: 50 } as const;
export const LIMITS = {
  pliesPerYear: 8,
  crossHolding: 12,
  meetingThreshold: 5,
  orderQtyMax: 50,
  priceMax: 99_999,
  /** Per account (bids: per seat). */
  openOrdersMax: 20,
} as const;

/** Seconds per stage (spec 6.2). */
export const TIMING = {
  classic: { ply: 300, auction: 600, session: 600, meeting: 300 },
  online: { ply: 60, auction: 300, session: 300, meeting: 180 },
  blitz: { ply: 30, auction: 90, session: 90, meeting: 45 },
  untimed: null,
} as const;
export type TimingId = keyof typeof TIMING;
export const TIMING_IDS = ['classic', 'online', 'blitz', 'untimed'] as const satisfies readonly TimingId[];

/** Plies allowed in each draw class (spec 8.4: FMJD-64 7.2.4-7.2.8 in plies). */
export const DRAW_LIMITS = {
  '7.2.4': 30,
  '7.2.5': 30,
  '7.2.6-45': 60,
  '7.2.6-67': 120,
  '7.2.7': 10,
  '7.2.8': 10,
} as const;

export const YEARS = { min: 4, max: 10, default: 6 } as const;
export const PLAYERS = { min: 3, max: 8 } as const;
