import { describe, expect, it } from 'vitest';
import type { TurnPlan } from './expert-candidates.ts';
import { playoutTurns } from './expert-playout.ts';
import { searchPlan } from './expert-search.ts';

/** Stand-ins for plans: the search only passes them to `play` and returns one. */
const plans = Array.from({ length: 8 }, (_, i) => ({ id: i }) as unknown as TurnPlan);
const id = (plan: TurnPlan): number => (plan as unknown as { id: number }).id;
const budget = { playouts: 400, maxWorlds: 64, prior: 0, deadline: Infinity };

describe('playoutTurns: the playouts horizon (spec 15 "who moves next")', () => {
  it('is every other seat once when no own turn is added', () => {
    expect(playoutTurns([2, 0, 1, 3], 1, 3, 10, 0)).toEqual({
      turns: [
        { seat: 3, lastRound: false },
        { seat: 2, lastRound: false },
        { seat: 0, lastRound: false },
      ],
      toEnd: false,
    });
  });

  it("adds the seat's own next turn and the answers to it, and stops at the end of the game", () => {
    expect(playoutTurns([0, 1], 0, 9, 10, 1)).toEqual({
      turns: [
        { seat: 1, lastRound: false },
        { seat: 0, lastRound: true },
        { seat: 1, lastRound: true },
      ],
      toEnd: true,
    });
    expect(playoutTurns([0, 1], 1, 9, 10, 1)).toEqual({
      turns: [
        { seat: 0, lastRound: true },
        { seat: 1, lastRound: true },
      ],
      toEnd: true,
    });
    expect(playoutTurns([0, 1], 1, 10, 10, 1)).toEqual({ turns: [], toEnd: true });
  });
});

describe('searchPlan: sequential halving over plans in common worlds', () => {
  it('finds the plan with the best mean result', () => {
    // Plan i scores i/10 plus world noise shared by every plan (common random numbers).
    const chosen = searchPlan(plans, (plan, k) => id(plan) / 10 + Math.sin(k * 7.1), budget);
    expect(id(chosen)).toBe(7);
  });

  it('keeps the first plan (the prior) unless another beats it by the required margin', () => {
    // Plan 5 is better than the prior by 0.01 on average but by ±1 world to world: not a sure gain.
    const noisy = (plan: TurnPlan, k: number): number => (id(plan) === 5 ? 0.01 + (k % 2 === 0 ? 1 : -1) : 0);
    expect(id(searchPlan(plans, noisy, budget))).toBe(5);
    expect(id(searchPlan(plans, noisy, { ...budget, prior: 1 }))).toBe(0);
    // A steady gain is taken.
    const steady = (plan: TurnPlan): number => (id(plan) === 5 ? 0.01 : 0);
    expect(id(searchPlan(plans, steady, { ...budget, prior: 1 }))).toBe(5);
  });

  it('stops at a playout the deadline cut short (NaN) and compares the plans on the finished ones', () => {
    let calls = 0;
    // The clock runs out in the fourth world: three worlds of every plan were played, where plan 7 is best.
    const play = (plan: TurnPlan): number => (++calls > 3 * plans.length + 2 ? NaN : id(plan) / 10);
    expect(id(searchPlan(plans, play, budget))).toBe(7);
    expect(calls).toBe(3 * plans.length + 3);
  });

  it('stops at the deadline and then keeps the prior when nothing was played', () => {
    let calls = 0;
    const chosen = searchPlan(
      plans,
      () => {
        calls++;
        return 1;
      },
      { ...budget, deadline: -Infinity },
    );
    expect(calls).toBe(0);
    expect(id(chosen)).toBe(0);
  });
});
