import { setTimeout as sleep } from 'node:timers/promises';
import { refusalOf, type ApiAnswer } from './api.ts';

/**
 * The bot API's move limit is 1,200 requests a minute per token (20 a second; docs/bot-api.md, "Errors and limits").
 * The client stays under it by itself: at most `BURST` moves at once, then 19 a second, so that any minute holds at
 * most 20 + 19 * 60 = 1,160 of them, whatever the program writes.
 */
export const MOVES_PER_SECOND = 19;
export const BURST = 20;

/** The longest wait a RATE_LIMITED (or UNAVAILABLE) answer's `retryAfter` is taken for, in seconds. */
export const MAX_RETRY_AFTER_S = 60;

/** Paces the move requests of every game of one client (the limit counts per token, over all its games). */
export class Pacer {
  readonly #perSecond: number;
  readonly #burst: number;
  readonly #now: () => number;
  #tokens: number;
  #at: number;

  constructor(perSecond = MOVES_PER_SECOND, burst = BURST, now: () => number = Date.now) {
    this.#perSecond = perSecond;
    this.#burst = burst;
    this.#now = now;
    this.#tokens = burst;
    this.#at = now();
  }

  /** Reserves the next request's slot: how many ms to wait before sending it (0: now). */
  reserve(): number {
    const now = this.#now();
    this.#tokens = Math.min(this.#burst, this.#tokens + ((now - this.#at) / 1000) * this.#perSecond);
    this.#at = now;
    this.#tokens -= 1;
    return this.#tokens >= 0 ? 0 : Math.ceil((-this.#tokens / this.#perSecond) * 1000);
  }

  /** Waits for the next request's slot; rejects when `signal` aborts. */
  async wait(signal: AbortSignal): Promise<void> {
    const ms = this.reserve();
    if (ms > 0) await sleep(ms, undefined, { signal });
  }
}

/**
 * How long to wait before sending a request again that the server answered 429 RATE_LIMITED or 503 UNAVAILABLE
 * (nothing was done), in ms: its `detail.retryAfter` seconds, at least 0.1 s (1 s when it names none), at most
 * MAX_RETRY_AFTER_S. Undefined for any other answer.
 */
export function retryWait(answer: ApiAnswer): number | undefined {
  if (answer.status !== 429 && answer.status !== 503) return undefined;
  const detail = refusalOf(answer).detail as { retryAfter?: unknown } | null | undefined;
  const s = typeof detail?.retryAfter === 'number' && Number.isFinite(detail.retryAfter) ? detail.retryAfter : 1;
  return Math.round(Math.min(MAX_RETRY_AFTER_S, Math.max(0.1, s)) * 1000);
}
