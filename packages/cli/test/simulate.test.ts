import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli, tempDir } from './run-cli.ts';

const dir = tempDir();
afterAll(() => dir.remove());

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

describe('birzha simulate', () => {
  it('--json prints one consistent summary and exits 0 when every invariant holds', () => {
    const out = join(dir.path, 'failures');
    const r = runCli([
      'simulate',
      '--game',
      'akcioner',
      '--players',
      '3',
      '--games',
      '25',
      '--seed',
      't',
      '--json',
      '--out',
      out,
    ]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout.trim().split('\n')).toHaveLength(1);
    const s = JSON.parse(r.stdout);
    expect(s).toMatchObject({
      game: 'akcioner',
      players: 3,
      games: 25,
      finished: 25,
      failures: 0,
      failureList: [],
      check: true,
    });
    expect(s.options).toEqual({ variant: 'classic', rounding: 'up', turnSeconds: 120 });
    expect(s.winsBySeat).toHaveLength(3);
    // A shared win counts for every winner, so the wins add up to at least one per game.
    expect(sum(s.winsBySeat)).toBeGreaterThanOrEqual(25);
    expect(sum(s.winsBySeat)).toBeLessThanOrEqual(25 + 2 * s.sharedWins);
    expect(sum(s.winsByTurnPosition)).toBe(sum(s.winsBySeat));
    expect(s.averageMoves).toBeCloseTo(s.moves / 25, 2);
    expect(s.averageWinnerScore).toBeGreaterThan(0);
    expect(existsSync(out)).toBe(false);
  });

  it('is deterministic for a seed, variant and options', () => {
    const args = [
      'simulate',
      '--game',
      'akcioner',
      '--players',
      '2',
      '--games',
      '10',
      '--seed',
      'd',
      '--variant',
      'short',
    ];
    const a = JSON.parse(runCli([...args, '--options', '{"rounding":"down"}', '--no-check', '--json']).stdout);
    const b = JSON.parse(runCli([...args, '--options', '{"rounding":"down"}', '--json']).stdout);
    expect(a.options).toEqual({ variant: 'short', rounding: 'down', turnSeconds: 120 });
    expect(a.check).toBe(false);
    for (const key of ['moves', 'winsBySeat', 'winsByTurnPosition', 'averageWinnerScore', 'failures']) {
      expect(a[key]).toEqual(b[key]);
    }
  });

  it('prints a readable summary without --json', () => {
    const r = runCli(['simulate', '--game', 'akcioner', '--players', '2', '--games', '5', '--seed', 'h']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^games +5 \(5 finished\)$/m);
    expect(r.stdout).toMatch(/^invariant failures +0$/m);
    expect(r.stdout).toMatch(/^wins by seat /m);
    expect(r.stderr).toBe('');
  });

  it.each([
    [['--game', 'chess'], /unknown game 'chess'/],
    [['--players', '7'], /--players 7/],
    [['--players', '6', '--variant', 'classic'], /BAD_PLAYER_COUNT/],
    [['--players', '2.5'], /--players must be an integer/],
    [['--games', 'ten'], /--games must be an integer/],
    [['--games', '0'], /--games must be at least 1/],
    [['--options', '{nope'], /--options is not JSON/],
    [['--options', '{"colour":"red"}'], /BAD_OPTION \(option: colour\)/],
    [['--variant', 'huge'], /BAD_OPTION \(option: variant\)/],
    [['--bots', 'search'], /unknown bot 'search'/],
    [
      ['--players', '5..3'],
      /^birzha simulate: --players 5\.\.3: the range is empty \(5 is above 3\), write it 3\.\.5\n$/,
    ],
    [['--workers', 'many'], /^birzha simulate: --workers must be an integer or auto, got 'many'\n$/],
    [['--frobnicate'], /unknown option/],
  ])('refuses %j with exit 2 before playing anything', (extra, message) => {
    const base = { '--game': 'akcioner', '--players': '4', '--games': '3', '--seed': 's' };
    const args = Object.entries(base).flatMap(([k, v]) => (extra.includes(k) ? [] : [k, v]));
    const r = runCli(['simulate', ...args, ...extra, '--out', join(dir.path, 'never')]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
    expect(existsSync(join(dir.path, 'never'))).toBe(false);
  });

  it('refuses a missing required flag with exit 2', () => {
    const r = runCli(['simulate', '--game', 'akcioner', '--players', '4']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/required option '--games/);
  });
});

describe('birzha simulate over a range of player counts, on several threads', () => {
  const args = ['simulate', '--game', 'akcioner', '--players', '2..5', '--games', '8', '--seed', 'r', '--json'];

  it('plays every count of the range in turn and breaks the summary down by count', () => {
    const r = runCli(args);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const s = JSON.parse(r.stdout);
    expect(s).toMatchObject({ players: '2..5', games: 8, finished: 8, failures: 0 });
    expect(s.byPlayers).toEqual(
      [2, 3, 4, 5].map((players) => ({
        players,
        games: 2,
        finished: 2,
        moves: expect.any(Number),
        failures: 0,
      })),
    );
    expect(sum(s.byPlayers.map((c: { moves: number }) => c.moves))).toBe(s.moves);
    expect(s.winsBySeat).toHaveLength(5);
  });

  it('--workers 2 gives the summary of --workers 1 but for the time', () => {
    const one = JSON.parse(runCli([...args, '--workers', '1']).stdout);
    const two = runCli([...args, '--workers', '2']);
    expect(two.stderr).toBe('');
    expect(two.code).toBe(0);
    const clockless = (s: Record<string, unknown>): Record<string, unknown> => ({
      ...s,
      seconds: 0,
      movesPerSecond: 0,
      gamesPerSecond: 0,
    });
    expect(clockless(JSON.parse(two.stdout))).toEqual(clockless(one));
  });

  it('refuses a count of the range outside the game with the one-line message', () => {
    const r = runCli(['simulate', '--game', 'checkers-exchange', '--players', '2..9', '--games', '1', '--seed', 'x']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe('birzha simulate: --players 2..9: checkers-exchange is for 3..8 players\n');
  });

  it('prints the breakdown in the readable summary', () => {
    const r = runCli(args.filter((a) => a !== '--json'));
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^akcioner, 2\.\.5 players, /m);
    expect(r.stdout).toMatch(/^by player count +2: 2 games \(2 finished\), \d+ moves, 0 failures$/m);
    expect(r.stdout).toMatch(/^ +5: 2 games \(2 finished\), \d+ moves, 0 failures$/m);
  });
});

describe('birzha demo', () => {
  it('runs the demo simulation', () => {
    const r = runCli(['demo']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^The rules engine at work: /);
    expect(r.stdout).toMatch(/^games +200 \(200 finished\)$/m);
    expect(r.stdout).toMatch(/--help/);
  });

  it('refuses a game that is not registered with exit 2, naming the known ones', () => {
    const r = runCli(['demo', '--game', 'chess']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/unknown game 'chess' \(known: akcioner/);
  });
});

describe('birzha help', () => {
  it.each([[['help']], [['--help']]])('%j lists the commands and exits 0', (args) => {
    const r = runCli(args);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/replay/);
    expect(r.stdout).toMatch(/simulate/);
    expect(r.stdout).toMatch(/serve\|start/);
  });
});

describe('birzha simulate with heuristic bots', () => {
  it('seats a heuristic bot against a random one, checks every invariant, and labels the wins by bot', () => {
    const r = runCli([
      'simulate',
      '--game',
      'akcioner',
      '--players',
      '2',
      '--games',
      '20',
      '--seed',
      'h',
      '--bots',
      'heuristic,random',
      '--variant',
      'short',
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^invariant failures {2}0$/m);
    const m = /wins by seat +#0 heuristic (\d+)/.exec(r.stdout);
    expect(Number(m?.[1])).toBeGreaterThanOrEqual(15);
  });

  it('refuses an unknown bot kind with exit 2', () => {
    const r = runCli([
      'simulate',
      '--game',
      'akcioner',
      '--players',
      '2',
      '--games',
      '1',
      '--seed',
      'x',
      '--bots',
      'grandmaster',
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/unknown bot 'grandmaster' \(available: random, heuristic\)/);
  });
});
