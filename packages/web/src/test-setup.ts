import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import i18n from './i18n/index.ts';
// The games bring their words and rule codes as the client starts (main.tsx), and the rest of their words with a
// page that shows a game (app.tsx): the component tests have them all from the start.
import { loadGameWords } from './games/registry.ts';

// Component tests run in Russian unless a test switches; jsdom's navigator says en-US.
// jsdom has no canvas; charts draw nothing in component tests (and say so quietly).
HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;

await loadGameWords();
await i18n.changeLanguage('ru');
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
