import { arenaLevels } from '@birzha/bots';
import { describe, expect, it } from 'vitest';
import { parseArenaArgs, type ArenaFlags } from './parse-args.ts';

const flags = (extra: Partial<ArenaFlags>): ArenaFlags => ({
  game: 'stockpile',
  players: '2',
  bots: 'heuristic,random',
  games: '100',
  seed: 's1',
  workers: '1',
  ...extra,
});

describe('parseArenaArgs', () => {
  it('takes a lineup with a repeated level and rounds the games up to whole rotations', () => {
    const r = parseArenaArgs(
      flags({ game: 'checkers-exchange', players: '3', bots: 'heuristic,heuristic,random', games: '10', ms: '250' }),
    );
    expect(r.ok && r.value).toMatchObject({
      deals: 4,
      games: 12,
      asked: 10,
      workers: 1,
      spec: {
        gameId: 'checkers-exchange',
        players: 3,
        levels: ['heuristic', 'heuristic', 'random'],
        limits: { ms: 250 },
        check: true,
      },
    });
    const plain = parseArenaArgs(flags({}));
    expect(plain.ok && plain.value).toMatchObject({ deals: 50, games: 100 });
    expect(plain.ok && 'limits' in plain.value.spec).toBe(false);
    expect(parseArenaArgs(flags({ check: false })).ok && true).toBe(true);
  });

  it('plays the options asked for (--variant wins over --options), every default made explicit', () => {
    const akcioner = { game: 'akcioner', bots: 'heuristic,random' };
    const long = parseArenaArgs(flags({ ...akcioner, variant: 'long' }));
    expect(long.ok && long.value.spec.options).toMatchObject({ variant: 'long', rounding: 'up' });
    const both = parseArenaArgs(
      flags({ ...akcioner, options: '{"variant":"short","rounding":"down"}', variant: 'long' }),
    );
    expect(both.ok && both.value.spec.options).toMatchObject({ variant: 'long', rounding: 'down' });
    const plain = parseArenaArgs(flags(akcioner));
    expect(plain.ok && plain.value.spec.options).toMatchObject({ variant: 'classic' });
  });

  it.each([
    [{ game: 'akcioner', variant: 'huge' }, 'bad options: BAD_OPTION (option: variant)'],
    [{ options: '{"colour":1}' }, 'bad options: BAD_OPTION (option: colour)'],
    [{ options: '[1]' }, '--options must be a JSON object'],
    [{ options: '{x' }, expect.stringMatching(/^--options is not JSON \(/)],
    [{ game: 'chess' }, "unknown game 'chess' (known: akcioner, stockpile, checkers-exchange)"],
    [{ players: 'two' }, "--players must be an integer, got 'two'"],
    [{ players: '9' }, '--players 9: stockpile is for 2..5 players'],
    [{ game: 'checkers-exchange', players: '2' }, '--players 2: checkers-exchange is for 3..8 players'],
    [{ bots: 'heuristic' }, '--bots lists 1 bot for 2 seats: name one per seat (a level may repeat)'],
    [{ bots: 'heuristic,random,random' }, '--bots lists 3 bots for 2 seats: name one per seat (a level may repeat)'],
    // The levels come from the bots registry, so a new level does not break this test.
    [
      { bots: 'heuristic,grandmaster' },
      `--bots: stockpile has no bot 'grandmaster' (levels: ${arenaLevels('stockpile').join(', ')})`,
    ],
    [{ games: '0' }, '--games must be at least 1, got 0'],
    [{ games: '1e3' }, "--games must be an integer, got '1e3'"],
    [{ seed: ' ' }, '--seed must not be empty'],
    [{ ms: '0' }, '--ms must be at least 1, got 0'],
    [{ ms: 'fast' }, "--ms must be an integer, got 'fast'"],
    [{ workers: '-1' }, "--workers must be an integer or auto, got '-1'"],
  ])('refuses %j with one line', (extra, message) => {
    expect(parseArenaArgs(flags(extra))).toEqual({ ok: false, error: message });
  });
});
