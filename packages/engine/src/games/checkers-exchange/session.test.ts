import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../testing/deep-freeze.ts';
import { accept, buy, fixture, reject, sell, v14Session } from './testing/market.ts';
import { closePricesFromTape, closeSession, openSession } from './session.ts';
import type { State } from './types.ts';

const request = { type: 'requestMeeting' } as const;

describe('session open (spec 8.8)', () => {
  it('opens a stage, resets ready, empties tape and requests, and places the state asks', () => {
    const s = fixture({
      phase: 'board',
      year: 2,
      stage: 7,
      seats: [null, { status: 'resigned', holdings: { w1: 37 } }],
      close: { w2: 31, w3: 9 },
    });
    const dirty: State = { ...s, ready: [true, false, true], requests: [0], tape: [] };
    const { state, events } = openSession({ state: deepFreeze(dirty), events: [] });
    expect(state.phase).toBe('session');
    expect(state.stage).toBe(8);
    expect(state.ready).toEqual([false, true, false]);
    expect(state.requests).toEqual([]);
    expect(events[0]).toEqual({ type: 'stageOpened', stage: 8, phase: 'session', year: 2, seconds: 300 });
    expect(events.slice(1)).toEqual([
      { type: 'orderPlaced', id: 1, account: 'gov', side: 'sell', firm: 'w1', qty: 2, limit: 10 },
      { type: 'orderPlaced', id: 2, account: 'gov', side: 'sell', firm: 'w2', qty: 5, limit: 31 },
      { type: 'orderPlaced', id: 3, account: 'gov', side: 'sell', firm: 'w3', qty: 5, limit: 10 },
      { type: 'orderPlaced', id: 4, account: 'gov', side: 'sell', firm: 'w4', qty: 5, limit: 10 },
      { type: 'orderPlaced', id: 5, account: 'gov', side: 'sell', firm: 'b1', qty: 5, limit: 10 },
      { type: 'orderPlaced', id: 6, account: 'gov', side: 'sell', firm: 'b2', qty: 5, limit: 10 },
      { type: 'orderPlaced', id: 7, account: 'gov', side: 'sell', firm: 'b3', qty: 5, limit: 10 },
      { type: 'orderPlaced', id: 8, account: 'gov', side: 'sell', firm: 'b4', qty: 5, limit: 10 },
    ]);
    expect(state.book).toHaveLength(8);
    expect(state.nextOrderId).toBe(9);
  });
});

describe('requests and the session close (spec 8.9, V14 steps 1-3)', () => {
  it('files requests, lets one lapse, takes the close from the tape and opens the meeting', () => {
    let s = v14Session();
    expect(s.book.map((o) => o.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // step 1
    let step = accept(s, 2, request);
    expect(step.events).toEqual([{ type: 'meetingRequested', seat: 2 }]);
    s = step.state;
    s = accept(s, 2, sell('b1', 1, 9)).state;
    step = accept(s, 1, buy('b1', 1, 9));
    expect(step.events.filter((e) => e.type === 'trade')).toHaveLength(1);
    s = step.state;
    expect(s.seats[2]!.holdings.b1).toBe(4);
    // step 2
    expect(reject(s, 3, request)).toBe('NOT_ELIGIBLE');
    s = accept(s, 0, request).state;
    expect(reject(s, 0, request)).toBe('ALREADY_REQUESTED');
    expect(reject(s, 2, request)).toBe('ALREADY_REQUESTED');
    expect(s.requests).toEqual([2, 0]);
    expect(closePricesFromTape(s).b1).toBe(9);
    // step 3
    const closed = closeSession({ state: deepFreeze(s), events: [] });
    expect(closed.meeting).toBe(true);
    const ev = closed.step.events;
    expect(ev.filter((e) => e.type === 'orderCancelled')).toHaveLength(8);
    const sc = ev.find((e) => e.type === 'sessionClosed');
    expect(sc).toMatchObject({ year: 3, requests: [0], lapsed: [2] });
    expect(ev.at(-1)).toEqual({ type: 'stageOpened', stage: 2, phase: 'meeting', year: 3, seconds: 180 });
    const m = closed.step.state;
    expect(m.phase).toBe('meeting');
    expect(m.close.b1).toBe(9);
    expect(m.closeHistory).toEqual([m.close]);
    expect(m.ready).toEqual([false, false, false, false]);
    expect(m.ballots).toEqual([]);
    expect(Object.values(m.nominees).every((n) => n.length === 0)).toBe(true);
    // requests stay until the next session opens (14.1.3)
    expect(m.requests).toEqual([2, 0]);
  });

  it("a resigned seat's request lapses at the close", () => {
    let s = v14Session();
    s = accept(s, 1, request).state; // seat 1 holds 20 w4
    const resigned: State = {
      ...s,
      seats: s.seats.map((x, i) => (i === 1 ? { ...x, status: 'resigned' as const } : x)),
    };
    const closed = closeSession({ state: resigned, events: [] });
    expect(closed.meeting).toBe(false);
    expect(closed.step.events.at(-1)).toMatchObject({ type: 'sessionClosed', requests: [], lapsed: [1] });
    expect(closed.step.state.phase).toBe('session'); // the caller runs the year end
  });

  it("a firm's holding of another firm qualifies its director; its treasury never does", () => {
    const s = v14Session();
    // seat 3 directs W1 (treasury 10) and B4, and holds 4 of W1
    expect(reject(s, 3, request)).toBe('NOT_ELIGIBLE');
    const b4 = s.firms.b4;
    const g = s.gov.holdings;
    const moved: State = {
      ...s,
      firms: { ...s.firms, b4: { ...b4, holdings: { ...b4.holdings, w3: 5 } } },
      gov: { ...s.gov, holdings: { ...g, w3: g.w3 - 5 } },
    };
    expect(accept(moved, 3, request).state.requests).toEqual([3]);
  });
});
