// The secrets scan (its tests: secrets-scan-<game>.test.ts, one file per game so that the games' scans run side by
// side on the machine's cores). Secrets over the wire: hundreds of random matches per registered game, played through the real server by scripted
// human clients (single moves, whole-turn batches, deliberately illegal moves, resignations) and bots, watched by a
// spectator. Every frame every client receives is recorded; after each match its stored record is replayed with the
// engine and every frame is checked against what its viewer was allowed to know at the frame's version.
import { createRng, GAMES, rngFromSeed, type AnyGame, type Rng, type Seat, type Viewer } from '@birzha/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runs } from '@birzha/test-support';
import { api, guest, startServer, TestClient, type TestServer } from '../harness.ts';
import { randomChooser } from '../random-chooser.ts';
import { expectedKinds, kindOf, pick } from './profile.ts';
import type { BotLevel, CatchUpViews, MatchHistory, MoveActor } from '@birzha/protocol';
import { gameBotLevels } from '../../src/bots/levels.ts';
import {
  checkFrames,
  checkHistory,
  checkViews,
  overtakenProblems,
  replayStates,
  type Watcher,
} from './frame-checks.ts';
import { profileOf } from './profiles.ts';
import { ScriptedSeat, status, type Msg } from './scripted-seat.ts';

const MATCHES_ENV = process.env['BIRZHA_SECRETS_MATCHES'];
const MATCHES_PER_GAME = Number(MATCHES_ENV ?? 200);
/** The matches scanned of a game: its profile's count unless BIRZHA_SECRETS_MATCHES sets every game's; fewer when quick. */
const matchesOf = (game: AnyGame): number => {
  if (MATCHES_ENV !== undefined) return MATCHES_PER_GAME;
  const full = profileOf(game.meta.id).matches ?? MATCHES_PER_GAME;
  return runs(full, quickMatches(game, full));
};
/** The fewest matches under `npm run test:quick` (BIRZHA_QUICK=1): enough that every request kind gets sent. */
const QUICK_MATCHES = 16;
/**
 * Under test:quick: the fewest matches (at least QUICK_MATCHES) whose tables play every kind of table the scan
 * asserts was played (at the default seed: Akcioner 49, for its 12 variants and player counts).
 */
function quickMatches(game: AnyGame, full: number): number {
  const profile = profileOf(game.meta.id);
  const missing = new Set(expectedKinds(game, profile));
  let n = 0;
  for (; n < full && missing.size > 0; n++) {
    const { options, players } = profile.table(game, matchRng(game, n));
    missing.delete(kindOf(options, players));
  }
  return Math.min(full, Math.max(n, QUICK_MATCHES));
}
/** Matches in flight at once: enough to hide round trips, few enough for a 2-core machine. */
const CONCURRENCY = 8;
const SEED = process.env['BIRZHA_SECRETS_SEED'] ?? 'secrets-v1';
/**
 * BIRZHA_SECRETS_ONLY=145,160: only these matches (by index, as a failure names them: "#145"), to replay a failure
 * alone; a match's table, players and scripts depend on its index only.
 */
const ONLY = (process.env['BIRZHA_SECRETS_ONLY'] ?? '')
  .split(',')
  .filter((x) => x.trim() !== '')
  .map(Number);
/**
 * A match is stalled when a watcher is sent nothing for this long. Not a bound on the whole match: a long one (a
 * six-seat Checkers Exchange of 4 years, 300 moves, 5.5 s alone) among 8 in flight on a busy machine took over 30 s.
 */
const MATCH_STALLED_MS = 30_000;
/** Random versions of each match at which a seat and the spectator fetch the history mid-match. */
const HISTORY_POINTS = 2;
/** Further fetches, for a game that hides senders, just after a move whose sender the spectator was not told. */
const HIDDEN_SENDER_POINTS = 2;
/** Who played a stored move, as the protocol names it (the store's `by`). */
const PLAYED_BY = { human: 'person', bot: 'bot', server: 'bot', timeout: 'clock' } as const;

