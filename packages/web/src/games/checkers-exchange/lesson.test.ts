// The Checkers Exchange lesson shows what issue 30 promises: which firm moves and why, a capture and its income, a
// trade on the book, a meeting that changes a director, and the settlement, each happening on the learner's scripted
// path through the engine; wrong choices are refused with their own words.
import { checkersExchange, getGame, type CheckersExchange } from '@birzha/engine';
import { describe, expect, it } from 'vitest';
import { startLesson, submitTurn, followExamples, type Run } from '../../lessons/lesson-runner.ts';
import { expectAnchorsInToc } from '../../table/help-map.test-helper.ts';
import { lesson } from './lesson.ts';
import { tocFor } from './rules-toc.ts';

const GAME = getGame('checkers-exchange') ?? checkersExchange;
const YOU = 0;
const VERA = 2;

/** The lesson followed with each step's example up to step `at` (the end by default), and the events of each step. */
function playExamples(at?: number): { run: Run; events: CheckersExchange.Event[][] } {
  const { run, logs } = followExamples(lesson, GAME, at);
  return { run, events: logs.map((items) => items.map((l) => l.event as CheckersExchange.Event)) };
}

const stateOf = (run: Run) => run.state as CheckersExchange.State;

describe('Checkers Exchange lesson', () => {
  const { run, events } = playExamples();
  const at = (step: number) => events[step] ?? [];

  it('starts with W2 to move, the only white firm that can capture and has not moved this year', () => {
    const start = stateOf(startLesson(lesson, GAME));
    expect(start.phase).toBe('board');
    expect(start.activeFirm).toBe('w2');
    expect(start.firms.w2.director).toBe(YOU);
    expect(start.firms.w2.plies).toBe(0);
    expect(checkersExchange.legalMoves(start, YOU)).toEqual([{ type: 'ply', move: 'c3:e5' }]);
  });

  it('captures a man for 200 cr of income, paid out at the year income with the director’s fee and a dividend', () => {
    expect(at(1)).toContainEqual(
      expect.objectContaining({ type: 'plyPlayed', firm: 'w2', by: YOU, move: 'c3:e5', income: 200 }),
    );
    expect(at(1)).toContainEqual(expect.objectContaining({ type: 'firmToMove', firm: 'b1', holder: 1 }));
    expect(at(1)).toContainEqual(
      expect.objectContaining({ type: 'yearIncome', firm: 'w2', director: YOU, gross: 200, tax: 40, fee: 20 }),
    );
    expect(at(1)).toContainEqual(expect.objectContaining({ type: 'dividendPaid', firm: 'w2', account: YOU }));
  });

  it('trades on the book with the state’s ask, calls a meeting and takes W1 from Vera with 21 votes of 40', () => {
    expect(at(2)).toContainEqual(
      expect.objectContaining({ type: 'trade', firm: 'w1', qty: 3, price: 20, buyer: YOU, seller: 'gov' }),
    );
    expect(at(4)).toContainEqual(expect.objectContaining({ type: 'sessionClosed', requests: [YOU] }));
    const result = at(7).find((e) => e.type === 'meetingResult' && e.firm === 'w1');
    expect(result).toMatchObject({ incumbent: VERA, votingShares: 40, elected: YOU });
    expect(at(7)).toContainEqual(expect.objectContaining({ type: 'directorChanged', firm: 'w1', from: VERA, to: YOU }));
  });

  it('ends with the survival income, the liquidation and the result', () => {
    expect(at(7)).toContainEqual(expect.objectContaining({ type: 'survivalIncome', firm: 'w1', director: YOU }));
    expect(at(7).some((e) => e.type === 'liquidation')).toBe(true);
    expect(at(7).at(-1)?.type).toBe('gameEnded');
    expect(checkersExchange.outcome(stateOf(run))).toBeDefined();
  });

  it('refuses a session order too small or too cheap, Ready before the meeting is called, and says why', () => {
    const session = playExamples(2).run;
    const small = submitTurn(session, [{ type: 'order', account: 'me', side: 'buy', firm: 'w1', qty: 2, limit: 20 }]);
    expect(small.kind).toBe('wrong');
    expect(small.run.wrong?.en).toMatch(/at least 3/);
    expect(small.run.state).toBe(session.state);
    const cheap = submitTurn(session, [{ type: 'order', account: 'me', side: 'buy', firm: 'w1', qty: 3, limit: 15 }]);
    expect(cheap.run.wrong?.en).toMatch(/no cheaper/);
    const early = submitTurn(playExamples(3).run, [{ type: 'ready' }]);
    expect(early.kind).toBe('wrong');
    expect(early.run.wrong?.en).toMatch(/Request a meeting/);
  });
});

it('puts into practice only sections its rules have, in every language (the "?" of a table offers those steps)', () => {
  expectAnchorsInToc(
    lesson.steps.flatMap((s) => s.sections ?? []),
    tocFor,
  );
});
