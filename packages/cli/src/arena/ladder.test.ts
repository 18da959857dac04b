import { arenaLevels, type ArenaGameDigest } from '@birzha/bots';
import { describe, expect, it } from 'vitest';
import { ladderCommand, parseLadderArgs, type LadderFlags } from '../commands/ladder.ts';
import { EXIT } from '../exit-codes.ts';
import type { Output } from '../output.ts';
import { planLadder, rateLadder } from './ladder.ts';

const digest = (deal: number, rotation: number, place: number[]): ArenaGameDigest => ({
  deal,
  rotation,
  place,
  share: place.map((p) => (p === 1 ? 1 : 0)),
  ms: place.map(() => []),
  stats: {},
  moves: 1,
});

describe('planLadder', () => {
  // The levels come from the bots registry, so adding a level to a game changes
  // the plan's size here and nothing else.
  const pairs = (levels: string[]): [string, string][] =>
    levels.flatMap((a, i) => levels.slice(i + 1).map((b): [string, string] => [a, b]));

  it('pairs every level with every other; an odd table plays both alternating lineups', () => {
    const plan = planLadder('checkers-exchange', 3, 5, 's', 1);
    const ce = arenaLevels('checkers-exchange');
    expect(plan.levels).toEqual(ce);
    expect(ce.slice(0, 2)).toEqual(['random', 'heuristic']);
    expect(plan.gamesPerLineup).toBe(6);
    expect(plan.runs.map((r) => r.config.spec.levels)).toEqual(
      pairs(ce).flatMap(([a, b]) => [
        [a, b, a],
        [b, a, b],
      ]),
    );
    expect(new Set(plan.runs.map((r) => r.config.spec.seed)).size).toBe(plan.runs.length);
    expect(planLadder('stockpile', 2, 4, 's', 1).runs.map((r) => r.config.spec.levels)).toEqual(
      pairs(arenaLevels('stockpile')),
    );
  });
});

describe('rateLadder', () => {
  const plan = planLadder('stockpile', 2, 4, 's', 1);

  it('raises the level that places better, counts games, and ignores the finishing order', () => {
    const games = [digest(0, 0, [2, 1]), digest(0, 1, [2, 1]), digest(1, 0, [1, 2]), digest(1, 1, [2, 1])];
    // Games of the first run only (random vs heuristic): the levels that did not play keep their prior.
    const rows = rateLadder(plan, [games]).filter((r) => r.games > 0);
    expect(rows.map((r) => r.level)).toEqual(['heuristic', 'random']);
    expect(rows[0]!.mu).toBeGreaterThan(25);
    expect(rows[1]!.mu).toBeLessThan(25);
    expect(rows.every((r) => r.games === 4)).toBe(true);
    expect(rows[0]!.ordinal).toBeCloseTo(rows[0]!.mu - 3 * rows[0]!.sigma, 2);
    expect(rateLadder(plan, [[...games].reverse()]).filter((r) => r.games > 0)).toEqual(rows);
  });

  it('moves nobody up on draws', () => {
    const rows = rateLadder(plan, [[digest(0, 0, [1.5, 1.5]), digest(0, 1, [1.5, 1.5])]]);
    expect(rows[0]!.mu).toBeCloseTo(25, 6);
    expect(rows[1]!.mu).toBeCloseTo(25, 6);
  });
});

describe('birzha ladder', () => {
  const flags = (extra: Partial<LadderFlags>): LadderFlags => ({
    game: 'stockpile',
    games: '2',
    seed: 'l',
    workers: '1',
    ...extra,
  });

  it("takes the game's smallest table by default and refuses bad flags", () => {
    expect(parseLadderArgs(flags({ game: 'checkers-exchange' })).ok && true).toBe(true);
    const ce = parseLadderArgs(flags({ game: 'checkers-exchange' }));
    expect(ce.ok && ce.value.players).toBe(3);
    expect(parseLadderArgs(flags({ game: 'go' }))).toEqual({
      ok: false,
      error: "unknown game 'go' (known: akcioner, stockpile, checkers-exchange)",
    });
    expect(parseLadderArgs(flags({ players: '1' }))).toEqual({
      ok: false,
      error: '--players 1: stockpile is for 2..5 players',
    });
    expect(parseLadderArgs(flags({ games: 'many' }))).toEqual({
      ok: false,
      error: "--games must be an integer, got 'many'",
    });
  });

  it('prints one JSON object with a row per level', async () => {
    let out = '';
    let err = '';
    const output: Output = { out: (t) => void (out += t), err: (t) => void (err += t), progressStream: undefined };
    expect(await ladderCommand({ ...flags({}), json: true }, output)).toBe(EXIT.ok);
    expect(err).toBe('');
    const r = JSON.parse(out);
    expect(r).toMatchObject({ game: 'stockpile', players: 2, gamesPerLineup: 2, seed: 'l' });
    expect(r.levels.map((l: { level: string }) => l.level).sort()).toEqual(arenaLevels('stockpile').sort());
    for (const l of r.levels) expect(Object.keys(l)).toEqual(['level', 'mu', 'sigma', 'ordinal', 'games']);
  }, 30_000);
});
