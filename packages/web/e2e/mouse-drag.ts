import type { Locator } from 'playwright-core';

/**
 * A native mouse drag from `source` to `target`, the way Playwright's docs advise ("dragging manually"): hover the
 * source, press, hover the target twice, release. `locator.dragTo` moves once over the target, and Chromium then
 * now and again ends the drag with no drop (seen in CI: a ply dragged onto its marked target never sent).
 */
export async function mouseDrag(source: Locator, target: Locator, timeout = 5_000): Promise<void> {
  const page = source.page();
  await source.hover({ timeout });
  await page.mouse.down();
  await target.hover({ timeout });
  await target.hover({ timeout, position: { x: 6, y: 6 } });
  await page.mouse.up();
}
