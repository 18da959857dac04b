/**
 * Test support: a meeting of year 3 with four seats (after spec 13's V14): seat 0 holds 18 of W3, seat 1 holds 4 of
 * W3 and 20 of W4, B2 (directed by seat 1) holds 4 of W3, seat 2 directs W3 and holds 5 of B1. Seat 0 stands for W3.
 */
export const MEETING = {
  phase: 'meeting',
  year: 3,
  directors: [3, 1, 2, 0, 1, 1, 2, 3],
  firms: { w3: { token: { holder: 1, scope: 'year', year: 4 } }, b2: { holdings: { w3: 4 } } },
  seats: [{ holdings: { w3: 18 } }, { holdings: { w3: 4, w4: 20 } }, { holdings: { b1: 5 } }, { holdings: { w1: 4 } }],
  nominees: { w3: [0] },
  ballots: [{ firm: 'w3', account: 0, candidate: 0 }],
} as const;

/** The four seats' names in tests. */
export const NAMES = ['Аня', 'Борис', 'Вера', 'Глеб'] as const;
