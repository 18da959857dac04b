import { describe, expect, it } from 'vitest';
import { tickText } from './price-chart.tsx';

describe('the price chart’s axis', () => {
  it('writes ticks as the page writes numbers, whole for whole prices even on a flat line', () => {
    // Chart.js spreads a flat line's axis over fractions ("10.50"): prices that are whole keep whole ticks.
    expect(tickText(10.5, true, 'en')).toBe('11');
    expect(tickText(25000, true, 'ru')).toBe('25\u00a0000');
    expect(tickText(1234.5, false, 'ru')).toBe('1\u00a0234,5');
    expect(tickText(12, false, 'en')).toBe('12');
  });
});
