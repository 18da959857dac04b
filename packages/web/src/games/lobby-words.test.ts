import { describe, expect, it } from 'vitest';
import { WEB_GAMES } from './registry.ts';

// The first page loads each game's entry (index.ts) and what it imports, and of the game's words only `words`: the
// rest come with a page that shows a game (issue 26). So every word those files name must be among `words`, or the
// lobby (or an error on it) would show a key.
const SOURCES = import.meta.glob<string>(['./**/*.ts', './**/*.tsx', '!./**/*.test.ts', '!./**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The files a file loads with it: value imports and re-exports, not `import type` nor a lazy `import()`. */
function staticImports(source: string): string[] {
  const from = [...source.matchAll(/^\s*(import|export)\s+(type\s)?[^'"]*?\bfrom\s*['"]([^'"]+)['"]/gm)];
  const bare = [...source.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)].map((m) => m[1] ?? '');
  return [...from.filter((m) => m[2] === undefined).map((m) => m[3] ?? ''), ...bare];
}

/** A relative import of `file` (a key of SOURCES, `./game/x.ts`) as a key of SOURCES. */
function resolve(file: string, spec: string): string {
  return '.' + new URL(spec, `file:///games/${file.slice(2)}`).pathname.slice('/games'.length);
}

/**
 * A game's `phaseLabel` (phase-label.ts) is loaded with its entry but called only by a table's status bar, and a table
 * page renders once every game's words have come (app.tsx): its words may be the table's.
 */
const TABLE_ONLY = /\/phase-label\.ts$/;

/** The files of this folder that a game's entry loads, itself among them. */
function entryFiles(id: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file) || SOURCES[file] === undefined) return;
    seen.add(file);
    for (const spec of staticImports(SOURCES[file])) if (spec.startsWith('.')) visit(resolve(file, spec));
  };
  visit(`./${id}/index.ts`);
  return [...seen];
}

/** `t('a.b')` with a literal key, and the fixed start of `t(\`a.${x}\`)` or `t('a.' + x)` (as i18n/keys.test.ts). */
function keysIn(source: string): { literal: string[]; prefixes: string[] } {
  const literal = [...source.matchAll(/\bt\(\s*'([^']+)'\s*[,)]/g)].map((m) => m[1] ?? '');
  const prefixes = [
    ...[...source.matchAll(/\bt\(\s*`([^`$]*)\$\{/g)].map((m) => m[1] ?? ''),
    ...[...source.matchAll(/\bt\(\s*'([^']+)'\s*\+/g)].map((m) => m[1] ?? ''),
  ];
  return { literal, prefixes };
}

function valueAt(o: object, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (v, k) => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>)[k] : undefined),
      o,
    );
}

describe("the words each game's entry loads with the first page", () => {
  it('finds the entries and what they load', () => {
    const files = entryFiles('akcioner');
    expect(files).toEqual(expect.arrayContaining(['./akcioner/index.ts', './akcioner/options-form.tsx']));
    expect(files).not.toContain('./akcioner/board.tsx');
    expect(files).not.toContain('./akcioner/messages.ts');
    expect(keysIn("t('a.b.c', { n }); t(`a.d.${x}`); t('a.e.' + y)")).toEqual({
      literal: ['a.b.c'],
      prefixes: ['a.d.', 'a.e.'],
    });
  });

  it.each(WEB_GAMES.map((g) => [g.id, g] as const))('%s: every word its entry names is among its words', (id, g) => {
    const own = `${id}.`;
    for (const file of entryFiles(id).filter((f) => !TABLE_ONLY.test(f))) {
      const { literal, prefixes } = keysIn(SOURCES[file] ?? '');
      for (const lng of ['ru', 'en'] as const) {
        const words = g.words[lng];
        for (const key of literal.filter((k) => k.startsWith(own)).map((k) => k.slice(own.length))) {
          // A plural key exists only with its forms (`_one`, …).
          const found = typeof valueAt(words, key) === 'string' || typeof valueAt(words, `${key}_one`) === 'string';
          expect(found, `${file}: ${lng} ${id}.${key}`).toBe(true);
        }
        for (const prefix of prefixes.filter((p) => p.startsWith(own)).map((p) => p.slice(own.length))) {
          const group = prefix.endsWith('.') ? prefix.slice(0, -1) : prefix.slice(0, prefix.lastIndexOf('.'));
          expect(typeof valueAt(words, group), `${file}: ${lng} ${id}.${prefix}`).toBe('object');
        }
      }
    }
  });
});
