// A started two-seat table of the toy game between two users the test already has (tests that make their own users
// first: turn order, renames); seats-toy.ts's startedDuel makes its own guests.
import { expect } from 'vitest';
import { api, type TestServer } from './harness.ts';

/** `host` makes a 3-round untimed toy table, `other` joins, `host` starts it: its id. */
export async function startedToyDuel(
  server: TestServer,
  host: { readonly token: string },
  other: { readonly token: string },
): Promise<string> {
  const created = await api<{ table: { id: string } }>(server, host.token, 'POST', '/api/tables', {
    game: 'toy',
    players: 2,
    options: { rounds: 3, seconds: 0 },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.table.id;
  expect((await api(server, other.token, 'POST', `/api/tables/${id}/join`, {})).status).toBe(200);
  expect((await api(server, host.token, 'POST', `/api/tables/${id}/start`)).status).toBe(200);
  return id;
}
