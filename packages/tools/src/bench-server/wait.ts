import { createServer } from 'node:net';
import type { Child } from './children.ts';

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** A TCP port free on loopback right now (the kernel's choice). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Polls GET /healthz until the server answers ok; fails if the child exits or `timeoutMs` passes. */
export async function waitHealthy(url: string, child: Child, timeoutMs = 30_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (!child.running) throw new Error(`${child.name} exited before it served /healthz`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`${child.name}: /healthz did not answer within ${timeoutMs / 1000} s`);
}

/** Sleeps `seconds`, calling `tick` every `everySeconds` (progress on stderr). */
export async function sleepWithTicks(
  seconds: number,
  everySeconds: number,
  tick: (elapsed: number) => void,
): Promise<void> {
  const start = performance.now();
  for (;;) {
    const elapsed = (performance.now() - start) / 1000;
    if (elapsed >= seconds) return;
    await sleep(Math.min(everySeconds, seconds - elapsed) * 1000);
    const now = (performance.now() - start) / 1000;
    if (now < seconds) tick(now);
  }
}
