import { setTimeout as sleep } from 'node:timers/promises';
import { answerCode, refusalOf, succeeded, type ApiAnswer, type BotApi } from './api.ts';
import type { BackoffTimes } from './backoff.ts';
import { GameTranslator } from './game-translator.ts';
import { retryWait, type Pacer } from './pacer.ts';
import { moveBody, parseProgramLine } from './program-output.ts';
import type { ProgramLine, SeatLostReason } from './program-lines.ts';
import { Program } from './program.ts';
import { placeText, type Reporter } from './report.ts';
import { followStream } from './stream.ts';

/**
 * How long a move refused NOT_SEATED waits for the stream's `seatLost` line, which says why the seat was lost (a
 * server that sends none keeps the stream open: it is closed then, the reason unknown).
 */
export const SEAT_LOST_WAIT_MS = 3000;

export interface GameContext {
  readonly api: BotApi;
  readonly table: string;
  /** The program's command line (run through the shell). */
  readonly exec: string;
  readonly report: Reporter;
  /** The whole client stopping. */
  readonly signal: AbortSignal;
  /** Paces the moves of all the client's games (one token, one limit). */
  readonly pacer?: Pacer;
  /** Give up a game stream that failed this many times in a row (--once); unset: retry for ever. */
  readonly giveUpAfter?: number;
  readonly backoff?: BackoffTimes;
  readonly idleMs?: number;
  readonly exitGraceMs?: number;
  readonly seatLostWaitMs?: number;
}

/** How one game went: played to its end (ok), or why not. */
export interface GameResult {
  readonly table: string;
  readonly ok: boolean;
  readonly why?: string;
}

/**
 * Plays one game: follows its stream with whole views, runs one program for it, writes the program its lines, and sends
 * the moves it answers (one at a time, in order, paced under the server's limit) with the version of the turn they
 * answer. A program that exits before the game's end has the game resigned for it. A seat a server bot took over for
 * timeouts is taken back once and played on; otherwise the program is told (`end`, reason `seatLost`).
 */
