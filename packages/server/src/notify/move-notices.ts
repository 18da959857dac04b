// Which notifications a match's transition causes (issue 25): pure, so that the move path can write them in the same
// transaction as the moves. Who is told what: the seats now to act that were not ("your turn", one per period),
// the game's own notices ('outbid', 'meeting'), the others when a player's time ran out, reminders before a bank
// runs out, everyone's result at the end (the results recorder adds place and rating: see result-notices.ts).
import type { AnyGame, Deadline } from '@birzha/engine';
import type { NewNotification, NotifyPayload } from '../store/notify-store.ts';
import type { StoredDeadline } from '../store/store.ts';

/** One transition of a match as the move path (or the start) sees it. */
export interface TransitionFacts {
  readonly game: AnyGame;
  readonly tableId: string;
  /** The person holding each seat (null: a bot or nobody; a bot standing in for a person counts as the bot). */
  readonly people: readonly (string | null)[];
  /**
   * The name each seat is shown by at the table (the summary's distinct names), for the words of 'ranOut' ("Аня ran
   * out of time"). Absent: the notification names the seat only.
   */
  readonly names?: readonly (string | null)[];
  /** The state before (null at the start) and after. */
  readonly before: unknown;
  readonly after: unknown;
  /** The events of the moves applied, in order. */
  readonly events: readonly unknown[];
  /** The match version after. */
  readonly version: number;
  /** Who submitted the moves: a person, a bot or the clock. */
  readonly by: 'person' | 'bot' | 'clock';
  /** The seat the moves were submitted for (null at the start). */
  readonly seat: number | null;
  /** The running deadlines before and after. */
  readonly deadlinesBefore: readonly StoredDeadline[];
  readonly deadlinesAfter: readonly StoredDeadline[];
  /** Turn-based tables only: each person's reminder hours (their settings), by user id. Absent: no reminders. */
  readonly reminders?: ReadonlyMap<string, readonly number[]>;
  /** Whether the table is turn-based (reminders and "ran out" are for turn-based tables). */
  readonly turnBased: boolean;
  readonly now: number;
  /** How long "your turn" waits before it goes out (config.notify.graceMs). */
  readonly graceMs: number;
}

const HOUR_MS = 3_600_000;

/** The notifications of one transition; [] when nobody is to be told. */
export function transitionNotifications(facts: TransitionFacts): NewNotification[] {
  const out = new Rows();
  const before = facts.before === null ? [] : periodsOf(facts.game, facts.before);
  const after = periodsOf(facts.game, facts.after);
  // In the order of cause: the outbox sends rows due together in the order written, so a digest tells what the move
  // did (a bid beaten, a clock run out) before the turn it gives.
  if (facts.before === null) started(facts, out);
  notices(facts, out);
  if (facts.turnBased) ranOut(facts, before, out);
  turns(facts, before, after, out);
  if (facts.turnBased) reminders(facts, before, after, out);
  return out.rows;
}

/** The rows of a transition, at most one per user and dedupe key (the outbox would ignore the second anyway). */
class Rows {
  readonly rows: NewNotification[] = [];
  readonly #seen = new Set<string>();

