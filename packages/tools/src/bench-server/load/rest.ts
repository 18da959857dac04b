// The lobby's REST API as a client uses it (packages/server/src/http/routes.ts): guest sessions, create, join, start.

/** A guest session: its user id and bearer token. */
export interface Guest {
  readonly id: string;
  readonly token: string;
}

async function call<T>(url: string, token: string | null, method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  if (token !== null) headers['authorization'] = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${url}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${text.slice(0, 200)}`);
  return JSON.parse(text) as T;
}

/** POST /api/session: a new guest. */
export async function newGuest(url: string, name: string): Promise<Guest> {
  const r = await call<{ user: { id: string }; token: string }>(url, null, 'POST', '/api/session', { name });
  return { id: r.user.id, token: r.token };
}

/** POST /api/tables: a public untimed table (turnSeconds 0) that the host joins at seat 0; returns its id. */
export async function createTable(url: string, host: Guest, players: number, variant: string): Promise<string> {
  const r = await call<{ table: { id: string } }>(url, host.token, 'POST', '/api/tables', {
    game: 'akcioner',
    players,
    options: { variant, turnSeconds: 0 },
  });
  return r.table.id;
}

/** POST /api/tables/:id/join: the given seat, or the first free one. */
export async function joinTable(url: string, guest: Guest, tableId: string, seat?: number): Promise<void> {
  await call(url, guest.token, 'POST', `/api/tables/${tableId}/join`, seat === undefined ? {} : { seat });
}

/** POST /api/tables/:id/start (host only). */
export async function startTable(url: string, host: Guest, tableId: string): Promise<void> {
  await call(url, host.token, 'POST', `/api/tables/${tableId}/start`);
}

/**
 * POST /api/tables: a public Checkers Exchange table in the online preset; the host joins the first seat and the
 * server's bots of `botLevel` take the last `bots` seats. Returns its id.
 */
export async function createExchangeTable(
  url: string,
  host: Guest,
  players: number,
  bots: number,
  botLevel: string,
): Promise<string> {
  const r = await call<{ table: { id: string } }>(url, host.token, 'POST', '/api/tables', {
    game: 'checkers-exchange',
    players,
    options: { timing: 'online' },
    bots: Array.from({ length: bots }, (_, i) => ({ seat: players - bots + i, level: botLevel })),
  });
  return r.table.id;
}
