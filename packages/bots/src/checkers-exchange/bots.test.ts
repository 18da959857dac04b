import { checkersExchange, CheckersExchange, startMatch, unwrap, type AnyGame, type Seat } from '@birzha/engine';
import { describe, expect, it } from 'vitest';
import { playMatch } from '../arena.ts';
import type { Bot } from '../bot.ts';
import { bots, heuristicBot, randomBot } from './index.ts';

const game = checkersExchange as unknown as AnyGame;
type View = CheckersExchange.View;
type State = CheckersExchange.State;

/** Every view a bot gets in one match, with the seat it was for (the arena's onView). */
function viewsOf(players: number, seed: string, lineup: readonly Bot[]): { view: View; seat: Seat }[] {
  const seen: { view: View; seat: Seat }[] = [];
  playMatch({
    game,
    players,
    options: { timing: 'untimed', years: 4 },
    seed,
    bots: lineup,
    onView: (view, seat) => seen.push({ view: view as View, seat }),
  });
  return seen;
}

describe('checkers-exchange bots: legal play', () => {
  it('exports every level under its name', () => {
    expect(Object.keys(bots).sort()).toEqual(['expert', 'heuristic', 'random']);
    expect(bots.expert?.level).toBe('expert');
    expect(bots.random?.level).toBe('random');
    expect(bots.heuristic?.level).toBe('heuristic');
  });

  // playMatch applies every turn all-or-none and throws a BotError on any refused move or an empty turn
  for (const players of [3, 4, 5, 6, 7, 8]) {
    it(`plays ${players}-seat matches of mixed levels to the end with legal moves only`, () => {
      for (let m = 0; m < 2; m++) {
        const lineup = Array.from({ length: players }, (_, s) => ((s + m) % 2 === 0 ? heuristicBot : randomBot));
        const seed = `legal-${players}-${m}`;
        const r = playMatch({ game, players, options: { timing: 'untimed', years: 4 }, seed, bots: lineup });
        expect((r.state as State).phase).toBe('finished');
        expect(r.outcome.scores).toHaveLength(players);
      }
    }, 60_000);
  }

  it('plays an all-random 8-seat default match and an all-heuristic 3-seat match to the end', () => {
    for (const [players, bot] of [
      [8, randomBot],
      [3, heuristicBot],
    ] as const) {
      const r = playMatch({ game, players, options: {}, seed: `uniform-${players}`, bots: Array(players).fill(bot) });
      expect((r.state as State).phase).toBe('finished');
    }
  }, 60_000);
});

describe('checkers-exchange bots: turns', () => {
  const seen = viewsOf(4, 'turns', [heuristicBot, randomBot, heuristicBot, randomBot]);

  it('gives the same turn for the same view, seat and seed', () => {
    for (const { view, seat } of seen.filter((_, i) => i % 7 === 0)) {
      for (const bot of [randomBot, heuristicBot]) {
        const once = bot.chooseTurn(game, view, seat, 'same-seed');
        expect(bot.chooseTurn(game, structuredClone(view), seat, 'same-seed')).toEqual(once);
      }
    }
  });

  it('sends exactly one ply on the board and ends every simultaneous turn with ready', () => {
    const phases = new Set<string>();
    for (const { view, seat } of seen) {
      for (const bot of [randomBot, heuristicBot]) {
        const turn = bot.chooseTurn(game, view, seat, `phase-${view.stage}`) as CheckersExchange.Move[];
        phases.add(view.phase);
        if (view.phase === 'board') {
          expect(turn).toHaveLength(1);
          expect(turn[0]?.type).toBe('ply');
        } else {
          expect(turn.at(-1)).toEqual({ type: 'ready' });
          expect(turn.filter((m) => m.type === 'ready')).toHaveLength(1);
        }
      }
    }
    expect([...phases].sort()).toEqual(['auction', 'board', 'meeting', 'session']);
  });

  it('returns [] for a seat the game does not wait for', () => {
    let checked = 0;
    for (const { view } of seen.filter((_, i) => i % 3 === 0)) {
      const state = { ...view, rng: { algo: 'sfc32', s: [1, 2, 3, 4] } } as unknown as State;
      const waiting = checkersExchange.toAct(state);
      for (let seat = 0; seat < 4; seat++) {
        if (waiting.includes(seat)) continue;
        // the seat's own view of the same moment (the recorded one is another seat's)
        const own = { ...view, viewer: seat } as View;
        expect(randomBot.chooseTurn(game, own, seat, 'idle')).toEqual([]);
        expect(heuristicBot.chooseTurn(game, own, seat, 'idle')).toEqual([]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('refuses a view that is not its seat’s own', () => {
    const start = unwrap(startMatch(game, { players: 3, options: {}, seed: 'own' }), 'start').state;
    const view = game.view(start, 1);
    expect(() => randomBot.chooseTurn(game, view, 0, 'x')).toThrow(/not seat 0/);
  });
});