// ---------------------------------------------------------------------------------------------------------------
// One match.
// ---------------------------------------------------------------------------------------------------------------

interface MatchReport {
  /** What kind of match it was: the options the profile varies, and the player count. */
  readonly kind: string;
  readonly moves: number;
  readonly frames: number;
  /** Histories fetched mid-match and checked (a seat's and the spectator's). */
  readonly histories: number;
  /** Catch-up views fetched mid-match and checked. */
  readonly catchUps: number;
  readonly sent: ScriptedSeat['sent'];
}

/** The random source of a game's match `index`: its table first (profile.table), then its players' scripts. */
function matchRng(game: AnyGame, index: number): Rng {
  return createRng(rngFromSeed(`${SEED}/${game.meta.id}/${index}`));
}

/** Resolves once `client` is sent the match's end; rejects once it was sent nothing for MATCH_STALLED_MS. */
function finishedOrStalled(client: TestClient): Promise<void> {
  return new Promise((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      clearTimeout(timer);
      client.socket.off('message', onMessage);
    };
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        stop();
        reject(new Error(`no frame for ${MATCH_STALLED_MS} ms; last: ${client.frames.slice(-3).join(' | ')}`));
      }, MATCH_STALLED_MS);
    };
    const onMessage = (data: unknown) => {
      if (status(JSON.parse(String(data)) as Msg) !== 'finished') return arm();
      stop();
      resolve();
    };
    client.socket.on('message', onMessage);
    arm();
  });
}

