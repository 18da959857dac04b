// Options for a match a cluster test can play to its end quickly: the shortest one a game offers, with no clock.
import type { AnyGame } from '@birzha/engine';

/**
 * The options of the shortest untimed match a game offers, found from its meta and parseOptions (no game named):
 * every number option at the least value accepted (0 turns a clock off), every text option 'untimed' or 'short'
 * when accepted, the rest at the defaults.
 */
export function shortestOptions(game: AnyGame, players: number): Record<string, unknown> {
  const options: Record<string, unknown> = { ...(game.meta.defaultOptions as Record<string, unknown>) };
  const accepts = (o: Record<string, unknown>) => game.parseOptions(o, players).ok;
  for (const [key, value] of Object.entries(options)) {
    if (typeof value === 'number') {
      for (let v = 0; v < value; v++)
        if (accepts({ ...options, [key]: v })) {
          options[key] = v;
          break;
        }
    } else if (typeof value === 'string') {
      const word = ['untimed', 'short'].find((w) => accepts({ ...options, [key]: w }));
      if (word !== undefined) options[key] = word;
    }
  }
  return options;
}

/** Whether a match of `game` with these options runs no clock at its start. */
export function untimed(game: AnyGame, players: number, options: Record<string, unknown>): boolean {
  const parsed = game.parseOptions(options, players);
  if (!parsed.ok) return false;
  const setup = game.setup({ players, options: parsed.value, seed: 'untimed-check' });
  // A game declares its periods with 0 seconds when its options set no clock.
  return setup.ok && (game.deadlines?.(setup.value.state) ?? []).every((d) => d.seconds === 0);
}
