// Who is told "you were outbid" (Game.notices), on real play through the spec's TV2 demand round (3 players).
import { describe, expect, it } from 'vitest';
import { stockpile } from './index.ts';
import { bid, Match } from './testing/match.ts';

describe('Stockpile notices', () => {
  it('tells the seat whose bid another seat beat, and nobody for a bid on a free pile', () => {
    const m = new Match(3, { phase: 'demand' });
    const first = m.play(0, bid(0, 0));
    expect(stockpile.notices?.(first, m.state)).toEqual([]);
    expect(stockpile.notices?.(m.play(1, bid(1, 0)), m.state)).toEqual([]);
    // TV2: s2 bid 0/1000 displaces s0.
    expect(stockpile.notices?.(m.play(2, bid(0, 1000)), m.state)).toEqual([{ seat: 0, kind: 'outbid' }]);
    // s0 takes the free pile 2: the auction ends, nobody beaten.
    expect(stockpile.notices?.(m.play(0, bid(2, 0)), m.state)).toEqual([]);
  });

  it('tells each seat beaten in one batch of events once', () => {
    const m = new Match(3, { phase: 'demand' });
    const events = [...m.play(0, bid(0, 0)), ...m.play(1, bid(1, 0)), ...m.play(2, bid(0, 1000))];
    expect(stockpile.notices?.([...events, ...events], m.state)).toEqual([{ seat: 0, kind: 'outbid' }]);
  });
});
