import { Stockpile } from '@birzha/engine';
import type { LogItem } from '../../table/use-table.ts';

/** One step of a Movement (spec 8.10): a forecast revealed and what it did, or Dividend Deborah's payment. */
export interface MovementStep {
  /** Index in the log of the step's first event: steps are told apart by it. */
  readonly at: number;
  /** The index just after the step's last event (the prices "after" the step are the log's prices there). */
  readonly end: number;
  readonly items: readonly LogItem[];
}

// What a forecast sets off: moves, splits and bankruptcies, dividends, and the owed fees the income pays off.
const CONSEQUENCES: ReadonlySet<string> = new Set(['priceMoved', 'split', 'bankrupt', 'dividend', 'feeDebtPaid']);

const ev = (item: LogItem) => item.event as Stockpile.Event;

/** The Movement steps among the log's items from index `from` on, in order. */
export function movementSteps(log: readonly LogItem[], from = 0): MovementStep[] {
  const steps: { at: number; end: number; items: LogItem[] }[] = [];
  let open: { at: number; end: number; items: LogItem[] } | null = null;
  for (let i = Math.max(0, from); i < log.length; i++) {
    const item = log[i] as LogItem;
    const e = ev(item);
    // a step of the engine's show, whose length the server waits out before the next clock starts
    if (Stockpile.isShowStep(e)) {
      open = { at: i, end: i + 1, items: [item] };
      steps.push(open);
    } else if (open !== null && CONSEQUENCES.has(e.type)) {
      open.items.push(item);
      open.end = i + 1;
    } else open = null;
  }
  return steps;
}

/** The last Movement the log holds (its round, its steps), or null before the first one. */
export function lastMovement(log: readonly LogItem[]): { round: number | null; steps: MovementStep[] } | null {
  let start = -1;
  for (let i = log.length - 1; i >= 0; i--) {
    if (ev(log[i] as LogItem).type === 'pairRevealed') {
      start = i;
      // The first reveal of that Movement: walk back over its earlier reveals and their consequences.
      while (start > 0) {
        const prev = ev(log[start - 1] as LogItem).type;
        if (prev !== 'pairRevealed' && !CONSEQUENCES.has(prev)) break;
        start--;
      }
      break;
    }
  }
  if (start < 0) return null;
  let round: number | null = null;
  for (let i = start; i >= 0; i--) {
    const e = ev(log[i] as LogItem);
    if (e.type === 'roundStarted') {
      round = e.round;
      break;
    }
  }
  const steps: MovementStep[] = [];
  for (const s of movementSteps(log, start)) {
    if (steps.length > 0 && s.at !== (steps[steps.length - 1] as MovementStep).end) break;
    steps.push(s);
  }
  return { round, steps };
}

/** Whether `next` is `prev` with items appended (a live update), not a reload or the first history. */
export function isAppended(prev: readonly LogItem[], next: readonly LogItem[]): boolean {
  return prev.length > 0 && next.length > prev.length && next[prev.length - 1] === prev[prev.length - 1];
}
