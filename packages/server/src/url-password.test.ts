import { describe, expect, it } from 'vitest';
import { withoutPassword } from './url-password.ts';

describe('withoutPassword', () => {
  it('hides a password and keeps the rest, and does not echo what is not a URL', () => {
    expect(withoutPassword('postgres://u:p@h:1/d')).toBe('postgres://u:***@h:1/d');
    expect(withoutPassword('redis://:secret@127.0.0.1:6379')).toBe('redis://:***@127.0.0.1:6379');
    expect(withoutPassword('postgres://u@h/d')).toBe('postgres://u@h/d');
    expect(withoutPassword('s3cret with spaces')).toBe('(not a URL)');
  });
});
