import { canonicalJson, type AnyGame, type Violation } from '@birzha/engine';
import type { LogItem } from '../table/use-table.ts';
import type { Lesson, LessonStep, Words } from './lesson-types.ts';

/**
 * Where a lesson stands: `say` waits for the learner (a turn, or "Next" on a step that only tells), `others` plays the
 * scripted turns of the other seats one by one, `after` says what happened and waits for "Next", `done` is the end.
 */
export type Phase = 'say' | 'others' | 'after' | 'done';

/** A lesson in play: the engine's own state of its table, and the lesson's place. Never mutated. */
export interface Run {
  readonly lesson: Lesson;
  readonly game: AnyGame;
  readonly state: unknown;
  /** Moves applied since the setup. */
  readonly version: number;
  /** The events as the learner's seat sees them, by version (the board's log). */
  readonly log: readonly LogItem[];
  readonly step: number;
  readonly phase: Phase;
  /** The learner's turn of every step begun so far (null: a step that only tells), so the run can be replayed. */
  readonly turns: readonly (readonly unknown[] | null)[];
  /** How many of the current step's scripted turns are played. */
  readonly othersPlayed: number;
  /** Why the learner's last turn was not played, until the next turn or step. */
  readonly wrong: Words | null;
}

/** What is kept of a run to rebuild it: the step and the learner's turns (the rest is scripted). */
export interface Progress {
  readonly step: number;
  readonly turns: readonly (readonly unknown[] | null)[];
}

export type Verdict =
  | { readonly kind: 'accepted'; readonly run: Run }
  /** The engine accepts it but the lesson wants another turn here: not played, `run.wrong` says why. */
  | { readonly kind: 'wrong'; readonly run: Run }
  /** The engine refuses it (the board should not have offered it). */
  | { readonly kind: 'illegal'; readonly run: Run; readonly violation: Violation };

type Played = { readonly ok: true; readonly run: Run } | { readonly ok: false; readonly violation: Violation };

/** Plays one seat's whole turn through the engine (parseMove, play), all or none. */
function playTurn(run: Run, seat: number, moves: readonly unknown[]): Played {
  const { game } = run;
  let state = run.state;
  let version = run.version;
  const log: LogItem[] = [];
  for (const raw of moves) {
    const move = game.parseMove(raw);
    if (!move.ok) return { ok: false, violation: move.error };
    const next = game.play(state, seat, move.value);
    if (!next.ok) return { ok: false, violation: next.error };
    state = next.value.state;
    version += 1;
    for (const event of next.value.events) {
      const seen = game.viewEvent(event, run.lesson.seat, state);
      if (seen !== undefined) log.push({ version, event: seen });
    }
  }
  return { ok: true, run: { ...run, state, version, log: [...run.log, ...log] } };
}

/** Whether every move of the learner's turn is among the engine's legal moves where it is played. */
function listed(run: Run, moves: readonly unknown[]): boolean {
  const { game } = run;
  let state = run.state;
  for (const raw of moves) {
    const move = game.parseMove(raw);
    if (!move.ok) return false;
    const text = canonicalJson(move.value);
    if (!game.legalMoves(state, run.lesson.seat).some((m) => canonicalJson(m) === text)) return false;
    const next = game.play(state, run.lesson.seat, move.value);
    if (!next.ok) return false;
    state = next.value.state;
  }
  return true;
}

/** The current step, or undefined once done. */
export function currentStep(run: Run): LessonStep | undefined {
  return run.lesson.steps[run.step];
}

/** Whether the lesson waits for the learner's turn now (the board may send). */
export function awaitsTurn(run: Run): boolean {
  return run.phase === 'say' && currentStep(run)?.expect !== undefined;
}

/**
 * The run a learner's turn is judged in: this one when its step awaits a turn; past a step that only tells (as if
 * "Next" were pressed) when the next step awaits one, since the board already offers that move (a lesson's first step
 * may point at the capture its second asks for, and refusing it read as the lesson contradicting itself); else null
 * (read on first).
 */
