// A chat line names a person when their name stands in it as a whole word, in any case, whatever letters it uses.
import { describe, expect, it } from 'vitest';
import { namesWord } from './mentions.ts';

describe('namesWord', () => {
  it.each([
    ['аня, ходи', 'Аня', true],
    ['АНЯ!', 'Аня', true],
    ['Аняшка', 'Аня', false],
    ['ох, Саня', 'Аня', false],
    ['Аня (2) ходит', 'Аня (2)', true],
    ['Аня (23)', 'Аня (2)', false],
    ['ask @anka.', '@anka', true],
    ['x@anka', '@anka', false],
    ['@anka_b', '@anka', false],
    ['a.b? yes', 'a.b?', true],
    ['anything', ' ', false],
  ])('%j names %j: %s', (text, name, expected) => {
    expect(namesWord(text, name)).toBe(expected);
  });
});
