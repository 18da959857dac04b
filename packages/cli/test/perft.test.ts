import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.ts';

const perft = (...args: string[]) => runCli(['perft', '--game', 'checkers-exchange', ...args]);

describe('birzha perft', () => {
  it('prints the leaf count from the start position (spec V1: depth 3 = 302)', () => {
    const r = perft('--depth', '3');
    expect(r).toMatchObject({ code: 0, stdout: '302\n', stderr: '' });
  });

  it('with --divide prints one line per root move in notation order, then the total', () => {
    const r = perft('--depth', '1', '--divide');
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      ['a3-b4 1', 'c3-b4 1', 'c3-d4 1', 'e3-d4 1', 'e3-f4 1', 'g3-f4 1', 'g3-h4 1', 'total 7', ''].join('\n'),
    );
  });

  it('with --json prints one line of figures, and the divide as an object', () => {
    const r = perft('--depth', '2', '--json', '--divide');
    expect(r.code).toBe(0);
    expect(r.stdout.trim().split('\n')).toHaveLength(1);
    const out = JSON.parse(r.stdout);
    expect(Object.keys(out)).toEqual(['depth', 'nodes', 'seconds', 'nodesPerSecond', 'divide']);
    expect(out).toMatchObject({ depth: 2, nodes: 49 });
    expect(out.seconds).toBeGreaterThanOrEqual(0);
    expect(Number.isInteger(out.nodesPerSecond)).toBe(true);
    expect(Object.keys(out.divide)).toEqual(['a3-b4', 'c3-b4', 'c3-d4', 'e3-d4', 'e3-f4', 'g3-f4', 'g3-h4']);
    expect(Object.values(out.divide).reduce((a: number, b) => a + (b as number), 0)).toBe(49);
    expect(Object.keys(JSON.parse(perft('--depth', '0', '--json').stdout))).toEqual([
      'depth',
      'nodes',
      'seconds',
      'nodesPerSecond',
    ]);
  });

  it('counts from a position key given with --fen (spec V9: a flying king lands only where it goes on)', () => {
    expect(perft('--depth', '1', '--divide', '--fen', 'W:WKa1:Bc3,f4').stdout).toBe(
      'a1:e5:g3 1\na1:e5:h2 1\ntotal 2\n',
    );
    expect(perft('--depth', '2', '--fen', 'B:WKh4:B').stdout).toBe('0\n');
  });

  it.each([
    ['a position without the side to move', ['--depth', '2', '--fen', 'WKa1:Bc3']],
    ['a light square', ['--depth', '2', '--fen', 'W:Wa2:Bc3']],
    ['a depth over 15', ['--depth', '16']],
    ['a depth that is not an integer', ['--depth', '2.5']],
    ['--divide at depth 0', ['--depth', '0', '--divide']],
  ])('refuses %s with exit 2, one line on stderr and nothing on stdout', (_name, args) => {
    const r = perft(...args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^birzha perft: /);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });

  it.each(['akcioner', 'chess'])('refuses game %s, which has no perft, with exit 2', (game) => {
    const r = runCli(['perft', '--game', game, '--depth', '1']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(
      new RegExp(`^birzha perft: game '${game}' has no perft \\(games with one: checkers-exchange\\)`),
    );
  });
});
