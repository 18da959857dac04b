// Web Push in this browser (issue 25): the service worker (public/sw.js) that shows the server's notifications, and
// this browser's subscription for the server's VAPID key, which the settings page sends to the server. On an iPhone
// push exists only in the app added to the home screen (the manifest makes that possible).
import type { PushSubscriptionBody } from '@birzha/protocol';

/** The worker's script and scope: the whole site, so that a click can open any table. */
const WORKER = '/sw.js';
const SCOPE = '/';

/** A failure of push in this browser, with a code the error words know (i18n codes.ts). */
export class PushError extends Error {
  constructor(
    /** PUSH_DENIED: notifications blocked for the site; PUSH_UNAVAILABLE: no push here (or its service failed). */
    readonly code: 'PUSH_DENIED' | 'PUSH_UNAVAILABLE',
    message: string,
  ) {
    super(message);
    this.name = 'PushError';
  }
}

/** Whether this browser can receive Web Push here (a secure page with service workers, PushManager, Notification). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext === true &&
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    typeof window.Notification === 'function'
  );
}

/** The bytes of a base64url text (the VAPID key as the server gives it). */
export function base64urlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Whether a subscription was made for `key` (a key changed on the server needs a new subscription). */
function madeFor(sub: PushSubscription, key: Uint8Array): boolean {
  const server = sub.options.applicationServerKey;
  if (server === null) return false;
  const bytes = new Uint8Array(server);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}

/** What the server takes (POST /api/account/push) from a subscription; PUSH_UNAVAILABLE when it lacks its keys. */
export function subscriptionBody(json: PushSubscriptionJSON): PushSubscriptionBody {
  const { endpoint, keys, expirationTime } = json;
  const p256dh = keys?.['p256dh'];
  const auth = keys?.['auth'];
  if (endpoint === undefined || p256dh === undefined || auth === undefined)
    throw new PushError('PUSH_UNAVAILABLE', 'the browser gave a subscription without keys');
  return { endpoint, expirationTime: expirationTime ?? null, keys: { p256dh, auth } };
}

async function registration(): Promise<ServiceWorkerRegistration> {
  try {
    await navigator.serviceWorker.register(WORKER, { scope: SCOPE });
    return await navigator.serviceWorker.ready;
  } catch (e) {
    throw new PushError('PUSH_UNAVAILABLE', `the service worker did not start: ${String(e)}`);
  }
}

/**
 * Asks for permission (call it from a click: browsers refuse asks without one), starts the service worker and
 * subscribes this browser for the server's VAPID public key (base64url); answers the subscription for the server. An
 * existing subscription for the same key is reused, one for another key replaced. Rejects with a PushError.
 */
export async function subscribePush(vapidPublicKey: string): Promise<PushSubscriptionBody> {
  if (!pushSupported()) throw new PushError('PUSH_UNAVAILABLE', 'no Web Push in this browser');
  const permission =
    Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') throw new PushError('PUSH_DENIED', `notifications are ${permission}`);
  const reg = await registration();
  const key = base64urlBytes(vapidPublicKey);
  let sub = await reg.pushManager.getSubscription();
  if (sub !== null && !madeFor(sub, key)) {
    await sub.unsubscribe();
    sub = null;
  }
  try {
    sub ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  } catch (e) {
    // Permission was granted, so this is the browser's push service (unreachable, or none in this build).
    throw new PushError('PUSH_UNAVAILABLE', `the browser could not subscribe: ${String(e)}`);
  }
  return subscriptionBody(sub.toJSON());
}

/** This browser's subscription's endpoint, or null when it has none (or no push). */
export async function currentPushEndpoint(): Promise<string | null> {
  if (!pushSupported()) return null;
  const reg = await navigator.serviceWorker.getRegistration(SCOPE);
  const sub = await reg?.pushManager.getSubscription();
  return sub?.endpoint ?? null;
}

/** Ends this browser's subscription; answers the endpoint dropped (for the server to forget), or null if none. */
export async function unsubscribePush(): Promise<string | null> {
  if (!pushSupported()) return null;
  const reg = await navigator.serviceWorker.getRegistration(SCOPE);
  const sub = await reg?.pushManager.getSubscription();
  if (sub === undefined || sub === null) return null;
  await sub.unsubscribe();
  return sub.endpoint;
}
