import { EXIT, type ExitCode } from '../exit-codes.ts';
import { answerCode, BotApi, succeeded, tableOf } from './api.ts';
import type { BackoffTimes } from './backoff.ts';
import type { BotConfig, TablePlan } from './config.ts';
import { playGame, type GameResult } from './game-runner.ts';
import { Pacer } from './pacer.ts';
import type { Reporter } from './report.ts';
import { followStream } from './stream.ts';

/** What tests change: the waits (the real ones are seconds). */
export interface ClientTiming {
  readonly backoff?: BackoffTimes;
  readonly idleMs?: number;
  readonly exitGraceMs?: number;
  readonly seatLostWaitMs?: number;
}

/**
 * With `--once`, a stream (the event stream, a game's) that fails this many times in a row ends the run (exit 1): with
 * the waits of 1, 2, 4, 8, 16 and 30 s between them, about a minute of trying. Without `--once`, it retries for ever.
 */
export const ONCE_ATTEMPTS = 7;

type Message = Readonly<Record<string, unknown>>;

/**
 * The bot client: follows the account's event stream, accepts (or declines) invitations, makes the `--play` tables one
 * after another, and plays every game it is seated at that starts, each with its own program. Runs until `signal`
 * aborts, or with `--once` until the games it started or joined are over (then 0, or 1 when one went wrong: a program
 * that ended early, a seat lost, a refused table or stream, a server out of reach for ONCE_ATTEMPTS tries). With
 * `--play` and `--once` it plays only the tables it makes: other matches under way are left alone, and invitations
 * unanswered (declined with --decline-invitations). A token the server refuses ends it at once (1).
 */
export async function runClient(
  config: BotConfig,
  report: Reporter,
  signal: AbortSignal,
  timing: ClientTiming = {},
): Promise<ExitCode> {
  const api = new BotApi(config.server, config.token);
  const stop = new AbortController();
  const all = AbortSignal.any([signal, stop.signal]);
  const games = new Map<string, Promise<GameResult>>();
  /** Tables the client made or accepted a seat at whose game has not started yet (--once waits for them). */
  const awaited = new Set<string>();
  let failed = false;
  let plan: Promise<void> | undefined;
  let planDone = config.plays.length === 0;
  /** `--play` with `--once`: only the tables made here are played (examples/README.md). */
  const ownOnly = config.once && config.plays.length > 0;
  /** The request making a table, while one is on its way: its gameStart may come before its answer. */
  let making: Promise<unknown> = Promise.resolve();
  /** Tables and invitations left alone (told once each). */
  const leftAlone = new Set<string>();
  const pacer = new Pacer();
  const giveUpAfter = config.once ? { giveUpAfter: ONCE_ATTEMPTS } : {};

  const play = (table: string): Promise<GameResult> => {
    awaited.delete(table);
    let game = games.get(table);
    if (game === undefined) {
      game = playGame({ api, table, exec: config.exec, report, signal: all, pacer, ...giveUpAfter, ...timing }).then(
        (r) => {
          if (!r.ok && r.why !== 'stopped') failed = true;
          return r;
        },
      );
      games.set(table, game);
      void game.then(checkDone);
    }
    return game;
  };

  async function checkDone(): Promise<void> {
    if (!config.once || !planDone || awaited.size > 0) return;
    const results = await Promise.all(games.values());
    // More may have started while those finished.
    if (results.length === games.size && planDone && awaited.size === 0 && (games.size > 0 || config.plays.length > 0))
      stop.abort();
  }

  async function makeTables(plays: readonly TablePlan[]): Promise<void> {
    for (const p of plays) {
      if (all.aborted) return;
      const body = {
        game: p.game,
        players: p.players,
        options: p.options,
        // The server's bots on the seats after the bot's own (it is seated first, at 0).
        bots: p.opponents.map((level, i) => ({ seat: i + 1, level })),
        start: true,
        ...(p.rated ? { rated: true } : {}),
      };
      const made = api.post('/api/bot/tables', body, all);
      making = made;
      const answer = await made;
      const table = tableOf(answer);
      if (!succeeded(answer) || table === undefined) {
        report.problem(`could not make a ${p.game} table: ${answerCode(answer)}`);
        failed = true;
        return;
      }
      report.event(`table ${table}: made for ${p.game}, ${p.players} players, opponents ${p.opponents.join(', ')}`);
      await play(table);
    }
  }

  const onInvitation = async (m: Message) => {
    const inv = (m['invitation'] ?? {}) as Message;
    const id = String(inv['id']);
    const from = ((inv['from'] ?? {}) as Message)['name'];
    const what = `invitation ${id} to ${String(inv['game'])} from ${String(from ?? 'someone')}`;
    if (ownOnly && config.acceptInvitations) {
      // Accepting would seat it at a game this run does not wait for; a later run (or the site) answers it.
      if (!leftAlone.has(`invitation ${id}`)) report.event(`${what}: left unanswered (--play with --once)`);
      leftAlone.add(`invitation ${id}`);
      return;
    }
    const verb = config.acceptInvitations ? 'accept' : 'decline';
    const answer = await api.post(`/api/bot/invitations/${encodeURIComponent(id)}/${verb}`, {}, all);
    if (!succeeded(answer)) {
      report.problem(`${what}: could not ${verb} (${answerCode(answer)})`);
      return;
    }
    report.event(`${what}: ${verb}ed`);
    const table = tableOf(answer);
    if (config.acceptInvitations && table !== undefined && !games.has(table)) awaited.add(table);
  };

  const onMessage = (m: Message): 'more' => {
    switch (m['t']) {
      case 'hello': {
        const user = (m['user'] ?? {}) as Message;
        report.event(`connected to ${config.server} as ${String(user['name'])}`);
        // The tables are made once the stream is up, so that no start of theirs is missed.
        if (plan === undefined) {
          plan = makeTables(config.plays).finally(() => {
            planDone = true;
            void checkDone();
          });
        }
        break;
      }
      case 'invitation':
        void onInvitation(m);
        break;
      case 'gameStart': {
        const table = m['table'];
        if (typeof table !== 'string') break;
        if (!ownOnly) void play(table);
        else
          // Its own tables are played once their request answers; another match under way is told and left alone.
          void making.then(() => {
            if (games.has(table) || leftAlone.has(table)) return;
            leftAlone.add(table);
            report.event(`table ${table}: under way, left alone (--play with --once plays only the tables it makes)`);
          });
        break;
      }
      case 'gameFinish':
        // A table accepted but never played here (it finished while the client was away) is no longer awaited.
        if (typeof m['table'] === 'string' && awaited.delete(m['table'])) void checkDone();
        break;
    }
    return 'more';
  };

  const end = await followStream(api, '/api/bot/stream/event', onMessage, {
    signal: all,
    report: (text) => report.event(`event stream: ${text}`),
    ...(timing.backoff === undefined ? {} : { backoff: timing.backoff }),
    ...(timing.idleMs === undefined ? {} : { idleMs: timing.idleMs }),
    ...giveUpAfter,
  });
  if (end.kind === 'refused') {
    report.problem(`the server refused the event stream: ${end.code} (HTTP ${end.status}); check --server and --token`);
    stop.abort();
    failed = true;
  }
  if (end.kind === 'gaveUp') {
    report.problem(
      `could not reach ${config.server} (${end.reason}) in ${end.attempts} attempts in a row; giving up (--once)`,
    );
    stop.abort();
    failed = true;
  }
  await plan;
  await Promise.all(games.values());
  return failed ? EXIT.failed : EXIT.ok;
}
