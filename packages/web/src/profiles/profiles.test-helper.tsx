import type { HistoryItem } from '@birzha/protocol';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { WEB_GAMES } from '../games/registry.ts';

// Shared set-up of the profiles' page tests: a fetch that answers by path, match records, and axe.

/** Two games from the registry (tests name no game). */
export const GAME = WEB_GAMES[0]!.id;
export const OTHER = WEB_GAMES[1]!.id;

/** 2 Dec 2026, 10:15 UTC: the newest match of the fixtures. */
export const NOON = Date.UTC(2026, 11, 2, 10, 15);

/** An answer the fake server gives: a body (200), or a failure with a status and a code. */
export type Answer = unknown | { readonly fail: number; readonly code: string };

/**
 * Replaces fetch with a server that answers each GET by `answer(path and query)`; returns the paths asked, in order.
 * Answers are JSON texts, as api() reads them.
 */
export function fakeServer(answer: (url: string) => Answer): string[] {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      const a = answer(url);
      const failed = typeof a === 'object' && a !== null && 'fail' in a && 'code' in a;
      const status = failed ? (a as { fail: number }).fail : 200;
      const body = failed ? { error: { code: (a as { code: string }).code } } : a;
      return { ok: status < 400, status, text: async () => JSON.stringify(body) } as Response;
    }),
  );
  return asked;
}

/** A finished match of `me` (seat 0) against a bot and another person, newest first by `n`. */
export function match(n: number, over: Partial<HistoryItem> = {}): HistoryItem {
  return {
    tableId: `t${n}`,
    game: GAME,
    finishedAt: NOON - n * 3_600_000,
    seat: 0,
    place: 1,
    tied: false,
    players: [
      { seat: 0, name: 'Аня', user: { id: 'me', name: 'Аня', kind: 'account' }, bot: null, botName: null, place: 1 },
      { seat: 1, name: 'Бот', user: null, bot: 'intermediate', botName: 'boris', place: 3 },
      {
        seat: 2,
        name: 'Гриша',
        user: { id: 'u2', name: 'Гриша', kind: 'account' },
        bot: null,
        botName: null,
        place: 2,
      },
    ],
    rated: true,
    before: 1000,
    after: 1026,
    replaced: false,
    ...over,
  };
}

/** `count` matches, t1 the newest. */
export function matches(count: number, from = 1): HistoryItem[] {
  return Array.from({ length: count }, (_, i) => match(from + i));
}

/** The page's address as the router last saw it. */
export const where = { path: '', search: '' };
function Where() {
  const l = useLocation();
  where.path = l.pathname;
  where.search = l.search;
  return null;
}

/** Renders `page` at `url` under the route `route` (and the other routes the page links to, as empty pages). */
export function renderAt(url: string, route: string | readonly string[], page: ReactNode) {
  const routes = typeof route === 'string' ? [route] : route;
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        {routes.map((r) => (
          <Route
            key={r}
            path={r}
            element={
              <>
                {page}
                <Where />
              </>
            }
          />
        ))}
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** WCAG 2 A/AA problems axe finds (jsdom cannot judge colour contrast; the browser test does). */
export async function axeProblems(container: HTMLElement): Promise<string[]> {
  const r = await axe.run(container, {
    runOnly: ['wcag2a', 'wcag2aa'],
    rules: { 'color-contrast': { enabled: false } },
  });
  return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
