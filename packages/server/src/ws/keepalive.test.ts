import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Keepalive } from './keepalive.ts';

/** A socket that counts pings and terminations; `answers` says whether it pongs. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  pings = 0;
  terminated = 0;
  constructor(private readonly answers: boolean) {
    super();
  }
  ping(): void {
    this.pings++;
    if (this.answers) queueMicrotask(() => this.emit('pong'));
  }
  terminate(): void {
    this.terminated++;
    this.readyState = 3;
    setTimeout(() => this.emit('close'), 1);
  }
}

describe('Keepalive', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pings every interval, terminates once a socket that missed a pong, keeps one that answers, and stops when idle', async () => {
    const k = new Keepalive(100);
    const good = new FakeSocket(true);
    const bad = new FakeSocket(false);
    k.watch(good);
    k.watch(bad);
    await vi.advanceTimersByTimeAsync(100);
    expect([good.pings, bad.pings, bad.terminated]).toEqual([1, 1, 0]);
    await vi.advanceTimersByTimeAsync(100);
    expect(bad.terminated).toBe(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(bad.terminated).toBe(1);
    expect(bad.pings).toBe(1);
    expect(good.pings).toBe(7);
    expect(good.terminated).toBe(0);
    expect(k.size).toBe(1);
    good.emit('close');
    expect(k.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
