import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../testing/deep-freeze.ts';
import { effectiveHolder } from './accounts.ts';
import { codeOf, eventsOf, fixture, fixtureState, run } from './testing/board.ts';
import { D3 } from './testing/positions.ts';
import { playIssueToken, playTransfer } from './tokens.ts';
import type { State } from './types.ts';

describe('V17: move tokens and cash transfers', () => {
  const start = fixture({ players: 3, directors: D3 });

  it('plays the vector', () => {
    const issued = run(start, [[0, { type: 'issueToken', firm: 'w1', to: 2, scope: 'ply' }]]);
    expect(issued.events).toEqual([{ type: 'tokenIssued', firm: 'w1', to: 2, scope: 'ply', year: 1 }]);
    expect(effectiveHolder(issued.state, 'w1')).toBe(2);
    expect(issued.state.stage).toBe(1);

    expect(codeOf(issued, 0, 'a3-b4')).toBe('NOT_YOUR_TURN');
    const used = run(issued, [[2, 'a3-b4']]);
    expect(used.events[0]).toMatchObject({ type: 'plyPlayed', by: 2, firm: 'w1' });
    expect(used.events[1]).toEqual({ type: 'tokenCleared', firm: 'w1', holder: 2, reason: 'used' });
    expect(used.state.firms.w1.token).toBeNull();
    expect(used.state.activeFirm).toBe('b1');
    expect(effectiveHolder(used.state, 'b1')).toBe(1);

    expect(codeOf(used, 0, { type: 'issueToken', firm: 'b1', to: 0, scope: 'year' })).toBe('NOT_DIRECTOR');
    expect(codeOf(used, 1, { type: 'issueToken', firm: 'b1', to: 3, scope: 'year' })).toBe('BAD_TARGET');
    const year = run(used, [[1, { type: 'issueToken', firm: 'b1', to: 0, scope: 'year' }]]);
    expect(effectiveHolder(year.state, 'b1')).toBe(0);

    const paid = run(year, [[1, { type: 'transfer', to: 0, amount: 50 }]]);
    expect(paid.events).toEqual([{ type: 'transferred', from: 1, to: 0, amount: 50 }]);
    expect(paid.state.seats.map((s) => s.cash)).toEqual([1050, 950, 1000]);
    expect(codeOf(paid, 1, { type: 'transfer', to: 1, amount: 50 })).toBe('BAD_TARGET');

    expect(codeOf(paid, 1, 'b6-a5')).toBe('NOT_YOUR_TURN');
    const kept = run(paid, [
      [0, 'b6-a5'],
      [2, 'c3-d4'],
    ]);
    expect(kept.state.firms.b1.token).toEqual({ holder: 0, scope: 'year', year: 1 });
    const cap = run(kept, [[0, 'a5:c3:e5']]);
    expect(cap.events[0]).toMatchObject({ firm: 'b1', by: 0, income: 400 });

    // the rest of the board phase: the year token expires with it
    let s = cap;
    const events = [];
    while (s.state.phase === 'board') {
      s = run(s, [[0, { type: 'phaseTimeout', stage: s.state.stage }]]);
      events.push(...s.events);
    }
    expect(eventsOf(events, 'tokenCleared')).toEqual([
      { type: 'tokenCleared', firm: 'b1', holder: 0, reason: 'expired' },
    ]);
    expect(s.state.firms.b1.token).toBeNull();
  });
});

describe('playIssueToken', () => {
  const base = fixtureState({ players: 3, directors: D3, phase: 'session', year: 2 });
  const inPhase = (phase: State['phase'], year: number) => deepFreeze({ ...base, phase, year });

  it('dates the token by the phase of issue (spec 7.3)', () => {
    const year = (phase: State['phase'], y: number) => {
      const r = playIssueToken(inPhase(phase, y), 0, { type: 'issueToken', firm: 'w1', to: 1, scope: 'year' });
      if (!r.ok) throw new Error(r.error.code);
      return r.value.state.firms.w1.token?.year;
    };
    expect(year('auction', 0)).toBe(1);
    expect(year('board', 2)).toBe(2);
    expect(year('session', 2)).toBe(3);
    expect(year('meeting', 6)).toBe(7);
  });

  it('takes the move back when issued to the director, and refuses a resigned target', () => {
    const s = deepFreeze({
      ...base,
      firms: { ...base.firms, w1: { ...base.firms.w1, token: { holder: 1, scope: 'year' as const, year: 3 } } },
      seats: base.seats.map((x, i) => (i === 2 ? { ...x, status: 'resigned' as const } : x)),
    });
    const back = playIssueToken(s, 0, { type: 'issueToken', firm: 'w1', to: 0, scope: 'ply' });
    expect(back.ok && back.value.state.firms.w1.token).toBeNull();
    expect(back.ok && back.value.events).toEqual([{ type: 'tokenIssued', firm: 'w1', to: 0, scope: 'ply', year: 3 }]);
    const bad = playIssueToken(s, 0, { type: 'issueToken', firm: 'w1', to: 2, scope: 'ply' });
    expect(!bad.ok && bad.error.code).toBe('BAD_TARGET');
  });
});

describe('playTransfer', () => {
  it('counts only free cash: open buy orders and bids reserve it', () => {
    const base = fixtureState({ players: 3, directors: D3, phase: 'session' });
    const s = deepFreeze({
      ...base,
      book: [{ id: 1, account: 0, side: 'buy' as const, firm: 'w2' as const, qty: 10, limit: 50, placed: 10 }],
      nextOrderId: 2,
    });
    const over = playTransfer(s, 0, { type: 'transfer', to: 1, amount: 501 });
    expect(!over.ok && over.error.code).toBe('INSUFFICIENT_CASH');
    const okay = playTransfer(s, 0, { type: 'transfer', to: 1, amount: 500 });
    expect(okay.ok && okay.value.state.seats.map((x) => x.cash)).toEqual([500, 1500, 1000]);
    const bids = deepFreeze({
      ...base,
      phase: 'auction' as const,
      bids: [{ id: 1, seat: 1, firm: 'b1' as const, qty: 20, price: 42 }],
    });
    const bid = playTransfer(bids, 1, { type: 'transfer', to: 0, amount: 161 });
    expect(!bid.ok && bid.error.code).toBe('INSUFFICIENT_CASH');
    const gone = deepFreeze({
      ...base,
      seats: base.seats.map((x, i) => (i === 2 ? { ...x, status: 'resigned' as const } : x)),
    });
    const r = playTransfer(gone, 0, { type: 'transfer', to: 2, amount: 1 });
    expect(!r.ok && r.error.code).toBe('BAD_TARGET');
    const far = playTransfer(gone, 0, { type: 'transfer', to: 3, amount: 1 });
    expect(!far.ok && far.error.code).toBe('BAD_TARGET');
  });
});
