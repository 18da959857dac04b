import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sleep, stablePort, waitFor } from '@birzha/test-support';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const ROOT = new URL('../../..', import.meta.url).pathname;
const WEB = new URL('..', import.meta.url).pathname;
/** The build (`npm run build`, made once per run by Vitest's globalSetup): the server and the client it serves. */
const BIRZHA = join(ROOT, 'dist/node/birzha.mjs');
const WEB_ROOT = join(ROOT, 'dist/web');
/** Screenshots the browser tests take; CI keeps this folder as an artifact. */
export const SHOTS = join(WEB, 'e2e', 'screenshots');
export const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

export interface E2E {
  readonly base: string;
  readonly browser: Browser;
  readonly dataDir: string;
  /** Kills the server hard and starts it again on the same port and data (a crash). */
  restart(): Promise<void>;
  stop(): Promise<void>;
  log(): string;
}

export interface E2EOptions {
  /**
   * More environment for the server, given its base URL once the port is known (e.g. SMTP_URL of a test's mail
   * server, PUBLIC_URL, short notification timings).
   */
  readonly env?: (base: string) => Record<string, string>;
}

/** Starts the real server as built, serving the built client (SQLite in a temp dir), and launches Debian's Chromium. */
export async function startE2E(options: E2EOptions = {}): Promise<E2E> {
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  mkdirSync(SHOTS, { recursive: true });
  for (const built of [BIRZHA, join(WEB_ROOT, 'index.html')])
    if (!existsSync(built)) throw new Error(`${built} is missing: run npm run build (Vitest's globalSetup does)`);
  const dataDir = mkdtempSync(join(tmpdir(), 'birzha-e2e-'));
  // Below the ephemeral range: restart() starts the server again on this port, which no listen(0) may take meanwhile.
  const port = await stablePort();
  let out = '';
  let child: ChildProcess;
  const launch = async () => {
    child = spawn(process.execPath, ['--enable-source-maps', BIRZHA, 'serve'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        BIRZHA_DATA_DIR: dataDir,
        // Unset: the server finds the build's dist/web beside its bundle, as under `npm start`.
        BIRZHA_WEB_ROOT: '',
        LOG_LEVEL: 'warn',
        ...options.env?.(`http://127.0.0.1:${port}`),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d) => (out += String(d)));
    child.stderr?.on('data', (d) => (out += String(d)));
    await waitFor(
      'the server to answer /healthz',
      () =>
        fetch(`http://127.0.0.1:${port}/healthz`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeoutMs: 30_000, everyMs: 200 },
    ).catch((e: unknown) => {
      throw new Error(`server did not start (${String(e)}):\n${out}`);
    });
  };
  await launch();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-dev-shm-usage',
    ],
  });
  return {
    base: `http://127.0.0.1:${port}`,
    browser,
    dataDir,
    async restart() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
      await launch();
    },
    async stop() {
      await browser.close().catch(() => undefined);
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(5000)]);
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
    log: () => out,
  };
}

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** WCAG 2 A/AA problems axe-core finds on the page as it is now (colour contrast, names, roles...): ids and places. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated by the browser's tooling rather than added as an inline <script>, which the server's CSP refuses.
  await page.evaluate(readFileSync(AXE, 'utf8'));
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (o: unknown) => Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }> };
      }
    ).axe;
    const r = await axe.run({ runOnly: ['wcag2a', 'wcag2aa'] });
    return r.violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
  });
}

/** A desktop browser (a new profile: no cookies) in a language, e.g. 'ru-RU'. */
export function desktop(browser: Browser, locale: string, width = 1280, height = 900): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width, height }, locale });
}

/** A phone (a new profile): a small screen with twice the pixels, touch, in a language. */
export function phone(browser: Browser, locale: string, width = 390, height = 844): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width, height },
    locale,
    deviceScaleFactor: 2,
    hasTouch: true,
    isMobile: true,
  });
}

/**
 * Whether the page is wider than the screen it was laid out for (sideways scrolling on a phone). Compared with the
 * root's client width, not `innerWidth`: a phone browser zooms out to show a page wider than the screen, and
 * `innerWidth` grows with it (a 413 px wide page on a 390 px phone reports 413).
 */
export async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}
