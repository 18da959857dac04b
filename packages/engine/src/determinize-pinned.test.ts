import { describe, expect, it } from 'vitest';
import type { AnyGame, Seat } from './core/game.ts';
import { stateHash } from './core/canonical.ts';
import { createRng, rngFromSeed } from './core/rng.ts';
import { getGame } from './games.ts';

/**
 * The worlds `determinize` samples, for fixed views and rngs, hashed: bots decide on them (their seeds pick the
 * worlds), so a faster determinize must give the same ones or the bots' games change. The hashes were taken with
 * the determinize of every game before it was made fast (issue 27), and the fast one gives the same.
 */
/**
 * Fields added to a game's state after the hashes were taken, left out of them: Stockpile's `sales` (this round's
 * public Selling decisions, copied from the view, no draw of the rng).
 */
const LATER_FIELDS = ['sales'];

function withoutLater(world: unknown): unknown {
  if (typeof world !== 'object' || world === null) return world;
  return Object.fromEntries(Object.entries(world).filter(([key]) => !LATER_FIELDS.includes(key)));
}

function determinizeDigest(id: string, players: number, options: unknown, games: number, every: number): string {
  const game = getGame(id) as AnyGame;
  if (game.determinize === undefined) throw new Error(`${id} has no determinize`);
  const parsed = game.parseOptions(options, players);
  if (!parsed.ok) throw new Error(`options refused: ${parsed.error.code}`);
  const worlds: unknown[] = [];
  for (let g = 0; g < games; g++) {
    const seed = `pinned-${id}-${players}-${g}`;
    const setup = game.setup({ players, options: parsed.value, seed });
    if (!setup.ok) throw new Error(`setup refused: ${setup.error.code}`);
    const rng = createRng(rngFromSeed(seed));
    let state = setup.value.state;
    for (let k = 0; ; k++) {
      const toAct = game.toAct(state);
      if (toAct.length === 0) break;
      if (k % every === 0) {
        for (let s = 0; s < players; s++) {
          worlds.push(withoutLater(game.determinize(game.view(state, s), s, rngFromSeed(`${seed}/${k}/${s}`))));
        }
      }
      const seat = toAct[rng.int(toAct.length)] as Seat;
      const legal = game.legalMoves(state, seat);
      const next = game.play(state, seat, legal[rng.int(legal.length)]);
      if (!next.ok) throw new Error(`legal move refused: ${next.error.code}`);
      state = next.value.state;
    }
  }
  expect(worlds.length).toBeGreaterThan(20);
  return stateHash(worlds);
}

describe('determinize gives the same worlds as before it was made fast', () => {
  it('akcioner', () => {
    expect(determinizeDigest('akcioner', 2, { variant: 'classic' }, 3, 3)).toBe('caab39fe9450a1e7c0fc71567d18bf42');
    expect(determinizeDigest('akcioner', 4, { variant: 'short' }, 3, 3)).toBe('76b95d4e47eb65450f0343dae31e91e0');
  });
  it('stockpile', () => {
    expect(determinizeDigest('stockpile', 2, { investors: true }, 2, 5)).toBe('d655825ac585ca46476c58d83e5fa444');
    expect(determinizeDigest('stockpile', 4, {}, 2, 5)).toBe('070867da689173666fb669ec4161bb01');
  });
  it('checkers-exchange', () => {
    expect(determinizeDigest('checkers-exchange', 3, {}, 1, 25)).toBe('5ce16b2683fc9be989a79d12f06dc091');
    expect(determinizeDigest('checkers-exchange', 6, {}, 1, 25)).toBe('ea595992db02c039cec3c084e11033ec');
  });
});
