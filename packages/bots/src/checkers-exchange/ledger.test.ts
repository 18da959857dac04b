import { checkersExchange, startMatch, unwrap, type AnyGame, type CheckersExchange } from '@birzha/engine';
import { CHECKERS_EXCHANGE_D3 as D3 } from '@birzha/engine/testing';
import { describe, expect, it } from 'vitest';
import { Ledger } from './ledger.ts';

const game = checkersExchange as unknown as AnyGame;
type State = CheckersExchange.State;
type View = CheckersExchange.View;
type Move = CheckersExchange.Move;

function stateAt(position: object): State {
  return unwrap(startMatch(game, { players: 3, options: {}, seed: 'ledger', position }), 'position').state as State;
}

/** The engine's code for each move in turn (null: accepted), on the state the earlier ones left. */
function codes(state: State, seat: number, moves: readonly Move[]): (string | null)[] {
  let s = state;
  return moves.map((m) => {
    const r = checkersExchange.play(s, seat, m);
    if (!r.ok) return r.error.code;
    s = r.value.state;
    return null;
  });
}

describe('checkers-exchange turn ledger', () => {
  // D3: seat 0 directs W1, W4 and B2
  const state = stateAt({
    phase: 'session',
    year: 1,
    directors: D3,
    seats: [{ cash: 200, holdings: { w2: 12, b3: 3 } }],
    firms: { w1: { cash: 120, holdings: { w4: 10 } } },
  });
  const view = game.view(state, 0) as View;

  it('accepts exactly the orders the engine accepts, in turn order', () => {
    const ledger = new Ledger(view, 0);
    const tries = [
      { account: 'me', side: 'sell', firm: 'w2', qty: 5, limit: 20 },
      { account: 'me', side: 'buy', firm: 'w2', qty: 1, limit: 20 }, // SELF_TRADE with its own ask
      { account: 'w1', side: 'buy', firm: 'w1', qty: 1, limit: 5 }, // OWN_SHARES
      { account: 'w1', side: 'buy', firm: 'w4', qty: 3, limit: 10 }, // CROSS_HOLDING_CAP (10 + 3 > 12)
      { account: 'w1', side: 'buy', firm: 'w4', qty: 2, limit: 10 },
      { account: 'w1', side: 'buy', firm: 'w4', qty: 1, limit: 10 }, // the cap counts the open buy
      { account: 'w2', side: 'buy', firm: 'w4', qty: 1, limit: 10 }, // NOT_DIRECTOR
      { account: 'me', side: 'sell', firm: 'b3', qty: 4, limit: 30 }, // INSUFFICIENT_SHARES
      { account: 'me', side: 'buy', firm: 'w1', qty: 20, limit: 11 }, // INSUFFICIENT_CASH (200 free)
      { account: 'me', side: 'buy', firm: 'w1', qty: 20, limit: 10 },
      { account: 'me', side: 'sell', firm: 'w2', qty: 7, limit: 19 },
    ] as const;
    const accepted: Move[] = [];
    const verdicts = tries.map((o) => {
      const move = ledger.order(o);
      if (move !== undefined) accepted.push(move);
      return move !== undefined;
    });
    expect(verdicts).toEqual([true, false, false, false, true, false, false, false, false, true, true]);
    expect(codes(state, 0, accepted)).toEqual([null, null, null, null]);
    // and the refused ones are refused by the engine after the accepted ones
    const refused = tries.filter((_, i) => !verdicts[i]).map((o) => ({ type: 'order', ...o }) as Move);
    let s = state;
    for (const m of accepted) s = unwrap(checkersExchange.play(s, 0, m), 'accepted').state;
    for (const m of refused) expect(checkersExchange.play(s, 0, m).ok).toBe(false);
  });

  it('stops at 20 open orders per account (spec 7.2 TOO_MANY_ORDERS)', () => {
    const ledger = new Ledger(view, 0);
    let placed = 0;
    for (let i = 0; i < 25; i++)
      if (ledger.order({ account: 'me', side: 'buy', firm: 'w3', qty: 1, limit: 1 })) placed++;
    expect(placed).toBe(20);
  });

  it('keeps bids within free cash and at or above the reserve (spec 7.2 bid)', () => {
    const auction = game.view(stateAt({ directors: D3 }), 1) as View;
    const ledger = new Ledger(auction, 1);
    expect(ledger.bid('w1', 20, 9)).toBeUndefined();
    expect(ledger.bid('w1', 20, 40)).toBeDefined();
    expect(ledger.bid('w2', 11, 20)).toBeUndefined();
    expect(ledger.bid('w2', 10, 20)).toBeDefined();
    expect(ledger.cash('me')).toBe(0);
  });
});
