import { turnPace, type MoveStep, type SeatChange, type SeatInfo } from '@birzha/protocol';
import type { TableInfo } from './use-table.ts';
import type { TFunction } from 'i18next';
import { createContext } from 'react';

/**
 * Who played the moves of a match, as the table page (live) or the replay knows it: the sender of each version, the
 * seats bots took over from people and the people who came back. The log and the results read it without the games
 * knowing of it.
 */
export interface PlayedInfo {
  readonly steps: readonly MoveStep[];
  readonly seatChanges: readonly SeatChange[];
  readonly seats: readonly SeatInfo[];
  /** Timeouts in a row after which a bot takes a seat over (the takeover line says how many). */
  readonly takeoverAfter?: number | undefined;
  /** The i18n key of "round {{round}}" in the game's words (absent: the shared "round"). */
  readonly roundKey?: string | undefined;
  /**
   * A turn-based table (issue 25): its time banks and phase deadlines time every period, and the game's own clock,
   * switched on only for its timeout moves, means nothing there, so the games' logs do not state it. Absent: live.
   */
  readonly turnBased?: boolean | undefined;
}

export const PlayedContext = createContext<PlayedInfo | null>(null);

/** What the table page passes on: the summary's seat changes and seats, the moves' senders it has. */
export function playedInfo(summary: TableInfo, steps: readonly MoveStep[], roundKey?: string): PlayedInfo {
  return {
    steps,
    seatChanges: summary.seatChanges ?? [],
    seats: summary.seats,
    takeoverAfter: summary.takeoverAfter,
    roundKey,
    turnBased: turnPace(summary.pace) !== null,
  };
}

/** The name of a seat's person (who holds it, or whom a bot stands in for), or null when it is not theirs. */
export function personName(seats: readonly SeatInfo[], seat: number, userId: string): string | null {
  const s = seats[seat];
  if (s?.user?.id === userId) return s.user.name;
  if (s?.left?.id === userId) return s.left.name;
  return null;
}

/**
 * The names a log tells its moves with: each seat's person (who holds it, or whom a bot plays it for now), so the
 * moves they made keep their name when a bot takes the seat, and the bot's moves are told by the mark beside them;
 * a bot's own seat keeps its label. Without the table around it, the labels as given.
 */
export function logNames(names: readonly string[], seats: readonly SeatInfo[] | undefined): readonly string[] {
  if (seats === undefined) return names;
  return names.map((label, s) => seats[s]?.user?.name ?? seats[s]?.left?.name ?? label);
}

/** Whom the log credits a move to, beyond its seat: a bot playing for the seat's person, or the clock. */
export type Credit = { readonly kind: 'clock' } | { readonly kind: 'botFor'; readonly name: string };

/** The person a bot plays seat `seat` for at move `version` (the last change before it a takeover), or null. */
function standingInFor(info: PlayedInfo, seat: number, version: number): string | null {
  let last: SeatChange | undefined;
  for (const c of info.seatChanges) if (c.seat === seat && c.version < version) last = c;
  if (last !== undefined) {
    if (last.kind !== 'takeover') return null;
    return personName(info.seats, seat, last.userId) ?? null;
  }
  // No change recorded (a table from before they were): the seat a bot holds for someone now.
  return info.seats[seat]?.left?.name ?? null;
}

/**
 * Who played the move that led to `version`, when it was not the seat's own player: the clock, or a bot for the
 * seat's person. Null for a person's own move, a bot's own seat, and a sender this viewer may not know.
 */
export function creditOf(info: PlayedInfo, steps: ReadonlyMap<number, MoveStep>, version: number): Credit | null {
  const step = steps.get(version);
  if (step === undefined || step.seat === null || step.by === undefined) return null;
  if (step.by === 'clock') return { kind: 'clock' };
  if (step.by !== 'bot') return null;
  const name = standingInFor(info, step.seat, version);
  return name === null ? null : { kind: 'botFor', name };
}

/** The senders by version, for `creditOf`. */
export function stepsByVersion(steps: readonly MoveStep[]): Map<number, MoveStep> {
  return new Map(steps.map((s) => [s.version, s]));
}

/** A credit in words: "time ran out", "bot for Bob". */
export function creditText(c: Credit, t: TFunction): string {
  return c.kind === 'clock' ? t('played.clock') : t('played.botFor', { name: c.name });
}

/** A seat change as a line of the log: "A bot took Bob's seat (left the table)", "Bob is back". */
export function seatChangeText(c: SeatChange, info: PlayedInfo, t: TFunction): string {
  const name = personName(info.seats, c.seat, c.userId) ?? `#${c.seat + 1}`;
  if (c.kind === 'return') return t('played.back', { name });
  const why =
    c.reason === 'left'
      ? t('played.why.left')
      : info.takeoverAfter === undefined
        ? t('played.why.timeouts')
        : t('played.why.timeoutsCount', { count: info.takeoverAfter });
  return t('played.takeover', { name, why });
}

/** A stretch of a match a bot played for a person: from the round of the takeover to that of the return, or the end. */
export interface StandInSpan {
  readonly seat: number;
  readonly userId: string;
  readonly from: number | null;
  /** The round the person came back in; null with `toEnd`, or when the game counts no rounds. */
  readonly to: number | null;
  readonly toEnd: boolean;
}

/** The stretches bots played for people, in the order they began. */
export function standInSpans(changes: readonly SeatChange[]): StandInSpan[] {
  const spans: StandInSpan[] = [];
  const open = new Map<number, number>();
  for (const c of changes) {
    const at = open.get(c.seat);
    if (c.kind === 'takeover' && at === undefined) {
      open.set(c.seat, spans.length);
      spans.push({ seat: c.seat, userId: c.userId, from: c.round, to: null, toEnd: true });
    } else if (c.kind === 'return' && at !== undefined) {
      const span = spans[at];
      if (span !== undefined) spans[at] = { ...span, to: c.round, toEnd: false };
      open.delete(c.seat);
    }
  }
  return spans;
}

/**
 * The results' line for one person a bot played for: "A bot played for Bob: round 3 to round 5, round 7 to the end"
 * (each stretch by its rounds; one round alone when it began and ended in it).
 */
export function standInText(spans: readonly StandInSpan[], name: string, t: TFunction, roundKey: string): string {
  const round = (r: number) => t(roundKey, { round: r });
  const words = spans.flatMap((s) => {
    if (s.from === null) return [];
    if (s.toEnd) return [t('played.spanToEnd', { from: round(s.from) })];
    if (s.to === null || s.to === s.from) return [round(s.from)];
    return [t('played.span', { from: round(s.from), to: round(s.to) })];
  });
  if (words.length === 0) return t('played.standInNoRounds', { name });
  return t('played.standIn', { name, spans: words.join(t('played.spanSep')) });
}
