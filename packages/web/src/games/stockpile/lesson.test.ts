// The Stockpile lesson shows what issue 30 promises: supply face up and face down, bidding and being outbid, an action
// card, selling that pays a fee, the Movement with a split and a bankruptcy, and the final bonus, each happening on
// the learner's scripted path through the engine; wrong choices are refused with their own words.
import { getGame, stockpile, type Stockpile } from '@birzha/engine';
import { describe, expect, it } from 'vitest';
import { submitTurn, followExamples, type Run } from '../../lessons/lesson-runner.ts';
import { expectAnchorsInToc } from '../../table/help-map.test-helper.ts';
import { lesson } from './lesson.ts';
import { tocFor } from './rules-toc.ts';

const GAME = getGame('stockpile') ?? stockpile;
const YOU = 0;

/** The lesson followed with each step's example up to step `at` (the end by default), and the events of each step. */
function playExamples(at?: number): { run: Run; events: Stockpile.Event[][] } {
  const { run, logs } = followExamples(lesson, GAME, at);
  return { run, events: logs.map((items) => items.map((l) => l.event as Stockpile.Event)) };
}

/** The run at the start of step `at`, reached with the examples. */
const runAt = (at: number): Run => playExamples(at).run;

describe('Stockpile lesson', () => {
  const { run, events } = playExamples();
  const at = (step: number) => events[step] ?? [];

  it('places one card face up and one face down, then is outbid and bids again', () => {
    expect(at(1)).toContainEqual({ type: 'cardPlaced', seat: YOU, pile: 0, faceUp: true, card: 'cosmic-3' });
    expect(at(1)).toContainEqual({ type: 'cardPlaced', seat: YOU, pile: 1, faceUp: false, card: 'fee-1000-1' });
    // The others' face-down cards stay hidden from the learner.
    expect(at(1)).toContainEqual(expect.objectContaining({ type: 'cardPlaced', seat: 2, faceUp: false, card: null }));
    expect(at(2)).toContainEqual(expect.objectContaining({ type: 'bidPlaced', seat: 1, pile: 0, displaced: YOU }));
    expect(at(3)).toContainEqual(expect.objectContaining({ type: 'bidPlaced', seat: YOU, pile: 2, amount: 0 }));
  });

  it('wins the Boom and a hidden fee it cannot pay, plays the Boom, and the sale pays the fee', () => {
    const won = at(3).find((e) => e.type === 'pileWon' && e.seat === YOU);
    expect(won?.type === 'pileWon' && won.cards.map((c) => c.card)).toEqual(['boom-1', 'stanford-1', 'fee-3000-1']);
    expect(at(3)).toContainEqual({ type: 'feeDeferred', seat: YOU, amount: 3000 });
    expect(at(4)).toContainEqual({ type: 'actionPlayed', seat: YOU, card: 'boom-1', company: 'cosmic' });
    expect(at(4)).toContainEqual(expect.objectContaining({ type: 'priceMoved', company: 'cosmic', from: 7, to: 9 }));
    expect(at(5)).toContainEqual(expect.objectContaining({ type: 'sold', seat: YOU, total: 6000 }));
    expect(at(5)).toContainEqual({ type: 'feeDebtPaid', seat: YOU, amount: 3000 });
  });

  it('moves with a split of Cosmic and a bankruptcy of Bottomline, then pays the final bonus and ends', () => {
    const split = at(5).find((e) => e.type === 'split');
    expect(split?.type === 'split' && split.company === 'cosmic' && split.moved[YOU]).toBe(4);
    expect(at(5)).toContainEqual(expect.objectContaining({ type: 'priceMoved', company: 'cosmic', from: 9, to: 8 }));
    const bankrupt = at(5).find((e) => e.type === 'bankrupt');
    expect(bankrupt?.type === 'bankrupt' && bankrupt.company === 'bottomline' && bankrupt.lost[2]).toEqual({
      regular: 2,
      split: 0,
    });
    expect(bankrupt?.type === 'bankrupt' && bankrupt.lost[YOU]).toEqual({ regular: 0, split: 0 });
    const bonuses = at(5).filter((e) => e.type === 'majorityBonus' && e.seats.includes(YOU));
    expect(bonuses.map((e) => e.type === 'majorityBonus' && e.company)).toEqual(['cosmic', 'stanford']);
    expect(at(5).at(-1)?.type).toBe('gameOver');
    expect(stockpile.outcome(run.state as Stockpile.State)?.ranking[0]).toEqual([YOU]);
  });

  it('refuses a fee face up, a second bid on the fee pile and a sale of Cosmic, and says why', () => {
    const supply = submitTurn(runAt(1), [
      { type: 'supply', faceUp: { card: 'fee-1000-1', pile: 1 }, faceDown: { card: 'cosmic-3', pile: 0 } },
    ]);
    expect(supply.kind).toBe('wrong');
    expect(supply.run.wrong?.en).toMatch(/hide the fee/);
    const second = runAt(3);
    const rebid = submitTurn(second, [{ type: 'bid', pile: 1, amount: 1000 }]);
    expect(rebid.kind).toBe('wrong');
    expect(rebid.run.wrong?.en).toMatch(/Bid on pile 3/);
    expect(rebid.run.state).toBe(second.state);
    // Outbidding Boris's $3,000 takes $6,000, more than the learner's $2,000 (spec 8.6): the engine refuses it.
    const dear = submitTurn(second, [{ type: 'bid', pile: 0, amount: 6000 }]);
    expect(dear.kind === 'illegal' && dear.violation.code).toBe('INSUFFICIENT_CASH');
    const sell = submitTurn(runAt(5), [
      { type: 'sell', cards: { bottomline: { regular: 3 }, cosmic: { regular: 1 } } },
    ]);
    expect(sell.kind).toBe('wrong');
    expect(sell.run.wrong?.en).toMatch(/Keep Cosmic/);
  });
});

it('puts into practice only sections its rules have, in every language (the "?" of a table offers those steps)', () => {
  expectAnchorsInToc(
    lesson.steps.flatMap((s) => s.sections ?? []),
    tocFor,
  );
});
