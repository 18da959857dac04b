import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { akcioner, GAMES, parseRecord, type Akcioner, type AnyGame, type MatchRecord } from '@birzha/engine';
import { simulate } from '../src/commands/simulate.ts';
import { EXIT } from '../src/exit-codes.ts';
import type { Output } from '../src/output.ts';
import type { SimulateConfig } from '../src/simulate/config.ts';
import { failureFileName, writeFailureRecord } from '../src/simulate/failure-record.ts';
import { runCli, tempDir } from './run-cli.ts';

const dir = tempDir();
afterAll(() => dir.remove());

function capture(): Output & { readonly stdout: string[]; readonly stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return {
    stdout,
    stderr,
    out: (t) => void stdout.push(t),
    err: (t) => void stderr.push(t),
    progressStream: undefined,
  };
}

const game = akcioner as AnyGame;
const options = { variant: 'short', rounding: 'up', turnSeconds: 120 };

/** Akcioner whose card moves leave the mover with cash that is not a multiple of 5, which the invariants catch. */
function brokenAkcioner(): AnyGame {
  return {
    ...game,
    play(state, seat, move) {
      const r = game.play(state, seat, move);
      if (!r.ok) return r;
      const s = r.value.state as Akcioner.State;
      if (s.stage !== 'trade2') return r;
      const seats = s.seats.map((x, i) => (i === seat ? { ...x, cash: x.cash + 3 } : x));
      return { ok: true, value: { state: { ...s, seats }, events: r.value.events } };
    },
  };
}

describe('failure records', () => {
  it('are named after the seed, which can never leave the directory', () => {
    expect(failureFileName('ci-17')).toBe('failure-ci-17.json');
    expect(failureFileName('../../etc/x y')).toBe('failure-.._.._etc_x_y.json');
  });

  it('hold a plain record that replays', () => {
    const record: MatchRecord = {
      game: 'akcioner',
      rulesVersion: 1,
      players: 2,
      options,
      seed: 'w-3',
      position: null,
      moves: [{ seat: 0, move: { type: 'resign' } }],
    };
    const path = writeFailureRecord(join(dir.path, 'direct', 'nested'), 'w-3', record);
    expect(path).toBe(join(dir.path, 'direct', 'nested', 'failure-w-3.json'));
    const raw: unknown = JSON.parse(readFileSync(path, 'utf8'));
    expect(parseRecord(raw, GAMES)).toEqual({ ok: true, value: record });
    const replayed = runCli(['replay', path]);
    expect(replayed.code).toBe(0);
    expect(JSON.parse(replayed.stdout).moves).toBe(1);
  });

  it('are written by simulate for every broken invariant, listed, and make it exit 1', () => {
    const out = join(dir.path, 'sim');
    const config: SimulateConfig = {
      game: brokenAkcioner(),
      players: 2,
      games: 4,
      seed: 'broken',
      options,
      bots: ['random'],
      check: true,
    };
    const io = capture();
    const code = simulate(config, { json: true, out, maxFailureFiles: 3 }, io);
    expect(code).toBe(EXIT.failed);
    const summary = JSON.parse(io.stdout.join(''));
    expect(summary).toMatchObject({ games: 4, finished: 0, failures: 4 });
    expect(summary.failureList).toHaveLength(4);
    expect(summary.failureList[3].file).toBeNull();
    expect(readdirSync(out).sort()).toEqual([
      'failure-broken-0.json',
      'failure-broken-1.json',
      'failure-broken-2.json',
    ]);
    for (const f of summary.failureList.slice(0, 3)) {
      expect(f.problems.join(' ')).toMatch(/cash/);
      const record = JSON.parse(readFileSync(f.file, 'utf8'));
      expect(record.seed).toBe(f.seed);
      // The record ends with the move after which the invariant broke.
      expect(record.moves).toHaveLength(f.at);
    }
  });

  it('of a range of player counts each carry their own players and replay', () => {
    const out = join(dir.path, 'range');
    const config: SimulateConfig = {
      game: brokenAkcioner(),
      players: 2,
      playersUpTo: 3,
      games: 2,
      seed: 'range',
      options,
      bots: ['random'],
      check: true,
    };
    const io = capture();
    expect(simulate(config, { json: true, out, maxFailureFiles: 10 }, io)).toBe(EXIT.failed);
    const summary = JSON.parse(io.stdout.join(''));
    expect(summary.players).toBe('2..3');
    expect(summary.byPlayers.map((c: { failures: number }) => c.failures)).toEqual([1, 1]);
    for (const [i, f] of summary.failureList.entries()) {
      const record = JSON.parse(readFileSync(f.file, 'utf8'));
      expect(record.players).toBe(2 + i);
      // The registered game is not broken: the record replays to the move after which the invariant broke.
      const replayed = runCli(['replay', f.file]);
      expect(replayed.code).toBe(0);
      expect(JSON.parse(replayed.stdout).moves).toBe(f.at);
    }
  });

  it('are listed with their problems in the readable report', () => {
    const out = join(dir.path, 'text');
    const config: SimulateConfig = {
      game: brokenAkcioner(),
      players: 2,
      games: 1,
      seed: 'txt',
      options,
      bots: ['random'],
      check: true,
    };
    const io = capture();
    expect(simulate(config, { json: false, out, maxFailureFiles: 100 }, io)).toBe(EXIT.failed);
    const text = io.stdout.join('');
    expect(text).toMatch(/^FAILURE seed txt-0 after move \d+: .*cash/m);
    expect(text).toContain(join(out, 'failure-txt-0.json'));
    expect(text).toMatch(/^invariant failures +1$/m);
  });

  it('turn an exception in the engine into a failure whose record ends with the move that threw', () => {
    const throwing: AnyGame = {
      ...game,
      play(state, seat, move) {
        if ((move as { type: string }).type === 'playCard') throw new Error('boom');
        return game.play(state, seat, move);
      },
    };
    const out = join(dir.path, 'throw');
    const config: SimulateConfig = {
      game: throwing,
      players: 2,
      games: 1,
      seed: 'x',
      options,
      bots: ['random'],
      check: false,
    };
    const io = capture();
    expect(simulate(config, { json: true, out, maxFailureFiles: 100 }, io)).toBe(EXIT.failed);
    const f = JSON.parse(io.stdout.join('')).failureList[0];
    expect(f.problems).toEqual(['exception: boom']);
    const record = JSON.parse(readFileSync(f.file, 'utf8'));
    expect(record.moves.at(-1).move.type).toBe('playCard');
  });
});
