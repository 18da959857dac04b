import { describe, expect, it } from 'vitest';
import { knownMajorities, knownMajority } from './known-majority.ts';
import { Match, sell } from './testing/match.ts';
import { view } from './view.ts';

// TV1 after its round (spec 13): what each viewer knows of the holdings decides what it can tell of the majorities.
function tv1After() {
  const m = new Match(4, {
    round: 1,
    phase: 'selling',
    firstPlayer: 0,
    seats: [
      { portfolio: { american: { regular: 1 }, leading: { regular: 1 } }, known: { leading: 1 } },
      { portfolio: { cosmic: { regular: 2 } }, known: { cosmic: 1 } },
      { portfolio: { cosmic: { regular: 1 }, epic: { split: 1 } } },
      { portfolio: { epic: { regular: 1 }, cosmic: { regular: 1 } }, known: { epic: 1 } },
    ],
  });
  return m;
}

describe('knownMajority (spec 11.1 on what 10.2 shows)', () => {
  it('counts my own shares in full and the others by what I know, split cards twice', () => {
    const m = tv1After();
    const mine = knownMajorities(view(m.state, 1));
    // Seat 1 holds 2 cosmic; seat 2 and seat 3 have one hidden card each: not enough to catch up.
    expect(mine.cosmic).toMatchObject({ leaders: [1], each: 10000, sure: true });
    expect(mine.cosmic.shares).toEqual([0, 2, 0, 0]);
    // Epic: seat 2's split card (2 shares, public) against seat 3's one known card.
    expect(mine.epic).toMatchObject({ leaders: [2], shares: [0, 0, 2, 1] });
    const spectator = knownMajorities(view(m.state, 'spectator'));
    expect(spectator.cosmic).toMatchObject({ leaders: [1], shares: [0, 1, 0, 0], sure: false });
    expect(spectator.stanford).toMatchObject({ leaders: [], each: 0 });
  });

  it('is sure once nobody has hidden cards to change it; ties pay $5,000 each', () => {
    const m = new Match(3, {
      phase: 'selling',
      seats: [
        { portfolio: { cosmic: { regular: 2 } }, known: { cosmic: 2 } },
        { portfolio: { cosmic: { split: 1 } } },
        { portfolio: {} },
      ],
    });
    const v = view(m.state, 2);
    expect(knownMajority(v, 'cosmic')).toMatchObject({ leaders: [0, 1], each: 5000, sure: true });
    // A sale being previewed: seat 0 selling one card leaves seat 1 alone in the lead.
    expect(knownMajority(view(m.state, 0), 'cosmic', { seat: 0, shares: 1 })).toMatchObject({
      leaders: [1],
      each: 10000,
    });
    m.play(0, sell({ cosmic: { regular: 2 } }));
    expect(knownMajority(view(m.state, 2), 'cosmic')).toMatchObject({ leaders: [1], sure: true });
  });
});
