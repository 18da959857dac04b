import { describe, expect, it } from 'vitest';
import { BURST, MAX_RETRY_AFTER_S, Pacer, retryWait } from './pacer.ts';

describe('Pacer', () => {
  it('lets a burst through, then paces so that no minute holds more than the server takes (1,200 moves)', () => {
    let now = 0;
    const pacer = new Pacer(undefined, undefined, () => now);
    for (let i = 0; i < BURST; i++) expect(pacer.reserve()).toBe(0);
    expect(pacer.reserve()).toBeGreaterThan(0);
    // A program that writes moves as fast as they go: each is sent the moment its slot comes, for three minutes.
    const sent: number[] = [];
    const fresh = new Pacer(undefined, undefined, () => now);
    for (now = 0; now < 180_000;) {
      const wait = fresh.reserve();
      now += wait;
      sent.push(now);
    }
    for (let i = 0; i < sent.length; i++) {
      const inMinute = sent.filter((t) => t >= sent[i]! && t < sent[i]! + 60_000).length;
      expect(inMinute).toBeLessThanOrEqual(1200);
    }
    expect(sent.length).toBeGreaterThan(3000);
  });
});

describe('retryWait', () => {
  it('takes retryAfter from a RATE_LIMITED or UNAVAILABLE answer, bounded; nothing for another answer', () => {
    const answer = (status: number, retryAfter?: unknown) => ({
      status,
      body: { error: { code: 'RATE_LIMITED', detail: retryAfter === undefined ? undefined : { retryAfter } } },
    });
    expect(retryWait(answer(429, 3))).toBe(3000);
    expect(retryWait(answer(503, 5))).toBe(5000);
    expect(retryWait(answer(429))).toBe(1000);
    expect(retryWait(answer(429, 3600))).toBe(MAX_RETRY_AFTER_S * 1000);
    expect(retryWait(answer(429, 0))).toBe(100);
    expect(retryWait(answer(409, 3))).toBeUndefined();
  });
});
