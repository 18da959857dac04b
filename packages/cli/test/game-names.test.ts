import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// A new game must be new folders plus one line in each registry (architecture page, section 4): outside the game
// folders and the registries no source file of the platform may name a game. This test is what keeps it so.
const ROOT = new URL('../../..', import.meta.url).pathname;
/** The platform's shared code: every package a game plugs into. */
const SCANNED = [
  'packages/engine/src/core',
  'packages/engine/src/testing',
  'packages/protocol/src',
  'packages/bots/src',
  'packages/server/src',
  'packages/web/src',
];
/** Every game's id and names, the ones still to come included. */
const NAMES = /akcioner|акционер|stockpile|checkers|шашечн/i;
/** A game's own folder (`games/<id>/` or `<id>/`) and the registries, where naming games is their job. */
const ALLOWED = /(^|\/)(games\/[^/]+\/|akcioner\/|stockpile\/|checkers-exchange\/)|(^|\/)registry\.ts$/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** `file:line: text` of every line outside the allowed places that names a game. */
export function gameNamesOutsideGames(root: string, dirs: readonly string[]): string[] {
  return dirs.flatMap((dir) =>
    sources(join(root, dir)).flatMap((file) => {
      const rel = relative(root, file);
      if (ALLOWED.test(rel)) return [];
      return readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (NAMES.test(line) ? [`${rel}:${i + 1}: ${line.trim()}`] : []));
    }),
  );
}

describe('one platform, many games', () => {
  it('names no game outside the game folders and the registries', () => {
    expect(gameNamesOutsideGames(ROOT, SCANNED)).toEqual([]);
  });

  it('would notice a game named in shared code', () => {
    // The check itself must be able to fail: the engine's registry names every game, a plain file would not.
    expect(
      gameNamesOutsideGames(ROOT, ['packages/engine/src']).some((l) => l.startsWith('packages/engine/src/games.ts')),
    ).toBe(true);
  });
});