export function turnRun(run: Run): Run | null {
  if (awaitsTurn(run)) return run;
  if (run.phase !== 'say' || currentStep(run)?.expect !== undefined) return null;
  const next = nextStep(run);
  return awaitsTurn(next) ? next : null;
}

/** The lesson's table as its setup makes it. A lesson the engine refuses is a bug (the replay test catches it). */
export function startLesson(lesson: Lesson, game: AnyGame): Run {
  const options = game.parseOptions(lesson.options, lesson.players);
  if (!options.ok) throw new Error(`lesson ${lesson.game}: options ${options.error.code}`);
  const setup = game.setup({
    players: lesson.players,
    options: options.value,
    seed: lesson.seed,
    position: lesson.position,
    ...(lesson.rulesVersion === undefined ? {} : { rulesVersion: lesson.rulesVersion }),
  });
  if (!setup.ok)
    throw new Error(`lesson ${lesson.game}: setup ${setup.error.code} ${JSON.stringify(setup.error.detail)}`);
  const log = setup.value.events.flatMap((event) => {
    const seen = game.viewEvent(event, lesson.seat, setup.value.state);
    return seen === undefined ? [] : [{ version: 0, event: seen }];
  });
  return {
    lesson,
    game,
    state: setup.value.state,
    version: 0,
    log,
    step: 0,
    phase: 'say',
    turns: [],
    othersPlayed: 0,
    wrong: null,
  };
}

/**
 * The learner's turn at a step that waits for one: refused as the engine refuses it, refused with the step's words
 * when it breaks a check of the lesson, else played; then the others' scripted turns follow (`playOther`).
 */
export function submitTurn(run: Run, moves: readonly unknown[]): Verdict {
  const expect = currentStep(run)?.expect;
  if (run.phase !== 'say' || expect === undefined) {
    return { kind: 'illegal', run, violation: { code: 'NOT_YOUR_TURN' } };
  }
  const played = playTurn(run, run.lesson.seat, moves);
  if (!played.ok) return { kind: 'illegal', run, violation: played.violation };
  if (expect.any === true) {
    if (!listed(run, moves)) return { kind: 'wrong', run: { ...run, wrong: expect.wrong } };
  } else {
    const broken = expect.checks.find((check) => !check.test(moves));
    if (broken !== undefined) return { kind: 'wrong', run: { ...run, wrong: broken.wrong } };
  }
  const turns = [...run.turns.slice(0, run.step), moves];
  return { kind: 'accepted', run: settle({ ...played.run, turns, wrong: null, othersPlayed: 0, phase: 'others' }) };
}

/** Past the scripted turns when none are left: to `after`. */
function settle(run: Run): Run {
  const others = currentStep(run)?.others ?? [];
  return run.phase === 'others' && run.othersPlayed >= others.length ? { ...run, phase: 'after' } : run;
}

/** Plays the next scripted turn of another seat. A scripted turn the engine refuses is a bug of the lesson. */
export function playOther(run: Run): Run {
  if (run.phase !== 'others') return run;
  const turn = currentStep(run)?.others?.[run.othersPlayed];
  if (turn === undefined) return settle(run);
  const played = playTurn(run, turn.seat, turn.moves);
  if (!played.ok) throw new Error(`lesson ${run.lesson.game} step ${run.step}: scripted turn ${played.violation.code}`);
  return settle({ ...played.run, othersPlayed: run.othersPlayed + 1 });
}

/** "Next": past a step that only tells, or past a step's `after`; `done` after the last step. */
export function nextStep(run: Run): Run {
  const step = currentStep(run);
  if (step === undefined) return run;
  const telling = run.phase === 'say' && step.expect === undefined;
  if (!telling && run.phase !== 'after') return run;
  const turns = telling ? [...run.turns.slice(0, run.step), null] : run.turns;
  const at = run.step + 1;
  return {
    ...run,
    step: at,
    turns,
    othersPlayed: 0,
    wrong: null,
    phase: at >= run.lesson.steps.length ? 'done' : 'say',
  };
}

