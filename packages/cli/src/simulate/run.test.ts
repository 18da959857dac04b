import { fail, ok, type AnyGame, type Game } from '@birzha/engine';
import { describe, expect, it } from 'vitest';
import { runSimulation } from './run.ts';
import { summarize } from './summary.ts';

/** A toy game no registry knows: each of three rounds both seats pick 1..3 at once; the higher total wins. */
interface Toy {
  readonly round: number;
  readonly picks: readonly (number | null)[];
  readonly totals: readonly number[];
}
const ROUNDS = 3;
const toy: Game<null, Toy, number, never, Toy> = {
  meta: { id: 'toy', title: 'Toy', minPlayers: 2, maxPlayers: 2, rulesVersion: 1, defaultOptions: null },
  parseOptions: (raw) =>
    raw === null || (typeof raw === 'object' && Object.keys(raw).length === 0) ? ok(null) : fail('BAD_OPTION'),
  setup: ({ players }) =>
    ok({ state: { round: 0, picks: Array(players).fill(null), totals: Array(players).fill(0) }, events: [] }),
  toAct: (s) => (s.round >= ROUNDS ? [] : s.picks.flatMap((p, seat) => (p === null ? [seat] : []))),
  legalMoves: (s, seat) => (s.round < ROUNDS && s.picks[seat] === null ? [1, 2, 3] : []),
  parseMove: (raw) => (raw === 1 || raw === 2 || raw === 3 ? ok(raw) : fail('BAD_MOVE')),
  play: (s, seat, m) => {
    if (s.round >= ROUNDS || s.picks[seat] !== null) return fail('NOT_YOUR_TURN');
    const picks = s.picks.map((p, i) => (i === seat ? m : p));
    if (picks.some((p) => p === null)) return ok({ state: { ...s, picks }, events: [] });
    const totals = s.totals.map((t, i) => t + (picks[i] as number));
    return ok({ state: { round: s.round + 1, picks: picks.map(() => null), totals }, events: [] });
  },
  view: (s) => s,
  viewEvent: (e) => e,
  outcome: (s) => {
    if (s.round < ROUNDS) return undefined;
    const [a = 0, b = 0] = s.totals;
    const ranking = a === b ? [[0, 1]] : a > b ? [[0], [1]] : [[1], [0]];
    return { ranking, scores: [...s.totals] };
  },
};

describe('simulate with a game it was not written for', () => {
  it('plays simultaneous turns, seats the random bot for a level the game has no bot of, and tallies the results', () => {
    const config = {
      game: toy as AnyGame,
      players: 2,
      games: 30,
      seed: 'toy',
      options: null,
      bots: ['heuristic', 'random'] as const,
      check: true,
    };
    const run = runSimulation(config);
    const s = summarize(config, run, []);
    expect(s.game).toBe('toy');
    expect(s.failures).toBe(0);
    expect(s.finished).toBe(30);
    expect(s.averageMoves).toBe(2 * ROUNDS);
    // Without an `order` in its state there is no turn order to count wins by.
    expect(s.winsByTurnPosition).toBeNull();
    const won = s.winsBySeat[0]! + s.winsBySeat[1]!;
    expect(won - s.sharedWins).toBe(30);
    expect(s.averageWinnerScore).toBeGreaterThanOrEqual(ROUNDS);
  });
});
