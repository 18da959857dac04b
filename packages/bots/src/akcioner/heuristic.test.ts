import {
  Akcioner,
  akcioner,
  createRng,
  playAll,
  rngFromSeed,
  startMatch,
  unwrap,
  type AnyGame,
  type Rng,
  type Seat,
} from '@birzha/engine';
import { checkAll, deepFreeze, jsonUnsafePath } from '@birzha/engine/testing';
import { describe, expect, it, vi } from 'vitest';
import { playMatch } from '../arena.ts';
import { BotError, type Bot } from '../bot.ts';
import { heuristicBot } from './index.ts';
import { randomBot } from '../random-bot.ts';
import { planAkcionerTurn } from './heuristic.ts';

type State = Akcioner.State;
type View = Akcioner.View;
const game = akcioner as AnyGame;

function setup(players: number, options: Record<string, unknown>, seed: string): State {
  return unwrap(startMatch(akcioner, { players, options, seed }), 'setup').state;
}

/** What a bot is given must be the seat's own redacted view: its hand only, no undealt cards, no rng. */
function expectRedacted(view: View, seat: Seat): void {
  expect(view.viewer).toBe(seat);
  view.seats.forEach((s, i) => (i === seat ? expect(s.hand).not.toBeNull() : expect(s.hand).toBeNull()));
  expect('undealt' in view || 'rng' in view).toBe(false);
}

/**
 * One match driven like the server: the real state stays here; each turn the seat's bot gets only its frozen view.
 * Sometimes the seat first plays part of its turn itself (random legal moves) and the bot takes over from stage
 * `card` or `trade2`, as when the server lets a bot finish a timed-out turn (spec 6).
 */
function playMixed(players: number, variant: string, seed: string, bots: readonly Bot[], rng: Rng): State {
  let state = setup(players, { variant }, seed);
  for (let turn = 0; state.phase === 'playing'; turn++) {
    const seat = state.toMove!;
    const takeover = state.stage === 'trade1' ? rng.int(4) : 0; // 0-1: whole turn; 2: from card; 3: from trade2
    for (let k = 1; k < takeover && state.phase === 'playing' && state.toMove === seat; k++) {
      const legal = akcioner.legalMoves(state, seat);
      const r = akcioner.play(state, seat, legal[rng.int(legal.length)]!);
      if (!r.ok) throw new Error('a listed legal move was refused');
      state = r.value.state;
    }
    if (state.phase !== 'playing' || state.toMove !== seat) continue;
    const view = deepFreeze(akcioner.view(state, seat));
    expectRedacted(view, seat);
    const moves = bots[seat]!.chooseTurn(game, view, seat, `${seed}/${turn}`);
    expect(moves.length).toBeGreaterThan(0);
    expect(jsonUnsafePath(moves)).toBeNull();
    const r = playAll(game, state, seat, moves);
    if (!r.ok) {
      throw new Error(
        `${bots[seat]!.level} bot, seed ${seed}, turn ${turn}: move ${r.error.index} of ${JSON.stringify(moves)} refused: ${r.error.error.code}`,
      );
    }
    state = r.value.state as State;
    // The bot completed the seat's turn: the server never waits on a half-played bot turn.
    expect(state.phase === 'finished' || state.toMove !== seat).toBe(true);
    expect(checkAll(game, state, players)).toEqual([]);
  }
  return state;
}

function legalityRun(variant: 'short' | 'classic' | 'long', gamesPerCount: number): number {
  const { minPlayers, maxPlayers } = Akcioner.VARIANTS[variant];
  let games = 0;
  for (let players = minPlayers; players <= maxPlayers; players++) {
    for (let g = 0; g < gamesPerCount; g++) {
      const seed = `legal-${variant}-${players}-${g}`;
      const rng = createRng(rngFromSeed(seed));
      const bots = Array.from({ length: players }, () => (rng.int(2) === 0 ? randomBot : heuristicBot));
      bots[rng.int(players)] = heuristicBot;
      const end = playMixed(players, variant, seed, bots, rng);
      expect(end.phase).toBe('finished');
      games++;
    }
  }
  return games;
}

