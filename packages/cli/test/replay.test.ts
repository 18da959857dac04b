import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { akcioner, stateHash, type AnyGame, type MatchRecord } from '@birzha/engine';
import { playout } from '@birzha/engine/testing';
import { runCli, tempDir } from './run-cli.ts';

const game = akcioner as AnyGame;
const dir = tempDir();
const played = playout(game, { players: 3, options: { variant: 'short' }, seed: 'cli-replay', check: true });

function writeRecord(name: string, record: unknown): string {
  const path = join(dir.path, name);
  writeFileSync(path, typeof record === 'string' ? record : JSON.stringify(record));
  return path;
}

let full: string;
beforeAll(() => {
  expect(played.failure).toBeUndefined();
  full = writeRecord('full.json', played.record);
});
afterAll(() => dir.remove());

describe('birzha replay', () => {
  it('prints the final state, outcome and hash of a recorded game as one JSON object', () => {
    const r = runCli(['replay', full, '--hash']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout.trim().split('\n')).toHaveLength(1);
    const out = JSON.parse(r.stdout);
    expect(out).toEqual({
      ok: true,
      moves: played.record.moves.length,
      state: played.state,
      outcome: played.outcome,
      hash: stateHash(played.state),
    });
  });

  it('reads standard input for -', () => {
    const r = runCli(['replay', '-'], JSON.stringify(played.record));
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).moves).toBe(played.record.moves.length);
  });

  it('with --view spectator shows hand counts but no hand, and no state', () => {
    const midGame: MatchRecord = { ...played.record, moves: played.record.moves.slice(0, 4) };
    const r = runCli(['replay', writeRecord('mid.json', midGame), '--view', 'spectator']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).not.toHaveProperty('state');
    expect(out.outcome).toBeNull();
    expect(out.view.viewer).toBe('spectator');
    expect(out.view).not.toHaveProperty('rng');
    for (const seat of out.view.seats) {
      expect(seat.hand).toBeNull();
      expect(seat.handCount).toBeGreaterThan(0);
    }
  });

  it('with --view SEAT shows that seat its own hand only', () => {
    const midGame: MatchRecord = { ...played.record, moves: played.record.moves.slice(0, 4) };
    const out = JSON.parse(runCli(['replay', writeRecord('mid1.json', midGame), '--view', '1']).stdout);
    expect(out.view.seats.map((s: { hand: unknown }) => Array.isArray(s.hand))).toEqual([false, true, false]);
  });

  it('stops at the first illegal move with exit 1 and its index', () => {
    const K = 7;
    const moves = played.record.moves.map((m, i) => (i === K ? { seat: (m.seat + 1) % 3, move: m.move } : m));
    const r = runCli(['replay', writeRecord('illegal.json', { ...played.record, moves })]);
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ ok: false, at: K, error: { code: 'NOT_YOUR_TURN' } });
  });

  it.each([
    ['a file that is not JSON', () => writeRecord('broken.json', '{"game": '), /broken\.json: not JSON \(/],
    ['a missing file', () => join(dir.path, 'missing.json'), /missing\.json: cannot read/],
    [
      'an unknown game',
      () => writeRecord('chess.json', { ...played.record, game: 'chess' }),
      /UNKNOWN_GAME \(game: chess\)/,
    ],
    [
      'bad options',
      () => writeRecord('options.json', { ...played.record, options: { variant: 'huge' } }),
      /setup failed: BAD_OPTION \(option: variant\)/,
    ],
    [
      'a seat out of range',
      () => writeRecord('seat.json', { ...played.record, moves: [{ seat: 5, move: {} }] }),
      /BAD_RECORD/,
    ],
  ])('refuses %s with exit 2, a message on stderr and nothing on stdout', (_name, file, message) => {
    const r = runCli(['replay', file()]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^birzha replay: /);
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });

  it.each([['7'], ['north'], ['-1']])('refuses --view %s with exit 2', (viewer) => {
    const r = runCli(['replay', full, '--view', viewer]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/--view/);
  });
});
