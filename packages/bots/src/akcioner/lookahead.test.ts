import { akcioner, startMatch, unwrap } from '@birzha/engine';
import { describe, expect, it } from 'vitest';
import { simCard } from './cards.ts';
import { newPicks, playPick, rankCards, tradersOf, turnsAfter } from './lookahead.ts';
import { allIn, applyCard, cloneSim, relativeScore, simOf } from './sim.ts';

describe('turnsAfter: the horizon of a decision (spec 15 "who moves next", "the last trade matters most")', () => {
  it('is every other seat once, in order, until the seat can trade again', () => {
    expect(turnsAfter([2, 0, 1, 3], 1, 3, 10)).toEqual([
      { seat: 3, lastRound: false },
      { seat: 2, lastRound: false },
      { seat: 0, lastRound: false },
    ]);
  });

  it('runs to the end of the game when the next turn is in the last round (holdings are final)', () => {
    expect(turnsAfter([2, 0, 1, 3], 0, 9, 10)).toEqual([
      { seat: 1, lastRound: false },
      { seat: 3, lastRound: false },
      { seat: 2, lastRound: true },
      { seat: 0, lastRound: true },
      { seat: 1, lastRound: true },
      { seat: 3, lastRound: true },
    ]);
  });

  it('in the last round holds the seats still to play their last card', () => {
    expect(turnsAfter([2, 0, 1, 3], 0, 10, 10)).toEqual([
      { seat: 1, lastRound: true },
      { seat: 3, lastRound: true },
    ]);
    expect(turnsAfter([0, 1], 1, 10, 10)).toEqual([]);
  });
});

describe('tradersOf', () => {
  const seat = (yellow: number, red: number, blue: number, green: number) => ({ shares: { yellow, red, blue, green } });
  it('observes who has traded from public holdings', () => {
    expect(tradersOf('observed', [seat(1, 1, 1, 1), seat(0, 1, 0, 1), seat(0, 3, 0, 0), seat(0, 0, 0, 0)])).toEqual([
      false,
      false,
      true,
      true,
    ]);
    expect(tradersOf('allIn', [seat(1, 1, 1, 1)])).toEqual([true]);
    expect(tradersOf('hold', [seat(0, 9, 0, 0)])).toEqual([false]);
  });
});

describe('rankCards and playPick: the greedy card one card deep (spec 8.7)', () => {
  const state = unwrap(
    startMatch(akcioner, { players: 4, options: { variant: 'classic' }, seed: 'rank-cards' }),
    's',
  ).state;
  const seat = 2;
  const hand = state.seats[seat]!.hand.map(simCard);
  const sim = simOf(state.prices, state.seats);
  const rounding = state.options.rounding;

  for (const trade of [false, true]) {
    it(`finds the best and the runner-up (card, assignment), the earlier on ties${trade ? ', all in first' : ''}`, () => {
      const used = 0b10;
      // Every unused (card, assignment) tried on its own copy, sorted by score, then by the order tried.
      const tries: { h: number; a: number; score: number }[] = [];
      hand.forEach((card, h) => {
        if ((used & (1 << h)) !== 0) return;
        for (let a = 0; a < card.assignIndices.length; a++) {
          const s = cloneSim(sim);
          if (trade) allIn(s, seat, card.raises[a]!);
          applyCard(s, seat, card, a, rounding);
          tries.push({ h, a, score: relativeScore(s, seat) });
        }
      });
      const sorted = tries.map((t, i) => ({ ...t, i })).sort((x, y) => y.score - x.score || x.i - y.i);
      expect(sorted.length).toBeGreaterThan(2);
      const before = cloneSim(sim);
      const picks = newPicks();
      rankCards(sim, cloneSim(sim), seat, hand, used, trade, rounding, picks);
      expect(sim).toEqual(before);
      expect(picks).toEqual({ bestH: sorted[0]!.h, bestA: sorted[0]!.a, nextH: sorted[1]!.h, nextA: sorted[1]!.a });

      const played = cloneSim(sim);
      expect(playPick(played, seat, hand, used, picks.bestH, picks.bestA, trade, rounding)).toBe(
        used | (1 << picks.bestH),
      );
      expect(relativeScore(played, seat)).toBe(sorted[0]!.score);
    });
  }

  it('finds nothing in a hand whose cards are all used', () => {
    const picks = newPicks();
    rankCards(sim, cloneSim(sim), seat, hand, (1 << hand.length) - 1, false, rounding, picks);
    expect(picks.bestH).toBe(-1);
    expect(picks.nextH).toBe(-1);
  });
});
