/**
 * Canonical JSON: object keys sorted, no whitespace, `undefined` members dropped; the same value always gives the
 * same text. Non-JSON values (functions, symbols, bigint, non-finite numbers) are bugs in a game state and throw.
 */
export function canonicalJson(value: unknown): string {
  return write(value);
}

function write(value: unknown): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError(`canonicalJson: non-finite number ${value}`);
      return JSON.stringify(value);
    case 'object': {
      if (Array.isArray(value)) {
        let out = '[';
        for (let i = 0; i < value.length; i++) {
          if (i > 0) out += ',';
          const item: unknown = value[i];
          out += item === undefined ? 'null' : write(item);
        }
        return out + ']';
      }
      const record = value as Record<string, unknown>;
      const keys = Object.keys(record).sort();
      let out = '{';
      let first = true;
      for (const key of keys) {
        const item = record[key];
        if (item === undefined) continue;
        if (!first) out += ',';
        first = false;
        out += JSON.stringify(key) + ':' + write(item);
      }
      return out + '}';
    }
    default:
      throw new TypeError(`canonicalJson: ${typeof value} is not JSON`);
  }
}

/**
 * A 128-bit non-cryptographic hash (four interleaved 32-bit multiply-xorshift lanes over the UTF-16 code units),
 * as 32 hex digits. Used to compare states for determinism, not to protect anything.
 */
export function hashText(text: string): string {
  let h1 = 0x9e3779b9;
  let h2 = 0x243f6a88;
  let h3 = 0xb7e15162;
  let h4 = 0x85a308d3;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ k, 0x85ebca6b);
    h1 ^= h1 >>> 13;
    h2 = Math.imul(h2 ^ k, 0xc2b2ae35);
    h2 ^= h2 >>> 16;
    h3 = Math.imul(h3 ^ k, 0x27d4eb2f);
    h3 ^= h3 >>> 15;
    h4 = Math.imul(h4 ^ k, 0x165667b1);
    h4 ^= h4 >>> 12;
  }
  // Final avalanche that makes every lane depend on the others and on the length.
  h1 = Math.imul(h1 ^ (h2 >>> 15) ^ text.length, 0x85ebca6b);
  h2 = Math.imul(h2 ^ (h3 >>> 13), 0xc2b2ae35);
  h3 = Math.imul(h3 ^ (h4 >>> 16), 0x27d4eb2f);
  h4 = Math.imul(h4 ^ (h1 >>> 15), 0x165667b1);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1, h2, h3, h4].map((h) => (h >>> 0).toString(16).padStart(8, '0')).join('');
}

/** The hash of a value's canonical JSON: equal states give equal hashes. */
export function stateHash(value: unknown): string {
  return hashText(canonicalJson(value));
}
