import type { LogItem } from './use-table.ts';

/** Moves newest first, each move's events in the order they happened (a move reads top-down like a sentence). */
export function newestMovesFirst(log: readonly LogItem[]): LogItem[] {
  const groups: LogItem[][] = [];
  for (const l of log) {
    const last = groups[groups.length - 1];
    if (last !== undefined && last[0]?.version === l.version) last.push(l);
    else groups.push([l]);
  }
  return groups.reverse().flat();
}
