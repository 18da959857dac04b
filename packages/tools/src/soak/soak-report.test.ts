import { describe, expect, it } from 'vitest';
import { errorsOf, type ProcessOutcome } from './soak-report.ts';
import { newLinkCounts } from './guest-socket.ts';
import { newCounts } from './spectator.ts';

function outcome(over: Partial<ProcessOutcome> = {}): ProcessOutcome {
  return {
    index: 0,
    pid: 1,
    rss: [],
    samples: [],
    overall: null,
    errorLines: 0,
    errorLinesWhileStopping: 0,
    errorLinesWhileDatabaseRestarted: 0,
    warnLines: 0,
    otherLines: 0,
    firstErrorLines: [],
    died: null,
    stopped: 'code 0',
    tablesCreated: 0,
    kills: 0,
    ...over,
  };
}

describe('errorsOf', () => {
  it('finds nothing in a clean run', () => {
    expect(errorsOf([outcome(), outcome({ index: 1 })], newCounts(), {}).total).toBe(0);
  });

  it('counts stale views and a process that did not exit cleanly when told to stop', () => {
    const counts = { ...newCounts(), staleViews: 2 };
    const errors = errorsOf([outcome({ stopped: 'code 1' }), outcome({ index: 1, stopped: 'SIGKILL' })], counts, {});
    expect(errors.byKind.spectatorStaleViews).toBe(2);
    expect(errors.byKind.processesStoppedUncleanly).toBe(2);
    expect(errors.total).toBe(4);
  });

  it('counts stuck tables', () => {
    const errors = errorsOf([outcome()], newCounts(), {}, 3);
    expect(errors.byKind.stuckTables).toBe(3);
    expect(errors.total).toBe(3);
  });

  it("counts stale lobbies and the lobby pages' errors and closes", () => {
    const lobbies = {
      ...newLinkCounts(),
      changes: 9,
      staleLobbies: 1,
      worstStaleMs: 7000,
      errors: 2,
      unexpectedCloses: 1,
    };
    const errors = errorsOf([outcome()], newCounts(), {}, 0, lobbies);
    expect(errors.byKind).toMatchObject({ staleLobbies: 1, lobbyErrorFrames: 2, lobbyUnexpectedCloses: 1 });
    expect(errors.total).toBe(4);
  });

  it("counts closes by the soak's kills apart, and clients that could not reconnect", () => {
    const counts = { ...newCounts(), closesByKills: 12, reconnects: 11, notReconnected: 1 };
    const lobbies = { ...newLinkCounts(), changes: 3, staleLobbies: 0, worstStaleMs: 0, errors: 0, closesByKills: 2 };
    const errors = errorsOf([outcome({ kills: 2 })], counts, {}, 0, lobbies);
    expect(errors.byKind).toMatchObject({
      spectatorUnexpectedCloses: 0,
      spectatorsNotReconnected: 1,
      lobbyUnexpectedCloses: 0,
      lobbiesNotReconnected: 0,
    });
    expect(errors.total).toBe(1);
  });

  it("counts the servers' error lines while PostgreSQL restarted apart, and what clients saw fail then", () => {
    const errors = errorsOf(
      [
        outcome({ errorLinesWhileDatabaseRestarted: 6, errorLines: 1 }),
        outcome({ errorLinesWhileDatabaseRestarted: 3 }),
      ],
      newCounts(),
      { 'create: 503': 2 },
    );
    expect(errors.logErrorLinesWhileDatabaseRestarted).toBe(9);
    expect(errors.byKind).toMatchObject({ logErrorLines: 1, failedRequests: 2 });
    expect(errors.total).toBe(3);
  });

  it('counts UNAVAILABLE answers apart only when the soak restarted the database', () => {
    const sample = { clientErrors: { UNAVAILABLE: 4, INTERNAL: 1 } } as unknown as ProcessOutcome['overall'];
    const restarted = errorsOf([outcome({ overall: sample })], newCounts(), {}, 0, undefined, true);
    expect(restarted.byKind.clientErrorsCountedByServers).toBe(1);
    expect(restarted.unavailableWhileDatabaseRestarted).toBe(4);
    expect(restarted.total).toBe(1);
    const not = errorsOf([outcome({ overall: sample })], newCounts(), {});
    expect(not.byKind.clientErrorsCountedByServers).toBe(5);
    expect(not.unavailableWhileDatabaseRestarted).toBe(0);
  });

  it('counts a process that died during the run once, not again at the stop', () => {
    const errors = errorsOf([outcome({ died: 'SIGKILL', stopped: null })], newCounts(), {});
    expect(errors.byKind).toMatchObject({ processesDied: 1, processesStoppedUncleanly: 0 });
    expect(errors.total).toBe(1);
  });
});
