// Every lesson replayed through the engine (issue 30): a rules change that breaks a lesson fails here.
import { getGame, type AnyGame } from '@birzha/engine';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../i18n/index.ts';
import { exampleTurn, nextStep, playOther, startLesson, submitTurn, type Run } from './lesson-runner.ts';
import type { Lesson, Words } from './lesson-types.ts';
import { LESSONS } from './registry.ts';

/** The learner's whole turn that starts with `first`: the engine's first legal move after it while the seat acts. */
function completeTurn(run: Run, game: AnyGame, first: unknown): unknown[] {
  const turn = [first];
  let state = game.play(run.state, run.lesson.seat, first);
  for (let i = 0; state.ok && game.toAct(state.value.state).includes(run.lesson.seat) && i < 10; i++) {
    const more = game.legalMoves(state.value.state, run.lesson.seat)[0];
    turn.push(more);
    state = game.play(state.value.state, run.lesson.seat, more);
  }
  return turn;
}

/** Plays the learner's turn and the others' script, then "Next"; fails the test where the lesson breaks. */
function playStep(run: Run, turn: readonly unknown[] | null): Run {
  if (turn === null) return nextStep(run);
  const verdict = submitTurn(run, turn);
  expect(verdict.kind, `step ${run.step}: ${JSON.stringify(turn)}`).toBe('accepted');
  let r = verdict.run;
  while (r.phase === 'others') r = playOther(r);
  expect(r.phase).toBe('after');
  return nextStep(r);
}

/** The rest of the lesson from `run`, each step's example turn (for `any`, the engine's first legal turn). */
function playToEnd(run: Run): Run {
  let r = run;
  while (r.phase !== 'done') r = playStep(r, exampleTurn(r) ?? null);
  return r;
}

function texts(lesson: Lesson): Words[] {
  return [
    lesson.title,
    ...lesson.steps.flatMap((s) => [
      s.say,
      ...(s.after === undefined ? [] : [s.after]),
      ...(s.expect === undefined ? [] : s.expect.any === true ? [s.expect.wrong] : s.expect.checks.map((c) => c.wrong)),
    ]),
  ];
}

describe.each(Object.entries(LESSONS))('lesson of %s', (id, load) => {
  it('is worded in every language, names a seat per player and highlights only zones it names', async () => {
    const { lesson } = await load();
    expect(lesson.game).toBe(id);
    for (const words of texts(lesson)) for (const lang of LANGS) expect(words[lang].trim(), words.en).not.toBe('');
    for (const lang of LANGS) expect(lesson.names[lang]).toHaveLength(lesson.players);
    for (const step of lesson.steps)
      for (const zone of step.look ?? []) expect(Object.keys(lesson.zones)).toContain(zone);
    // A step that waits for a turn says afterwards what happened; a step that only tells has no script.
    for (const step of lesson.steps) {
      if (step.expect === undefined) expect(step.others ?? []).toEqual([]);
      else expect(step.after).toBeDefined();
    }
  });

  it('replays every step through the engine: the learner acts, examples pass their checks, scripts are legal', async () => {
    const { lesson } = await load();
    const game = getGame(id);
    if (game === undefined) throw new Error(id);
    let run = startLesson(lesson, game);
    while (run.phase !== 'done') {
      const step = lesson.steps[run.step];
      if (step === undefined) throw new Error(`step ${run.step}`);
      if (step.expect !== undefined) expect(game.toAct(run.state), step.say.en).toContain(lesson.seat);
      if (step.expect === undefined) run = playStep(run, null);
      else if (step.expect.any === true) {
        // Any legal turn is accepted, and the rest of the lesson still plays to its end after it.
        const firsts = game.legalMoves(run.state, lesson.seat);
        expect(firsts.length).toBeGreaterThan(0);
        for (const first of firsts) {
          const end = playToEnd(playStep(run, completeTurn(run, game, first)));
          expect(game.outcome(end.state)).toBeDefined();
        }
        run = playStep(run, completeTurn(run, game, firsts[0]));
      } else {
        for (const check of step.expect.checks) expect(check.test(step.expect.example), check.wrong.en).toBe(true);
        run = playStep(run, step.expect.example);
      }
    }
    // The lesson plays the game to its end.
    expect(game.outcome(run.state)).toBeDefined();
    expect(game.toAct(run.state)).toEqual([]);
  });
});
