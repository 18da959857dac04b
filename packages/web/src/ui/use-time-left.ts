import { createContext, useContext, useEffect, useState } from 'react';
import { TENTHS_BELOW_MS } from './low-time.ts';

/**
 * Milliseconds left to a deadline (epoch ms), null without one. It ticks four times a second, and ten times in the
 * last seconds, where the clock shows tenths: only the component that shows the clock re-renders with it.
 */
export function useTimeLeft(deadline: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  const left = deadline === null ? null : Math.max(0, deadline - now);
  const fast = left !== null && left < TENTHS_BELOW_MS + 500;
  useEffect(() => {
    if (deadline === null) return;
    setNow(Date.now());
    const id = window.setInterval(() => setNow(Date.now()), fast ? 100 : 250);
    return () => window.clearInterval(id);
  }, [deadline, fast]);
  return left;
}

/** Where the first sight of each deadline is kept for the page's life (a reload keeps the period it had). */
const STORE_KEY = 'birzha.deadlineSeen';
const KEEP = 20;

function readSeen(): Record<string, number> {
  try {
    const v: unknown = JSON.parse(sessionStorage.getItem(STORE_KEY) ?? '{}');
    return typeof v === 'object' && v !== null ? (v as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * When this page first saw `deadline` at table `key` (epoch ms), null without a deadline: with the deadline, the
 * length of the period it ends, which no message states (a game's clocks differ per phase and option). Kept in the
 * tab's session storage, so a reload in the middle does not make the period look shorter than it was.
 */
export function firstSeen(key: string, deadline: number, now = Date.now()): number {
  const id = `${key}:${deadline}`;
  const seen = readSeen();
  const at = seen[id];
  if (typeof at === 'number' && at <= deadline) return at;
  const kept = Object.entries(seen)
    .sort((a, b) => b[1] - a[1])
    .slice(0, KEEP - 1);
  try {
    sessionStorage.setItem(STORE_KEY, JSON.stringify(Object.fromEntries([...kept, [id, now]])));
  } catch {
    // No storage: the period counts from now, as without a reload.
  }
  return now;
}

/**
 * The live table whose deadlines the clocks on the page count down to (its id, the key usePeriod keeps first sights
 * under), for the clocks inside a game's board (Countdown), which know the deadline but not the table; null outside a
 * live table (a clock there warns at the 10 s floor).
 */
export const ClockTableContext = createContext<string | null>(null);

/**
 * The length (ms) of the period a deadline ends, from when the page first saw it at table `key`; null without a
 * deadline or a table. Every clock of a table asks under the same key, so they all count the same period.
 */
export function usePeriod(key: string | null, deadline: number | null): number | null {
  const measure = (d: number | null) => (d === null || key === null ? null : d - firstSeen(key, d));
  const [period, setPeriod] = useState<{ deadline: number | null; ms: number | null }>(() => ({
    deadline,
    ms: measure(deadline),
  }));
  if (period.deadline !== deadline) {
    const ms = measure(deadline);
    setPeriod({ deadline, ms });
    return ms;
  }
  return period.ms;
}

/** The period of a deadline shown inside the table page's board: usePeriod under the table ClockTableContext names. */
export function useTablePeriod(deadline: number | null): number | null {
  return usePeriod(useContext(ClockTableContext), deadline);
}
