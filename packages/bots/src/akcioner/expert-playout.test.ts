import { akcioner, startMatch, unwrap } from '@birzha/engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { simCard } from './cards.ts';
import { playout, playoutSpace, playoutTurns, type PlayoutSetup } from './expert-playout.ts';
import { simOf } from './sim.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('playout: the hard time cap (issue 27)', () => {
  const state = unwrap(
    startMatch(akcioner, { players: 4, options: { variant: 'classic' }, seed: 'playout-cap' }),
    's',
  ).state;
  const me = state.toMove!;
  const hands = state.seats.map((s) => s.hand.map(simCard));
  const start = simOf(state.prices, state.seats);
  const { turns, toEnd } = playoutTurns(state.order, me, state.round, state.roundsTotal, 0);
  const setup = (deadline: number): PlayoutSetup => ({
    me,
    mine: hands[me]!.slice(1),
    hands,
    turns,
    traders: [true, true, true, true],
    options: state.options,
    toEnd,
    winScale: 0.08,
    meanWeight: 0,
    noise: 0,
    deepReplies: 1,
    guess: null,
    replyObjective: 'share',
    salt: 0,
    deadline,
  });

  it('scores the position while there is time, the same however often the clock is read', () => {
    const space = playoutSpace(4);
    const score = playout(start, setup(Infinity), space);
    expect(Number.isFinite(score)).toBe(true);
    vi.spyOn(performance, 'now').mockReturnValue(0);
    expect(playout(start, setup(1), space)).toBe(score);
  });

  it('gives up with NaN once the deadline passes, also part way through the deep turn', () => {
    let reads = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => ++reads);
    expect(playout(start, setup(0), playoutSpace(4))).toBeNaN();
    expect(reads).toBe(1);
    // The second read is the deep turn's first card: the clock is read again within that turn.
    reads = 0;
    expect(playout(start, setup(2), playoutSpace(4))).toBeNaN();
    expect(reads).toBe(3);
  });
});
