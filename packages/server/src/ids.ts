import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';

/** A random id of `length` characters from an unambiguous alphabet (about 5.8 bits each). */
export function newId(length = 12): string {
  const bytes = randomBytes(length);
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[(bytes[i] as number) % ALPHABET.length];
  return out;
}

/** A match seed: never sent to a client before the match ends. */
export function newSeed(): string {
  return randomBytes(16).toString('base64url');
}