  add(row: NewNotification): void {
    const id = `${row.userId}\n${row.dedupe ?? ''}`;
    if (row.dedupe !== null && this.#seen.has(id)) return;
    this.#seen.add(id);
    this.rows.push(row);
  }
}

/** The clock periods a game declares for a state (declared even when the table's options time none). */
function periodsOf(game: AnyGame, state: unknown): readonly Deadline[] {
  return game.deadlines?.(state) ?? [];
}

/**
 * The period a seat's decision belongs to: the one that spends its bank (a turn in sequence), else the simultaneous
 * phase's; null when the game declares none.
 */
function periodOf(periods: readonly Deadline[], seat: number): string | null {
  return (periods.find((d) => d.spends === seat) ?? periods.find((d) => d.spends === undefined))?.key ?? null;
}

function payload(facts: TransitionFacts, extra: NotifyPayload = {}): NotifyPayload {
  return { tableId: facts.tableId, game: facts.game.meta.id, version: facts.version, ...extra };
}

function row(
  facts: TransitionFacts,
  userId: string,
  kind: NewNotification['kind'],
  dedupe: string,
  extra: { payload?: NotifyPayload; dueAt?: number; guardKey?: string | null } = {},
): NewNotification {
  return {
    userId,
    kind,
    tableId: facts.tableId,
    payload: extra.payload ?? payload(facts),
    dedupe,
    guardKey: extra.guardKey ?? null,
    createdAt: facts.now,
    dueAt: extra.dueAt ?? facts.now + facts.graceMs,
  };
}

/** Everyone seated is told the match began. */
function started(facts: TransitionFacts, out: Rows): void {
  facts.people.forEach((userId, seat) => {
    if (userId !== null)
      out.add(row(facts, userId, 'started', `started:${facts.tableId}`, { payload: payload(facts, { seat }) }));
  });
}

/**
 * "Your turn" for each person the game now waits for who was not waited for, or whose decision is a new period (a
 * new key): one per period however many moves see it. It waits the grace, and only while the period still runs (the
 * guard, when its clock is stored), so that a player at the table who moves at once is never told.
 */
function turns(facts: TransitionFacts, before: readonly Deadline[], after: readonly Deadline[], out: Rows): void {
  const { game } = facts;
  const waitedBefore = facts.before === null ? [] : game.toAct(facts.before);
  const stored = new Set(facts.deadlinesAfter.map((d) => d.key));
  for (const seat of game.toAct(facts.after)) {
    const userId = facts.people[seat] ?? null;
    if (userId === null) continue;
    const key = periodOf(after, seat);
    const samePeriod = facts.before !== null && key === periodOf(before, seat);
    if (samePeriod && waitedBefore.includes(seat)) continue;
    // The mover still deciding within the same period (a ready taken back, an order while the phase runs).
    if (samePeriod && seat === facts.seat && facts.by === 'person') continue;
    const dedupe = `turn:${facts.tableId}:${key ?? facts.version}`;
    const guardKey = key !== null && stored.has(key) ? key : null;
    out.add(row(facts, userId, 'turn', dedupe, { payload: payload(facts, { seat }), guardKey }));
  }
}

/** The game's own notices ('outbid', 'meeting') to the people of their seats. */
function notices(facts: TransitionFacts, out: Rows): void {
  for (const n of facts.game.notices?.(facts.events, facts.after) ?? []) {
    const userId = facts.people[n.seat] ?? null;
    if (userId === null) continue;
    const dedupe = `${n.kind}:${facts.tableId}:${facts.version}:${n.seat}`;
    out.add(row(facts, userId, n.kind, dedupe, { payload: payload(facts, { seat: n.seat }) }));
  }
}

/**
 * The clock ended a period that spent a seat's bank: the other people are told whose time ran out (the default move
 * and the takeover are the move path's).
 */
function ranOut(facts: TransitionFacts, before: readonly Deadline[], out: Rows): void {
  if (facts.by !== 'clock' || facts.before === null) return;
  for (const d of before) {
    if (d.spends === undefined) continue;
    const stored = facts.deadlinesBefore.find((s) => s.key === d.key);
    if (stored === undefined || stored.dueAt > facts.now) continue;
    const seat = d.spends;
    const name = facts.names?.[seat] ?? null;
    const extra: NotifyPayload = name === null ? { seat } : { seat, name };
    facts.people.forEach((userId, other) => {
      if (userId === null || other === seat || userId === facts.people[seat]) return;
      out.add(row(facts, userId, 'ranOut', `ranOut:${facts.tableId}:${d.key}`, { payload: payload(facts, extra) }));
    });
  }
}

/**
 * A new period that spends a person's bank: one reminder per hour of their schedule, due that long before the bank
 * runs out, sent only while the period still runs (the guard); none for an hour already past.
 */
function reminders(facts: TransitionFacts, before: readonly Deadline[], after: readonly Deadline[], out: Rows): void {
  if (facts.reminders === undefined) return;
  const old = new Set(before.map((d) => d.key));
  for (const d of after) {
    if (d.spends === undefined || old.has(d.key)) continue;
    const userId = facts.people[d.spends] ?? null;
    const stored = facts.deadlinesAfter.find((s) => s.key === d.key);
    if (userId === null || stored === undefined) continue;
    for (const hours of facts.reminders.get(userId) ?? []) {
      const dueAt = stored.dueAt - hours * HOUR_MS;
      if (dueAt <= facts.now) continue;
      out.add(
        row(facts, userId, 'reminder', `reminder:${facts.tableId}:${d.key}:${hours}`, {
          payload: payload(facts, { seat: d.spends, hoursLeft: hours }),
          dueAt,
          guardKey: d.key,
        }),
      );
    }
  }
}
