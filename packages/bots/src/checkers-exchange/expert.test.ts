import { checkersExchange, CheckersExchange, startMatch, unwrap, type AnyGame, type Seat } from '@birzha/engine';
import { deepFreeze } from '@birzha/engine/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { playMatch } from '../arena.ts';
import type { Bot } from '../bot.ts';
import { getBot } from '../registry.ts';
import { checkersExchangeArenaStats } from './arena-stats.ts';
import { planExpertTurn, SESSION_ORDERS_MAX } from './expert.ts';
import { expertBot, heuristicBot, randomBot } from './index.ts';

const game = checkersExchange as unknown as AnyGame;
type View = CheckersExchange.View;
type State = CheckersExchange.State;
type Move = CheckersExchange.Move;

/** A state from a spec-12 position (untimed, 4 players unless said). */
function positioned(position: object, players = 4): State {
  const start = { players, options: { timing: 'untimed' }, seed: 'expert-position', position };
  return unwrap(startMatch(game, start), 'position').state as State;
}

/** Bot-to-bot trades per session over seeded 4-seat matches of one level (the arena's figure). */
function botTrades(bot: Bot, games: number): number {
  let sum = 0;
  for (let g = 0; g < games; g++) {
    const r = playMatch({
      game,
      players: 4,
      options: { timing: 'untimed' },
      seed: `market-${g}`,
      bots: Array(4).fill(bot),
    });
    sum += checkersExchangeArenaStats(game, r.record, [true, true, true, true])['tradesPerSession'] ?? 0;
  }
  return sum / games;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('expert Checkers Exchange bot', () => {
  it('is registered as the level expert', () => {
    expect(getBot('checkers-exchange', 'expert')).toBe(expertBot);
    expect(expertBot.level).toBe('expert');
  });

  it('plays legal whole matches at 3 to 8 seats from frozen views of its own seat, invariants checked', () => {
    const used = new Set<string>();
    for (const players of [3, 4, 5, 8]) {
      const bots = Array.from({ length: players }, (_, s) => [expertBot, heuristicBot, randomBot][s % 3]!);
      const r = playMatch({
        game,
        players,
        options: { timing: 'untimed', years: 4 },
        seed: `expert-legal-${players}`,
        bots,
        check: true,
        onView: (view, seat) => {
          expect((view as View).viewer).toBe(seat);
          deepFreeze(view);
        },
      });
      expect((r.state as State).phase).toBe('finished');
      for (const { seat, move } of r.record.moves) if (bots[seat] === expertBot) used.add((move as Move).type);
    }
    for (const type of ['ply', 'bid', 'order', 'vote', 'ready']) expect([...used], type).toContain(type);
  }, 120_000);

  it('answers from the view alone: hidden bids and meeting requests of others do not change its turn', () => {
    // auction: seat 1 or seat 2 placed the sealed bid; seat 0 cannot tell
    const bidBy = (seat: Seat): State =>
      positioned({ directors: [0, 1, 2, 3, 0, 1, 2, 3], bids: [{ seat, firm: 'w1', qty: 20, price: 30 }] });
    const [a, b] = [bidBy(1), bidBy(2)];
    expect(game.view(a, 0)).toEqual(game.view(b, 0));
    expect(planExpertTurn(game.view(a, 0) as View, 0)).toEqual(planExpertTurn(game.view(b, 0) as View, 0));
    // session: seat 1 or seat 2 filed a request (both eligible with 5 shares)
    const requestBy = (seat: Seat): State =>
      positioned({
        phase: 'session',
        year: 2,
        directors: [0, 1, 2, 3, 0, 1, 2, 3],
        seats: [{ holdings: { w1: 6 } }, { holdings: { w2: 5 } }, { holdings: { w2: 5 } }, null],
        requests: [seat],
      });
    const [c, d] = [requestBy(1), requestBy(2)];
    expect(game.view(c, 0)).toEqual(game.view(d, 0));
    const turn = planExpertTurn(game.view(c, 0) as View, 0);
    expect(turn.length).toBeGreaterThan(0);
    expect(planExpertTurn(game.view(d, 0) as View, 0)).toEqual(turn);
  });

  it('gives the same turn for the same view and seed, in every phase of a match', () => {
    const seen: { view: View; seat: Seat }[] = [];
    playMatch({
      game,
      players: 4,
      options: { timing: 'untimed', years: 4 },
      seed: 'expert-same',
      bots: [expertBot, heuristicBot, expertBot, heuristicBot],
      onView: (view, seat) => seen.push({ view: view as View, seat }),
    });
    const phases = new Set<string>();
    for (const { view, seat } of seen.filter((s, i) => s.seat % 2 === 0 && i % 5 === 0)) {
      phases.add(view.phase);
      const once = expertBot.chooseTurn(game, view, seat, 'seed');
      expect(expertBot.chooseTurn(game, structuredClone(view), seat, 'seed')).toEqual(once);
    }
    expect(phases.size).toBeGreaterThanOrEqual(3);
  });

  it('ends its session within a bounded number of turns, then sends ready', () => {
    const state = positioned({ phase: 'session', year: 2, directors: [0, 1, 2, 3, 0, 1, 2, 3] });
    let s = state;
    let turns = 0;
    for (;;) {
      const moves = planExpertTurn(game.view(s, 0) as View, 0);
      expect(moves.length).toBeGreaterThan(0);
      for (const m of moves) s = unwrap(checkersExchange.play(s, 0, m), 'expert move').state;
      turns++;
      if (moves.at(-1)?.type === 'ready') break;
      expect(turns).toBeLessThanOrEqual(SESSION_ORDERS_MAX);
    }
    expect(s.ready[0]).toBe(true);
  });

  it('stops its search at limits.ms under a slow clock, and within 1 s without limits', () => {
    // kings on both sides: a search of some 17 000 nodes at depth 8
    const pieces =
      'Kc1.w4 Ke3.w4 Kg1.w4 Kd2.w1 a1.w1 Kf2.w1 a7.b1 b8.b1 c7.b2 d8.b2 e7.b3 f8.b3 g7.b4 h8.b4 Kb6.b1 Kh6.b4';
    const state = positioned({ phase: 'board', year: 1, directors: [0, 1, 2, 3, 0, 1, 2, 3], pieces });
    const holder = CheckersExchange.Reads.effectiveHolder(state, state.activeFirm!);
    const own = game.view(state, holder);
    let now = 0;
    let calls = 0;
    // every look at the clock costs 10 ms: a search that ignored it would read it once per 1 024 nodes, 150 times
    vi.spyOn(performance, 'now').mockImplementation(() => {
      calls++;
      return (now += 10);
    });
    const capped = expertBot.chooseTurn(game, own, holder, 'x', { ms: 100 });
    expect(capped).toHaveLength(1);
    expect(calls).toBeLessThanOrEqual(100 / 10);
    calls = 0;
    now = 0;
    expertBot.chooseTurn(game, own, holder, 'x');
    expect(calls).toBeLessThanOrEqual(1_000 / 10);
    expect(calls).toBeGreaterThan(100 / 10);
  });

  it('trades with other experts: bot-to-bot trades per session far above the heuristic’s', () => {
    const experts = botTrades(expertBot, 3);
    const heuristics = botTrades(heuristicBot, 3);
    console.log(
      `checkers-exchange bot-to-bot trades per session: expert ${experts.toFixed(2)}, heuristic ${heuristics}`,
    );
    expect(experts).toBeGreaterThan(0);
    expect(experts).toBeGreaterThanOrEqual(3);
    expect(experts).toBeGreaterThan(10 * Math.max(heuristics, 0.1));
  }, 60_000);
});
