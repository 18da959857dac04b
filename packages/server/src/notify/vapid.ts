// The server's Web Push keys (VAPID, RFC 8292) (issue 25): the configured pair, else one created on first start and
// kept in the data dir like the token secret, so that browsers' subscriptions (made for the public key) outlive
// restarts. With several processes, give the pair in the environment (or share the data dir).
import { createECDH } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerConfig } from '../config.ts';

/** A P-256 key pair, base64url: the public key uncompressed (65 bytes), the private key 32 bytes. */
export interface VapidKeys {
  readonly publicKey: string;
  readonly privateKey: string;
}

const FILE = 'vapid.json';

/** Whether a pair is a P-256 pair whose public key is the private key's (so a mistyped environment fails at start). */
export function validVapidKeys(keys: VapidKeys): boolean {
  try {
    const pub = Buffer.from(keys.publicKey, 'base64url');
    const priv = Buffer.from(keys.privateKey, 'base64url');
    if (pub.length !== 65 || pub[0] !== 4 || priv.length !== 32) return false;
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(priv);
    return ecdh.getPublicKey().equals(pub);
  } catch {
    return false;
  }
}

/** A new pair. */
export function createVapidKeys(): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  // getPrivateKey drops leading zero bytes; VAPID wants the 32-byte scalar.
  const priv = Buffer.alloc(32);
  const raw = ecdh.getPrivateKey();
  raw.copy(priv, 32 - raw.length);
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: priv.toString('base64url') };
}

function readKept(file: string): VapidKeys | null {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { publicKey, privateKey } = parsed as Record<string, unknown>;
    if (typeof publicKey !== 'string' || typeof privateKey !== 'string') return null;
    const keys = { publicKey, privateKey };
    return validVapidKeys(keys) ? keys : null;
  } catch {
    return null;
  }
}

/**
 * The configured pair, else the one kept in `dataDir` (created on first start, readable by this user only). Two
 * processes starting together on one data dir agree: the file is created by a hard link that fails when it exists,
 * and the loser reads the winner's pair.
 */
export function loadVapidKeys(configured: VapidKeys | null, dataDir: string): VapidKeys {
  if (configured !== null) {
    if (!validVapidKeys(configured))
      throw new Error('the VAPID keys are not a P-256 pair (base64url: public 65 bytes, private 32 bytes)');
    return configured;
  }
  const file = join(dataDir, FILE);
  const kept = readKept(file);
  if (kept !== null) return kept;
  mkdirSync(dataDir, { recursive: true });
  const keys = createVapidKeys();
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(keys) + '\n', { mode: 0o600 });
  try {
    linkSync(temp, file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    const theirs = readKept(file);
    // A file there that is not a pair (damaged by hand): refuse to start rather than lose it silently.
    if (theirs === null) throw new Error(`${file} holds no VAPID key pair: remove it or set VAPID_* keys`);
    return theirs;
  } finally {
    unlinkSync(temp);
  }
  return keys;
}

/** The server's VAPID public key (base64url) for PushManager.subscribe (GET /api/account/notifications). */
export function vapidPublicKey(config: ServerConfig): string {
  return loadVapidKeys(config.notify.vapid, config.dataDir).publicKey;
}
