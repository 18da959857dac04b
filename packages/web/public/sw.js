// Birzha's service worker (issue 25): shows the Web Push notifications the server sends ("your turn", an invitation…)
// and opens or focuses the table's page when one is clicked. It caches nothing and handles no fetch: every page and
// file still comes from the network, as without it (no offline mode).
/* global self, clients */

self.addEventListener('install', () => {
  // A new version takes over at once: it holds no cache for older pages to depend on.
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(clients.claim());
});

/**
 * A path of this site from the link a message carries: only its path, query and fragment are kept, so a click
 * always opens this site (the server's PUBLIC_URL may be another spelling of it) and never another one.
 */
function sitePath(link) {
  try {
    const url = new URL(link, self.location.origin);
    return url.pathname + url.search + url.hash;
  } catch {
    return '/';
  }
}

/** The message of a push: { title, body, url, tag } (the server's PushMessage), or a plain text line. */
function messageOf(data) {
  if (data === null) return { title: 'Birzha', body: '', url: '/', tag: undefined };
  let value;
  try {
    value = data.json();
  } catch {
    return { title: 'Birzha', body: data.text(), url: '/', tag: undefined };
  }
  return {
    title: typeof value.title === 'string' && value.title !== '' ? value.title : 'Birzha',
    body: typeof value.body === 'string' ? value.body : '',
    url: typeof value.url === 'string' ? sitePath(value.url) : '/',
    tag: typeof value.tag === 'string' ? value.tag : undefined,
  };
}

self.addEventListener('push', (event) => {
  const message = messageOf(event.data);
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: '/icon-192.png',
      badge: '/badge-96.png',
      lang: self.navigator.language,
      // One per table: the newest news of a table replaces the older one, and still rings.
      ...(message.tag === undefined ? {} : { tag: message.tag, renotify: true }),
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = sitePath(event.notification.data?.url ?? '/');
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
      // The table already open in a tab: that tab comes forward (its WebSocket shows the current state).
      const open = windows.find((w) => w.url === target);
      if (open !== undefined) return open.focus();
      return clients.openWindow(target);
    })(),
  );
});

/**
 * The browser replaced the subscription (keys rotated, expiry): subscribe again with the same server key and tell the
 * server, signed in by this site's cookie. The old endpoint answers 410 from now on, and the server drops it then.
 */
self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(
    (async () => {
      const options = event.oldSubscription?.options;
      const subscription =
        event.newSubscription ??
        (options?.applicationServerKey
          ? await self.registration.pushManager.subscribe({
              userVisibleOnly: true,
              applicationServerKey: options.applicationServerKey,
            })
          : null);
      if (subscription === null) return;
      await fetch('/api/account/push', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(subscription.toJSON()),
      });
    })().catch(() => undefined),
  );
});
