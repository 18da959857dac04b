import type { Me, SessionInfo } from '@birzha/protocol';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { SessionProvider } from '../api/session.tsx';
import { Header } from '../ui/header.tsx';

/** One request the page made. */
export interface Call {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}
type Reply = { status: number; body: unknown };
type Handler = (body: unknown) => Reply;

export const GUEST: Me = { id: 'g1', name: 'Гость 7', kind: 'guest', username: null, email: null };
export const ANNA: Me = { id: 'u1', name: 'Аня', kind: 'account', username: 'anna', email: null };

const ok = (body: unknown): Reply => ({ status: 200, body });
export const refuse = (code: string, status = 400): Reply => ({ status, body: { error: { code } } });

/**
 * A Birzha server in memory behind `fetch`: who the cookie names (`me`), the guest a session makes, and any
 * route replaced by a test. Unknown routes answer 404 NOT_FOUND so a stray call shows up.
 */
export function fakeServer(start: { me?: Me | null; mail?: boolean; sessions?: SessionInfo[] } = {}) {
  const state = { me: start.me ?? null, guests: 1 };
  const calls: Call[] = [];
  const routes = new Map<string, Handler>();
  const on = (route: string, h: Handler) => routes.set(route, h);

  on('POST /api/session', () => {
    if (state.me === null) state.me = { ...GUEST, id: `g${state.guests}`, name: `Гость ${state.guests++}` };
    return ok({ user: state.me });
  });
  on('GET /api/me', () => (state.me === null ? refuse('UNAUTHORIZED', 401) : ok({ user: state.me })));
  on('GET /api/config', () => ok({ mail: start.mail ?? false }));
  on('POST /api/account/logout', () => ((state.me = null), ok({})));
  on('GET /api/account/sessions', () => ok({ sessions: start.sessions ?? [] }));

  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    const h = routes.get(`${method} ${path}`);
    const r = h === undefined ? refuse('NOT_FOUND', 404) : h(body);
    return new Response(JSON.stringify(r.body), { status: r.status, headers: { 'content-type': 'application/json' } });
  });

  return {
    state,
    calls,
    on,
    ok,
    /** The calls to one route. */
    callsTo: (route: string) => calls.filter((c) => `${c.method} ${c.path}` === route),
  };
}

/** A WebSocket that opens at once and goes nowhere: enough for GameSocket, and it counts opens and closes. */
export class FakeWebSocket {
  static readonly OPEN = 1;
  static made: FakeWebSocket[] = [];
  readyState = 0;
  closed = false;
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onmessage: ((ev: MessageEvent<string>) => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.made.push(this);
    queueMicrotask(() => {
      if (this.closed) return;
      this.readyState = FakeWebSocket.OPEN;
      this.onopen?.();
    });
  }
  send(): void {}
  close(): void {
    this.closed = true;
    this.readyState = 3;
    // The close event comes later than the replacement's open, as it may in a browser.
    setTimeout(() => this.onclose?.(), 0);
  }
}

export function stubSocket(): void {
  FakeWebSocket.made = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
}

/** The header and one of the account pages at `path`, in a session, with "/" standing for the lobby. */
export function renderPage(path: string, page: ReactNode, route: string = path.split('?')[0] ?? path) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SessionProvider fallback={() => <p>loading</p>}>
        <Header />
        <main>
          <Routes>
            <Route path={route} element={page} />
            {route !== '/' && <Route path="/" element={<p>the lobby</p>} />}
            {route !== '/account' && <Route path="/account" element={<p>the account page</p>} />}
            {route !== '/login' && <Route path="/login" element={<p>the login page</p>} />}
            <Route path="/t/:id" element={<p>a table</p>} />
          </Routes>
        </main>
      </SessionProvider>
    </MemoryRouter>,
  );
}

/** WCAG 2 A/AA problems axe finds (jsdom cannot judge colour contrast). */
export async function axeProblems(container: Element): Promise<string[]> {
  const r = await axe.run(container, {
    runOnly: ['wcag2a', 'wcag2aa'],
    rules: { 'color-contrast': { enabled: false } },
  });
  return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
