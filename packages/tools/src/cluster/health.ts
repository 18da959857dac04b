import type { BackendPool } from './backend-pool.ts';

/** Asks each backend's /healthz every `everyMs`; an answer 200 marks it up, anything else (or no answer) down. */
export function pollHealth(
  pool: BackendPool,
  options: { readonly everyMs: number; readonly print: (line: string) => void },
): { stop(): void } {
  let stopped = false;
  const check = async () => {
    await Promise.all(
      pool.backends.map(async (b) => {
        let reason: string | null;
        // The process's id on the bus (its /healthz says it): the proxy routes a table's connections by it.
        let busId: string | undefined;
        try {
          const res = await fetch(`http://127.0.0.1:${b.port}/healthz`, {
            signal: AbortSignal.timeout(Math.max(500, options.everyMs - 250)),
          });
          const body = (await res.json().catch(() => null)) as { process?: unknown } | null;
          busId = typeof body?.process === 'string' ? body.process : undefined;
          reason = res.ok ? null : `health check answered ${res.status}`;
        } catch (e) {
          reason = `health check failed: ${causeOf(e)}`;
        }
        if (stopped) return;
        if (reason === null) {
          if (pool.markUp(b.id, busId)) options.print(`cluster: ${b.id} (port ${b.port}) is up`);
        } else if (pool.markDown(b.id, reason)) {
          options.print(`cluster: ${b.id} (port ${b.port}) is down: ${reason}`);
        }
      }),
    );
  };
  const timer = setInterval(() => void check(), options.everyMs);
  void check();
  return {
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}

/** fetch's error hides the socket's code (ECONNREFUSED) in `cause`. */
function causeOf(e: unknown): string {
  const cause = e instanceof Error && e.cause instanceof Error ? e.cause : e;
  if (typeof cause === 'object' && cause !== null && 'code' in cause && typeof cause.code === 'string')
    return cause.code;
  return cause instanceof Error ? cause.message : String(cause);
}
