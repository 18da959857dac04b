import { describe, expect, it } from 'vitest';
import { parseSimulateArgs, type SimulateFlags } from './parse-args.ts';

const flags = (extra: Partial<SimulateFlags>): SimulateFlags => ({
  game: 'akcioner',
  players: '3',
  games: '4',
  seed: 's',
  bots: 'random',
  check: true,
  ...extra,
});

describe('parseSimulateArgs with a range of player counts', () => {
  it('checks every count and keeps the range; a single count keeps its config as before', () => {
    const range = parseSimulateArgs(flags({ players: '2..5' }));
    expect(range.ok && range.value).toMatchObject({ players: 2, playersUpTo: 5, games: 4 });
    const single = parseSimulateArgs(flags({ players: '3' }));
    expect(single.ok && 'playersUpTo' in single.value).toBe(false);
    expect(single.ok && single.value.players).toBe(3);
  });

  it.each([
    [{ game: 'checkers-exchange', players: '2..9' }, '--players 2..9: checkers-exchange is for 3..8 players'],
    [{ game: 'checkers-exchange', players: '3..9' }, '--players 3..9: checkers-exchange is for 3..8 players'],
    [{ game: 'checkers-exchange', players: '9' }, '--players 9: checkers-exchange is for 3..8 players'],
    [{ players: '5..3' }, '--players 5..3: the range is empty (5 is above 3), write it 3..5'],
    [{ players: '3..x' }, '--players 3..x: a range is two integers A..B, e.g. 3..8'],
    [{ players: '1..6' }, '--players 1..6: akcioner is for 2..6 players'],
    [
      { players: '4..6', variant: 'classic' },
      '--players 4..6 (6 players): BAD_PLAYER_COUNT (variant: classic, min: 2, max: 5)',
    ],
    [
      { players: '2..3', bots: 'heuristic,random' },
      '--bots lists one bot per seat, which needs a single player count, not --players 2..3',
    ],
    [{ players: '2..4', options: '{"colour":"red"}' }, 'bad options: BAD_OPTION (option: colour)'],
  ])('refuses %j with one line before anything runs', (extra, message) => {
    expect(parseSimulateArgs(flags(extra))).toEqual({ ok: false, error: message });
  });

  it('still takes one bot per seat for a single count', () => {
    const r = parseSimulateArgs(flags({ players: '2', bots: 'heuristic,random' }));
    expect(r.ok && r.value.bots).toEqual(['heuristic', 'random']);
  });
});
