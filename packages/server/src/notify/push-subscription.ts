// A browser's push subscription as entered (POST /api/account/push) (issue 25): checked before it is stored, so that
// a bad one is refused with BAD_PUSH_SUBSCRIPTION rather than failing at every notification.
import { createECDH } from 'node:crypto';
import type { PushSubscriptionBody, ServerCode } from '@birzha/protocol';
import { bareHost, isPrivateAddress, parseTargetUrl } from './webhook-url.ts';

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** The bytes of a base64url text (padding allowed), or null when it is not base64url. */
function base64url(text: string): Buffer | null {
  return BASE64URL.test(text) ? Buffer.from(text.replace(/=+$/, ''), 'base64url') : null;
}

/** Whether `bytes` is an uncompressed point on P-256 (65 bytes, 0x04 first, on the curve). */
function isP256Point(bytes: Buffer): boolean {
  if (bytes.length !== 65 || bytes[0] !== 4) return false;
  try {
    // Off-curve points are refused by the key agreement itself (what the sender will do with it).
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * BAD_PUSH_SUBSCRIPTION unless the endpoint is an absolute https URL whose host is not a private address or
 * localhost (http and those too when `allowHttp`: the tests' local push endpoint, only with allowPrivateWebhooks),
 * `keys.p256dh` an uncompressed P-256 public key and `keys.auth` a
 * 16-byte secret, both base64url (RFC 8291). Null when it is good.
 */
export function checkPushSubscription(body: PushSubscriptionBody, allowHttp = false): ServerCode | null {
  const endpoint = parseTargetUrl(body.endpoint, allowHttp);
  if (endpoint === null) return 'BAD_PUSH_SUBSCRIPTION';
  // No browser's push service is on our own network: an address there is someone aiming the server at it (the
  // sender checks names again, as resolved, at every send).
  const host = bareHost(endpoint);
  if (!allowHttp && (isPrivateAddress(host) || host === 'localhost' || host.endsWith('.localhost')))
    return 'BAD_PUSH_SUBSCRIPTION';
  const p256dh = base64url(body.keys.p256dh);
  const auth = base64url(body.keys.auth);
  if (p256dh === null || !isP256Point(p256dh)) return 'BAD_PUSH_SUBSCRIPTION';
  if (auth === null || auth.length !== 16) return 'BAD_PUSH_SUBSCRIPTION';
  return null;
}
