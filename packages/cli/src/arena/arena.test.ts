// `birzha arena` end to end, in process: a tiny --json run of each game parses into the promised shape.
import { describe, expect, it } from 'vitest';
import { arenaCommand, type ArenaCommandFlags } from '../commands/arena.ts';
import { EXIT } from '../exit-codes.ts';
import type { Output } from '../output.ts';

async function run(flags: ArenaCommandFlags): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const output: Output = { out: (t) => void (out += t), err: (t) => void (err += t), progressStream: undefined };
  const code = await arenaCommand(flags, output);
  return { code, out, err };
}

const base = { games: '2', seed: 'e2e', workers: '1', json: true };

describe('birzha arena --json', () => {
  it.each([
    ['stockpile', '2', 'heuristic,random'],
    ['akcioner', '2', 'heuristic,random'],
    ['checkers-exchange', '3', 'random,random,heuristic'],
  ])(
    'plays %s with every bot in every seat and prints one object',
    async (game, players, bots) => {
      const r = await run({ ...base, game, players, bots });
      expect(r.err).toBe('');
      expect(r.code).toBe(EXIT.ok);
      expect(r.out.trim().split('\n')).toHaveLength(1);
      const report = JSON.parse(r.out);
      const n = Number(players);
      expect(report).toMatchObject({ game, players: n, games: n, deals: 1, seatings: n, seed: 'e2e', ms: null });
      expect(report.bots).toHaveLength(n);
      for (const b of report.bots) {
        expect(b.games).toBe(n);
        expect(b.ci95[0]).toBeLessThanOrEqual(b.share);
        expect(b.ci95[1]).toBeGreaterThanOrEqual(b.share);
        expect(b.meanPlace).toBeGreaterThanOrEqual(1);
        expect(b.decisions).toBeGreaterThan(0);
        expect(Object.keys(b.msPerDecision)).toEqual(['p50', 'p99', 'max']);
      }
      // Every game has a share of first place of 1 in all, however it was tied.
      const shares = report.bots.reduce((s: number, b: { share: number }) => s + b.share, 0);
      expect(shares).toBeCloseTo(1, 3);
      // Each game's own figures (GAME_ARENA_STATS); Akcioner adds none.
      const figures: Record<string, string[]> = {
        akcioner: [],
        stockpile: ['faceDownPar', 'faceDownRounds', 'faceDownTell'],
        'checkers-exchange': [
          'directorChanges',
          'firmsSold',
          'sessions',
          'sharesSold',
          'tradesPerSession',
          'tradesWithStatePerSession',
        ],
      };
      expect(Object.keys(report.stats).sort()).toEqual(figures[game]!.sort());
    },
    60_000,
  );

  it('labels a repeated level by position, counts decisions over --ms, and gives the same games on 2 threads', async () => {
    const flags = { ...base, game: 'stockpile', players: '2', bots: 'heuristic,heuristic', games: '4', ms: '1' };
    const one = JSON.parse((await run(flags)).out);
    expect(one.bots.map((b: { bot: string }) => b.bot)).toEqual(['heuristic#1', 'heuristic#2']);
    expect(one.ms).toBe(1);
    const two = JSON.parse((await run({ ...flags, workers: '2' })).out);
    const outcomes = (r: typeof one): unknown =>
      r.bots.map((b: { firsts: number; share: number; meanPlace: number; decisions: number }) => [
        b.firsts,
        b.share,
        b.meanPlace,
        b.decisions,
      ]);
    expect(outcomes(two)).toEqual(outcomes(one));
  }, 60_000);

  it('prints a text table without --json, and refuses bad flags with exit 2', async () => {
    const text = await run({
      ...base,
      json: false,
      game: 'stockpile',
      players: '2',
      bots: 'random,random',
      games: '3',
    });
    expect(text.out).toContain('4 games = 2 deals × 2 seatings (--games 3 rounded up to whole rotations)');
    expect(text.out).toContain('random#1');
    const bad = await run({ ...base, game: 'stockpile', players: '2', bots: 'random' });
    expect(bad).toEqual({
      code: EXIT.usage,
      out: '',
      err: 'birzha arena: --bots lists 1 bot for 2 seats: name one per seat (a level may repeat)\n',
    });
  });
});
