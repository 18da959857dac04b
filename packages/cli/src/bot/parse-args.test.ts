import { describe, expect, it } from 'vitest';
import { parseBotArgs, type BotFlags } from './parse-args.ts';

const base: BotFlags = { server: 'http://localhost:8080/', token: 'bzb_x', exec: 'python3 bot.py' };

describe('parseBotArgs', () => {
  it('takes the server, token and program, and makes each --play table --games times', () => {
    const r = parseBotArgs({ ...base, play: ['akcioner', 'akcioner'], games: '2', variant: 'short', rated: true }, {});
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({
      server: 'http://localhost:8080',
      token: 'bzb_x',
      acceptInvitations: true,
      once: false,
    });
    expect(r.value.plays.map((p) => p.game)).toEqual(['akcioner', 'akcioner', 'akcioner', 'akcioner']);
    expect(r.value.plays[0]).toEqual({
      game: 'akcioner',
      players: 2,
      options: { variant: 'short' },
      opponents: ['beginner'],
      rated: true,
    });
  });

  it('plays several games, each with its own options check', () => {
    const r = parseBotArgs({ ...base, play: ['stockpile', 'checkers-exchange'] }, {});
    expect(r.ok && r.value.plays.map((p) => [p.game, p.players])).toEqual([
      ['stockpile', 2],
      ['checkers-exchange', 3],
    ]);
    // Stockpile has no variant: a --variant for every --play game is checked against each.
    expect(parseBotArgs({ ...base, play: ['akcioner', 'stockpile'], variant: 'short' }, {}).ok).toBe(false);
  });

  it("seats one level on every other seat or one per seat, at the game's smallest table by default", () => {
    const one = parseBotArgs({ ...base, play: ['checkers-exchange'], opponents: 'intermediate' }, {});
    expect(one.ok && one.value.plays[0]).toMatchObject({ players: 3, opponents: ['intermediate', 'intermediate'] });
    const each = parseBotArgs({ ...base, play: ['akcioner'], players: '3', opponents: 'expert,beginner' }, {});
    expect(each.ok && each.value.plays[0]).toMatchObject({ players: 3, opponents: ['expert', 'beginner'] });
  });

  it('reads the token from the environment when --token is not given', () => {
    const r = parseBotArgs(
      { ...base, token: undefined, declineInvitations: true, once: true },
      { BIRZHA_BOT_TOKEN: 'bzb_env' },
    );
    expect(r.ok && r.value).toMatchObject({ token: 'bzb_env', acceptInvitations: false, once: true, plays: [] });
  });

  it.each([
    [{ token: undefined }, /no token/],
    [{ server: undefined }, /no server/],
    [{ server: 'localhost:8080' }, /http:\/\/ or https:\/\//],
    [{ server: 'not a url' }, /not a URL/],
    [{ exec: ' ' }, /no program/],
    [{ play: ['chess'] }, /unknown game 'chess' \(known: akcioner/],
    [{ play: ['akcioner'], players: '9' }, /akcioner is for 2\.\.6 players/],
    [{ play: ['akcioner'], opponents: 'grandmaster' }, /no bot level 'grandmaster'/],
    [{ play: ['akcioner'], players: '3', opponents: 'expert,expert,expert' }, /3 levels for 2 other seats/],
    [{ play: ['akcioner'], options: '{bad' }, /--options is not JSON/],
    [{ play: ['akcioner'], variant: 'nonsense' }, /bad options/],
    [{ play: ['akcioner'], games: '0' }, /--games must be at least 1/],
    [{ opponents: 'expert' }, /--opponents is for the tables of --play/],
  ] as const)('refuses %j', (extra, message) => {
    const r = parseBotArgs({ ...base, ...extra }, {});
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(message);
  });
});
