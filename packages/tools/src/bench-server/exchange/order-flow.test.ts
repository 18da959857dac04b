import { CheckersExchange, createRng, getGame, rngFromSeed, type AnyGame } from '@birzha/engine';
import { describe, expect, it } from 'vitest';
import { nextSessionMove, type InFlightOrders, type SentOrder } from './order-flow.ts';

type State = unknown;
type View = CheckersExchange.View;

const game = getGame('checkers-exchange') as AnyGame;
const NOTHING: InFlightOrders = { placing: [], cancelling: new Set() };

/** A seeded uniform [0, 1) for the flow's choices. */
function seeded(seed: string): () => number {
  const rng = createRng(rngFromSeed(seed));
  return () => rng.nextUint32() / 2 ** 32;
}

function play(state: State, seat: number, move: unknown): { state: State; events: readonly unknown[] } {
  const r = game.play(state, seat, move);
  if (!r.ok) throw new Error(`${JSON.stringify(move)} by seat ${seat}: ${r.error.code}`);
  return { state: r.value.state, events: r.value.events };
}

/** A real match driven as the bench drives it: everyone ready in the auction, the first legal ply on the board. */
function firstSession(players: number): State {
  const setup = game.setup({ players, options: { timing: 'online', years: 6 }, seed: 'bench-order-flow' });
  if (!setup.ok) throw new Error(setup.error.code);
  let state = setup.value.state;
  for (let guard = 0; guard < 100; guard++) {
    const view = game.view(state, 0) as View;
    if (view.phase === 'session') return state;
    const seat = game.toAct(state)[0] as number;
    const move = view.phase === 'board' ? game.legalMoves(state, seat)[0] : { type: 'ready' };
    state = play(state, seat, move).state;
  }
  throw new Error('no session after 100 moves');
}

const viewOf = (state: State, seat: number) => game.view(state, seat) as View;
const ownOrders = (state: State, seat: number) => viewOf(state, seat).book.filter((o) => o.account === seat);

/** Seat 0 places `n` orders (the flow's own choices). */
function withOrders(n: number): State {
  let state = firstSession(4);
  const random = seeded('place');
  while (ownOrders(state, 0).length < n) {
    const move = nextSessionMove(viewOf(state, 0), 0, NOTHING, n, random);
    expect(move?.type).toBe('order');
    state = play(state, 0, move).state;
  }
  return state;
}

describe('nextSessionMove', () => {
  it('chooses only legal moves over a long session of several seats, placing, cancelling and trading', () => {
    let state = firstSession(4);
    const random = seeded('long');
    const seen: Record<string, number> = {};
    for (let step = 0; step < 2000; step++) {
      const seat = step % 4;
      const move = nextSessionMove(viewOf(state, seat), seat, NOTHING, 4, random);
      if (move === null) continue;
      const key = move.type === 'order' ? `${move.side}` : 'cancel';
      seen[key] = (seen[key] ?? 0) + 1;
      const next = play(state, seat, move);
      for (const e of next.events)
        if ((e as { type: string }).type === 'trade') seen['trade'] = (seen['trade'] ?? 0) + 1;
      state = next.state;
      expect(ownOrders(state, seat).length).toBeLessThanOrEqual(4);
    }
    expect(viewOf(state, 0).phase).toBe('session');
    for (const kind of ['buy', 'sell', 'cancel', 'trade']) expect(seen[kind] ?? 0).toBeGreaterThan(10);
  });

  it('cancels its oldest order once `resting` orders rest, and skips one already being cancelled', () => {
    const state = withOrders(3);
    const ids = ownOrders(state, 0).map((o) => o.id);
    expect(nextSessionMove(viewOf(state, 0), 0, NOTHING, 3, Math.random)).toEqual({
      type: 'cancel',
      orderId: ids[0],
    });
    const cancelling = { placing: [], cancelling: new Set([ids[0] as number]) };
    expect(nextSessionMove(viewOf(state, 0), 0, cancelling, 2, Math.random)).toEqual({
      type: 'cancel',
      orderId: ids[1],
    });
  });

  it('counts orders on their way as resting', () => {
    const state = withOrders(2);
    const placing: SentOrder[] = [{ side: 'buy', firm: 'w1', limit: 1 }];
    const move = nextSessionMove(viewOf(state, 0), 0, { placing, cancelling: new Set() }, 3, Math.random);
    expect(move?.type).toBe('cancel');
    const none = nextSessionMove(viewOf(firstSession(4), 0), 0, { placing, cancelling: new Set() }, 1, Math.random);
    expect(none).toBeNull();
  });

  it('does not spend cash that orders on their way already hold', () => {
    const state = firstSession(4);
    const cash = CheckersExchange.Reads.freeCash(viewOf(state, 0), 0);
    const placing: SentOrder[] = [{ side: 'buy', firm: 'w1', limit: cash }];
    // 0.99: past the sell and cross shares, a resting buy; no cash left for it and nothing of its own to cancel.
    expect(nextSessionMove(viewOf(state, 0), 0, { placing, cancelling: new Set() }, 4, () => 0.99)).toBeNull();
    expect(nextSessionMove(viewOf(state, 0), 0, NOTHING, 4, () => 0.99)?.type).toBe('order');
  });

  it('never buys at or above its own resting ask', () => {
    const state = firstSession(4);
    const placing: SentOrder[] = [{ side: 'sell', firm: 'w1', limit: 3 }];
    // random 0: firm w1, and the roll that buys at the best ask when it can; the own ask at 3 is below every ask.
    const move = nextSessionMove(viewOf(state, 0), 0, { placing, cancelling: new Set() }, 4, () => 0);
    expect(move).toMatchObject({ type: 'order', side: 'buy', firm: 'w1' });
    expect((move as { limit: number }).limit).toBeLessThan(3);
  });
});
