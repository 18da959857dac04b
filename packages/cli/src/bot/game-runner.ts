import { answerCode, refusalOf, succeeded, type BotApi } from './api.ts';
import type { BackoffTimes } from './backoff.ts';
import { GameTranslator } from './game-translator.ts';
import { moveBody, parseProgramLine } from './program-output.ts';
import type { ProgramLine } from './program-lines.ts';
import { Program } from './program.ts';
import { placeText, type Reporter } from './report.ts';
import { followStream } from './stream.ts';

export interface GameContext {
  readonly api: BotApi;
  readonly table: string;
  /** The program's command line (run through the shell). */
  readonly exec: string;
  readonly report: Reporter;
  /** The whole client stopping. */
  readonly signal: AbortSignal;
  readonly backoff?: BackoffTimes;
  readonly idleMs?: number;
  readonly exitGraceMs?: number;
}

/** How one game went: played to its end (ok), or why not. */
export interface GameResult {
  readonly table: string;
  readonly ok: boolean;
  readonly why?: string;
}

/**
 * Plays one game: follows its stream with whole views, runs one program for it, writes the program its lines, and sends
 * the moves it answers (one at a time, in order) with the version of the turn they answer. A program that exits before
 * the game's end has the game resigned for it.
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
    if (translator.ended || ctx.signal.aborted) return;
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
    if (translator.ended || signal.aborted) return;
    if (action.kind === 'chat') {
      const answer = await api.post(`${path}/chat`, { text: action.text });
      if (!succeeded(answer)) report.problem(`table ${table}: chat refused: ${answerCode(answer)}`);
      return;
    }
    const version = translator.answer();
    const answer = await api.post(`${path}/move`, moveBody(action, version));
    if (succeeded(answer)) {
      const now = (answer.body as { version?: unknown } | null)?.version;
      const after = typeof now === 'number' ? ` (now ${now})` : '';
      say(`${action.kind === 'move' ? 'move' : `${action.moves.length} moves`} sent at version ${version}${after}`);
      return;
    }
    const refusal = refusalOf(answer);
    say(`move at version ${version} refused: ${refusal.code}`);
    write(translator.refused(version, refusal.code, refusal.detail, refusal.version));
  }

  const end = await followStream(
    api,
    `/api/bot/stream/game/${encodeURIComponent(table)}?view=full`,
    (message) => {
      write(translator.receive(message));
      return translator.ended ? 'done' : 'more';
    },
    {
      signal,
      report: (text) => say(`game stream: ${text}`),
      ...opt('backoff', ctx.backoff),
      ...opt('idleMs', ctx.idleMs),
    },
  );
  if (end.kind === 'refused') {
    failure = `the server refused its stream (${end.code})`;
    report.problem(`table ${table}: ${failure}`);
  }
  if (ctx.signal.aborted) {
    await program?.stop();
    return { table, ok: false, why: 'stopped' };
  }
  if (failure !== undefined && !translator.ended) {
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

/** `{key: value}` when the value is given (the options' optional fields take no explicit undefined). */
function opt<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}
