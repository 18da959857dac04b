/**
 * A price track: the prices a company may have, lowest first, addressed by index (0-based). Prices may repeat
 * (a track may hold 1, 1, 2, 2, ...), so games store the index, not the price, wherever
 * steps matter. Tracks are static tables: a malformed one is a bug and the constructors throw.
 */
export interface PriceTrack {
  readonly prices: readonly number[];
}

/** A track of the given prices, which must be a non-empty, non-decreasing list of safe integers. */
export function priceTrack(prices: readonly number[]): PriceTrack {
  if (prices.length === 0) throw new Error('priceTrack: no prices');
  for (let i = 0; i < prices.length; i++) {
    const p = prices[i] as number;
    if (!Number.isSafeInteger(p)) throw new Error(`priceTrack: price ${i} is not an integer`);
    if (i > 0 && p < (prices[i - 1] as number)) throw new Error(`priceTrack: price ${i} is below the one before`);
  }
  return { prices: [...prices] };
}

/** The track min, min + step, ..., max (max - min must be a multiple of step). */
export function steppedTrack(min: number, max: number, step: number): PriceTrack {
  if (!Number.isSafeInteger(step) || step <= 0) throw new Error('steppedTrack: step must be a positive integer');
  if (max < min || (max - min) % step !== 0) throw new Error('steppedTrack: max - min is not a multiple of step');
  return priceTrack(Array.from({ length: (max - min) / step + 1 }, (_, i) => min + i * step));
}

/** The index of the top of the track. */
export function topIndex(track: PriceTrack): number {
  return track.prices.length - 1;
}

/** `index` moved into the track: below 0 gives 0, above the top gives the top. */
export function clampIndex(track: PriceTrack, index: number): number {
  return Math.min(topIndex(track), Math.max(0, index));
}

/** The price at an index of the track (clamped: a track has no price outside it). */
export function priceAt(track: PriceTrack, index: number): number {
  return track.prices[clampIndex(track, index)] as number;
}

/** The first index holding exactly `price`, or -1 when the track has no such price. */
export function indexOfPrice(track: PriceTrack, price: number): number {
  return track.prices.indexOf(price);
}

/**
 * The index of the allowed price nearest to `price` in the given direction: 'down' gives the highest index whose
 * price is <= `price` (the bottom when all are above), 'up' the lowest index whose price is >= `price` (the top
 * when all are below).
 */
export function nearestIndex(track: PriceTrack, price: number, direction: 'up' | 'down'): number {
  const { prices } = track;
  if (direction === 'up') {
    const i = prices.findIndex((p) => p >= price);
    return i === -1 ? topIndex(track) : i;
  }
  for (let i = prices.length - 1; i >= 0; i--) if ((prices[i] as number) <= price) return i;
  return 0;
}

/** `steps` steps up (positive) or down (negative) from `index`, stopping at either end. */
export function moveClamped(track: PriceTrack, index: number, steps: number): number {
  return clampIndex(track, index + steps);
}

/**
 * One step of a walk and the index it lands on: onto the next index up or down, or off an end of the track
 * (`overTop`, `underBottom`) and onto that end's reset index.
 */
export interface TrackStep {
  readonly kind: 'up' | 'down' | 'overTop' | 'underBottom';
  readonly index: number;
}

/** Where a walk ends and every step on the way, in order. */
export interface TrackWalk {
  readonly index: number;
  readonly path: readonly TrackStep[];
}

/** Where a step off either end of the track lands (a split resets a price that runs off the top, a bankruptcy one that runs off the bottom). */
export interface TrackEdges {
  readonly overTop: number;
  readonly underBottom: number;
}

/**
 * Walks `steps` steps from `index`, one at a time: a step up from the top is `overTop` and lands on
 * `edges.overTop`, a step down from the bottom is `underBottom` and lands on `edges.underBottom`; the remaining steps
 * continue from there. The game acts on the path (a split, a bankruptcy, a dividend for landing on an index).
 */
export function walkTrack(track: PriceTrack, index: number, steps: number, edges: TrackEdges): TrackWalk {
  if (!Number.isSafeInteger(steps)) throw new Error('walkTrack: steps must be an integer');
  const top = topIndex(track);
  if (index < 0 || index > top) throw new Error(`walkTrack: index ${index} is off the track`);
  if (clampIndex(track, edges.overTop) !== edges.overTop || clampIndex(track, edges.underBottom) !== edges.underBottom)
    throw new Error('walkTrack: a reset index is off the track');
  const path: TrackStep[] = [];
  let at = index;
  for (let k = 0; k < Math.abs(steps); k++) {
    if (steps > 0) {
      if (at === top) {
        at = edges.overTop;
        path.push({ kind: 'overTop', index: at });
      } else path.push({ kind: 'up', index: ++at });
    } else if (at === 0) {
      at = edges.underBottom;
      path.push({ kind: 'underBottom', index: at });
    } else path.push({ kind: 'down', index: --at });
  }
  return { index: at, path };
}
