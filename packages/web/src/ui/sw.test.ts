// The service worker (public/sw.js) run as a worker script in a context that records what it asks of the browser:
// what a push shows, what a click opens or focuses, that it handles no fetch (no caching, no offline mode).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

const SOURCE = readFileSync(join(import.meta.dirname, '../../public/sw.js'), 'utf8');
const ORIGIN = 'https://birzha.example';

type Listener = (event: Record<string, unknown>) => void;

interface Shown {
  readonly title: string;
  readonly options: Record<string, unknown>;
}

/** The worker in a fresh global scope, with the windows `open` open. */
function worker(open: string[] = []) {
  const listeners = new Map<string, Listener>();
  const shown: Shown[] = [];
  const opened: string[] = [];
  const focused: string[] = [];
  const windows = open.map((url) => ({ url, focus: () => (focused.push(url), Promise.resolve()) }));
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    navigator: { language: 'ru' },
    addEventListener: (type: string, fn: Listener) => listeners.set(type, fn),
    skipWaiting: () => Promise.resolve(),
    registration: {
      showNotification: (title: string, options: Record<string, unknown>) => {
        shown.push({ title, options });
        return Promise.resolve();
      },
    },
  };
  const clients = {
    claim: () => Promise.resolve(),
    matchAll: () => Promise.resolve(windows),
    openWindow: (url: string) => (opened.push(url), Promise.resolve(null)),
  };
  runInNewContext(SOURCE, { self, clients, URL, fetch: () => Promise.reject(new Error('no network')) });
  /** Dispatches an event and waits for what it asked to wait for. */
  async function fire(type: string, event: Record<string, unknown>): Promise<void> {
    let waited: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...event, waitUntil: (p: Promise<unknown>) => (waited = p) });
    await waited;
  }
  return { listeners, shown, opened, focused, fire };
}

const pushData = (value: unknown) => ({
  json: () => (typeof value === 'string' ? JSON.parse(value) : value) as unknown,
  text: () => String(value),
});

describe('the service worker', () => {
  it('caches nothing: it has no fetch handler', () => {
    expect([...worker().listeners.keys()].sort()).toEqual([
      'activate',
      'install',
      'notificationclick',
      'push',
      'pushsubscriptionchange',
    ]);
  });

  it("shows the server's message with its tag (one per table) and keeps the table's link", async () => {
    const sw = worker();
    await sw.fire('push', {
      data: pushData({
        title: 'Ваш ход · Акции',
        body: 'Стол t42: ваш ход.',
        url: `${ORIGIN}/t/t42`,
        tag: 'birzha:table:t42',
        kind: 'turn',
        tableId: 't42',
      }),
    });
    expect(sw.shown).toEqual([
      {
        title: 'Ваш ход · Акции',
        options: expect.objectContaining({
          body: 'Стол t42: ваш ход.',
          tag: 'birzha:table:t42',
          renotify: true,
          icon: '/icon-192.png',
          data: { url: '/t/t42' },
        }) as unknown,
      },
    ]);
  });

  it('still shows something for a push without a body or with plain text', async () => {
    const sw = worker();
    await sw.fire('push', { data: null });
    await sw.fire('push', { data: { json: () => JSON.parse('not json') as unknown, text: () => 'hello' } });
    expect(sw.shown.map((s) => [s.title, s.options['body']])).toEqual([
      ['Birzha', ''],
      ['Birzha', 'hello'],
    ]);
  });

  it("focuses the table's open tab on a click, else opens it, and only ever on this site", async () => {
    const close = () => undefined;
    const tab = worker([`${ORIGIN}/`, `${ORIGIN}/t/t42`]);
    await tab.fire('notificationclick', { notification: { close, data: { url: '/t/t42' } } });
    expect(tab.focused).toEqual([`${ORIGIN}/t/t42`]);
    expect(tab.opened).toEqual([]);

    const none = worker([`${ORIGIN}/`]);
    await none.fire('notificationclick', { notification: { close, data: { url: '/t/t7' } } });
    expect(none.opened).toEqual([`${ORIGIN}/t/t7`]);

    // A link naming another host (or a PUBLIC_URL spelled otherwise) opens the same path here.
    const elsewhere = worker();
    await elsewhere.fire('notificationclick', { notification: { close, data: { url: 'https://evil.example/t/t7' } } });
    await elsewhere.fire('notificationclick', { notification: { close, data: null } });
    expect(elsewhere.opened).toEqual([`${ORIGIN}/t/t7`, `${ORIGIN}/`]);
  });
});
