import { describe, expect, it } from 'vitest';
import i18n from './index.ts';

// Every source file of the client as text: a key that moves must move in every file that names it.
const SOURCES = import.meta.glob<string>(['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts', '!../**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** `t('a.b')` with a literal key, and the fixed prefix of `t(\`a.${x}\`)` or `t('a.' + x)`. */
function keysIn(source: string): { literal: string[]; prefixes: string[] } {
  const literal = [...source.matchAll(/\bt\(\s*'([^']+)'\s*[,)]/g)].map((m) => m[1] ?? '');
  const prefixes = [
    ...[...source.matchAll(/\bt\(\s*`([^`$]*)\$\{/g)].map((m) => m[1] ?? ''),
    ...[...source.matchAll(/\bt\(\s*'([^']+)'\s*\+/g)].map((m) => m[1] ?? ''),
  ];
  return { literal, prefixes };
}

describe('the i18n keys the source names', () => {
  it('finds the sources', () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThan(20);
  });

  it.each(Object.entries(SOURCES))('%s: every key exists in both languages', (_file, source) => {
    const { literal, prefixes } = keysIn(source);
    for (const key of literal) {
      for (const lng of ['ru', 'en'] as const) {
        // A plural key exists only with its forms (`_one`, …): asked for with a count.
        const found = i18n.exists(key, { lng }) || i18n.exists(key, { lng, count: 1 });
        expect(found, `${lng} ${key}`).toBe(true);
      }
    }
    // A key built at run time: what it starts with names a group of words (or a word's start, as `turn.stage`).
    for (const prefix of prefixes) {
      const group = prefix.endsWith('.') ? prefix.slice(0, -1) : prefix.slice(0, prefix.lastIndexOf('.'));
      for (const lng of ['ru', 'en'] as const) {
        expect(typeof i18n.getResource(lng, 'translation', group), `${lng} ${prefix}`).toBe('object');
      }
    }
  });
});
