// Spec 10: who sent a sealed move (a bid, an order, a cancel, a meeting request, a ballot) is known to its own seat
// only, until the stage it was sent in closes, and to everyone once the game is finished.
import { describe, expect, it } from 'vitest';
import type { Seat, Viewer } from '../../core/game.ts';
import { unwrap } from '../../core/result.ts';
import { actorVisible } from './actor.ts';
import { checkersExchange as game } from './index.ts';
import type { Move, Position, State } from './types.ts';

const D3 = [0, 2, 1, 0, 1, 0, 2, 1];
const VIEWERS: readonly Viewer[] = [0, 1, 2, 'spectator'];

/** A 3-seat untimed table at a position, and each move played on it in turn: the state after each. */
function played(position: Position | undefined, moves: readonly [Seat, Move][]): State[] {
  let state = unwrap(
    game.setup({
      players: 3,
      options: { timing: 'untimed', years: 4 },
      seed: 'actor',
      ...(position === undefined ? {} : { position }),
    }),
  ).state;
  const states = [state];
  for (const [seat, move] of moves) {
    state = unwrap(game.play(state, seat, move)).state;
    states.push(state);
  }
  return states;
}

/** The viewers told who sent `move` (played by `seat`, leading to `after`) when the match is at `now`. */
const told = (move: Move, seat: Seat, after: State, now: State): Viewer[] =>
  VIEWERS.filter((v) => actorVisible(move, seat, v, after, now));

const READY: Move = { type: 'ready' };

describe('Checkers Exchange: whose moves a viewer may know (spec 10)', () => {
  it('is the game’s actorVisible', () => {
    expect(game.actorVisible).toBe(actorVisible);
  });

  it('a sealed bid and its cancel: the bidder alone until the auction clears, then everyone', () => {
    const bid: Move = { type: 'bid', firm: 'w2', qty: 3, price: 12 };
    const cancel: Move = { type: 'cancel', orderId: 1 };
    const states = played({ directors: D3 }, [
      [2, bid],
      [2, cancel],
      [1, { type: 'bid', firm: 'w1', qty: 1, price: 10 }],
      [0, READY],
      [1, READY],
    ]);
    const mid = states[4]!;
    expect(mid.phase).toBe('auction');
    expect(told(bid, 2, states[1]!, mid)).toEqual([2]);
    expect(told(cancel, 2, states[2]!, mid)).toEqual([2]);
    // A ready flag is public (spec 6.1: the flags never reveal an order's owner, but they are everyone's to see).
    expect(told(READY, 0, states[4]!, mid)).toEqual(VIEWERS);
    const cleared = played({ directors: D3 }, [
      [2, bid],
      [0, READY],
      [1, READY],
      [2, READY],
    ]);
    expect(cleared[4]!.phase).toBe('board');
    expect(told(bid, 2, cleared[1]!, cleared[4]!)).toEqual(VIEWERS);
  });

  it('an order, its cancel and a meeting request: the sender alone until the session closes', () => {
    const position: Position = {
      phase: 'session',
      year: 1,
      directors: D3,
      seats: [{ holdings: { w1: 10 } }, null, null],
    };
    const order: Move = { type: 'order', account: 'w1', side: 'sell', firm: 'w1', qty: 2, limit: 5 };
    const buy: Move = { type: 'order', account: 'me', side: 'buy', firm: 'w1', qty: 1, limit: 5 };
    const request: Move = { type: 'requestMeeting' };
    // Seat 0's order gets the next id after the state's asks (spec 8.8).
    const cancel: Move = { type: 'cancel', orderId: played(position, [])[0]!.nextOrderId };
    const states = played(position, [
      [0, order],
      [1, buy],
      [0, request],
      [0, cancel],
    ]);
    const now = states[4]!;
    expect(now.phase).toBe('session');
    // The director of W1 sent W1's order: its own seat knows, nobody else (the book shows the order anonymously).
    expect(told(order, 0, states[1]!, now)).toEqual([0]);
    expect(told(buy, 1, states[2]!, now)).toEqual([1]);
    expect(told(request, 0, states[3]!, now)).toEqual([0]);
    expect(told(cancel, 0, states[4]!, now)).toEqual([0]);
    // A transfer is public at once.
    const transfer: Move = { type: 'transfer', to: 1, amount: 10 };
    const moved = played(position, [[2, transfer]]);
    expect(told(transfer, 2, moved[1]!, moved[1]!)).toEqual(VIEWERS);
    // Everyone ready: the session closes (its trades and requests revealed), and so are their senders.
    let closed = now;
    for (const seat of [0, 1, 2]) closed = unwrap(game.play(closed, seat, READY)).state;
    expect(closed.stage).not.toBe(now.stage);
    expect(closed.phase).toBe('meeting');
    expect(told(order, 0, states[1]!, closed)).toEqual(VIEWERS);
    expect(told(request, 0, states[3]!, closed)).toEqual(VIEWERS);
  });

  it('a ballot: its voter alone until the meeting’s result; a nomination is public', () => {
    const position: Position = {
      phase: 'meeting',
      year: 1,
      directors: D3,
      seats: [{ holdings: { w1: 10 } }, null, null],
    };
    // Seat 0 directs W1 (D3) and holds 10 of its shares: it nominates seat 1 and votes for it.
    const nominate: Move = { type: 'nominate', firm: 'w1', candidate: 1 };
    const vote: Move = { type: 'vote', firm: 'w1', account: 'me', candidate: 1 };
    const states = played(position, [
      [0, nominate],
      [0, vote],
    ]);
    const now = states[2]!;
    expect(told(nominate, 0, states[1]!, now)).toEqual(VIEWERS);
    expect(told(vote, 0, states[2]!, now)).toEqual([0]);
    let closed = now;
    for (const seat of [0, 1, 2]) closed = unwrap(game.play(closed, seat, READY)).state;
    expect(closed.phase).not.toBe('meeting');
    expect(told(vote, 0, states[2]!, closed)).toEqual(VIEWERS);
  });

  it('everything once the game is finished, even a move of the stage that ended it', () => {
    const position: Position = { phase: 'session', year: 1, directors: D3 };
    const buy: Move = { type: 'order', account: 'me', side: 'buy', firm: 'w2', qty: 1, limit: 3 };
    const states = played(position, [
      [1, buy],
      [0, { type: 'resign' }],
    ]);
    expect(told(buy, 1, states[1]!, states[2]!)).toEqual([1]);
    const finished = unwrap(game.play(states[2]!, 2, { type: 'resign' })).state;
    expect(finished.phase).toBe('finished');
    expect(told(buy, 1, states[1]!, finished)).toEqual(VIEWERS);
  });
});
