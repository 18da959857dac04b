import { useEffect, useState } from 'react';

/** The time now (epoch ms), taken again every `everyMs`: for durations shown to the minute, not a ticking clock. */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(id);
  }, [everyMs]);
  return now;
}
