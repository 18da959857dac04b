// A table's clocks after a transition, by its pace (issue 25). A live table times the periods its game declares with
// seconds by the game's own options, as it always has (deadlines.ts). A turn-based table times every declared period:
// one that spends a seat's bank (engine `Deadline.spends`: a decision in sequence) is due when that bank runs out;
// a simultaneous phase is due the pace's `phase` after it starts (it ends earlier when every seat has acted: the game
// moves on and its key goes). When a spending period ends, its seat's bank is charged the time it ran and given the
// pace's `add`, never above the `cap`; a bank that ran out is then just `add`. Pure: the move path, the start and the
// tests give it the time.
import type { AnyGame } from '@birzha/engine';
import { turnPace, type Pace, type TurnPace } from '@birzha/protocol';
import type { StoredDeadline } from '../store/store.ts';
import { declaredDeadlines, nextDeadlines } from './deadlines.ts';

/** What a table's clocks are worked out from, at one transition (or the start). */
export interface ClockStep {
  readonly game: AnyGame;
  readonly pace: Pace;
  readonly players: number;
  /** The state the transition led to (the game's periods in it). */
  readonly state: unknown;
  /** The deadlines running before it ([] at the start). */
  readonly previous: readonly StoredDeadline[];
  /** The banks before it (ms left per seat); null at the start, or for a live table. */
  readonly banks: readonly number[] | null;
  /** When new periods start: now, or when the transition's public show ends (nobody decides while it plays). */
  readonly startAt: number;
  /** When the transition happened: the periods it ended are charged up to then. */
  readonly now: number;
}

/** A table's running deadlines and (turn-based) banks after a transition. */
export interface Clocks {
  readonly deadlines: StoredDeadline[];
  /** Milliseconds left per seat, not counting the periods now running; null for a live table. */
  readonly banks: number[] | null;
}

const SECOND = 1000;

/** The banks a turn-based table starts with (the pace's `bank` for every seat); null for a live table. */
export function initialBanks(pace: Pace, players: number): number[] | null {
  const turns = turnPace(pace);
  return turns === null ? null : Array.from({ length: players }, () => turns.bank * SECOND);
}

/**
 * A seat's bank when its period that started at `since` ends at `now`: what was left, less the time the period ran
 * (never below 0: it ran out), plus the pace's `add`, never above its `cap`.
 */
export function settledBank(pace: TurnPace, bank: number, since: number, now: number): number {
  const elapsed = Math.max(0, now - since);
  return Math.min(pace.cap * SECOND, Math.max(0, bank - elapsed) + pace.add * SECOND);
}

/** The clocks after a transition (see the file's comment). */
export function nextClocks(step: ClockStep): Clocks {
  const pace = turnPace(step.pace);
  if (pace === null)
    return { deadlines: nextDeadlines(step.game, step.state, step.previous, step.startAt), banks: null };
  const declared = declaredDeadlines(step.game, step.state);
  const banks = step.banks === null ? (initialBanks(pace, step.players) as number[]) : [...step.banks];
  const still = new Set(declared.map((d) => d.key));
  // The spending periods that ended: their seats pay for the time they ran, and get the add.
  for (const p of step.previous) {
    if (still.has(p.key) || p.spends === undefined) continue;
    const bank = banks[p.spends];
    if (bank === undefined) continue;
    banks[p.spends] = settledBank(pace, bank, p.since ?? step.now, step.now);
  }
  const deadlines = declared.map((d): StoredDeadline => {
    // A period still declared keeps its due time, start and spender (a key names one period: engine `Deadline`).
    const kept = step.previous.find((p) => p.key === d.key);
    if (kept !== undefined) return kept;
    const bank = d.spends === undefined ? undefined : banks[d.spends];
    if (d.spends === undefined || bank === undefined)
      return { key: d.key, dueAt: step.startAt + pace.phase * SECOND, since: step.startAt };
    return { key: d.key, dueAt: step.startAt + bank, since: step.startAt, spends: d.spends };
  });
  return { deadlines, banks };
}

/**
 * Why a turn-based table of these options could not be timed: the code with which the game refuses its clock's move
 * at the start (a game may refuse it when its own options set no clock, NOT_TIMED), or null when it takes it. The
 * banks and phases time every period, so the clock's move must be one the game accepts.
 */
export function clockRefusal(game: AnyGame, options: unknown, players: number): string | null {
  const started = game.setup({ players, options, seed: 'pace-check' });
  // A setup that fails is the start's to report.
  if (!started.ok) return null;
  const period = declaredDeadlines(game, started.value.state)[0];
  const seat = period?.seats[0];
  if (period === undefined || seat === undefined) return null;
  const played = game.play(started.value.state, seat, period.move);
  return played.ok ? null : played.error.code;
}
