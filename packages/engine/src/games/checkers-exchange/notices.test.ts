// Who is told "a meeting was called on a firm you hold" (Game.notices), on real play through the spec's V14 session.
import { describe, expect, it } from 'vitest';
import { checkersExchange } from './index.ts';
import { buy, Match, ready, requestMeeting, sell } from './testing/match.ts';
import { V14 } from './testing/positions.ts';
import type { Event } from './types.ts';

const notices = (m: Match, events: readonly Event[]) => checkersExchange.notices?.(events, m.state);

describe('Checkers Exchange notices', () => {
  it('tells every seat holding shares when a request stands at the session close and the meeting opens', () => {
    const m = new Match(4, V14);
    expect(notices(m, m.play(2, requestMeeting()))).toEqual([]);
    m.play(2, sell('b1', 1, 9));
    m.play(1, buy('b1', 1, 9));
    m.play(0, requestMeeting());
    for (const s of [0, 1, 2]) expect(notices(m, m.play(s, ready()))).toEqual([]);
    const closing = m.play(3, ready());
    expect(m.state.phase).toBe('meeting');
    expect(notices(m, closing)).toEqual([0, 1, 2, 3].map((seat) => ({ seat, kind: 'meeting' })));
  });

  it('tells nobody when the session closes with no request standing', () => {
    const m = new Match(4, V14);
    let events: readonly Event[] = [];
    for (const s of [0, 1, 2, 3]) events = m.play(s, ready());
    expect(m.state.phase).not.toBe('meeting');
    expect(notices(m, events)).toEqual([]);
  });

  it('leaves out a seat that holds no share and directs no firm holding one', () => {
    const m = new Match(4, V14);
    // Seat 3 sells its only shares (w1) to seat 1 before the close.
    m.play(3, sell('w1', 4, 9));
    m.play(1, buy('w1', 4, 9));
    m.play(0, requestMeeting());
    let events: readonly Event[] = [];
    for (const s of [0, 1, 2, 3]) events = m.play(s, ready());
    expect(m.state.phase).toBe('meeting');
    const told = notices(m, events)?.map((n) => n.seat);
    expect(told).toContain(0);
    expect(told).not.toContain(3);
  });
});
