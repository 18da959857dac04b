// Every game's timedOptions (issue 25): options whose own clock is off are timed, every other choice kept, and the
// game's periods under them are timed (so a turn-based table's clock move is one the game accepts).
import { describe, expect, it } from 'vitest';
import { GAMES } from '../games.ts';

/** Each game's options with its clock off, and the option that is its clock. */
const UNTIMED: Readonly<Record<string, { readonly raw: Record<string, unknown>; readonly clock: string }>> = {
  akcioner: { raw: { variant: 'short', turnSeconds: 0 }, clock: 'turnSeconds' },
  stockpile: { raw: { turnSeconds: 0 }, clock: 'turnSeconds' },
  'checkers-exchange': { raw: { timing: 'untimed', years: 5 }, clock: 'timing' },
};

describe('timedOptions', () => {
  for (const game of Object.values(GAMES)) {
    it(`${game.meta.id}: switches the game's own clock on and keeps the rest`, () => {
      const players = game.meta.minPlayers;
      const example = UNTIMED[game.meta.id];
      if (example === undefined) throw new Error('a registered game without an untimed example here');
      const parsed = game.parseOptions(example.raw, players);
      if (!parsed.ok) throw new Error(parsed.error.code);
      const timed = game.meta.timedOptions?.(parsed.value);
      expect(timed).toBeDefined();
      for (const [key, value] of Object.entries(parsed.value as Record<string, unknown>))
        if (key !== example.clock) expect(timed).toHaveProperty(key, value);
      const untimedStart = game.setup({ players, options: parsed.value, seed: 't' });
      const timedStart = game.setup({ players, options: timed, seed: 't' });
      if (!untimedStart.ok || !timedStart.ok) throw new Error('setup failed');
      const seconds = (s: unknown) => (game.deadlines?.(s) ?? []).map((d) => d.seconds);
      expect(seconds(untimedStart.value.state).every((x) => x === 0)).toBe(true);
      expect(seconds(timedStart.value.state).some((x) => x > 0)).toBe(true);
      // Already timed options are left as they are.
      expect(game.meta.timedOptions?.(timed)).toEqual(timed);
    });
  }
});
