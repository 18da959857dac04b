import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint rules are what keep the engine pure; this checks that they really fire (a rule that never
// fires would let an impure engine pass `npm test`).
const eslint = new ESLint({ cwd: new URL('../../..', import.meta.url).pathname });

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('engine purity lint', () => {
  const engineFile = 'packages/engine/src/games/akcioner/probe.ts';

  it.each([
    ['Math.random', 'export const x = Math.random();', 'no-restricted-properties'],
    ['Date', 'export const x = new Date();', 'no-restricted-globals'],
    ['Date.now', 'export const x = Date.now();', 'no-restricted-properties'],
    ['process', "export const x = process.env['A'];", 'no-restricted-globals'],
    [
      'node:* imports',
      "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;",
      'no-restricted-imports',
    ],
    ['workspace imports', "import { x } from '@birzha/protocol';\nexport { x };", 'no-restricted-imports'],
    ['package imports', "import fc from 'fast-check';\nexport { fc };", 'no-restricted-imports'],
    ['any', 'export const x: any = 1;', '@typescript-eslint/no-explicit-any'],
  ])('forbids %s in the engine', async (_name, code, rule) => {
    expect(await ruleIds(code, engineFile)).toContain(rule);
  });

  it('allows the same code outside the engine (the cli may use the clock)', async () => {
    expect(await ruleIds('export const x = Date.now();', 'packages/cli/src/probe.ts')).toEqual([]);
  });

  it('allows relative imports inside the engine', async () => {
    expect(await ruleIds("import { ok } from '../../core/result.ts';\nexport { ok };", engineFile)).toEqual([]);
  });
});
