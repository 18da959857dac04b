import { describe, expect, it } from 'vitest';
import { databaseUrlFrom } from './backing.ts';
import { withoutPassword } from '@birzha/server';
import { withSearchPath } from './postgres-schema.ts';

describe('databaseUrlFrom', () => {
  it('takes the flag, else TEST_DATABASE_URL, else DATABASE_URL; blank counts as unset', () => {
    const env = { TEST_DATABASE_URL: 'postgres://t', DATABASE_URL: 'postgres://d' };
    expect(databaseUrlFrom('postgres://f', env)).toBe('postgres://f');
    expect(databaseUrlFrom(null, env)).toBe('postgres://t');
    expect(databaseUrlFrom(null, { TEST_DATABASE_URL: ' ', DATABASE_URL: 'postgres://d' })).toBe('postgres://d');
    expect(databaseUrlFrom(null, {})).toBeNull();
  });
});

describe('withSearchPath', () => {
  it('points the connection at the schema through options, keeping other parameters', () => {
    const url = withSearchPath('postgres://u:p@127.0.0.1:5432/db?sslmode=disable', 'bench_x');
    const u = new URL(url);
    expect(u.searchParams.get('options')).toBe('-c search_path=bench_x');
    expect(u.searchParams.get('sslmode')).toBe('disable');
    expect(withoutPassword(url)).not.toContain(':p@');
  });
});
