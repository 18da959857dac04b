// The Akcioner lesson shows what issue 30 promises: a card with a colour choice, a trade, compensation, a zeroing,
// the last round and the end, each happening on the learner's scripted path through the engine.
import { akcioner, getGame, type Akcioner } from '@birzha/engine';
import { describe, expect, it } from 'vitest';
import { nextStep, startLesson, submitTurn, followExamples, type Run } from '../../lessons/lesson-runner.ts';
import { expectAnchorsInToc } from '../../table/help-map.test-helper.ts';
import { lesson } from './lesson.ts';
import { tocFor } from './rules-toc.ts';

const GAME = getGame('akcioner') ?? akcioner;

/** The lesson followed with each step's example up to step `at` (the end by default), and the events of each step. */
function playExamples(at?: number): { run: Run; events: Akcioner.Event[][] } {
  const { run, logs } = followExamples(lesson, GAME, at);
  return { run, events: logs.map((items) => items.map((l) => l.event as Akcioner.Event)) };
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

it('puts into practice only sections its rules have, in every language (the "?" of a table offers those steps)', () => {
  expectAnchorsInToc(
    lesson.steps.flatMap((s) => s.sections ?? []),
    tocFor,
  );
});
