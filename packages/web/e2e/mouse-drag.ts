import type { Locator } from 'playwright-core';

/**
 * A native mouse drag from `source` to `target`, the way Playwright's docs advise ("dragging manually"): hover the
 * source, press, hover the target twice, release. `locator.dragTo` moves once over the target, and Chromium then
 * now and again ends the drag with no drop (seen in CI: a ply dragged onto its marked target never sent).
 *
 * Headless Chromium still now and again starts no HTML drag at all on a loaded machine (the press and release reach
 * the page, no `drop` follows: seen three times in one afternoon on a machine at load 20, never on a quiet one). A
 * person whose drag did not take simply drags again, and so does this: it watches for the page's `drop` event and
 * drags again, up to `tries` times, when none came. A drop that came and did nothing is the caller's to notice.
 */
export async function mouseDrag(source: Locator, target: Locator, timeout = 5_000, tries = 3): Promise<void> {
  const page = source.page();
  for (let attempt = 1; ; attempt++) {
    await page.evaluate(() => {
      const w = window as unknown as { e2eDropped?: boolean };
      w.e2eDropped = false;
      document.addEventListener('drop', () => (w.e2eDropped = true), { capture: true, once: true });
    });
    await source.hover({ timeout });
    await page.mouse.down();
    await target.hover({ timeout });
    await target.hover({ timeout, position: { x: 6, y: 6 } });
    await page.mouse.up();
    const dropped = await page
      .waitForFunction(() => (window as unknown as { e2eDropped?: boolean }).e2eDropped === true, undefined, {
        timeout: 2_000,
      })
      .then(() => true)
      .catch(() => false);
    if (dropped || attempt >= tries) return;
  }
}
