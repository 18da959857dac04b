import { Compile } from 'typebox/compile';
import { describe, expect, it } from 'vitest';
import { Update } from './server-messages.ts';

const checkUpdate = Compile(Update);
const fields = {
  t: 'update',
  table: 't1',
  from: 3,
  version: 4,
  events: [{ type: 'traded' }],
  status: 'playing',
  outcome: null,
  toAct: [1],
  legal: null,
  deadline: null,
};

describe('update', () => {
  it('carries exactly one of a patch and a whole view', () => {
    expect(checkUpdate.Check({ ...fields, patch: [{ op: 'replace', path: '/prices/0', value: 7 }] })).toBe(true);
    expect(checkUpdate.Check({ ...fields, patch: [] })).toBe(true);
    expect(checkUpdate.Check({ ...fields, view: { round: 2 } })).toBe(true);
    expect(checkUpdate.Check({ ...fields, view: { round: 2 }, patch: [] })).toBe(false);
    expect(checkUpdate.Check(fields)).toBe(false);
  });

  it('takes only RFC 6902 operations with JSON Pointer paths', () => {
    for (const op of [
      { op: 'add', path: '/a/-', value: 1 },
      { op: 'remove', path: '/a~1b/0' },
      { op: 'replace', path: '', value: {} },
      { op: 'move', from: '/a', path: '/b' },
    ])
      expect(checkUpdate.Check({ ...fields, patch: [op] }), JSON.stringify(op)).toBe(true);
    for (const op of [
      { op: 'add', path: 'a', value: 1 },
      { op: 'remove', path: '/a~2' },
      { op: 'move', path: '/b' },
      { op: '_get', path: '/a', value: 1 },
    ])
      expect(checkUpdate.Check({ ...fields, patch: [op] }), JSON.stringify(op)).toBe(false);
  });
});
