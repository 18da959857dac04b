import { canonicalJson, type Stockpile } from '@birzha/engine';

/** Whether `move` is among the server's `legal` list (which holds the engine's objects; a form builds its own). */
export function isListed(legal: readonly Stockpile.Move[], move: Stockpile.Move): boolean {
  const key = canonicalJson(move);
  return legal.some((m) => canonicalJson(m) === key);
}
