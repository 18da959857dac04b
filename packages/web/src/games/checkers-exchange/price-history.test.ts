import { CheckersExchange } from '@birzha/engine';
import { describe, expect, it } from 'vitest';
import { chartSeries, lastChange, priceHistory, sparklinePoints } from './price-history.ts';
import { ceView, playTestGame } from './testing/settlement-game.ts';

describe('priceHistory', () => {
  it('follows closeHistory over a played game: the auction, then one point per session', () => {
    const game = playTestGame(3, 'status');
    const view = game.state;
    const h = priceHistory(view);
    const sessions = game.log.filter((l) => (l.event as { type: string }).type === 'sessionClosed');
    expect(h.w1).toHaveLength(1 + sessions.length);
    // every session's close event is the point of its year
    sessions.forEach((l, i) => {
      const e = l.event as CheckersExchange.Event & { type: 'sessionClosed' };
      for (const f of CheckersExchange.FIRMS) expect(h[f][i + 1]).toBe(e.close[f]);
    });
    for (const f of CheckersExchange.FIRMS) expect(h[f].at(-1)).toBe(view.close[f]);
  });

  it('shows the close of today as one point before any close is recorded', () => {
    const view = ceView(3, { phase: 'session', year: 2, close: { b3: 42 } });
    expect(view.closeHistory).toHaveLength(0);
    const h = priceHistory(view);
    expect(h.b3).toEqual([42]);
    expect(h.w1).toEqual([10]);
  });
});

describe('lastChange', () => {
  it('is the difference of the last two closes', () => {
    expect(lastChange([10, 14, 12])).toBe(-2);
    expect(lastChange([10, 13])).toBe(3);
    expect(lastChange([10])).toBe(0);
    expect(lastChange([])).toBe(0);
  });
});

describe('sparklinePoints', () => {
  it('puts the lowest price at the bottom and the highest at the top, evenly spaced', () => {
    expect(sparklinePoints([10, 30, 20], 60, 20)).toBe('0,20 30,0 60,10');
  });
  it('draws a flat or single-point history across the middle', () => {
    expect(sparklinePoints([10, 10], 60, 20)).toBe('0,10 60,10');
    expect(sparklinePoints([7], 60, 20)).toBe('0,10 60,10');
    expect(sparklinePoints([], 60, 20)).toBe('');
  });
});

describe('chartSeries', () => {
  it('gives every firm a line: white solid, black dashed, four point shapes', () => {
    const view = ceView(3, { phase: 'session', year: 1, close: { w2: 17 } });
    const series = chartSeries(priceHistory(view));
    expect(series.map((s) => s.label)).toEqual(['W1', 'W2', 'W3', 'W4', 'B1', 'B2', 'B3', 'B4']);
    expect(series[1]?.points).toEqual([17]);
    expect(series[0]?.dash).toEqual([]);
    expect(series[4]?.dash.length).toBeGreaterThan(0);
    expect(new Set(series.slice(0, 4).map((s) => s.pointStyle)).size).toBe(4);
  });
});