/** What to keep of a run. */
export function progressOf(run: Run): Progress {
  return { step: run.step, turns: run.turns };
}

/**
 * A run rebuilt from kept progress by replaying the learner's turns and the scripts through the engine; from the
 * start when the progress no longer replays (the lesson or the rules changed since).
 */
export function restoreLesson(lesson: Lesson, game: AnyGame, progress: Progress | null): Run {
  const fresh = startLesson(lesson, game);
  if (progress === null) return fresh;
  let run = fresh;
  try {
    const upTo = Math.min(progress.step, lesson.steps.length);
    for (let i = 0; i < progress.turns.length && i <= upTo; i++) {
      const turn = progress.turns[i];
      if (i === upTo && turn === null) break;
      if (turn === undefined) return fresh;
      if (turn === null) {
        run = nextStep(run);
        continue;
      }
      const verdict = submitTurn(run, turn);
      if (verdict.kind !== 'accepted') return fresh;
      run = verdict.run;
      while (run.phase === 'others') run = playOther(run);
      if (i < upTo) run = nextStep(run);
    }
    return run.step === upTo ? run : fresh;
  } catch {
    return fresh;
  }
}

/**
 * The learner's turn a step's example makes: its `example`, or at a step that takes any legal turn the engine's
 * first legal move and, while the seat still acts, the first legal move after it. Undefined at a step that only tells.
 */
export function exampleTurn(run: Run): readonly unknown[] | undefined {
  const expect = currentStep(run)?.expect;
  if (expect === undefined) return undefined;
  if (expect.any !== true) return expect.example;
  const { game } = run;
  const seat = run.lesson.seat;
  const turn: unknown[] = [];
  let state = run.state;
  // A whole turn is a handful of moves; the bound only keeps a broken lesson from looping.
  for (let i = 0; i < 20 && game.toAct(state).includes(seat); i++) {
    const move = game.legalMoves(state, seat)[0];
    if (move === undefined) break;
    const next = game.play(state, seat, move);
    if (!next.ok) break;
    turn.push(move);
    state = next.value.state;
  }
  return turn;
}

/**
 * The lesson followed as a learner who does what each step asks (its example turn) up to step `at`, the end by
 * default, with the log items each step added. A step whose example is refused is a bug of the lesson.
 */
export function followExamples(
  lesson: Lesson,
  game: AnyGame,
  at = lesson.steps.length,
): { readonly run: Run; readonly logs: readonly (readonly LogItem[])[] } {
  let run = startLesson(lesson, game);
  const logs: LogItem[][] = [];
  while (run.phase !== 'done' && run.step < at) {
    const from = run.log.length;
    const turn = exampleTurn(run);
    if (turn !== undefined) {
      const verdict = submitTurn(run, turn);
      if (verdict.kind !== 'accepted')
        throw new Error(`lesson ${lesson.game} step ${run.step}: example ${verdict.kind}`);
      run = verdict.run;
      while (run.phase === 'others') run = playOther(run);
    }
    logs.push(run.log.slice(from));
    run = nextStep(run);
  }
  return { run, logs };
}

/** The lesson opened at step `at` (a table's "?", issue 30.5), or undefined when `at` is not one of its steps. */
export function lessonAtStep(lesson: Lesson, game: AnyGame, at: number): Run | undefined {
  if (!Number.isInteger(at) || at < 0 || at >= lesson.steps.length) return undefined;
  return followExamples(lesson, game, at).run;
}

/** The first step that puts a rules section into practice (its index), or undefined when none does. */
export function stepOfSection(lesson: Lesson, section: string): number | undefined {
  const at = lesson.steps.findIndex((s) => s.sections?.includes(section) === true);
  return at < 0 ? undefined : at;
}

/** "Back": the start of the previous step (or of this one, at the first). */
export function previousStep(run: Run): Run {
  const to = Math.max(0, run.phase === 'say' || run.phase === 'done' ? run.step - 1 : run.step);
  return restoreLesson(run.lesson, run.game, { step: to, turns: run.turns.slice(0, to) });
}
