import { describe, expect, it } from 'vitest';

// No file of the client imports itself through others. A loop ties its files into one piece that can only be
// understood, tested and loaded whole (issue 26: i18n importing the games' registry tied 94 files into one, and
// api/session.tsx and accounts/signed-out-notice.tsx were two). Test files are left out; test helpers count.
const SOURCES = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** What a file imports: values, types, re-exports, side effects and lazy imports alike. */
function specifiers(source: string): string[] {
  const from = [...source.matchAll(/^\s*(?:import|export)\b[^'"]*?\bfrom\s*['"]([^'"]+)['"]/gm)].map((m) => m[1]);
  const bare = [...source.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)].map((m) => m[1]);
  const lazy = [...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]);
  return [...from, ...bare, ...lazy].map((s) => s ?? '');
}

/** `spec` as imported from the file `from` (both as the glob names them: `./a/b.ts`). */
function resolve(from: string, spec: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of spec.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** Every file's imports of other files of the set. */
function importGraph(sources: Record<string, string>): Map<string, string[]> {
  return new Map(
    Object.entries(sources).map(([file, source]) => [
      file,
      specifiers(source)
        .filter((s) => s.startsWith('.'))
        .map((s) => resolve(file, s))
        .filter((f) => f in sources),
    ]),
  );
}

/** The loops of a graph: its strongly connected pieces of two files or more, or a file importing itself (Tarjan). */
function loops(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const piece: string[] = [];
    let w: string | undefined;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      piece.push(w);
    } while (w !== v);
    if (piece.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(piece.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe("the web client's imports", () => {
  it('reads every source file and follows relative imports of each form', () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThan(300);
    expect(Object.keys(SOURCES)).toContain('./api/session.tsx');
    expect(Object.keys(SOURCES).some((f) => f.endsWith('.test.ts') || f.endsWith('.test.tsx'))).toBe(false);
    expect(importGraph(SOURCES).get('./api/session.tsx')).toEqual(
      expect.arrayContaining(['./api/http.ts', './accounts/signed-out-notice.tsx']),
    );
  });

  it('finds a loop when there is one (type-only, lazy and through folders)', () => {
    const graph = importGraph({
      './a/x.ts': "import type { Y } from '../b/y.ts';",
      './b/y.ts': "export const y = () => import('./z.tsx');",
      './b/z.tsx': "import { x } from '../a/x.ts';\nimport './w.css';",
      './c.ts': "import { x } from './a/x.ts';\nimport { c } from './c.ts';",
    });
    expect(loops(graph)).toEqual([['./a/x.ts', './b/y.ts', './b/z.tsx'], ['./c.ts']]);
  });

  it('has no import loop', () => {
    expect(loops(importGraph(SOURCES))).toEqual([]);
  });
});
