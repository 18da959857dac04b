import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMON_CODES, CORE_CODES } from '../src/core/codes.ts';
import { fail as coreFail } from '../src/core/result.ts';
import { GAME_CODES, GAME_IDS } from '../src/games.ts';
import * as akcioner from '../src/games/akcioner/codes.ts';
import * as checkersExchange from '../src/games/checkers-exchange/codes.ts';
import * as stockpile from '../src/games/stockpile/codes.ts';

const GAMES_DIR = new URL('../src/games/', import.meta.url).pathname;
const PLAIN = /^[A-Z][A-Z0-9_]*$/;

/** A game's production sources (tests and test support left out), path and text. */
function sources(id: string): { path: string; text: string }[] {
  const dir = join(GAMES_DIR, id);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !/(^|\/)(testing\/|test-)|-fixture\.ts$/.test(f))
    .map((f) => ({ path: f, text: readFileSync(join(dir, f), 'utf8') }));
}

describe('rule codes as typed lists', () => {
  it('lists the codes of every game, and of no other', () => {
    expect(Object.keys(GAME_CODES).sort()).toEqual([...GAME_IDS].sort());
  });

  it.each(GAME_IDS.map((id) => [id]))('%s: plain codes, each once, the common ones first', (id) => {
    const codes = GAME_CODES[id] ?? [];
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(PLAIN);
    expect(codes.slice(0, COMMON_CODES.length)).toEqual([...COMMON_CODES]);
  });

  it.each(GAME_IDS.map((id) => [id]))(
    '%s: every code its sources fail with is listed, and every listed one used',
    (id) => {
      const codes = new Set(GAME_CODES[id]);
      const used = new Set<string>();
      for (const { path, text } of sources(id)) {
        if (path === 'codes.ts') continue;
        // The game makes its Violations with its own list's `fail` and `Violation`, never the core's untyped ones.
        expect(text, path).not.toMatch(/import[^;]*\b(fail|Violation)\b[^;]*from '(\.\.\/)+core\/result\.ts'/);
        for (const m of text.matchAll(/(?:\bfail\(\s*|\bcode: |\bV\()'([A-Z][A-Z0-9_]*)'/g)) {
          expect(codes.has(m[1] ?? ''), `${path}: ${m[1]}`).toBe(true);
        }
        for (const m of text.matchAll(/'([A-Z][A-Z0-9_]*)'/g)) used.add(m[1] ?? '');
      }
      // A listed code no source names is dead (a common code, or one a core helper the game calls answers, aside).
      const core = new Set<string>([...COMMON_CODES, ...CORE_CODES]);
      for (const code of codes) expect(used.has(code) || core.has(code), code).toBe(true);
    },
  );

  it('types each fail to its list: a code not listed does not compile', () => {
    // @ts-expect-error NO_SUCH_CODE is none of Akcioner's codes
    expect(akcioner.fail('NO_SUCH_CODE').error.code).toBe('NO_SUCH_CODE');
    // @ts-expect-error NOT_DIRECTOR is Checkers Exchange's, not Stockpile's
    expect(stockpile.fail('NOT_DIRECTOR').ok).toBe(false);
    // @ts-expect-error SHARES_LOCKED is Akcioner's, not Checkers Exchange's
    const v: checkersExchange.Violation = { code: 'SHARES_LOCKED' };
    expect(v.code).toBe('SHARES_LOCKED');
    expect(checkersExchange.fail('SELF_TRADE', { orderId: 3 })).toEqual(coreFail('SELF_TRADE', { orderId: 3 }));
    expect(akcioner.CODES).toContain('SHARES_LOCKED');
  });
});
