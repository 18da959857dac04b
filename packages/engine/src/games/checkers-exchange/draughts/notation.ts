/** Square names and ply notation (spec 7.1): `c3-d4` for a quiet move, `c3:e5:g3` for a capture's landings. */
import type { Square } from '../config.ts';
import { indexAt, nameOf } from './squares.ts';

const NOTATION = /^[a-h][1-8](-[a-h][1-8]|(:[a-h][1-8])+)$/;

/** Square name to index, or -1 for a light or unknown square. */
export function squareIndex(name: string): number {
  if (name.length !== 2) return -1;
  const file = name.charCodeAt(0) - 97;
  const row = name.charCodeAt(1) - 49;
  return indexAt(file, row);
}

/** The name of square index 0..31. */
export function squareName(index: number): Square {
  return nameOf(index);
}

/** The notation regex of spec 7.1 with every square dark: the squares in order and whether it is a capture; null when malformed. */
export function parseNotation(text: string): { readonly capture: boolean; readonly squares: readonly number[] } | null {
  if (typeof text !== 'string' || !NOTATION.test(text)) return null;
  const squares: number[] = [];
  for (let i = 0; i < text.length; i += 3) {
    const sq = squareIndex(text.slice(i, i + 2));
    if (sq < 0) return null;
    squares.push(sq);
  }
  return { capture: text.charAt(2) === ':', squares };
}

/** The notation of a move from `from` through the landing squares `path`. */
export function formatNotation(from: number, path: readonly number[], capture: boolean): string {
  let text: string = nameOf(from);
  for (const sq of path) text += (capture ? ':' : '-') + nameOf(sq);
  return text;
}
