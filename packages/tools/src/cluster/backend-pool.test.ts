import { describe, expect, it } from 'vitest';
import { createBackendPool, type Backend, type BackendPool } from './backend-pool.ts';

const BACKENDS: readonly Backend[] = [
  { id: 'p1', port: 8081 },
  { id: 'p2', port: 8082 },
  { id: 'p3', port: 8083 },
];

function pool(): { pool: BackendPool; clock: { t: number } } {
  const clock = { t: 1_000_000 };
  const p = createBackendPool(BACKENDS, { retryDownMs: 3000, now: () => clock.t });
  for (const b of BACKENDS) p.markUp(b.id);
  return { pool: p, clock };
}

const picks = (p: BackendPool, n: number, tried: ReadonlySet<string> = new Set()): (string | null)[] =>
  Array.from({ length: n }, () => p.pick(tried)?.id ?? null);

describe('backend pool', () => {
  it('takes the backends that are up in turn', () => {
    const { pool: p } = pool();
    expect(picks(p, 7)).toEqual(['p1', 'p2', 'p3', 'p1', 'p2', 'p3', 'p1']);
  });

  it('skips a backend marked down, and keeps the turn among the others', () => {
    const { pool: p } = pool();
    expect(p.markDown('p2', 'ECONNREFUSED')).toBe(true);
    expect(picks(p, 4)).toEqual(['p1', 'p3', 'p1', 'p3']);
    expect(p.state('p2')).toMatchObject({ up: false, reason: 'ECONNREFUSED' });
  });

  it('skips the backends this request already tried (a retry goes to the next one)', () => {
    const { pool: p } = pool();
    expect(p.pick(new Set())?.id).toBe('p1');
    expect(p.pick(new Set(['p1']))?.id).toBe('p2');
    expect(p.pick(new Set(['p1', 'p2', 'p3']))).toBeNull();
  });

  it('tries a down backend again only after the retry delay, and only when no backend is up', () => {
    const { pool: p, clock } = pool();
    p.markDown('p1', 'ECONNREFUSED');
    p.markDown('p2', 'ECONNREFUSED');
    p.markDown('p3', 'ECONNREFUSED');
    expect(p.pick(new Set())).toBeNull();
    clock.t += 2999;
    expect(p.pick(new Set())).toBeNull();
    clock.t += 1;
    expect(p.pick(new Set())?.id).toBeDefined();
    // With one up again, it gets every request while the others are in their delay.
    p.markUp('p3');
    expect(picks(p, 3)).toEqual(['p3', 'p3', 'p3']);
  });

  it('prefers a backend that is up over one whose delay has passed', () => {
    const { pool: p, clock } = pool();
    p.markDown('p1', 'health check failed');
    clock.t += 10_000;
    expect(picks(p, 4)).toEqual(['p2', 'p3', 'p2', 'p3']);
  });

  it('marking down again restarts the delay (a backend that refused again waits again)', () => {
    const { pool: p, clock } = pool();
    for (const id of ['p1', 'p2', 'p3']) p.markDown(id, 'ECONNREFUSED');
    clock.t += 3000;
    const tried = p.pick(new Set());
    expect(tried).not.toBeNull();
    p.markDown(tried?.id ?? '', 'ECONNREFUSED');
    expect(p.pick(new Set(BACKENDS.filter((b) => b.id !== tried?.id).map((b) => b.id)))).toBeNull();
  });

  it('starts with every backend untried, so the first request does not wait for a health check', () => {
    const p = createBackendPool(BACKENDS, { retryDownMs: 3000, now: () => 0 });
    expect(p.pick(new Set())?.id).toBe('p1');
    expect(p.markUp('p1')).toBe(true);
    expect(p.markUp('p1')).toBe(false);
  });
});
