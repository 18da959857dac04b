import { describe, expect, it } from 'vitest';
import { parseSoakFlags } from './flags.ts';

const env = { TEST_DATABASE_URL: 'postgres://u:p@127.0.0.1/db' };

describe('parseSoakFlags', () => {
  it('runs Redis throughout and checks views against a 5 s bound by default', () => {
    expect(parseSoakFlags([], env)).toMatchObject({
      processes: 3,
      redisRestartsEverySeconds: 0,
      redisDownSeconds: 2,
      busLinkKillsEverySeconds: 0,
      dbKillsEverySeconds: 0,
      processKillsEverySeconds: 0,
      processDownSeconds: 1,
      quietProcesses: 0,
      serverFlags: [],
      staleSeconds: 5,
      stuckSeconds: 60,
    });
  });

  it('takes Redis crashes and a bound', () => {
    expect(
      parseSoakFlags(['--redis-restarts-every', '20', '--redis-down-seconds', '9', '--stale-seconds', '3'], env),
    ).toMatchObject({ redisRestartsEverySeconds: 20, redisDownSeconds: 9, staleSeconds: 3 });
    expect(parseSoakFlags(['--bus-link-kills-every', '2.5'], env)).toMatchObject({ busLinkKillsEverySeconds: 2.5 });
    expect(parseSoakFlags(['--db-kills-every', '0.5'], env)).toMatchObject({ dbKillsEverySeconds: 0.5 });
    expect(parseSoakFlags(['--server-flags=--cpu-prof  --cpu-prof-dir=/tmp/p'], env)).toMatchObject({
      serverFlags: ['--cpu-prof', '--cpu-prof-dir=/tmp/p'],
    });
    expect(parseSoakFlags(['--process-kills-every', '30', '--process-down-seconds', '4'], env)).toMatchObject({
      processKillsEverySeconds: 30,
      processDownSeconds: 4,
    });
  });

  it('runs a PostgreSQL of its own to restart, never the shared one', () => {
    expect(parseSoakFlags([], env)).toMatchObject({ privatePostgres: false, dbRestartsEverySeconds: 0 });
    // The shared server's URL from the environment is left alone: several processes need no other.
    expect(parseSoakFlags(['--db-restarts-every', '30'], env)).toMatchObject({
      privatePostgres: true,
      databaseUrl: null,
      dbRestartsEverySeconds: 30,
      dbDownSeconds: 1,
    });
    expect(
      parseSoakFlags(['--db-restarts-every', '30', '--db-down-seconds', '0', '--db-kills-every', '2'], {}),
    ).toMatchObject({ privatePostgres: true, dbDownSeconds: 0, dbKillsEverySeconds: 2 });
    expect(() => parseSoakFlags(['--db-restarts-every', '30', '--database-url', 'postgres://x/y'], {})).toThrow(
      /--db-restarts-every runs a PostgreSQL of its own to restart: leave out --database-url/,
    );
    expect(() => parseSoakFlags(['--db-restarts-every', '5', '--db-down-seconds', '5'], {})).toThrow(
      '--db-down-seconds (5) must be less than --db-restarts-every (5)',
    );
    expect(() => parseSoakFlags(['--db-restarts-every=-1'], {})).toThrow('--db-restarts-every must be a number >= 0');
  });

  it('refuses process kills with one process, or a downtime as long as the period', () => {
    expect(() => parseSoakFlags(['--processes', '1', '--process-kills-every', '30'], {})).toThrow(
      /--process-kills-every needs --processes 2 or more/,
    );
    expect(() => parseSoakFlags(['--process-kills-every', '5', '--process-down-seconds', '5'], env)).toThrow(
      /must be less than --process-kills-every/,
    );
    expect(() => parseSoakFlags(['--process-down-seconds', 'soon'], env)).toThrow(/must be a number >= 0/);
  });

  it('refuses Redis crashes with one process, a downtime as long as the period, and bad numbers', () => {
    expect(() => parseSoakFlags(['--processes', '1', '--redis-restarts-every', '20'], {})).toThrow(
      /needs --processes 2 or more/,
    );
    expect(() => parseSoakFlags(['--processes', '1', '--bus-link-kills-every', '3'], {})).toThrow(
      /needs --processes 2 or more/,
    );
    expect(() => parseSoakFlags(['--redis-restarts-every', '5', '--redis-down-seconds', '5'], env)).toThrow(
      /must be less than --redis-restarts-every/,
    );
    expect(() => parseSoakFlags(['--redis-restarts-every', 'often'], env)).toThrow(/must be a number >= 0/);
    expect(() => parseSoakFlags(['--stale-seconds', '0'], env)).toThrow(/--stale-seconds must be a number >= 0.5/);
    expect(() => parseSoakFlags(['--processes', '1', '--db-kills-every', '2'], {})).toThrow(/needs PostgreSQL/);
    expect(() => parseSoakFlags(['--quiet-processes', '3'], env)).toThrow(/must leave at least one of the 3/);
    expect(() => parseSoakFlags(['--stuck-seconds', '2'], env)).toThrow(/--stuck-seconds must be a number >= 5/);
  });
});
