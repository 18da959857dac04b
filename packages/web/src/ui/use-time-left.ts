import { useEffect, useState } from 'react';
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

/** The length (ms) of the period a deadline ends, from when the page first saw it; null without a deadline. */
export function usePeriod(key: string, deadline: number | null): number | null {
  const [period, setPeriod] = useState<{ deadline: number | null; ms: number | null }>(() => ({
    deadline,
    ms: deadline === null ? null : deadline - firstSeen(key, deadline),
  }));
  if (period.deadline !== deadline) {
    const ms = deadline === null ? null : deadline - firstSeen(key, deadline);
    setPeriod({ deadline, ms });
    return ms;
  }
  return period.ms;
}
