import type { AccountLimits } from '../src/config.ts';
// Calls of the accounts tests: JSON requests with a bearer token or cookies and any headers, the answer's status,
// body and Set-Cookie lines.
import type { Me } from '@birzha/protocol';
import { expect } from 'vitest';

/** The account routes' limits out of the way (accounts-guard.test.ts tests them), for a test that sets one lower. */
export const ROOMY_ACCOUNT_LIMITS: AccountLimits = {
  perIp: 1000,
  perIpWindowMs: 60_000,
  failedPerName: 1000,
  perNameWindowMs: 60_000,
  resetPerIp: 1000,
  resetPerAccount: 1000,
  resetWindowMs: 60_000,
};

export interface Answer<T = unknown> {
  readonly status: number;
  readonly body: T;
  readonly cookies: string[];
}

export interface CallOptions {
  readonly token?: string | null;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
}

/** One request. */
export async function call<T = unknown>(
  server: { url: string },
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined && options.token !== null) headers['authorization'] = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: (text === '' ? null : JSON.parse(text)) as T,
    cookies: res.headers.getSetCookie(),
  };
}

export type Session = { user: Me; token: string };

/** Registers (from the guest session `token`, or none) and expects success. */
export async function register(
  server: { url: string },
  username: string,
  password: string,
  token: string | null = null,
): Promise<Session> {
  const r = await call<Session>(server, 'POST', '/api/account/register', { token, body: { username, password } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body;
}

/** Logs in and expects success. */
export async function login(server: { url: string }, username: string, password: string): Promise<Session> {
  const r = await call<Session>(server, 'POST', '/api/account/login', { body: { username, password } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
}

/** The error code of an answer (undefined for a success). */
export function codeOf(a: Answer): string | undefined {
  return (a.body as { error?: { code?: string } } | null)?.error?.code;
}

/** Expects a refusal with this status and code. */
export function expectRefused(a: Answer, status: number, code: string): void {
  expect({ status: a.status, code: codeOf(a) }, JSON.stringify(a.body)).toEqual({ status, code });
}

/** The status of GET /api/me with a token (200 signed in, 401 not). */
export async function meStatus(server: { url: string }, token: string): Promise<number> {
  return (await call(server, 'GET', '/api/me', { token })).status;
}
