import { DEFAULT_CONFIG } from '@birzha/server';
import { describe, expect, it } from 'vitest';
import { SERVER_RATE_LIMIT_PER_SECOND, SESSION_SECONDS } from './exchange/exchange-flags.ts';
import { parseFlags } from './flags.ts';

const parse = (...argv: string[]) => {
  const flags = parseFlags(argv);
  if (flags === null) throw new Error('--help');
  return flags;
};

describe('parseFlags', () => {
  it('keeps the Akcioner run as the default', () => {
    const flags = parse();
    expect(flags).toMatchObject({ game: 'akcioner', tables: 1000, seconds: 30, echoSeconds: 10, variant: 'classic' });
  });

  it('runs the echo paced to the server’s rate as well, unless told 0; Checkers Exchange has no such echo', () => {
    expect(parse().echoPacedSeconds).toBe(10);
    expect(parse('--echo-paced-seconds', '0').echoPacedSeconds).toBe(0);
    // A run without the echo at its ceiling wants neither, unless it asks for this one.
    expect(parse('--echo-seconds', '0')).toMatchObject({ echoSeconds: 0, echoPacedSeconds: 0 });
    expect(parse('--echo-seconds', '0', '--echo-paced-seconds', '5')).toMatchObject({
      echoSeconds: 0,
      echoPacedSeconds: 5,
    });
    expect(parse('--echo-seconds', '20').echoPacedSeconds).toBe(20);
    expect(parse('--echo-paced-seconds', '4.5').echoPacedSeconds).toBe(4.5);
    expect(parse('--game', 'checkers-exchange').echoPacedSeconds).toBe(0);
    expect(() => parse('--echo-paced-seconds=-1')).toThrow('--echo-paced-seconds must be a number >= 0, not -1');
    expect(() => parse('--game', 'checkers-exchange', '--echo-paced-seconds', '5')).toThrow(
      '--echo-paced-seconds is a flag of --game akcioner only',
    );
  });

  it('runs the table echo at the server’s rate after the paced echo, at the shares asked for', () => {
    expect(parse()).toMatchObject({ tableEchoSeconds: 10, tableEchoAt: [1] });
    expect(parse('--echo-paced-seconds', '0').tableEchoSeconds).toBe(0);
    expect(parse('--echo-seconds', '0', '--table-echo-seconds', '6').tableEchoSeconds).toBe(6);
    expect(parse('--table-echo-at', '1,0.333').tableEchoAt).toEqual([1, 0.333]);
    expect(parse('--game', 'checkers-exchange').tableEchoSeconds).toBe(0);
    for (const bad of ['0', '-1', 'half', '1,', '11'])
      expect(() => parse(`--table-echo-at=${bad}`)).toThrow(
        `--table-echo-at takes shares of the server's move rate above 0 and at most 10, not `,
      );
    expect(() => parse('--game', 'checkers-exchange', '--table-echo-at', '1')).toThrow(
      '--table-echo-at is a flag of --game akcioner only',
    );
  });

  it('gives Checkers Exchange its own defaults: 8 seats, 6 intermediate bots, a spectator, the rate limit', () => {
    const flags = parse('--game', 'checkers-exchange');
    expect(flags).toMatchObject({ game: 'checkers-exchange', tables: 20, seconds: 30, echoSeconds: 0 });
    expect(flags.exchange).toEqual({
      players: 8,
      bots: 6,
      botLevel: 'intermediate',
      spectators: 1,
      orderRate: SERVER_RATE_LIMIT_PER_SECOND,
      restingOrders: 4,
      readyAfterSeconds: null,
    });
  });

  it("paces the scripted seats at the server's own rate limit", () => {
    expect(SERVER_RATE_LIMIT_PER_SECOND).toBe(DEFAULT_CONFIG.rateLimit.perSecond);
  });

  it('takes the 8-seat target table: no bot, every seat scripted', () => {
    const flags = parse('--game', 'checkers-exchange', '--players', '8', '--bots', '0', '--tables', '1');
    expect(flags.tables).toBe(1);
    expect(flags.exchange).toMatchObject({ players: 8, bots: 0 });
  });

  it("refuses the other game's flags", () => {
    expect(() => parse('--game', 'checkers-exchange', '--think-ms', '100')).toThrow(/--think-ms .* akcioner only/);
    expect(() => parse('--bots', '3')).toThrow(/--bots .* checkers-exchange only/);
  });

  it('takes spectators per table for both games: Akcioner 1 to 100, default 1', () => {
    expect(parse().spectators).toBe(1);
    expect(parse('--spectators', '10').spectators).toBe(10);
    expect(parse('--game', 'checkers-exchange', '--spectators', '3').exchange.spectators).toBe(3);
    expect(() => parse('--spectators', '0')).toThrow(/--spectators/);
    expect(() => parse('--spectators', '101')).toThrow(/--spectators/);
  });

  it('refuses tables without a scripted seat, unknown bot levels and counts outside 3..8', () => {
    expect(() => parse('--game', 'checkers-exchange', '--bots', '8')).toThrow(/--bots/);
    expect(() => parse('--game', 'checkers-exchange', '--players', '9')).toThrow(/--players/);
    expect(() => parse('--game', 'checkers-exchange', '--bot-level', 'genius')).toThrow(/--bot-level/);
  });

  it('refuses a window that would outlast the first session', () => {
    expect(() => parse('--game', 'checkers-exchange', '--seconds', String(SESSION_SECONDS))).toThrow(/session/);
    expect(parse('--game', 'checkers-exchange', '--seconds', '200').seconds).toBe(200);
  });
});

describe('parseFlags: several processes', () => {
  it('runs one process by default, and takes --processes and --database-url', () => {
    expect(parse().processes).toBe(1);
    const flags = parse('--processes', '3', '--database-url', 'postgres://u:p@127.0.0.1:5432/db');
    expect(flags).toMatchObject({ processes: 3, databaseUrl: 'postgres://u:p@127.0.0.1:5432/db' });
  });

  it('refuses a process count below 1 and several processes for Checkers Exchange', () => {
    expect(() => parse('--processes', '0')).toThrow(/--processes/);
    expect(() => parse('--game', 'checkers-exchange', '--processes', '2')).toThrow(/akcioner only/);
  });
});

describe('parseFlags: profiles', () => {
  it('profiles nothing by default, the CPU with --profile, the allocations with --alloc-profile', () => {
    expect(parse().profile).toBeNull();
    expect(parse('--profile').profile).toBe('cpu');
    expect(parse('--alloc-profile').profile).toBe('alloc');
    expect(parse('--game', 'checkers-exchange', '--alloc-profile').profile).toBe('alloc');
  });

  it('refuses both at once: each profiler would show the other’s work', () => {
    expect(() => parse('--profile', '--alloc-profile')).toThrow(/--profile and --alloc-profile/);
  });
});
