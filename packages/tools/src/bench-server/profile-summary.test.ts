import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../repo-root.ts';
import { summarizeAllocations } from './profile-summary.ts';

const dir = mkdtempSync(join(tmpdir(), 'birzha-alloc-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A frame of a file of the repository (no source map: the path is shown as it is). */
const frame = (functionName: string, path: string, lineNumber = 0) => ({
  functionName,
  url: pathToFileURL(join(REPO_ROOT, path)).href,
  lineNumber,
  columnNumber: 0,
  scriptId: '1',
});
const node = (callFrame: object, selfSize: number, children: object[] = []) => ({ callFrame, selfSize, children });

describe('summarizeAllocations', () => {
  it('sums the sampled bytes by package and by function, and by our functions on the stack', () => {
    const submit = frame('submit', 'packages/server/src/matches/move-path.ts', 9);
    const view = frame('view', 'packages/engine/src/games/akcioner/view.ts', 19);
    const parse = frame('parse', 'node_modules/pg-protocol/dist/parser.js', 4);
    const profile = {
      head: node({ functionName: '(root)', url: '', lineNumber: -1, columnNumber: -1, scriptId: '0' }, 0, [
        node(submit, 1_000_000, [node(view, 3_000_000, [node(submit, 500_000)]), node(parse, 500_000)]),
        node(frame('write', 'node:net', 99), 0),
      ]),
      samples: [],
    };
    const file = join(dir, 'server.heapprofile');
    writeFileSync(file, JSON.stringify(profile));
    const s = summarizeAllocations(file, REPO_ROOT);
    expect(s.allocatedMB).toBe(5);
    expect(s.selfByPackage).toEqual([
      { name: '@birzha/engine/games', mb: 3, percent: 60 },
      { name: '@birzha/server/matches', mb: 1.5, percent: 30 },
      { name: 'pg-protocol', mb: 0.5, percent: 10 },
    ]);
    expect(s.topSelf[0]).toEqual({ name: 'view packages/engine/src/games/akcioner/view.ts:20', mb: 3, percent: 60 });
    // submit is on every stack (counted once where it recurses); view on the two beneath it.
    expect(s.topTotalOurCode).toEqual([
      { name: 'submit packages/server/src/matches/move-path.ts:10', mb: 5, percent: 100 },
      { name: 'view packages/engine/src/games/akcioner/view.ts:20', mb: 3.5, percent: 70 },
    ]);
  });
});
