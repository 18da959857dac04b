import { err, ok, type Result } from '@birzha/engine';
import { parseCount } from './parse-count.ts';

/** `--players N` (a single count) or `--players A..B` (every count from A to B, played in turn). */
export interface PlayersFlag {
  readonly from: number;
  readonly to: number;
  /** Whether the flag was a range (the summary then says `"A..B"` and adds a per-count breakdown). */
  readonly range: boolean;
}

const RANGE = /^(\d+)\.\.(\d+)$/;

/** Parses `--players`: a count >= 1 or a non-empty range A..B of decimal integers; anything else is refused. */
export function parsePlayers(text: string): Result<PlayersFlag, string> {
  const trimmed = text.trim();
  if (!trimmed.includes('..')) {
    const n = parseCount(text, '--players', 1);
    if (!n.ok) return err(n.error.replace('must be an integer', 'must be an integer or a range A..B'));
    return ok({ from: n.value, to: n.value, range: false });
  }
  const m = RANGE.exec(trimmed);
  const from = Number(m?.[1]);
  const to = Number(m?.[2]);
  if (m === null || !Number.isSafeInteger(from) || !Number.isSafeInteger(to)) {
    return err(`--players ${trimmed}: a range is two integers A..B, e.g. 3..8`);
  }
  if (from > to)
    return err(`--players ${trimmed}: the range is empty (${from} is above ${to}), write it ${to}..${from}`);
  return ok({ from, to, range: true });
}

/** How the flag was given, as the summary reports it: the count, or `"A..B"`. */
export function playersLabel(flag: { readonly players: number; readonly playersUpTo?: number }): number | string {
  return flag.playersUpTo === undefined ? flag.players : `${flag.players}..${flag.playersUpTo}`;
}
