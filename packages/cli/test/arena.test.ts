// `birzha arena` and `birzha ladder` through the real command line (commander's wiring, exit codes, one JSON line).
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.ts';

describe('birzha arena and ladder on the command line', () => {
  it('arena --json prints one object and exits 0', () => {
    const r = runCli([
      'arena',
      '--game',
      'stockpile',
      '--players',
      '2',
      '--bots',
      'random,heuristic',
      '--games',
      '2',
      '--seed',
      'cli',
      '--json',
    ]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report).toMatchObject({ game: 'stockpile', players: 2, games: 2 });
    expect(report.bots.map((b: { bot: string }) => b.bot)).toEqual(['random', 'heuristic']);
  });

  it('a missing or bad flag exits 2 with a message', () => {
    const missing = runCli(['arena', '--game', 'stockpile', '--players', '2', '--games', '2', '--seed', 's']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("required option '--bots <list>' not specified");
    const bad = runCli(['ladder', '--game', 'stockpile', '--games', '0']);
    expect(bad).toMatchObject({ code: 2, stdout: '', stderr: 'birzha ladder: --games must be at least 1, got 0\n' });
  });
});
