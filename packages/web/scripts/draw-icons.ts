// Draws the web app's icons (issue 25: the manifest's icons, the iPhone home-screen icon, Android's notification
// badge) from the favicon's drawing — a rising chart line on the site's dark blue — as PNGs in public/, rendered by
// Chromium (playwright-core). Run after changing the drawing: node --import tsx packages/web/scripts/draw-icons.ts
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const BLUE = '#1d3b53';
const GOLD = '#f2c84b';
/** The favicon's chart line (index.html), in a 16-unit square centred on (8, 8). */
const LINE = 'M3 12l3-4 3 2 4-6';

interface Icon {
  readonly file: string;
  readonly size: number;
  /** The line's share of the square (a maskable icon keeps it in the middle 80% circle, so smaller). */
  readonly scale: number;
  /** 'rounded': a rounded tile on transparency; 'square': full bleed (maskable, iOS rounds it itself); 'none'. */
  readonly tile: 'rounded' | 'square' | 'none';
  readonly stroke: string;
}

const ICONS: readonly Icon[] = [
  { file: 'icon-192.png', size: 192, scale: 1, tile: 'rounded', stroke: GOLD },
  { file: 'icon-512.png', size: 512, scale: 1, tile: 'rounded', stroke: GOLD },
  { file: 'icon-maskable-512.png', size: 512, scale: 0.7, tile: 'square', stroke: GOLD },
  { file: 'apple-touch-icon.png', size: 180, scale: 0.85, tile: 'square', stroke: GOLD },
  // Android draws a badge as a white mask in the status bar: only its shape counts.
  { file: 'badge-96.png', size: 96, scale: 1.1, tile: 'none', stroke: '#ffffff' },
];

function svg(icon: Icon): string {
  const tile =
    icon.tile === 'none' ? '' : `<rect width="16" height="16" rx="${icon.tile === 'rounded' ? 3 : 0}" fill="${BLUE}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16" width="${icon.size}" height="${icon.size}">${tile}` +
    `<path d="${LINE}" transform="translate(8 8) scale(${icon.scale}) translate(-8 -8)" stroke="${icon.stroke}" ` +
    `stroke-width="2" stroke-linecap="round" stroke-linejoin="round" fill="none"/></svg>`
  );
}

const out = fileURLToPath(new URL('../public/', import.meta.url));
const browser = await chromium.launch({ executablePath: process.env['CHROMIUM'] ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  for (const icon of ICONS) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg(icon)}</body></html>`);
    const png = await page.screenshot({
      omitBackground: true,
      clip: { x: 0, y: 0, width: icon.size, height: icon.size },
    });
    writeFileSync(`${out}${icon.file}`, png);
  }
} finally {
  await browser.close();
}
