/**
 * Birzha's seeded PRNG: sfc32 (Chris Doty-Humphrey's Small Fast Counting generator, 128-bit state), seeded from a
 * string by a splitmix32 expansion of its cyrb128 hash. We own it rather than import one so that its state is plain
 * JSON data inside the game state and its output can never change under us (golden values are tested).
 */
export interface RngState {
  readonly algo: 'sfc32';
  readonly s: readonly [number, number, number, number];
}

/** A mutable cursor over an RngState for the length of one pure function; `save()` gives the new plain state. */
export interface Rng {
  /** Uniform integer in [0, 2^32). */
  nextUint32(): number;
  /** Uniform integer in [0, n) for 1 <= n <= 2^32, without modulo bias. */
  int(n: number): number;
  /** Fisher-Yates in place: for i from n-1 down to 1, j uniform in [0, i], swap i and j. */
  shuffle<T>(items: T[]): T[];
  save(): RngState;
}

function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** The initial state for a seed string. Any string is a valid seed, the empty one included. */
export function rngFromSeed(seed: string): RngState {
  const [a, b, c, d] = cyrb128(seed);
  const rng = createRng({ algo: 'sfc32', s: [a, b, c, d] });
  // Discard the first outputs: sfc32 mixes poorly for a few rounds after seeding.
  for (let i = 0; i < 15; i++) rng.nextUint32();
  return rng.save();
}

/** Starts a cursor; the input state is never modified. */
export function createRng(state: RngState): Rng {
  return new Sfc32(state);
}

// A class rather than closures: a cursor is created per game (and per bot decision), and methods on a prototype
// cost nothing to create.
class Sfc32 implements Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(state: RngState) {
    [this.a, this.b, this.c, this.d] = state.s;
  }

  nextUint32(): number {
    // PractRand's reference: tmp = a + b + counter++; a = b ^ (b >> 9); b = c + (c << 3); c = rotl(c, 21) + tmp.
    const { a, b, c, d } = this;
    const t = (((a + b) | 0) + d) | 0;
    this.d = (d + 1) | 0;
    this.a = b ^ (b >>> 9);
    this.b = (c + (c << 3)) | 0;
    this.c = (((c << 21) | (c >>> 11)) + t) | 0;
    return t >>> 0;
  }

  int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 0x1_0000_0000) throw new RangeError(`rng.int: bad bound ${n}`);
    if (n === 0x1_0000_0000) return this.nextUint32();
    // Bitmask rejection: keep the low bits that cover n-1 and redraw when above it (unbiased, fewer than two
    // draws on average, and only 32-bit integer arithmetic, unlike a modulo of a double).
    const mask = n === 1 ? 0 : 0xffff_ffff >>> Math.clz32(n - 1);
    for (;;) {
      const x = (this.nextUint32() & mask) >>> 0;
      if (x < n) return x;
    }
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = items[i] as T;
      items[i] = items[j] as T;
      items[j] = tmp;
    }
    return items;
  }

  save(): RngState {
    return { algo: 'sfc32', s: [this.a >>> 0, this.b >>> 0, this.c >>> 0, this.d >>> 0] };
  }
}

/** A pure one-shot draw: a uniform integer in [0, n) and the advanced state. */
export function rngInt(state: RngState, n: number): [number, RngState] {
  const rng = createRng(state);
  const x = rng.int(n);
  return [x, rng.save()];
}

/** Whether a value has the shape of an RngState (for validating stored or hand-written states). */
export function isRngState(value: unknown): value is RngState {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as { algo?: unknown; s?: unknown };
  return (
    v.algo === 'sfc32' &&
    Array.isArray(v.s) &&
    v.s.length === 4 &&
    v.s.every((x) => Number.isInteger(x) && x >= 0 && x <= 0xffff_ffff)
  );
}
