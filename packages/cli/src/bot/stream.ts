import { setTimeout as sleep } from 'node:timers/promises';
import { errorMessage } from '../error-message.ts';
import { answerCode, isFinalRefusal, type BotApi } from './api.ts';
import { Backoff, type BackoffTimes } from './backoff.ts';
import { LineSplitter } from './ndjson.ts';

/** The servers send an empty line every 15 s: three missed in a row means the connection is dead. */
export const STREAM_IDLE_MS = 45_000;

export interface StreamOptions {
  readonly signal: AbortSignal;
  readonly backoff?: BackoffTimes;
  readonly idleMs?: number;
  /**
   * Give up after this many failed attempts in a row (a connection that brought a message starts the count again):
   * `--once` must end when the server cannot be reached. Unset: retry for ever.
   */
  readonly giveUpAfter?: number;
  /** A line for the log: a drop, a wait, a bad line. */
  readonly report: (text: string) => void;
}

/** What a message handler says: read on, or the stream's work is done (the caller closes it). */
export type Next = 'more' | 'done';

/** Why following a stream ended. */
export type StreamEnd =
  | { readonly kind: 'done' }
  | { readonly kind: 'aborted' }
  /** The server refused the stream for good (a 4xx: a bad token, no such game). */
  | { readonly kind: 'refused'; readonly status: number; readonly code: string }
  /** `giveUpAfter` attempts in a row failed; `reason`: the last one's failure. */
  | { readonly kind: 'gaveUp'; readonly attempts: number; readonly reason: string };

/**
 * Follows a stream of the bot API: opens it, hands each JSON line to `onMessage`, and when the connection drops (the
 * server restarts, the network fails, nothing, not even a keep-alive, came for `idleMs`) reopens it after a backoff
 * (1 s doubling to 30 s, from 1 s again once a connection has brought a message). `onMessage` may throw to ask for a
 * reconnection (a message it cannot use).
 */
export async function followStream(
  api: BotApi,
  path: string,
  onMessage: (message: Readonly<Record<string, unknown>>) => Next,
  options: StreamOptions,
): Promise<StreamEnd> {
  const backoff = new Backoff(options.backoff);
  const idleMs = options.idleMs ?? STREAM_IDLE_MS;
  let failures = 0;
  const worked = () => {
    backoff.reset();
    failures = 0;
  };
  while (!options.signal.aborted) {
    const why = await readOnce(api, path, onMessage, options.signal, idleMs, worked);
    if (why.kind === 'done' || why.kind === 'refused') return why;
    if (options.signal.aborted) break;
    failures++;
    if (options.giveUpAfter !== undefined && failures >= options.giveUpAfter)
      return { kind: 'gaveUp', attempts: failures, reason: why.reason };
    const wait = backoff.next();
    options.report(`${why.reason}; reconnecting in ${wait / 1000} s`);
    try {
      await sleep(wait, undefined, { signal: options.signal });
    } catch {
      break;
    }
  }
  return { kind: 'aborted' };
}

type ReadEnd =
  Exclude<StreamEnd, { kind: 'aborted' | 'gaveUp' }> | { readonly kind: 'dropped'; readonly reason: string };

/** One connection, from opening to its end. */
async function readOnce(
  api: BotApi,
  path: string,
  onMessage: (message: Readonly<Record<string, unknown>>) => Next,
  outer: AbortSignal,
  idleMs: number,
  worked: () => void,
): Promise<ReadEnd> {
  const connection = new AbortController();
  const signal = AbortSignal.any([outer, connection.signal]);
  let idle = false;
  /** The handler has what it wanted: whatever happens to the connection now is no drop. */
  let done = false;
  let timer: NodeJS.Timeout | undefined;
  const watch = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      idle = true;
      connection.abort();
    }, idleMs);
  };
  watch();
  try {
    const res = await api.open(path, signal);
    if (!res.ok) {
      const text = await res.text().catch(() => '');
      const answer = { status: res.status, body: safeJson(text) };
      if (isFinalRefusal(res.status)) return { kind: 'refused', status: res.status, code: answerCode(answer) };
      return { kind: 'dropped', reason: `refused for now (${answerCode(answer)})` };
    }
    if (res.body === null) return { kind: 'dropped', reason: 'no body' };
    const lines = new LineSplitter();
    let first = true;
    read: for await (const chunk of res.body) {
      watch();
      for (const line of lines.push(chunk)) {
        const message = safeJson(line);
        if (typeof message !== 'object' || message === null || Array.isArray(message)) continue;
        if (first) {
          first = false;
          worked();
        }
        if (onMessage(message as Record<string, unknown>) === 'done') {
          done = true;
          // Leaving the loop cancels the body; the connection is closed in `finally`, after it (closing it first
          // makes the cancel throw an AbortError, which would read as a drop).
          break read;
        }
      }
    }
    return done ? { kind: 'done' } : { kind: 'dropped', reason: 'the server closed the stream' };
  } catch (e) {
    if (done) return { kind: 'done' };
    if (idle) return { kind: 'dropped', reason: `nothing came for ${idleMs / 1000} s` };
    return { kind: 'dropped', reason: errorMessage(e) };
  } finally {
    clearTimeout(timer);
    connection.abort();
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
