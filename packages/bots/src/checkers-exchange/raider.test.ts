import { describe, expect, it } from 'vitest';
import { expertBot, heuristicBot } from './index.ts';
import { measureRaids } from './raider-harness.ts';

const QUICK = process.env['BIRZHA_QUICK'] === '1';

// issue 27: a person took a bot's firm by buying 25 shares and calling a meeting, unopposed. The target is a raid
// kept in at most 30 % of games against the expert (measured on more games with the harness); here fixed seeds.
describe('a scripted raider (25 shares, then a meeting) against Checkers Exchange bots', () => {
  it('keeps the firm against the heuristic, and seldom against the expert', () => {
    const games = QUICK ? 8 : 16;
    const heuristic = measureRaids(heuristicBot, games);
    const expert = measureRaids(expertBot, games);
    console.log(
      `raids of ${games}: heuristic defender taken ${heuristic.taken}, kept ${heuristic.kept};` +
        ` expert defender taken ${expert.taken}, kept ${expert.kept}`,
    );
    // the raider works: an undefended firm falls
    expect(heuristic.kept / games).toBeGreaterThanOrEqual(0.5);
    expect(expert.kept / games).toBeLessThanOrEqual(0.25);
  }, 120_000);
});
