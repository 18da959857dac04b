import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The token-signing secret: the configured one, else one kept in the data dir so that guests stay signed in
 * across restarts (created on first start, readable by this user only).
 */
export function loadSecret(configured: string | null, dataDir: string): string {
  if (configured !== null && configured !== '') return configured;
  const file = join(dataDir, 'secret');
  try {
    const text = readFileSync(file, 'utf8').trim();
    if (text.length >= 32) return text;
  } catch {
    // First start: no secret yet.
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  // Written aside and renamed: a crash mid-write must not leave a short secret that would sign out every guest.
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, secret + '\n', { mode: 0o600 });
  renameSync(temp, file);
  return secret;
}
