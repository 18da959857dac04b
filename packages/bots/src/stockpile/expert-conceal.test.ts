import { stockpile, unwrap, type Stockpile } from '@birzha/engine';
import { describe, expect, it } from 'vitest';
import { appraise, cardValue } from './appraisal.ts';
import { candidates } from './expert-candidates.ts';
import { CONCEAL_TOLERANCE, concealSupply } from './expert-conceal.ts';
import { meanResults, searchMove } from './expert-search.ts';
import { decideHeuristic } from './heuristic.ts';

type View = Stockpile.View;

const budget = (playouts: number) => ({ playouts, moves: playouts * 20, maxWorlds: 64, deadline: Infinity });

/** Seat to act's first Supply decision at a 4-player table, with its candidates and its best placement. */
function supplyDecision(seed: string) {
  const options = unwrap(stockpile.parseOptions({}, 4));
  const { state } = unwrap(stockpile.setup({ players: 4, options, seed }));
  const seat = stockpile.toAct(state)[0]!;
  const view: View = stockpile.view(state, seat);
  const legal = stockpile.legalMoves(state, seat);
  const list = candidates(view, legal, decideHeuristic(view, seat, legal));
  const best = searchMove(view, seat, `${seed}/search`, list, budget(48));
  return { view, seat, legal, list, best };
}

describe("the expert's Supply does not always point at its pile (issue 27)", () => {
  it('hides the worse card on another pile instead when that costs little, else keeps its best placement', () => {
    let decoys = 0;
    let strict = 0;
    let hides = 0;
    for (let i = 0; i < 12; i++) {
      const seed = `conceal-${i}`;
      const { view, seat, legal, list, best } = supplyDecision(seed);
      if (best.type !== 'supply' || best.hideBoth === true) continue;
      const a = appraise(view, seat);
      if (cardValue(a, best.faceDown.card) <= cardValue(a, best.faceUp.card)) continue;
      hides += 1;
      const chosen = concealSupply(view, seat, seed, best, list, budget(24));
      expect(legal).toContainEqual(chosen);
      expect(concealSupply(view, seat, seed, best, list, budget(24))).toEqual(chosen);
      // Giving up nothing, fewer decoys qualify.
      if (concealSupply(view, seat, seed, best, list, budget(24), 0) !== best) strict += 1;
      if (chosen === best) continue;
      decoys += 1;
      // A decoy: the better card face up, the worse one face down on another pile, within the tolerance.
      expect(chosen.type === 'supply' && chosen.faceDown.card).toBe(best.faceUp.card);
      expect(chosen.type === 'supply' && chosen.faceDown.pile !== chosen.faceUp.pile).toBe(true);
      const [b, d] = meanResults(view, seat, `${seed}/compare`, [best, chosen], 24, Infinity);
      expect(d!).toBeGreaterThanOrEqual(b! - CONCEAL_TOLERANCE);
    }
    expect(hides).toBeGreaterThan(0);
    expect(decoys).toBeGreaterThan(0);
    expect(strict).toBeLessThan(decoys);
  }, 60_000);

  it('leaves a placement that already hides the worse card, and every other phase, alone', () => {
    const { view, seat, list } = supplyDecision('conceal-keep');
    const a = appraise(view, seat);
    const worseDown = list.find(
      (m) => m.type === 'supply' && m.hideBoth !== true && cardValue(a, m.faceDown.card) < cardValue(a, m.faceUp.card),
    );
    expect(worseDown).toBeDefined();
    expect(concealSupply(view, seat, 's', worseDown!, list, budget(8))).toBe(worseDown);
    const bid: Stockpile.Move = { type: 'bid', pile: 0, amount: 0 };
    expect(concealSupply(view, seat, 's', bid, [bid], budget(8))).toBe(bid);
  });
});
