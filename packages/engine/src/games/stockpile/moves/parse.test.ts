import { describe, expect, it } from 'vitest';
import { parseMove } from './parse.ts';

describe('stockpile parseMove', () => {
  // Found by properties.test.ts (seed 1986965096): -0 parsed, and the move stored as JSON came back as 0.
  it('refuses a negative zero, which the stored JSON would turn into another move', () => {
    const sell = parseMove({ type: 'sell', cards: { cosmic: { regular: -0 } } });
    expect(sell.ok).toBe(false);
    if (!sell.ok) expect(sell.error.code).toBe('BAD_COUNT');
    expect(parseMove({ type: 'bid', pile: -0, amount: 0 }).ok).toBe(false);
    expect(parseMove({ type: 'bid', pile: 0, amount: -0 }).ok).toBe(false);
    expect(parseMove({ type: 'inspectPile', pile: -0 }).ok).toBe(false);
  });

  it('still takes zero, and every accepted move survives a JSON round trip', () => {
    for (const raw of [
      { type: 'sell', cards: { cosmic: { regular: 0 } } },
      { type: 'bid', pile: 0, amount: 0 },
      { type: 'inspectPile', pile: 0 },
    ]) {
      const parsed = parseMove(raw);
      expect(parsed.ok).toBe(true);
      if (parsed.ok) expect(JSON.parse(JSON.stringify(parsed.value))).toEqual(parsed.value);
    }
  });
});
