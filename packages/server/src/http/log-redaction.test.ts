import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.ts';

describe('redactUrl', () => {
  it('blanks the values of secret parameters and keeps the rest', () => {
    expect(redactUrl('/ws?token=abc.def')).toBe('/ws?token=[redacted]');
    expect(redactUrl('/api/tables/t1?invite=XYZ&lang=ru')).toBe('/api/tables/t1?invite=[redacted]&lang=ru');
    expect(redactUrl('/api/unsubscribe?u=u1&c=email&s=sig')).toBe('/api/unsubscribe?u=u1&c=email&s=[redacted]');
    expect(redactUrl('/ws?TOKEN=a&Token=b')).toBe('/ws?TOKEN=[redacted]&Token=[redacted]');
    // An escaped name is still the name; a malformed escape is judged by its raw text.
    expect(redactUrl('/ws?%74oken=a&%E0%A4%A=b')).toBe('/ws?%74oken=[redacted]&%E0%A4%A=b');
  });

  it('leaves a URL with no query or no secret alone', () => {
    expect(redactUrl('/api/me')).toBe('/api/me');
    expect(redactUrl('/api/leaderboard/akcioner?who=bots&limit=5')).toBe('/api/leaderboard/akcioner?who=bots&limit=5');
    expect(redactUrl('/ws?token')).toBe('/ws?token');
  });
});
