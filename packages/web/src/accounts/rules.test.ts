import { describe, expect, it } from 'vitest';
import { newPasswordProblem, registerProblem, safeNext } from './rules.ts';

describe('the account forms’ own checks', () => {
  it('refuse a bad user name before the password', () => {
    expect(registerProblem('ab', 'x', 'y')).toEqual({ code: 'BAD_USERNAME' });
    expect(registerProblem('a b c', 'longenough', 'longenough')).toEqual({ code: 'BAD_USERNAME' });
    expect(registerProblem('Аня_1.x-y', 'longenough', 'longenough')).toBeNull();
  });

  it('refuse a short password, the name as password, and two passwords that differ', () => {
    expect(newPasswordProblem('1234567', '1234567', null)).toEqual({ code: 'WEAK_PASSWORD' });
    expect(newPasswordProblem('AnnaKarenina', 'AnnaKarenina', 'annakarenina')).toEqual({ code: 'WEAK_PASSWORD' });
    expect(newPasswordProblem('12345678', '12345679', null)).toEqual({ code: 'PASSWORD_MISMATCH' });
    expect(newPasswordProblem('12345678', '12345678', 'anna')).toBeNull();
  });

  it('go back only to a path of this site', () => {
    expect(safeNext('/t/abc?invite=1')).toBe('/t/abc?invite=1');
    expect(safeNext(null)).toBe('/');
    expect(safeNext('//evil.example/')).toBe('/');
    expect(safeNext('https://evil.example/')).toBe('/');
    expect(safeNext('/\\evil.example')).toBe('/');
  });
});
