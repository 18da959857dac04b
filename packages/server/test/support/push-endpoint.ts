// A local push service for tests (issue 25): an HTTP server that takes Web Push requests as a browser vendor's push
// service would, checks their VAPID authorization (RFC 8292: an ES256 JWT for its own origin, not expired, signed by
// the key the header names, which must be the server's) and decrypts their aes128gcm payload (RFC 8291 / RFC 8188)
// with the private key of the subscription — written here from the RFCs, not with the library the server uses.
import { createECDH, createHmac, createDecipheriv, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PushSubscriptionBody } from '@birzha/protocol';

/** A browser's subscription as the test holds it: what the browser would send the server, and its private key. */
export interface TestSubscription {
  readonly body: PushSubscriptionBody;
  readonly id: string;
}

/** One request the push service accepted (or refused), with what it found. */
export interface PushReceived {
  readonly id: string;
  readonly status: number;
  /** Why it was refused (a bad JWT, a bad payload), or null. */
  readonly problem: string | null;
  /** The decrypted payload (UTF-8), when it could be. */
  readonly plaintext: string | null;
  readonly headers: IncomingMessage['headers'];
  readonly claims: Record<string, unknown> | null;
}

export interface PushEndpoint {
  readonly origin: string;
  /** A new subscription on this service (keys made with node:crypto, as a browser makes them). */
  subscribe(): TestSubscription;
  /** Answer every later request to this subscription with `status` (410: gone; 500: trouble). */
  answer(id: string, status: number): void;
  readonly received: PushReceived[];
  close(): Promise<void>;
}

interface Held {
  readonly ecdh: ReturnType<typeof createECDH>;
  readonly auth: Buffer;
  status: number;
}

function hmac(key: Buffer, data: Buffer): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

/** RFC 8291 section 3.4 and RFC 8188 section 2: one record (a push message is at most 4096 bytes). */
export function decryptAes128gcm(body: Buffer, ecdh: ReturnType<typeof createECDH>, auth: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20] ?? 0;
  const asPublic = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  if (idlen !== 65) throw new Error(`keyid is ${idlen} bytes, not an uncompressed P-256 key`);
  if (record.length > rs) throw new Error('more than one record');
  const uaPublic = ecdh.getPublicKey();
  const ecdhSecret = ecdh.computeSecret(asPublic);
  const prkKey = hmac(auth, ecdhSecret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic, Buffer.from([1])]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record's padding: a 0x02 delimiter, then zeros.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

/** Checks `Authorization: vapid t=<JWT>, k=<key>`: the claims, or why not. */
export function checkVapid(
  header: string | undefined,
  serverKey: string,
  origin: string,
): { claims: Record<string, unknown> } | { problem: string } {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (m === null) return { problem: `no vapid authorization: ${header ?? '(none)'}` };
  const [, jwt = '', key = ''] = m;
  if (key !== serverKey) return { problem: 'k is not the server key' };
  const [head = '', payload = '', sig = ''] = jwt.split('.');
  const header64 = JSON.parse(Buffer.from(head, 'base64url').toString()) as Record<string, unknown>;
  if (header64['alg'] !== 'ES256') return { problem: `alg ${String(header64['alg'])}` };
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${payload}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(sig, 'base64url'),
  );
  if (!signed) return { problem: 'bad ES256 signature' };
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  if (claims['aud'] !== origin) return { problem: `aud ${String(claims['aud'])} is not ${origin}` };
  const exp = claims['exp'];
  const now = Date.now() / 1000;
  if (typeof exp !== 'number' || exp <= now || exp > now + 24 * 3600) return { problem: `exp ${String(exp)}` };
  if (typeof claims['sub'] !== 'string') return { problem: 'no sub' };
  return { claims };
}

/** Starts a push service on 127.0.0.1 that trusts only `serverKey` (the Birzha server's VAPID public key). */
export async function startPushEndpoint(serverKey: string): Promise<PushEndpoint> {
  const held = new Map<string, Held>();
  const received: PushReceived[] = [];
  let origin = '';
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = decodeURIComponent((req.url ?? '').replace(/^\/push\//, ''));
      const sub = held.get(id);
      const record = (status: number, problem: string | null, plaintext: string | null) => {
        received.push({ id, status, problem, plaintext, headers: req.headers, claims: null });
        res.writeHead(status).end();
      };
      if (req.method !== 'POST' || sub === undefined) return record(404, 'no such subscription', null);
      const auth = checkVapid(req.headers.authorization, serverKey, origin);
      if ('problem' in auth) return record(403, auth.problem, null);
      if (req.headers['content-encoding'] !== 'aes128gcm') return record(400, 'not aes128gcm', null);
      if (req.headers['ttl'] === undefined) return record(400, 'no TTL', null);
      let plaintext: string;
      try {
        plaintext = decryptAes128gcm(Buffer.concat(chunks), sub.ecdh, sub.auth).toString('utf8');
      } catch (e) {
        return record(400, `cannot decrypt: ${e instanceof Error ? e.message : String(e)}`, null);
      }
      received.push({ id, status: sub.status, problem: null, plaintext, headers: req.headers, claims: auth.claims });
      res.writeHead(sub.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomBytes(8).toString('hex');
      held.set(id, { ecdh, auth, status: 201 });
      return {
        id,
        body: {
          endpoint: `${origin}/push/${id}`,
          expirationTime: null,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        },
      };
    },
    answer(id, status) {
      const sub = held.get(id);
      if (sub !== undefined) sub.status = status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
