import type { Output } from '../output.ts';

/** What the client tells its user on stderr: one line per event (`--quiet`: none), and problems always. */
export interface Reporter {
  /** Something it did or saw: connected, an invitation, a game started, a move sent, a refusal, a game's end. */
  event(text: string): void;
  /** Something that went wrong (shown even with --quiet). */
  problem(text: string): void;
}

export function reporter(output: Output, quiet: boolean, now: () => Date = () => new Date()): Reporter {
  // The time of day (UTC) lets a long run's log be read against the server's.
  const line = (text: string) => output.err(`${now().toISOString().slice(11, 19)} birzha bot: ${text}\n`);
  return { event: quiet ? () => {} : line, problem: line };
}

/** The place of `seat` in an outcome's ranking (groups of tied seats, best first), e.g. "place 1 of 3 (tied)". */
export function placeText(outcome: unknown, seat: number | null): string {
  const ranking = (outcome as { ranking?: unknown } | null)?.ranking;
  if (!Array.isArray(ranking) || seat === null) return 'no outcome';
  let before = 0;
  for (const group of ranking as unknown[]) {
    const seats = Array.isArray(group) ? (group as unknown[]) : [];
    if (seats.includes(seat)) {
      const of = (ranking as unknown[]).reduce<number>((n, g) => n + (Array.isArray(g) ? g.length : 0), 0);
      return `place ${before + 1} of ${of}${seats.length > 1 ? ' (tied)' : ''}`;
    }
    before += seats.length;
  }
  return 'not ranked';
}
