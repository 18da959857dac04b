import { describe, expect, it } from 'vitest';
import { expertBot, heuristicBot } from './index.ts';
import { measureRaids } from './raider-harness.ts';

const QUICK = process.env['BIRZHA_QUICK'] === '1';
/** More games for a measurement (issue 27's figures): BIRZHA_RAID_GAMES=100 npx vitest run … raider.test.ts */
const GAMES = Number(process.env['BIRZHA_RAID_GAMES'] ?? (QUICK ? 6 : 12));

// issue 27: a person took a bot's firm by buying 25 shares and calling a meeting, unopposed. The target is a raid
// kept in at most 30 % of games against the expert (measured on more games with the harness); here fixed seeds at
// the 3-seat table and at 4 seats.
describe('a scripted raider (25 shares, then a meeting) against Checkers Exchange bots', () => {
  for (const players of [3, 4]) {
    it(`keeps the firm against the heuristic, and seldom against the expert (${players} seats)`, () => {
      const games = GAMES;
      const heuristic = measureRaids(heuristicBot, games, players);
      const expert = measureRaids(expertBot, games, players);
      console.log(
        `raids of ${games} at ${players} seats: heuristic defender taken ${heuristic.taken}, kept ${heuristic.kept};` +
          ` expert defender taken ${expert.taken}, kept ${expert.kept}`,
      );
      // the raider works: an undefended firm falls
      expect(heuristic.kept / games).toBeGreaterThanOrEqual(0.5);
      expect(expert.kept / games).toBeLessThanOrEqual(0.25);
    }, 120_000);
  }
});
