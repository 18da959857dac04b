// The Akcioner lesson shows what issue 30 promises: a card with a colour choice, a trade, compensation, a zeroing,
// the last round and the end, each happening on the learner's scripted path through the engine.
import { akcioner, getGame, type Akcioner } from '@birzha/engine';
import { describe, expect, it } from 'vitest';
import { nextStep, playOther, startLesson, submitTurn, type Run } from '../../lessons/lesson-runner.ts';
import { lesson } from './lesson.ts';

const GAME = getGame('akcioner') ?? akcioner;

/** The lesson played with each step's example, and the events of each step's turns. */
function playExamples(): { run: Run; events: Akcioner.Event[][] } {
  let run = startLesson(lesson, GAME);
  const events: Akcioner.Event[][] = [];
  while (run.phase !== 'done') {
    const step = lesson.steps[run.step];
    const from = run.log.length;
    if (step?.expect !== undefined) {
      const turn =
        step.expect.any === true
          ? akcioner.legalMoves(run.state as Akcioner.State, 0).slice(0, 1)
          : step.expect.example;
      const verdict = submitTurn(run, turn);
      expect(verdict.kind).toBe('accepted');
      run = verdict.run;
      while (run.phase === 'others') run = playOther(run);
    }
    events.push(run.log.slice(from).map((l) => l.event as Akcioner.Event));
    run = nextStep(run);
  }
  return { run, events };
}

describe('Akcioner lesson', () => {
  const { run, events } = playExamples();
  const mine = (step: number) => events[step] ?? [];

  it('plays a hundred with a colour choice, then a trade with compensation', () => {
    expect(mine(2)).toContainEqual(expect.objectContaining({ type: 'cardPlayed', seat: 0, card: 'H-red-1' }));
    expect(mine(3)).toContainEqual(expect.objectContaining({ type: 'traded', seat: 0, stage: 'trade1' }));
    const traded = mine(3).find((e) => e.type === 'traded' && e.seat === 0);
    expect(traded?.type === 'traded' && traded.lines.length).toBeGreaterThan(0);
    expect(mine(3)).toContainEqual(
      expect.objectContaining({ type: 'compensationPaid', seat: 0, color: 'green', kind: 'decrease' }),
    );
  });

  it('zeroes blue: Boris loses his blue and buys back what his cash allows (the after text says 1 of 3 at 50)', () => {
    expect(mine(4)).toContainEqual(
      expect.objectContaining({ type: 'priceChanged', color: 'blue', from: 20, raw: -40, to: 10 }),
    );
    expect(mine(4)).toContainEqual(
      expect.objectContaining({ type: 'sharesConfiscated', seat: 1, color: 'blue', qty: 3, buybackPrice: 50 }),
    );
    expect(mine(4)).toContainEqual(
      expect.objectContaining({ type: 'sharesBoughtBack', seat: 1, color: 'blue', qty: 1, price: 50, annulled: 2 }),
    );
  });

  it('ends with the last round, where the learner only plays a card, and the game is over', () => {
    expect(mine(4)).toContainEqual(
      expect.objectContaining({ type: 'turnStarted', seat: 0, round: 4, lastRound: true }),
    );
    expect(mine(5).filter((e) => e.type === 'traded')).toEqual([]);
    expect(mine(5).at(-1)?.type).toBe('gameEnded');
    expect(akcioner.outcome(run.state as Akcioner.State)).toBeDefined();
  });

  it('refuses the hundred with −30 off blue, and says why', () => {
    let r = startLesson(lesson, GAME);
    r = nextStep(nextStep(r));
    const verdict = submitTurn(r, [
      { type: 'trade', orders: {} },
      { type: 'playCard', card: 'H-red-1', assign: ['yellow', 'blue', 'green'] },
      { type: 'trade', orders: {} },
    ]);
    expect(verdict.kind).toBe('wrong');
    expect(verdict.run.wrong?.en).toMatch(/−30 on blue/);
    expect(verdict.run.state).toBe(r.state);
  });
});
