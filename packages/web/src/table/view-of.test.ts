import { describe, expect, it } from 'vitest';
import { viewOf } from './view-of.ts';

interface PileView {
  readonly game: 'stockpile';
  readonly phase: string;
}

describe('viewOf', () => {
  it('gives back a view that names the game, the same object', () => {
    const view = { game: 'stockpile', phase: 'demand' };
    expect(viewOf<PileView>(view, 'stockpile')).toBe(view);
  });

  it('gives nothing for another game’s view, an object without a game, or what is not an object', () => {
    expect(viewOf<PileView>({ game: 'akcioner', phase: 'demand' }, 'stockpile')).toBeUndefined();
    expect(viewOf<PileView>({ phase: 'demand' }, 'stockpile')).toBeUndefined();
    for (const raw of [null, undefined, 'stockpile', 3, true, ['stockpile']]) {
      expect(viewOf<PileView>(raw, 'stockpile')).toBeUndefined();
    }
  });
});
