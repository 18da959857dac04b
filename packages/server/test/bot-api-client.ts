// A bot account and its API token on a test server, and a reader of the bot API's newline-delimited JSON streams.
import type { NewTokenAnswer } from '@birzha/protocol';
import { expect } from 'vitest';
import { call, register, type Session } from './accounts-client.ts';

export type Line = Record<string, unknown> & { t: string };

/** A registered account made a bot account, with an API token of `scopes`. */
export async function botWithToken(
  server: { url: string },
  username: string,
  scopes: readonly string[] = ['bot:play', 'bot:chat'],
): Promise<{ session: Session; token: string }> {
  const session = await register(server, username, 'correct horse battery');
  const made = await call(server, 'POST', '/api/account/bot', { token: session.token });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const t = await call<NewTokenAnswer>(server, 'POST', '/api/account/tokens', {
    token: session.token,
    body: { name: 'test', scopes },
  });
  expect(t.status, JSON.stringify(t.body)).toBe(201);
  return { session, token: t.body.token };
}

/** An open stream: its lines as they come (each taken once by `next`), and `close`. */
export interface Stream {
  readonly status: number;
  /** Every line read so far (empty keep-alive lines left out). */
  readonly lines: Line[];
  /** The next line not yet taken that matches, waiting up to `timeoutMs`. */
  next(match?: (line: Line) => boolean, timeoutMs?: number): Promise<Line>;
  /** Lines read and not yet taken. */
  queued(): number;
  /** Resolves when the server ends the stream. */
  readonly ended: Promise<void>;
  close(): void;
}

/** Opens a bot API stream with the token. */
export async function openStream(server: { url: string }, path: string, token: string): Promise<Stream> {
  const abort = new AbortController();
  const res = await fetch(`${server.url}${path}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: abort.signal,
  });
  const lines: Line[] = [];
  let taken = 0;
  const waiters: (() => void)[] = [];
  const wake = () => waiters.splice(0).forEach((w) => w());
  const ended = (async () => {
    if (res.body === null) return;
    const decoder = new TextDecoder();
    let buffered = '';
    try {
      for await (const chunk of res.body) {
        buffered += decoder.decode(chunk as Uint8Array, { stream: true });
        let nl: number;
        while ((nl = buffered.indexOf('\n')) >= 0) {
          const text = buffered.slice(0, nl);
          buffered = buffered.slice(nl + 1);
          if (text.trim() !== '') lines.push(JSON.parse(text) as Line);
        }
        wake();
      }
    } catch {
      // Aborted by close().
    }
    wake();
  })();
  const seen = new Set<number>();
  return {
    status: res.status,
    lines,
    ended,
    async next(match = () => true, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        for (let i = taken; i < lines.length; i++) {
          const line = lines[i] as Line;
          if (!seen.has(i) && match(line)) {
            seen.add(i);
            while (seen.has(taken)) taken++;
            return line;
          }
        }
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(`no matching line in ${timeoutMs} ms; lines: ${JSON.stringify(lines).slice(-2000)}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(left, 200));
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    queued: () => lines.length - seen.size,
    close: () => abort.abort(),
  };
}

/** A started two-seat short Akcioner table of the bot (`token`'s, seat 0) and a server bot. */
export async function startedTable(server: { url: string }, token: string): Promise<string> {
  const r = await call<{ table: { id: string; status: string } }>(server, 'POST', '/api/bot/tables', {
    token,
    body: {
      game: 'akcioner',
      players: 2,
      options: { variant: 'short' },
      bots: [{ seat: 1, level: 'beginner' }],
      start: true,
    },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  expect(r.body.table.status).toBe('playing');
  return r.body.table.id;
}