export async function playGame(ctx: GameContext): Promise<GameResult> {
  const { api, table, report } = ctx;
  const path = `/api/bot/game/${encodeURIComponent(table)}`;
  const say = (text: string) => report.event(`table ${table}: ${text}`);
  const stop = new AbortController();
  const signal = AbortSignal.any([ctx.signal, stop.signal]);
  const translator = new GameTranslator(table);
  let program: Program | undefined;
  let failure: string | undefined;
  /** The outcome once the game is over (told after the last move's answer, so that the log reads in order). */
  let outcome: unknown;
  /** The program's lines are handled one after another, so that refusals come back in the order of the moves. */
  let queue = Promise.resolve();
  /** Closes the game stream being read (a move refused NOT_SEATED and no `seatLost` line came). */
  let streamStop = new AbortController();
  let notSeatedTimer: NodeJS.Timeout | undefined;

  const write = (lines: readonly ProgramLine[]) => {
    for (const line of lines) {
      program ??= new Program(ctx.exec, onProgramLine, onProgramExit);
      if (line.t === 'start') say(`${line.game} started, seat ${line.seat} of ${line.players}`);
      if (line.t === 'end') outcome = line.outcome;
      program.write(line);
      if (line.t === 'end') program.closeInput();
    }
  };

  function onProgramLine(line: string): void {
    queue = queue.then(() => handleProgramLine(line));
  }

  function onProgramExit(how: string): void {
    if (translator.over || ctx.signal.aborted) return;
    failure = `the program ended before the game did (${how})`;
    report.problem(`table ${table}: ${failure}; resigning`);
    stop.abort();
  }

  async function handleProgramLine(line: string): Promise<void> {
    const action = parseProgramLine(line);
    if (action.kind === 'bad') {
      report.problem(`table ${table}: ignored a line of the program (${action.reason}): ${line.slice(0, 200)}`);
      return;
    }
    if (translator.over || signal.aborted) {
      if (action.kind !== 'chat') translator.discard();
      return;
    }
    if (action.kind === 'chat') {
      const answer = await api.post(`${path}/chat`, { text: action.text });
      if (!succeeded(answer)) report.problem(`table ${table}: chat refused: ${answerCode(answer)}`);
      return;
    }
    const version = translator.answer();
    const answer = await sendMove(moveBody(action, version));
    if (answer === undefined) {
      write(translator.unsent(version));
      return;
    }
    if (succeeded(answer)) {
      const now = (answer.body as { version?: unknown } | null)?.version;
      const after = typeof now === 'number' ? ` (now ${now})` : '';
      say(`${action.kind === 'move' ? 'move' : `${action.moves.length} moves`} sent at version ${version}${after}`);
      write(translator.sent());
      return;
    }
    const refusal = refusalOf(answer);
    say(`move at version ${version} refused: ${refusal.code}`);
    if (refusal.code === 'NOT_SEATED') {
      notSeated();
      write(translator.unsent(version));
      return;
    }
    write(translator.refused(version, refusal.code, refusal.detail, refusal.version));
  }

  /**
   * Posts a move when the pacer lets it, and again after the wait a RATE_LIMITED or UNAVAILABLE answer names (the
   * server did nothing with it); undefined when the client stops or the game is over meanwhile.
   */
  async function sendMove(body: object & { version: number }): Promise<ApiAnswer | undefined> {
    for (;;) {
      try {
        await ctx.pacer?.wait(signal);
      } catch {
        return undefined;
      }
      if (translator.over) return undefined;
      const answer = await api.post(`${path}/move`, body);
      const wait = retryWait(answer);
      if (wait === undefined) return answer;
      say(`move at version ${body.version}: ${answerCode(answer)}; waiting ${wait / 1000} s before sending it again`);
      try {
        await sleep(wait, undefined, { signal });
      } catch {
        return undefined;
      }
    }
  }

  /** A move was refused NOT_SEATED: the stream's `seatLost` line should say why; without one, the stream is closed. */
  function notSeated(): void {
    if (translator.lost !== undefined || notSeatedTimer !== undefined) return;
    notSeatedTimer = setTimeout(() => {
      translator.lose(null);
      streamStop.abort();
    }, ctx.seatLostWaitMs ?? SEAT_LOST_WAIT_MS);
  }

  const streamPath = `/api/bot/stream/game/${encodeURIComponent(table)}?view=full`;
  for (;;) {
    streamStop = new AbortController();
    const end = await followStream(
      api,
      streamPath,
      (message) => {
        write(translator.receive(message));
        return translator.over ? 'done' : 'more';
      },
      {
        signal: AbortSignal.any([signal, streamStop.signal]),
        report: (text) => say(`game stream: ${text}`),
        ...opt('backoff', ctx.backoff),
        ...opt('idleMs', ctx.idleMs),
        ...opt('giveUpAfter', ctx.giveUpAfter),
      },
    );
    clearTimeout(notSeatedTimer);
    notSeatedTimer = undefined;
    // A stream refused NOT_SEATED: the seat went while the stream was down.
    if (end.kind === 'refused' && end.code === 'NOT_SEATED' && !translator.over) translator.lose(null);
    const lost = translator.lost;
    if (lost === undefined || signal.aborted) {
      if (end.kind === 'refused') {
        failure = `the server refused its stream (${end.code})`;
        report.problem(`table ${table}: ${failure}`);
      } else if (end.kind === 'gaveUp') {
        failure = `its stream could not be reopened (${end.reason}; ${end.attempts} attempts in a row)`;
        report.problem(`table ${table}: ${failure}; giving up (--once)`);
      }
      break;
    }
    report.problem(`table ${table}: seat lost: ${lostText(lost.reason)}`);
    if (lost.reason === 'timeouts') {
      // Once per loss: a seat that keeps timing out is taken over again, and taken back again, as a person's would be.
      const back = await api.post(`${path}/return`, {}, signal);
      if (succeeded(back)) {
        say('took the seat back; playing on');
        translator.regain();
        continue;
      }
      report.problem(`table ${table}: could not take the seat back (${answerCode(back)})`);
    }
    failure = `seat lost (${lost.reason ?? 'reason not given'})`;
    write([translator.lostEnd()]);
    break;
  }
  if (ctx.signal.aborted) {
    await program?.stop();
    return { table, ok: false, why: 'stopped' };
  }
  if (failure !== undefined && !translator.over) {
    // The seat must not stall the others: resigning hands it to a server bot (docs/bot-api.md).
    const answer = await api.post(`${path}/resign`);
    if (succeeded(answer)) say('resigned');
    else report.problem(`table ${table}: resign refused: ${answerCode(answer)}`);
  }
  await queue;
  if (translator.ended) say(`game over, ${placeText(outcome, translator.seat)}`);
  if (program !== undefined) {
    const how = await program.finish(ctx.exitGraceMs);
    if (translator.ended && how !== 'exit code 0') report.problem(`table ${table}: the program ended with ${how}`);
  }
  return failure === undefined ? { table, ok: true } : { table, ok: false, why: failure };
}

/** The log's words for why a seat was taken over. */
function lostText(reason: SeatLostReason | null): string {
  switch (reason) {
    case 'timeouts':
      return 'a server bot took it over after its turns timed out';
    case 'left':
      return 'a server bot took it over: the account left the match (resigned here or on the site)';
    case null:
      return 'the server answered NOT_SEATED and did not say why';
  }
}

/** `{key: value}` when the value is given (the options' optional fields take no explicit undefined). */
function opt<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}
