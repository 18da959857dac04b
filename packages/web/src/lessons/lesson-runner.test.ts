import { getGame, type AnyGame } from '@birzha/engine';
import { describe, expect, it } from 'vitest';
import { lesson } from '../games/akcioner/lesson.ts';
import {
  awaitsTurn,
  exampleTurn,
  lessonAtStep,
  nextStep,
  playOther,
  previousStep,
  progressOf,
  restoreLesson,
  startLesson,
  stepOfSection,
  submitTurn,
  turnRun,
  type Run,
} from './lesson-runner.ts';
import type { Lesson } from './lesson-types.ts';

const game: AnyGame = (() => {
  const found = getGame('akcioner');
  if (found === undefined) throw new Error('akcioner');
  return found;
})();

const pass = { type: 'trade', orders: {} };
const hundred = (...assign: string[]) => [pass, { type: 'playCard', card: 'H-red-1', assign }, pass];

/** The Akcioner lesson at its first step that waits for a turn (the hundred). */
function atHundred(): Run {
  return nextStep(nextStep(startLesson(lesson, game)));
}

describe('lesson runner', () => {
  it('moves past a step that only tells with Next, and only then waits for a turn', () => {
    const start = startLesson(lesson, game);
    expect(start.phase).toBe('say');
    expect(awaitsTurn(start)).toBe(false);
    expect(submitTurn(start, hundred('blue', 'yellow', 'green')).kind).toBe('illegal');
    const run = atHundred();
    expect(run.step).toBe(2);
    expect(awaitsTurn(run)).toBe(true);
  });

  it("takes a turn made while a step only tells as the next step's when that one waits for it (the board offers it)", () => {
    const start = startLesson(lesson, game);
    expect(turnRun(start)).toBeNull(); // the step after it tells too: read on first
    const telling = nextStep(start);
    expect(awaitsTurn(telling)).toBe(false);
    const ahead = turnRun(telling);
    expect(ahead?.step).toBe(2);
    expect(ahead === null ? null : submitTurn(ahead, hundred('blue', 'yellow', 'green')).kind).not.toBe('illegal');
    const waiting = atHundred();
    expect(turnRun(waiting)).toBe(waiting);
  });

  it('does not play a wrong turn and says why; the right one is played, then the others, then after and Next', () => {
    const run = atHundred();
    const wrong = submitTurn(run, hundred('green', 'yellow', 'blue'));
    expect(wrong.kind).toBe('wrong');
    expect(wrong.run.wrong).toBe(
      lesson.steps[2]?.expect?.any === true ? null : lesson.steps[2]?.expect?.checks[2]?.wrong,
    );
    expect(wrong.run.state).toBe(run.state);
    expect(wrong.run.version).toBe(0);
    expect(awaitsTurn(wrong.run)).toBe(true);

    const right = submitTurn(wrong.run, hundred('blue', 'green', 'yellow'));
    expect(right.kind).toBe('accepted');
    expect(right.run.wrong).toBeNull();
    expect(right.run.phase).toBe('others');
    expect(right.run.version).toBe(3);
    const others = playOther(right.run);
    expect(others.phase).toBe('after');
    expect(others.version).toBe(6);
    expect(game.toAct(others.state)).toEqual([lesson.seat]);
    expect(others.log.at(-1)?.event).toMatchObject({ type: 'turnStarted', seat: 0, round: 2 });
    const next = nextStep(others);
    expect(next).toMatchObject({ step: 3, phase: 'say' });
  });

  it('refuses with the engine what the engine refuses', () => {
    const verdict = submitTurn(atHundred(), [
      pass,
      { type: 'playCard', card: 'H-red-1', assign: ['red', 'blue', 'green'] },
    ]);
    expect(verdict).toMatchObject({ kind: 'illegal', violation: { code: 'ASSIGN_OWN_COLOR' } });
  });

  it('is done after the last step, and its progress replays to the same state, also mid-step and after Back', () => {
    let run = startLesson(lesson, game);
    const seen: Run[] = [];
    while (run.phase !== 'done') {
      seen.push(run);
      const step = lesson.steps[run.step];
      if (step?.expect !== undefined) {
        const turn = step.expect.any === true ? game.legalMoves(run.state, 0).slice(0, 1) : step.expect.example;
        const verdict = submitTurn(run, turn);
        run = verdict.run;
        while (run.phase === 'others') run = playOther(run);
        seen.push(run);
      }
      run = nextStep(run);
    }
    expect(run.step).toBe(lesson.steps.length);
    expect(nextStep(run)).toBe(run);
    for (const r of [...seen, run]) {
      const back = restoreLesson(lesson, game, JSON.parse(JSON.stringify(progressOf(r))));
      expect({ step: back.step, phase: back.phase, state: back.state, log: back.log }).toEqual({
        step: r.step,
        phase: r.phase,
        state: r.state,
        log: r.log,
      });
    }
    const last = previousStep(run);
    expect(last).toMatchObject({ step: lesson.steps.length - 1, phase: 'say' });
    expect(previousStep(last)).toMatchObject({ step: lesson.steps.length - 2, phase: 'say' });
  });

  it("at a step open to any turn, refuses a resignation (legal, but not listed) with the step's words", () => {
    const open = lesson.steps.findIndex((s) => s.expect?.any === true);
    const run = lessonAtStep(lesson, game, open);
    if (run === undefined) throw new Error('no step open to any turn');
    const resign = submitTurn(run, [{ type: 'resign' }]);
    expect(resign.kind).toBe('wrong');
    expect(resign.run.state).toBe(run.state);
    const expectation = lesson.steps[run.step]?.expect;
    expect(resign.run.wrong).toEqual(expectation?.any === true ? expectation.wrong : null);
    expect(submitTurn(run, game.legalMoves(run.state, 0).slice(-1)).kind).toBe('accepted');
  });

  it('starts again when kept progress no longer replays', () => {
    const broken = restoreLesson(lesson, game, { step: 3, turns: [null, null, hundred('red', 'blue', 'green')] });
    expect(broken).toMatchObject({ step: 0, phase: 'say', version: 0 });
  });

  it('opens at a step as a learner who followed every step before it: the same state as played by hand', () => {
    const byHand = nextStep(playOther(submitTurn(atHundred(), hundred('blue', 'yellow', 'green')).run));
    const opened = lessonAtStep(lesson, game, 3);
    expect(opened).toMatchObject({ step: 3, phase: 'say', version: byHand.version, turns: byHand.turns });
    expect(opened?.state).toEqual(byHand.state);
    // Its progress replays to the same place (a reload after opening at a step stays there).
    expect(restoreLesson(lesson, game, progressOf(opened as Run)).state).toEqual(byHand.state);
    expect(lessonAtStep(lesson, game, 0)).toEqual(startLesson(lesson, game));
  });

  it('opens at no step that the lesson does not have', () => {
    for (const at of [-1, lesson.steps.length, 1.5, Number.NaN]) expect(lessonAtStep(lesson, game, at)).toBeUndefined();
  });

  it("makes a step's example turn: its example, or the engine's first legal turn where any turn will do", () => {
    const run = atHundred();
    const step = lesson.steps[2]?.expect;
    expect(exampleTurn(run)).toEqual(step?.any === true ? undefined : step?.example);
    expect(exampleTurn(startLesson(lesson, game))).toBeUndefined();
    const open = lessonAtStep(
      lesson,
      game,
      lesson.steps.findIndex((s) => s.expect?.any === true),
    ) as Run;
    const turn = exampleTurn(open) ?? [];
    expect(turn[0]).toEqual(game.legalMoves(open.state, 0)[0]);
    expect(submitTurn(open, turn).kind).toBe('accepted');
  });

  it('finds the first step that puts a rules section into practice', () => {
    const sections: Lesson = {
      ...lesson,
      steps: lesson.steps.map((s, i) => ({ ...s, sections: i === 1 ? ['x', 'y'] : i === 3 ? ['y'] : [] })),
    };
    expect(stepOfSection(sections, 'x')).toBe(1);
    expect(stepOfSection(sections, 'y')).toBe(1);
    expect(stepOfSection(sections, 'z')).toBeUndefined();
  });
});
