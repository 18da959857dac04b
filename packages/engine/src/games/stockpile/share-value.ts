import { GRAHAM_PER_SHARE } from './config.ts';
import type { InvestorId } from './types.ts';

/**
 * What one share brings its holder at `price` (in dollars): the price, and Golden Graham's $1,000 a share for the seat
 * that keeps him, both when it sells (spec 8.9) and at the final liquidation (11.1). A split card is two shares.
 */
export function shareValue(price: number, investors: readonly InvestorId[]): number {
  return investors.includes('graham') ? price + GRAHAM_PER_SHARE : price;
}
