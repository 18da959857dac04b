import { describe, expect, it } from 'vitest';
import { patched, patchedInPlace } from './patched.ts';

describe('patched views of the load generator', () => {
  it('patched copies the view, patchedInPlace changes it', () => {
    const view = { prices: [10, 20], hand: [{ id: 1 }] };
    const copy = patched(view, [{ op: 'replace', path: '/prices/1', value: 30 }]);
    expect(copy).toEqual({ prices: [10, 30], hand: [{ id: 1 }] });
    expect(view.prices).toEqual([10, 20]);

    const same = patchedInPlace(view, [
      { op: 'replace', path: '/prices/1', value: 30 },
      { op: 'remove', path: '/hand/0' },
    ]);
    expect(same).toBe(view);
    expect(view).toEqual({ prices: [10, 30], hand: [] });
  });

  it('a whole-view replacement gives the new view', () => {
    expect(patchedInPlace({ a: 1 }, [{ op: 'replace', path: '', value: { b: 2 } }])).toEqual({ b: 2 });
  });

  it('a patch that does not fit the view is refused, as the copying one refuses it', () => {
    const bad = [{ op: 'replace', path: '/missing/0', value: 1 }];
    expect(patchedInPlace({ a: 1 }, bad)).toBeUndefined();
    expect(patched({ a: 1 }, bad)).toBeUndefined();
    expect(patchedInPlace({ a: 1 }, [{ op: 'jump', path: '/a' }])).toBeUndefined();
  });
});
