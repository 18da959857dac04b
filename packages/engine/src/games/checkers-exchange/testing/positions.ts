/**
 * Test support (no production code uses it): the directors, positions and stated figures of spec 13 that several
 * test files use; positions as the spec writes them (wrapped JSON, read by `specJson`).
 */
import { deepFreeze } from '../../../testing/deep-freeze.ts';
import { FIRMS, type FirmId } from '../config.ts';
import { ofType, specJson, type Match } from './match.ts';
import type { EventOf, Position } from '../types.ts';

/** D3 and D4 of spec 13: the deal of 5.2 with perm = identity, in firm order. */
export const D3 = [0, 2, 1, 0, 1, 0, 2, 1];
export const D4 = [0, 2, 0, 2, 1, 3, 1, 3];
/** The same number for every firm. */
export const allFirms = (n: number) => Object.fromEntries(FIRMS.map((f) => [f, n])) as Record<FirmId, number>;
/** A board position of year 1 with D3. */
export const board1 = (extra: object = {}) => ({ phase: 'board', year: 1, directors: D3, ...extra });
/** The last firmToMove so far. */
export const lastFirmToMove = (m: Match) => {
  const all = ofType(m.events, 'firmToMove');
  return all[all.length - 1];
};

/** The position key of the start board, White to move (spec 5 step 3, 8.4). */
export const START_KEY = 'W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8';

/** The year income spec 13 states in V8 (W1) and V12 (W2): 2 men, 40 eligible shares, seat 0 the director. */
export const twoMenIncome = (firm: FirmId): EventOf<'yearIncome'> => ({
  type: 'yearIncome',
  firm,
  director: 0,
  captures: { men: 2, kings: 0 },
  gross: 400,
  tax: 80,
  fee: 40,
  net: 280,
  eligible: 40,
  perShare: 3,
  pool: 120,
  retained: 160,
});

/** A position of spec 13 from its wrapped JSON, frozen. */
const position = (text: string): Position => deepFreeze(specJson(text) as Position);

export const V7 = position(`{"phase":"board","year":1,"yearPly":1,"directors":[0,2,1,0,1,0,2,1],"pieces":"a1.w1 b2.w1
b4.w1 d2.w2 d4.w2 e1.w3 f2.w3 f4.w3 g1.w4 h2.w4 g3.w4 b6.b1 b8.b1 d6.b2 c7.b2 d8.b2 e7.b3 f8.b3 g5.b3 h6.b4 g7.b4
h8.b4"}`);

export const V10 = position(`{"phase":"board","year":1,"directors":[0,0,1,1,2,2,1,0],"pieces":"a1.w1 d4.w2 c3.b1",
"seats":[null,{"holdings":{"w2":15}}]}`);

export const V11 = position(`{"phase":"board","year":2,"directors":[0,1,2,0,1,2,0,1],"pieces":"b2.w1 c1.w1 h2.w2 a3.b1",
"seats":[{"holdings":{"w1":20}},{"holdings":{"b1":10}},{"holdings":{"w2":10}}]}`);

export const V12 = position(`{"phase":"board","year":1,"yearPly":7,"directors":[1,0,2,2,1,2,0,1],
"pieces":"a1.w1 b2.w1 a3.w1 c1.w2 d2.w2 c3.w2 e1.w3 f2.w3 e3.w3 g1.w4 h2.w4 g3.w4 b8.b1 a7.b1 b6.b1 d8.b2 c7.b2 f8.b3
e7.b3 h8.b4 g7.b4 h6.b4","firms":{"w1":{"plies":1},"w2":{"plies":1,"captures":{"men":2}},"w3":{"plies":1},
"w4":{"plies":1},"b1":{"plies":1},"b2":{"plies":1},"b3":{"plies":1}},"seats":[{"holdings":{"w2":12}},
{"holdings":{"w2":8,"w4":10}}],"close":{"w2":15,"w4":15}}`);

export const V13 = position(`{"phase":"session","year":2,"directors":[0,2,1,0,1,0,2,1],"seats":[{"holdings":{"b3":20}},
{"holdings":{"b3":15,"b2":37,"b4":30}},{"cash":300,"holdings":{"b3":4,"b4":9}}],"close":{"w1":23,"b2":7}}`);

export const V14 =
  position(`{"phase":"session","year":3,"directors":[3,1,2,0,1,1,2,3],"firms":{"w3":{"token":{"holder":1,
"scope":"year","year":4}},"b2":{"holdings":{"w3":4}}},"seats":[{"holdings":{"w3":18}},{"holdings":{"w3":4,"w4":20}},
{"holdings":{"b1":5}},{"holdings":{"w1":4}}]}`);

export const V15 =
  position(`{"phase":"session","year":6,"directors":[0,1,1,2,2,0,1,2],"pieces":"a1.w1 Kc3.w1 e3.w2 Kf6.b1
h8.b1 d8.b2","firms":{"w1":{"cash":500,"holdings":{"w1":0,"b1":12}},"w2":{"holdings":{"w1":6}},"b1":{"cash":100,
"holdings":{"w1":10}},"b2":{"cash":50,"holdings":{"b2":4}}},"seats":[{"cash":100,"holdings":{"w1":20,"w2":30}},
{"cash":200,"holdings":{"w1":4,"b1":15}},{"cash":300,"holdings":{"b1":5,"b2":40}}]}`);

export const V16 = position(`{"phase":"board","year":2,"directors":[0,0,0,0,1,1,1,1],
"pieces":"Kc1.w1 e1.w1 g1.w1 h2.w1 a7.b1 b8.b1 d8.b1 Kf8.b1"}`);

/** V16's round of king plies that brings the board back: c1-d2, f8-e7, d2-c1, e7-f8. */
export const V16_ROUND: readonly (readonly [number, string])[] = [
  [0, 'c1-d2'],
  [1, 'f8-e7'],
  [0, 'd2-c1'],
  [1, 'e7-f8'],
];