describe('heuristic Akcioner bot: legality', () => {
  // 5 + 4 + 3 player counts × 20 games = 240 complete matches.
  it('plays legal, complete turns in short matches of 2-6 mixed bots', () => {
    expect(legalityRun('short', 20)).toBe(100);
  });
  it('plays legal, complete turns in classic matches of 2-5 mixed bots', () => {
    expect(legalityRun('classic', 20)).toBe(80);
  });
  it('plays legal, complete turns in long matches of 2-4 mixed bots', () => {
    expect(legalityRun('long', 20)).toBe(60);
  });

  it('finishes matches against itself at every player count', () => {
    for (let players = 2; players <= 6; players++) {
      const variant = players === 6 ? 'short' : 'classic';
      const r = playMatch({
        game,
        players,
        options: { variant, rounding: 'down' },
        seed: `self-${players}`,
        bots: Array(players).fill(heuristicBot),
      });
      expect(r.outcome.scores).toHaveLength(players);
    }
  });
});

describe('heuristic Akcioner bot: inputs and determinism', () => {
  const state = setup(3, { variant: 'classic' }, 'inputs');
  const seat = state.toMove!;
  const view = deepFreeze(akcioner.view(state, seat));

  it('composes the whole turn from stage trade1: trade, card, trade', () => {
    const moves = planAkcionerTurn(view, seat, 'a');
    expect(moves.map((m) => m.type)).toEqual(['trade', 'playCard', 'trade']);
  });

  it("past its deadline (the expert's safety stop) plays a complete, legal turn without reading the clock again", () => {
    const full = planAkcionerTurn(view, seat, 'd');
    expect(planAkcionerTurn(view, seat, 'd', undefined, Infinity)).toEqual(full);
    let reads = 0;
    const spy = vi.spyOn(performance, 'now').mockImplementation(() => ++reads);
    const cut = planAkcionerTurn(view, seat, 'd', undefined, 0);
    spy.mockRestore();
    // Read once: late from then on, every plan scores -Infinity and the first one scored is played.
    expect(reads).toBe(1);
    expect(cut.map((m) => m.type)).toEqual(['trade', 'playCard', 'trade']);
    expect(playAll(game, state, seat, cut).ok).toBe(true);
  });

  it('gives the same moves for the same view, seat and seed', () => {
    const a = heuristicBot.chooseTurn(game, view, seat, 'same');
    expect(heuristicBot.chooseTurn(game, structuredClone(view), seat, 'same')).toEqual(a);
  });

  it('cannot depend on hidden cards: states that look the same to the seat get the same moves', () => {
    // Other worlds behind the same view: opponents' hands and the undealt pile dealt differently.
    for (let k = 0; k < 5; k++) {
      const other = akcioner.determinize!(view, seat, rngFromSeed(`world-${k}`));
      expect(other.seats.map((s) => s.hand)).not.toEqual(state.seats.map((s) => s.hand));
      const otherView = akcioner.view(other, seat);
      expect(otherView).toEqual(view);
      expect(heuristicBot.chooseTurn(game, otherView, seat, 'w')).toEqual(
        heuristicBot.chooseTurn(game, view, seat, 'w'),
      );
    }
  });

  it('plays only the card in the last round, and nothing when it is not its turn', () => {
    const position = {
      lastRound: true,
      order: [0, 1],
      prices: { blue: 30 },
      seats: [{ hand: ['S-blue-m60'] }, { shares: { blue: 6 }, hand: ['S-red-p30'] }],
    };
    const last = unwrap(startMatch(akcioner, { players: 2, options: {}, seed: 'last', position }), 'setup');
    const moves = planAkcionerTurn(akcioner.view(last.state, 0), 0, 's');
    // Zeroing blue confiscates the opponent's 6 shares: it has no cash to buy them back.
    expect(moves).toEqual([{ type: 'playCard', card: 'S-blue-m60', assign: ['yellow'] }]);
    expect(planAkcionerTurn(akcioner.view(last.state, 1), 1, 's')).toEqual([]);
  });

  it("refuses a view that is not its seat's own", () => {
    const other = (seat + 1) % 3;
    expect(() => planAkcionerTurn(akcioner.view(state, other), seat, 's')).toThrow(BotError);
    expect(() => planAkcionerTurn(akcioner.view(state, 'spectator'), seat, 's')).toThrow(BotError);
  });
});
