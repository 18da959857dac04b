import { describe, expect, it } from 'vitest';
import { parseMove } from './parse.ts';

const code = (raw: unknown): string => {
  const r = parseMove(raw);
  return r.ok ? 'OK' : r.error.code;
};

describe('parseMove (spec 7.2 step 1, 14.1.1)', () => {
  it('accepts every move shape of 7.1 and returns a fresh object with exactly its fields', () => {
    const moves = [
      { type: 'ply', move: 'c3-d4' },
      { type: 'ply', move: 'c3:e5:g3' },
      { type: 'issueToken', firm: 'w1', to: 2, scope: 'ply' },
      { type: 'bid', firm: 'b4', qty: 20, price: 10 },
      { type: 'order', account: 'me', side: 'buy', firm: 'w2', qty: 50, limit: 99_999 },
      { type: 'order', account: 'w2', side: 'sell', firm: 'w2', qty: 1, limit: 1 },
      { type: 'cancel', orderId: 7 },
      { type: 'transfer', to: 1, amount: 50 },
      { type: 'requestMeeting' },
      { type: 'nominate', firm: 'w3', candidate: 0 },
      { type: 'vote', firm: 'w3', account: 'b2', candidate: 0 },
      { type: 'vote', firm: 'w3', account: 'me', candidate: null },
      { type: 'ready' },
      { type: 'ready', ready: false },
      { type: 'phaseTimeout', stage: 3 },
      { type: 'resign' },
    ];
    for (const m of moves) {
      const r = parseMove(m);
      expect(r.ok && r.value, JSON.stringify(m)).toEqual(m);
      if (r.ok) expect(r.value).not.toBe(m);
    }
  });

  it('V20: the codes parseMove finds before the phase check', () => {
    expect(code({ type: 'ply', move: 'a3-b4-c5' })).toBe('BAD_NOTATION');
    expect(code({ type: 'ply', move: 'a4-b5' })).toBe('BAD_NOTATION');
    expect(code({ type: 'issueToken', firm: 'w9', to: 1, scope: 'ply' })).toBe('UNKNOWN_FIRM');
    expect(code({ type: 'issueToken', firm: 'w1', to: 1, scope: 'game' })).toBe('BAD_MOVE');
    expect(code({ type: 'fly' })).toBe('BAD_MOVE');
    expect(code({ type: 'order', account: 'me', side: 'buy', firm: 'w1', qty: 51, limit: 10 })).toBe('BAD_QUANTITY');
    expect(code({ type: 'order', account: 'me', side: 'buy', firm: 'w1', qty: 1, limit: 0 })).toBe('BAD_PRICE');
    expect(code({ type: 'transfer', to: 1, amount: 0 })).toBe('BAD_AMOUNT');
    expect(code({ type: 'bid', firm: 'b1', qty: 21, price: 10 })).toBe('BAD_QUANTITY');
  });

  it('14.1.1: a field with a code of its own keeps it when wrongly typed; any other wrong type is BAD_MOVE', () => {
    expect(code({ type: 'order', account: 'me', side: 'buy', firm: 'w1', qty: '5', limit: 10 })).toBe('BAD_QUANTITY');
    expect(code({ type: 'bid', firm: 5, qty: 1, price: 10 })).toBe('UNKNOWN_FIRM');
    expect(code({ type: 'ply', move: 7 })).toBe('BAD_NOTATION');
    expect(code({ type: 'bid', firm: 'w1', qty: 1, price: '10' })).toBe('BAD_PRICE');
    expect(code({ type: 'transfer', to: 1, amount: '5' })).toBe('BAD_AMOUNT');
    expect(code({ type: 'order', account: 5, side: 'buy', firm: 'w1', qty: 1, limit: 10 })).toBe('BAD_MOVE');
    expect(code({ type: 'order', account: 'me', side: 'hold', firm: 'w1', qty: 1, limit: 10 })).toBe('BAD_MOVE');
    expect(code({ type: 'cancel', orderId: 1.5 })).toBe('BAD_MOVE');
    expect(code({ type: 'transfer', to: '1', amount: 5 })).toBe('BAD_MOVE');
    expect(code({ type: 'nominate', firm: 'w1', candidate: null })).toBe('BAD_MOVE');
    expect(code({ type: 'vote', firm: 'w1', account: 'me', candidate: 'x' })).toBe('BAD_MOVE');
    expect(code({ type: 'ready', ready: 'yes' })).toBe('BAD_MOVE');
    expect(code({ type: 'phaseTimeout', stage: '1' })).toBe('BAD_MOVE');
  });

  it('the shape comes first: a missing or extra field is BAD_MOVE even when another field is also wrong', () => {
    expect(code({ type: 'bid', firm: 'w9', qty: 1 })).toBe('BAD_MOVE');
    expect(code({ type: 'bid', firm: 'w1', qty: 1, price: 10, extra: 1 })).toBe('BAD_MOVE');
    expect(code({ type: 'issueToken', firm: 'w9', to: 1, scope: 'game' })).toBe('BAD_MOVE');
    expect(code({ type: 'resign', seat: 1 })).toBe('BAD_MOVE');
    expect(code({ type: 'requestMeeting', now: true })).toBe('BAD_MOVE');
  });

  // Clarification 14.1.1: "any other wrongly typed field, `account` included, is BAD_MOVE"; UNKNOWN_FIRM is the code
  // of the `firm` field. The engine answered UNKNOWN_FIRM for an account naming no firm.
  it('an account that is neither "me" nor a firm is BAD_MOVE, not UNKNOWN_FIRM (14.1.1)', () => {
    expect(code({ type: 'order', account: 'gov', side: 'sell', firm: 'w1', qty: 1, limit: 10 })).toBe('BAD_MOVE');
    expect(code({ type: 'order', account: 'w9', side: 'buy', firm: 'w1', qty: 1, limit: 10 })).toBe('BAD_MOVE');
    expect(code({ type: 'vote', firm: 'w1', account: 'x1', candidate: 0 })).toBe('BAD_MOVE');
    // A shape fault comes before the fields with codes of their own (7.2 step 1, first failure wins).
    expect(code({ type: 'order', account: 'x1', side: 'buy', firm: 'w9', qty: 0, limit: 10 })).toBe('BAD_MOVE');
    expect(code({ type: 'order', account: 'b2', side: 'buy', firm: 'w1', qty: 1, limit: 10 })).toBe('OK');
  });

  // Spec 7.2 step 1 asks only that these be integers; play then refuses a huge one with its own code.
  it('to, candidate, orderId and stage beyond 2^53 are integers, not BAD_MOVE; an amount must be a safe integer', () => {
    const huge = 2 ** 60;
    expect(code({ type: 'cancel', orderId: huge })).toBe('OK');
    expect(code({ type: 'phaseTimeout', stage: huge })).toBe('OK');
    expect(code({ type: 'nominate', firm: 'w1', candidate: huge })).toBe('OK');
    expect(code({ type: 'vote', firm: 'w1', account: 'me', candidate: huge })).toBe('OK');
    expect(code({ type: 'issueToken', firm: 'w1', to: huge, scope: 'ply' })).toBe('OK');
    expect(code({ type: 'transfer', to: huge, amount: 1 })).toBe('OK');
    expect(code({ type: 'transfer', to: 1, amount: huge })).toBe('BAD_AMOUNT');
    expect(code({ type: 'cancel', orderId: 1.5 })).toBe('BAD_MOVE');
  });

  it('limits: quantities 1..50 for orders and 1..20 for bids, prices 1..99 999, amounts safe integers', () => {
    const order = (qty: unknown, limit: unknown) => ({
      type: 'order',
      account: 'me',
      side: 'sell',
      firm: 'w1',
      qty,
      limit,
    });
    expect(code(order(0, 10))).toBe('BAD_QUANTITY');
    expect(code(order(1.5, 10))).toBe('BAD_QUANTITY');
    expect(code(order(1, 100_000))).toBe('BAD_PRICE');
    expect(code(order(1, 99_999))).toBe('OK');
    expect(code({ type: 'bid', firm: 'w1', qty: 20, price: 99_999 })).toBe('OK');
    expect(code({ type: 'transfer', to: 1, amount: 2 ** 53 })).toBe('BAD_AMOUNT');
    expect(code({ type: 'transfer', to: 1, amount: Number.NaN })).toBe('BAD_AMOUNT');
  });

  it('never throws on junk', () => {
    for (const raw of [null, undefined, 1, 'ply', [], [{ type: 'ply' }], { type: null }, { type: 'ply', move: null }])
      expect(code(raw)).not.toBe('OK');
    expect(code({ type: 'ply', move: 'A3-b4' })).toBe('BAD_NOTATION');
    expect(code({ type: 'ply', move: 'a3-b4 ' })).toBe('BAD_NOTATION');
  });
});
