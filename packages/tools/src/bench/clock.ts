/** Seconds since `start` (a performance.now() reading). */
export function secondsSince(start: number): number {
  return (performance.now() - start) / 1000;
}

/** Runs `step` until `seconds` have passed; returns the calls made and the exact time they took. */
export function runFor(seconds: number, step: (i: number) => void): { calls: number; seconds: number } {
  const start = performance.now();
  let calls = 0;
  while (secondsSince(start) < seconds) step(calls++);
  return { calls, seconds: secondsSince(start) };
}
