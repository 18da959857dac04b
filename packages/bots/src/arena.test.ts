// Issue 27: the arena serves a simultaneous phase's seats in a random order per step (seeded), not lowest seat first,
// which biased Checkers Exchange self-play 26/14/0/0 by seat; it times every decision and checks invariants.
import { checkersExchange, createRng, rngFromSeed, type AnyGame } from '@birzha/engine';
import { describe, expect, it } from 'vitest';
import { nextSeat, playMatch } from './arena.ts';
import type { Bot } from './bot.ts';
import { randomBot } from './checkers-exchange/index.ts';

const game = checkersExchange as unknown as AnyGame;

describe('nextSeat', () => {
  it('serves the only seat; draws among several, every one of them in turn of many steps', () => {
    const rng = createRng(rngFromSeed('order'));
    expect(nextSeat([2], rng)).toBe(2);
    expect(nextSeat([], rng)).toBeUndefined();
    const drawn = new Set(Array.from({ length: 60 }, () => nextSeat([0, 1, 2], rng)));
    expect([...drawn].sort()).toEqual([0, 1, 2]);
  });
});

describe('playMatch serving a simultaneous phase', () => {
  // The opening auction waits for every seat at once: who sends the first move is the serving order's first pick.
  const firstSeat = (seed: string, choiceSeed?: string): number => {
    const bots = [randomBot, randomBot, randomBot];
    const options = { timing: 'untimed', years: 4 };
    const r = playMatch({ game, players: 3, options, seed, bots, ...(choiceSeed === undefined ? {} : { choiceSeed }) });
    return r.record.moves[0]!.seat;
  };

  it('does not always serve seat 0 first, and serves the same order for the same seed', () => {
    const firsts = Array.from({ length: 12 }, (_, i) => firstSeat(`serve-${i}`));
    expect(new Set(firsts).size).toBeGreaterThan(1);
    expect(Array.from({ length: 12 }, (_, i) => firstSeat(`serve-${i}`))).toEqual(firsts);
  });

  it('takes its order from the choice seed: one deal, several seatings', () => {
    const firsts = Array.from({ length: 12 }, (_, i) => firstSeat('one-deal', `seating-${i}`));
    expect(new Set(firsts).size).toBeGreaterThan(1);
  });

  it('times every decision, hands the limits to the bots and checks invariants', () => {
    const limits: unknown[] = [];
    const spy: Bot = {
      level: 'spy',
      chooseTurn: (...args) => {
        limits.push(args[4]);
        return randomBot.chooseTurn(...args);
      },
    };
    const r = playMatch({
      game,
      players: 3,
      options: { timing: 'untimed', years: 4 },
      seed: 't',
      bots: [spy, spy, spy],
      limits: { ms: 50 },
      check: true,
    });
    expect(r.msBySeat.flat()).toHaveLength(r.turns);
    expect(r.msBySeat.flat().every((ms) => ms >= 0)).toBe(true);
    expect(limits.length).toBe(r.turns);
    expect(limits.every((l) => JSON.stringify(l) === '{"ms":50}')).toBe(true);
  });
});
