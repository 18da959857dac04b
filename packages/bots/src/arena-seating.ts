/**
 * How `birzha arena` spreads its games (issue 27): a deal is a setup seed, and each deal is played once under every
 * seating, the lineup rotated by one seat each time, so every bot sits in every seat on the same deals and neither
 * the deal nor the seat favours a bot. A run of K games is K rounded up to whole deals: ceil(K / N) deals × N seatings.
 */

/** The bot (index into the lineup) at `seat` under seating `rotation`: seat s plays bot (s + rotation) mod N. */
export function botAt(seat: number, rotation: number, players: number): number {
  return (seat + rotation) % players;
}

/** The seat bot `bot` takes under seating `rotation` (the inverse of botAt). */
export function seatOf(bot: number, rotation: number, players: number): number {
  return (((bot - rotation) % players) + players) % players;
}

/** Deals and games of a run asked for `games` games at `players` seats: whole rotations only. */
export function arenaSize(games: number, players: number): { readonly deals: number; readonly games: number } {
  const deals = Math.ceil(games / players);
  return { deals, games: deals * players };
}

/** The setup seed of deal `deal`: the same for every seating of it. */
export function dealSeed(seed: string, deal: number): string {
  return `${seed}-${deal}`;
}

/** The seed of the bots' choices and the serving order in one seating of one deal. */
export function seatingSeed(seed: string, deal: number, rotation: number): string {
  return `${dealSeed(seed, deal)}/seating-${rotation}`;
}

/** Game number `index` of a run (deal-major: every seating of deal 0, then of deal 1...). */
export function gameAt(index: number, players: number): { readonly deal: number; readonly rotation: number } {
  return { deal: Math.floor(index / players), rotation: index % players };
}
