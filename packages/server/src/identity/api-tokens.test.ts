import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearerOf, hashApiToken, isApiToken, newApiToken } from './api-tokens.ts';
import { isSessionId } from './sessions.ts';
import { verifyToken } from './tokens.ts';

const request = (headers: Record<string, string>, query: Record<string, string> = {}) =>
  ({ headers, query }) as unknown as FastifyRequest;

describe('API tokens', () => {
  it('are bzb_ and 32 random bytes in base64url, each new, hashed with SHA-256', () => {
    const a = newApiToken();
    const b = newApiToken();
    expect(a.token).toMatch(/^bzb_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a.token.slice(4), 'base64url')).toHaveLength(32);
    expect(a.token).not.toBe(b.token);
    expect(a.hash).toBe(createHash('sha256').update(a.token).digest('base64url'));
    expect(hashApiToken(a.token)).toBe(a.hash);
    expect(isApiToken(a.token)).toBe(true);
    for (const bad of ['', a.hash, `bzb_${a.hash}x`, `bzc_${a.token.slice(4)}`, `${a.token} `])
      expect(isApiToken(bad)).toBe(false);
  });

  it("are neither a session id nor a signed guest token, so the site's identification takes them for nobody", () => {
    const { token } = newApiToken();
    expect(isSessionId(token)).toBe(false);
    expect(verifyToken(token, 'test-secret-test-secret-test-secret')).toBeNull();
  });

  it('are read from Authorization: Bearer only, never from the address', () => {
    expect(bearerOf(request({ authorization: 'Bearer bzb_abc' }))).toBe('bzb_abc');
    expect(bearerOf(request({ authorization: 'Basic bzb_abc' }))).toBeNull();
    expect(bearerOf(request({}, { token: 'bzb_abc' }))).toBeNull();
    expect(bearerOf(request({}))).toBeNull();
  });
});
