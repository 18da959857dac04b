import { createRng, rngFromSeed, type AnyGame, type Rng, type Seat, type Viewer } from '@birzha/engine';

// Per-game knowledge of the secrets scan. Everything a new game needs is optional: without a profile a game gets its
// default options (untimed when it has `turnSeconds`), single legal moves and batches from `determinize`, generic
// illegal moves, and the generic secret check (strings of the state its viewer's engine views never showed).

export interface TableChoice {
  readonly options: Record<string, unknown>;
  readonly players: number;
}

export interface GameProfile {
  /** Options and player count for one match. */
  table(game: AnyGame, rng: Rng): TableChoice;
  /** A move list the seat must be refused (the test checks that against the engine before sending). */
  illegal(view: unknown, seat: Seat, rng: Rng): unknown[];
  /** The kinds (`kindOf`) of match the scan must have played; default: every player count of `table`'s options. */
  kinds?(game: AnyGame): string[];
  /** The rules spec's secrets: strings `viewer` must not see in a frame at version v (events[v]: move v's events). */
  specSecrets?(
    states: readonly unknown[],
    viewer: Viewer,
    events: readonly (readonly unknown[])[],
  ): (v: number) => ReadonlySet<string>;
  /** Spec checks on a view sent to a spectator. */
  spectatorView?(view: unknown): string | null;
  /** Spec checks on any viewer's view at a version whose state is `state`: what is wrong, or null. */
  frameView?(state: unknown, view: unknown, viewer: Viewer): string | null;
  /**
   * Spec checks on an event as a viewer was sent it: what is wrong, or null. `state` is the state the event's move
   * led to (given when the frame's events are the engine's).
   */
  frameEvent?(event: unknown, viewer: Viewer, state?: unknown): string | null;
  /**
   * Whether a composed turn may go on from `before` to `after` on the seat's determinized copy (default: while the
   * seat is to act). A game where a move can show the seat cards it could only guess stops there.
   */
  turnGoesOn?(before: unknown, after: unknown): boolean;
  /**
   * The legal move a script sends when it sends one move (default: any of `legal`, uniformly): a game whose uniformly
   * random play would run too long for the scan steers it (a phase that closes only when every seat is ready).
   */
  legalChoice?(view: unknown, seat: Seat, legal: readonly unknown[], rng: Rng): unknown;
  /** The random matches the scan plays (default: the scan's MATCHES_PER_GAME): fewer for a game of long matches. */
  matches?: number;
  /** The seat's resignation (legal at any time, in turn or not) when its view allows one, else null. */
  resign?(view: unknown, seat: Seat): unknown;
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[rng.int(items.length)] as T;
}

export function genericTable(game: AnyGame, rng: Rng): TableChoice {
  const options: Record<string, unknown> = { ...(game.meta.defaultOptions as Record<string, unknown>) };
  if ('turnSeconds' in options) options['turnSeconds'] = 0;
  const counts: number[] = [];
  for (let n = game.meta.minPlayers; n <= game.meta.maxPlayers; n++)
    if (game.parseOptions(options, n).ok) counts.push(n);
  return { options, players: pick(rng, counts) };
}

export const genericIllegal = (_view: unknown, _seat: Seat, rng: Rng): unknown[] => [
  pick<unknown>(rng, [{ type: '__not_a_move__' }, null, 'x', 42, []]),
];

/** The kind of a match, for the coverage check: its variant (if the game has variants) and player count. */
export const kindOf = (options: Record<string, unknown>, players: number): string =>
  JSON.stringify([options['variant'] ?? null, players]);

/** The kinds of match a scan of `game` must cover. */
export function expectedKinds(game: AnyGame, profile: GameProfile): string[] {
  if (profile.kinds !== undefined) return profile.kinds(game);
  const out: string[] = [];
  const { options } = genericTable(game, createRng(rngFromSeed('kinds')));
  for (let n = game.meta.minPlayers; n <= game.meta.maxPlayers; n++)
    if (game.parseOptions(options, n).ok) out.push(kindOf(options, n));
  return out;
}
