import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { PASSWORD_MIN, isUsername } from '@birzha/protocol';
import { randomBytes } from 'node:crypto';

// Passwords are kept as Argon2id PHC strings (the salt and parameters inside). The parameters are OWASP's minimum
// for Argon2id (19 MiB, 2 passes, 1 lane): a few tens of milliseconds per hash on a small server.
const OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummy: Promise<string> | undefined;

/**
 * Whether `password` matches `stored`. With no stored hash (an unknown name, a guest) a dummy hash is verified all
 * the same, so that the answer takes as long as for a wrong password and does not tell which names exist.
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    dummy ??= hashPassword(randomBytes(16).toString('base64url'));
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    // A malformed stored hash signs no one in.
    return false;
  }
}

/** What is wrong with a new account's name, or null. */
export function usernameProblem(username: string): 'BAD_USERNAME' | null {
  return isUsername(username) ? null : 'BAD_USERNAME';
}

/** What is wrong with a new password for this user name, or null. */
export function passwordProblem(username: string, password: string): 'WEAK_PASSWORD' | null {
  if ([...password].length < PASSWORD_MIN) return 'WEAK_PASSWORD';
  if (password.toLowerCase() === username.toLowerCase()) return 'WEAK_PASSWORD';
  return null;
}
