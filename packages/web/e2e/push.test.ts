// Web Push in a real Chromium (issue 25), on the built client under the server's Content-Security-Policy: the web
// app manifest and its icons, the service worker registering, showing a pushed message (delivered through the DevTools
// protocol, as no push service is reachable here) with one notification per table, and caching nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktop, startE2E, type E2E } from './harness.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.stop();
});

/** A PNG's width and height (its IHDR chunk). */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('installable, with push', () => {
  it('links a manifest whose icons (any and maskable) and the iPhone icon are served at their sizes', async () => {
    const context = await desktop(e2e.browser, 'ru-RU');
    const page = await context.newPage();
    await page.goto(`${e2e.base}/`);
    expect(await page.getAttribute('link[rel="manifest"]', 'href')).toBe('/manifest.webmanifest');
    expect(await page.getAttribute('link[rel="apple-touch-icon"]', 'href')).toBe('/apple-touch-icon.png');
    const res = await fetch(`${e2e.base}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    const manifest = (await res.json()) as {
      display: string;
      start_url: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/' });
    expect(manifest.icons.map((i) => i.purpose).sort()).toEqual(['any', 'any', 'maskable']);
    for (const icon of [...manifest.icons, { src: '/apple-touch-icon.png', sizes: '180x180' }]) {
      const png = await fetch(`${e2e.base}${icon.src}`);
      expect(png.headers.get('content-type'), icon.src).toBe('image/png');
      expect(pngSize(Buffer.from(await png.arrayBuffer())), icon.src).toBe(icon.sizes);
    }
    await context.close();
  });

  it('runs the service worker: a push shows one notification per table, and nothing is cached', async () => {
    const context = await desktop(e2e.browser, 'en-US');
    await context.grantPermissions(['notifications'], { origin: e2e.base });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(String(e)));
    page.on('console', (m) => {
      if (/content security policy|refused to/i.test(m.text())) problems.push(m.text());
    });
    await page.goto(`${e2e.base}/`);
    const cdp = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string }[] = [];
    const versions: { registrationId: string; status: string }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => registrations.push(...e.registrations));
    cdp.on('ServiceWorker.workerVersionUpdated', (e) => versions.push(...e.versions));
    await cdp.send('ServiceWorker.enable');
    const state = await page.evaluate(async () => {
      await navigator.serviceWorker.register('/sw.js', { scope: '/' });
      return (await navigator.serviceWorker.ready).active?.state;
    });
    expect(['activating', 'activated']).toContain(state);
    await expect.poll(() => registrations.find((r) => r.scopeURL === `${e2e.base}/`)).toBeDefined();
    const registrationId = registrations.find((r) => r.scopeURL === `${e2e.base}/`)?.registrationId ?? '';
    // A push is delivered to the active worker: wait until its activation has finished (ready may still say
    // "activating"), as a push service's message would only reach an activated one.
    await expect
      .poll(() => versions.some((v) => v.registrationId === registrationId && v.status === 'activated'), {
        timeout: 10_000,
      })
      .toBe(true);
    // The server's message (notify/push-channel.ts PushMessage), its link on another spelling of the site.
    const push = (title: string, body: string) =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin: e2e.base,
        registrationId,
        data: JSON.stringify({
          title,
          body,
          url: 'https://birzha.example/t/t1',
          tag: 'birzha:table:t1',
          kind: 'turn',
          tableId: 't1',
        }),
      });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          tag: n.tag,
          data: n.data as unknown,
        })),
      );
    /**
     * Delivers a push until its notification is the one shown. DevTools answers a delivery before the worker has
     * handled it and drops one the browser could not dispatch (a full suite's load once left the first unshown for
     * 10 s); a message with the same tag shown twice is still one notification, which is what this test is of.
     */
    const pushUntilShown = async (title: string, body: string) => {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await push(title, body);
        const until = Date.now() + 4_000;
        while (Date.now() < until) {
          if ((await shown())[0]?.title === title) return;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      expect.fail(`the push "${title}" was never shown`);
    };
    // The first is shown before the second is sent: two pushes handled at once may finish in either order, and the
    // test is of the replacement by tag (a slow worker under load once left the first one standing).
    await pushUntilShown('Your turn', 'Table t1: it is your turn.');
    await pushUntilShown('1 h left for your move', 'Table t1: it is your turn and 1 h are left on your clock.');
    expect(await shown()).toEqual([
      { title: '1 h left for your move', tag: 'birzha:table:t1', data: { url: '/t/t1' } },
    ]);
    // A page under the worker still comes from the network, and the worker keeps no cache.
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    expect(await page.evaluate(() => caches.keys())).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
