import { Stockpile } from '@birzha/engine';
import { describe, expect, it } from 'vitest';
import { expectedWorth, walk, worthAfterForecast } from './worth.ts';

const std = Stockpile.TRACKS.standard.cosmic;
const stanford = Stockpile.TRACKS.advanced.stanford;

describe('a card walked along its track (spec 8.3, 8.4)', () => {
  it("follows the spec's examples: +3 from 8 splits and resets to 6; -4 from 3 bankrupts, resets to 5, then 4", () => {
    expect(walk(std, 8, 3, 1)).toEqual({ pos: 6, shares: 2, income: 0 });
    expect(walk(std, 3, -4, 1)).toEqual({ pos: 4, shares: 0, income: 0 });
  });

  it('pays the super-split to a card already split, and step dividends per share on the advanced Stanford track', () => {
    expect(walk(std, 10, 1, 2)).toEqual({ pos: 6, shares: 2, income: Stockpile.SUPER_SPLIT_PER_CARD });
    // 9 -> 10 is an even position of stepDividend: $1,000 per share, so 2 for a split card.
    expect(walk(stanford, 9, 1, 2).income).toBe(2 * Stockpile.STEP_DIVIDEND_PER_SHARE);
  });

  it('values a forecast: a dividend pays $2,000 per share and keeps the price; a bankrupt card is worth nothing', () => {
    const at5 = walk(std, 5, 0, 1);
    expect(worthAfterForecast(std, at5, 'dividend')).toBe(7_000);
    expect(worthAfterForecast(std, at5, 'up4')).toBe(9_000);
    expect(worthAfterForecast(std, walk(std, 2, 0, 2), 'down3')).toBe(0);
    // The mean over the forecasts still possible.
    expect(expectedWorth(std, 5, 1, 0, ['up4', 'down3'])).toBe((9_000 + 2_000) / 2);
    // A Boom first (+2), then the forecast.
    expect(expectedWorth(std, 5, 1, 2, ['up1'])).toBe(8_000);
  });
});