async function playMatch(server: TestServer, game: AnyGame, index: number): Promise<MatchReport> {
  const profile = profileOf(game.meta.id);
  const rng = matchRng(game, index);
  const { options, players } = profile.table(game, rng);
  const humanSeats: Seat[] = [];
  const bots: { seat: number; level: BotLevel }[] = [];
  for (let s = 0; s < players; s++) {
    // About 1 in 12 matches is bots only; otherwise each seat is a human 60% of the time.
    if (index % 12 !== 5 && rng.int(10) < 6) humanSeats.push(s);
    // The server's bots are the random chooser here: the level only has to be one the game offers.
    else bots.push({ seat: s, level: pick(rng, gameBotLevels(game.meta.id)) });
  }
  const label = `${game.meta.id} #${index} ${JSON.stringify(options)} players=${players} humans=[${humanSeats.join(',')}]`;
  const users = await Promise.all(humanSeats.map((s) => guest(server, `P${s}`)));
  const host = users[0] ?? (await guest(server, 'Host'));
  const watcherUser = await guest(server, 'Spectator');
  const lateUser = await guest(server, 'Late');
  const created = await api<{ table: { id: string } }>(server, host.token, 'POST', '/api/tables', {
    game: game.meta.id,
    players,
    options,
    bots,
    join: humanSeats.length > 0,
  });
  if (created.status !== 201) throw new Error(`${label}: create ${created.status} ${JSON.stringify(created.body)}`);
  const tableId = created.body.table.id;
  for (let k = 1; k < users.length; k++) {
    const joined = await api(server, users[k]!.token, 'POST', `/api/tables/${tableId}/join`, { seat: humanSeats[k] });
    if (joined.status !== 200) throw new Error(`${label}: join ${joined.status}`);
  }

  const failures: string[] = [];
  // The first failure of a script ends the wait for the end (a broken script would otherwise stall the match).
  let abort: (e: Error) => void = () => undefined;
  const aborted = new Promise<never>((_, reject) => (abort = reject));
  aborted.catch(() => undefined);
  const push = failures.push.bind(failures);
  failures.push = (...items: string[]) => {
    abort(new Error(items.join('; ')));
    return push(...items);
  };
  const clients = await Promise.all(users.map((u) => TestClient.connect(server, u.token)));
  const spectator = await TestClient.connect(server, watcherUser.token);
  const seats = clients.map(
    (c, k) =>
      new ScriptedSeat(
        server,
        users[k]!.token,
        c,
        game,
        profile,
        tableId,
        humanSeats[k]!,
        // By the match's index, not its random table id: a run (and a quick run's count of resignations, which it
        // asserts) is the same every time at one seed.
        createRng(rngFromSeed(`${SEED}/${game.meta.id}/${index}/seat-${k}`)),
        failures,
      ),
  );
  const spectatorDone = finishedOrStalled(spectator);
  for (const c of [...clients, spectator]) {
    // Every client asks for its legal moves (the scripted seats play from them; the frames' checks expect them).
    const ack = await c.request({ t: 'subscribe', table: tableId, legal: true });
    if (ack.t !== 'ack') throw new Error(`${label}: subscribe ${JSON.stringify(ack)}`);
  }

  // The record is refused before the end: while open, right after the start, and mid-match.
  const refusedRecord = async (when: string) => {
    const r = await api<{ error?: { code: string }; moves?: unknown[] }>(
      server,
      watcherUser.token,
      'GET',
      `/api/tables/${tableId}/record`,
    );
    if (r.status === 200) {
      // Only acceptable if the match had in fact ended by then: the record served must be of a finished match.
      const replayed = replayStates(game, r.body);
      if (game.outcome(replayed.states[replayed.states.length - 1]) === undefined)
        failures.push(`record served ${when}, before the end`);
    } else if (r.status !== 400 || r.body.error?.code !== 'NOT_FINISHED') {
      failures.push(`record ${when}: ${r.status} ${JSON.stringify(r.body)}`);
    }
  };
  await refusedRecord('while open');
  const started = await api(server, host.token, 'POST', `/api/tables/${tableId}/start`);
  if (started.status !== 200) throw new Error(`${label}: start ${started.status} ${JSON.stringify(started.body)}`);
  await refusedRecord('after the start');

  // Midway: the record is asked for again, and a late spectator arrives (it gets a snapshot of the match so far).
  let midway: Promise<void> = Promise.resolve();
  let late: TestClient | null = null;
  let lateDone: Promise<unknown> = Promise.resolve();
  const lateAt = 3 + rng.int(30);
  const onMidway = (data: unknown) => {
    const m = JSON.parse(String(data)) as Msg;
    if (m.t !== 'update' || (m['version'] as number) < lateAt || status(m) !== 'playing') return;
    spectator.socket.off('message', onMidway);
    midway = (async () => {
      await refusedRecord('midway');
      late = await TestClient.connect(server, lateUser.token);
      lateDone = finishedOrStalled(late);
      // Half the time as a resuming client (`since`: the missing events), else fresh (a snapshot).
      late.send(
        rng.int(2) === 0
          ? { t: 'subscribe', table: tableId, legal: true }
          : { t: 'subscribe', table: tableId, legal: true, since: Math.max(0, lateAt - 1 - rng.int(3)) },
      );
    })();
  };
  spectator.socket.on('message', onMidway);

  // Mid-match, mid-phase: the history as a seat and as the spectator may fetch it, at a few random versions and, for a
  // game that hides senders, right after moves whose sender the spectator was not told (a phase still open).
  const fetched: Promise<{ viewer: Viewer; token: string; body: MatchHistory } | null>[] = [];
  const historyAt = new Set(Array.from({ length: HISTORY_POINTS }, () => 1 + rng.int(40)));
  let hiddenPoints = 0;
  const views: Promise<{ viewer: Viewer; token: string; body: CatchUpViews } | null>[] = [];
  const fetchHistory = (why: string, atVersion: number) => {
    const k = users.length === 0 ? -1 : rng.int(users.length);
    const askers: { viewer: Viewer; token: string }[] = [{ viewer: 'spectator', token: watcherUser.token }];
    if (k >= 0) askers.push({ viewer: humanSeats[k]!, token: users[k]!.token });
    for (const { viewer, token } of askers) {
      // The catch-up views of the last few moves too (issue 25: "since your last move" steps through them).
      const from = Math.max(0, atVersion - 4);
      views.push(
        api<CatchUpViews>(server, token, 'GET', `/api/tables/${tableId}/views?from=${from}`).then((r) => {
          if (r.status === 200) return { viewer, token, body: r.body };
          failures.push(`views for ${String(viewer)} (${why}): ${r.status} ${JSON.stringify(r.body)}`);
          return null;
        }),
      );
      fetched.push(
        api<MatchHistory>(server, token, 'GET', `/api/tables/${tableId}/history`).then((r) => {
          if (r.status === 200) return { viewer, token, body: r.body };
          failures.push(`history for ${String(viewer)} (${why}): ${r.status} ${JSON.stringify(r.body)}`);
          return null;
        }),
      );
    }
  };
  const onHistoryPoint = (data: unknown) => {
    const m = JSON.parse(String(data)) as Msg;
    if (m.t !== 'update' || status(m) !== 'playing') return;
    const version = m['version'] as number;
    const hidden = ((m['steps'] ?? []) as { seat: number | null }[]).some((step) => step.seat === null);
    if (historyAt.delete(version)) fetchHistory(`at ${version}`, version);
    else if (hidden && game.actorVisible !== undefined && hiddenPoints < HIDDEN_SENDER_POINTS) {
      hiddenPoints++;
      fetchHistory(`after a hidden sender at ${version}`, version);
    }
  };
  spectator.socket.on('message', onHistoryPoint);

  const allClients = () => [...seats.flatMap((x) => x.clients), spectator, ...(late === null ? [] : [late])];
  try {
    await Promise.race([Promise.all([...seats.map((x) => x.finished), spectatorDone]), aborted]);
    await midway;
    await Promise.race([lateDone, aborted]);
  } catch (e) {
    throw new Error(
      `${label}: did not finish: ${String(e).slice(0, 300)}; failures so far: ${failures.slice(0, 5).join('; ')}`,
    );
  } finally {
    for (const c of allClients()) c.close();
  }

  spectator.socket.off('message', onHistoryPoint);
  const histories = await Promise.all(fetched);
  const catchUps = await Promise.all(views);
  const record = await api(server, watcherUser.token, 'GET', `/api/tables/${tableId}/record`);
  if (record.status !== 200) throw new Error(`${label}: record after the end: ${record.status}`);
  // Who played each move, as stored: the record does not say (a replay needs only the seats and the moves).
  const by = (await server.store.loadMoves(tableId)).map((m): MoveActor => PLAYED_BY[m.by]);
  const replayed = replayStates(game, record.body, by);
  const problems = [...failures];
  // A legal move refused by a newer state: the engine refuses it there too, with the code the server reported.
  for (const x of seats) problems.push(...overtakenProblems(game, replayed, x.seat, x.overtaken));
  const watchers: (Watcher & { token: string })[] = [
    ...seats.flatMap((x) => x.clients.map((client) => ({ client, viewer: x.seat, token: x.token }))),
    { client: spectator, viewer: 'spectator', token: watcherUser.token },
    ...(late === null ? [] : [{ client: late as TestClient, viewer: 'spectator' as const, token: lateUser.token }]),
  ];
  const tokens = [...users, watcherUser, lateUser, host].map((u) => u.token);
  for (const w of watchers)
    problems.push(
      ...checkFrames(
        game,
        profile,
        replayed,
        w,
        tokens.filter((t) => t !== w.token),
      ),
    );
  for (const h of histories)
    if (h !== null)
      problems.push(
        ...checkHistory(
          game,
          profile,
          replayed,
          h.viewer,
          h.body,
          tokens.filter((t) => t !== h.token),
          `table ${tableId}`,
        ),
      );
  for (const c of catchUps)
    if (c !== null)
      problems.push(
        ...checkViews(
          game,
          profile,
          replayed,
          c.viewer,
          c.body,
          tokens.filter((t) => t !== c.token),
          `table ${tableId}`,
        ),
      );
  if (problems.length > 0)
    throw new Error(`${label} (table ${tableId}):\n  ${[...new Set(problems)].slice(0, 20).join('\n  ')}`);

  const sent = { single: 0, batch: 0, illegal: 0, resign: 0, reconnect: 0, chat: 0 };
  for (const x of seats) for (const k of Object.keys(sent) as (keyof typeof sent)[]) sent[k] += x.sent[k];
  const kind = kindOf(options, players);
  return {
    kind,
    moves: replayed.states.length - 1,
    frames: watchers.reduce((n, w) => n + w.client.frames.length, 0),
    histories: histories.filter((h) => h !== null).length,
    catchUps: catchUps.filter((c) => c !== null).length,
    sent,
  };
}

