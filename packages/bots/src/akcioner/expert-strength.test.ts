import { describe, expect, it } from 'vitest';
import { firstShare, oneAgainst } from '../arena-share.ts';

// `npm run test:quick` (BIRZHA_QUICK=1) plays fewer matches (see stockpile/expert-strength.test.ts).
const QUICK = process.env['BIRZHA_QUICK'] === '1';

// issue 27's target is 70 % on 600+ games (`birzha arena`, the interval's lower bound); a few dozen games in CI only
// catch a bot that broke. Fixed deals, every seating: the figure is exact and repeatable (unless a machine so slow
// that the safety stop cuts a search).
describe('expert Akcioner bot: strength (2 players, classic)', () => {
  it('wins most matches against the heuristic', () => {
    const games = QUICK ? 20 : 50;
    const s = firstShare(oneAgainst('akcioner', 2, 'expert', 'heuristic'), games);
    console.log(`akcioner expert vs heuristic (2p): first in ${(s * 100).toFixed(0)}% of ${games}`);
    expect(s).toBeGreaterThanOrEqual(QUICK ? 0.5 : 0.6);
  }, 300_000);
});
