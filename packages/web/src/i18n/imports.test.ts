import { describe, expect, it } from 'vitest';

// i18n is at the bottom of the client: every page needs it, and it needs no page and no game. When it imported the
// games' registry (issue 26), 134 files formed one import loop and the first page loaded every game's rules; the
// games now bring their words (addGameWords, addGameCodes). So i18n's files import packages and each other only.
const SOURCES = import.meta.glob<string>(['./*.ts', '!./*.test.ts'], { query: '?raw', import: 'default', eager: true });

/** What a file imports (values, types, re-exports, side effects and lazy imports alike). */
function specifiers(source: string): string[] {
  const from = [...source.matchAll(/^\s*(?:import|export)\b[^'"]*?\bfrom\s*['"]([^'"]+)['"]/gm)].map((m) => m[1]);
  const bare = [...source.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)].map((m) => m[1]);
  const lazy = [...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]);
  return [...from, ...bare, ...lazy].map((s) => s ?? '');
}

describe("i18n's imports", () => {
  it('finds its files and their imports', () => {
    expect(Object.keys(SOURCES)).toContain('./index.ts');
    expect(specifiers(SOURCES['./index.ts'] ?? '')).toEqual(
      expect.arrayContaining(['i18next', './codes.ts', './ru.ts']),
    );
    // The forms a file might use to reach out, so that the test below sees each.
    expect(
      specifiers(
        "import type { A } from '../games/web-game.ts';\nexport { b } from '../games/registry.ts';\n" +
          "import '../games/registry.ts';\nconst c = () => import('../games/akcioner/index.ts');\n" +
          "import {\n  d,\n  e,\n} from '../lobby/x.ts';",
      ),
    ).toEqual([
      '../games/web-game.ts',
      '../games/registry.ts',
      '../lobby/x.ts',
      '../games/registry.ts',
      '../games/akcioner/index.ts',
    ]);
  });

  it.each(Object.entries(SOURCES))(
    '%s imports no file outside i18n (the games registry least of all)',
    (_f, source) => {
      for (const spec of specifiers(source)) {
        const outside = spec.startsWith('.') && !/^\.\/[^/]+$/.test(spec);
        expect(outside, spec).toBe(false);
      }
    },
  );
});