// ---------------------------------------------------------------------------------------------------------------

/**
 * The scan of one registered game, in the calling test file: a server of its own, then `matches` random matches with
 * every frame of every client checked. The test's time limit grows with the matches (a Checkers Exchange match costs
 * about a second of CPU, shared with the other files' scans).
 */
export function describeSecretsScan(gameId: string): void {
  const game = GAMES[gameId];
  if (game === undefined) throw new Error(`no game ${gameId}`);
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(randomChooser, { rateLimit: { perSecond: 10_000, burst: 10_000 } });
  });
  afterAll(async () => {
    await server.close();
  }, 30_000);

  describe('no frame shows a viewer what its view hides', () => {
    const indices = ONLY.length > 0 ? ONLY : Array.from({ length: matchesOf(game) }, (_, i) => i);
    const matches = indices.length;
    it(
      `${game.meta.id}: ${matches} random matches, every frame of every client checked`,
      async () => {
        let nextIndex = 0;
        let played = 0;
        let moves = 0;
        let frames = 0;
        let histories = 0;
        let catchUps = 0;
        const sent = { single: 0, batch: 0, illegal: 0, resign: 0, reconnect: 0, chat: 0 };
        const kinds = new Set<string>();
        const worker = async () => {
          for (let i = nextIndex++; i < matches; i = nextIndex++) {
            const r = await playMatch(server, game, indices[i] as number);
            played++;
            kinds.add(r.kind);
            moves += r.moves;
            frames += r.frames;
            histories += r.histories;
            catchUps += r.catchUps;
            for (const k of Object.keys(sent) as (keyof typeof sent)[]) sent[k] += r.sent[k];
          }
        };
        const started = performance.now();
        await Promise.all(Array.from({ length: CONCURRENCY }, worker));
        console.log(
          `${game.meta.id}: ${played} matches, ${moves} moves, ${frames} frames and ${histories} mid-match histories and ${catchUps} catch-up views checked, human requests ${JSON.stringify(sent)} in ${Math.round(performance.now() - started)} ms`,
        );
        expect(played).toBe(matches);
        if (ONLY.length > 0) return;
        // Every player count was played (for Akcioner: every variant with each of its player counts).
        for (const k of expectedKinds(game, profileOf(game.meta.id))) expect([...kinds], k).toContain(k);
        // The scripts did what they are for: every kind of request was sent.
        expect(sent.single).toBeGreaterThan(0);
        // The history was fetched mid-match and checked (issue 24.1).
        expect(histories).toBeGreaterThan(0);
        // And the catch-up views of "since your last move" (issue 25).
        expect(catchUps).toBeGreaterThan(0);
        // Whole turns are composed on a determinized state: a game without determinize sends single moves only.
        if (game.determinize !== undefined) expect(sent.batch).toBeGreaterThan(0);
        expect(sent.illegal).toBeGreaterThan(0);
        expect(sent.reconnect).toBeGreaterThan(0);
        if (profileOf(game.meta.id).resign !== undefined) expect(sent.resign).toBeGreaterThan(0);
      },
      Math.max(300_000, matches * 4_000),
    );
  });
}
