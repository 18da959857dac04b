import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The one token secret every process signs with: BIRZHA_SECRET when given, else the data dir's `secret` file, the
 * same one a single server keeps (so sign-ins survive switching between `npm start` and `npm run cluster`). Made
 * here, once, before any process starts: processes each making their own would sign tokens the others refuse.
 */
export function sharedSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  const given = env['BIRZHA_SECRET'];
  if (given !== undefined && given !== '') return given;
  const file = join(dataDir, 'secret');
  try {
    const text = readFileSync(file, 'utf8').trim();
    if (text.length >= 32) return text;
  } catch {
    // First start: no secret yet.
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  // Written aside and renamed, as the server does: a crash mid-write must not leave a short secret.
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, secret + '\n', { mode: 0o600 });
  renameSync(temp, file);
  return secret;
}
