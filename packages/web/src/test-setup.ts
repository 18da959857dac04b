import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import i18n from './i18n/index.ts';
// The games bring their words and rule codes as the client starts (main.tsx), and the rest of their words with a
// page that shows a game (app.tsx): the component tests have them all from the start.
import { loadGameWords } from './games/registry.ts';

// Component tests run in Russian unless a test switches; jsdom's navigator says en-US.
// jsdom has no canvas; charts draw nothing in component tests (and say so quietly).
HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;

// This file runs before each test file. Under test:quick the files that mock nothing share processes (vitest.config.ts),
// so each starts from the page a fresh process would give it: no storage, no title, the first address.
localStorage.clear();
sessionStorage.clear();
document.title = '';
window.history.replaceState(null, '', '/');
// A file that failed with fake timers on would hand them to the next.
vi.useRealTimers();

// findBy* and waitFor give up after 1 s by default: under the full suite's load (two test files a core, a browser and
// servers beside them) a page that takes longer to settle failed tests that are right (CI lost a stop to one). A wait
// that succeeds returns as soon as it does; only a failing one takes longer to say so.
configure({ asyncUtilTimeout: 10_000 });

await loadGameWords();
await i18n.changeLanguage('ru');
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
