// Tables made through the HTTP API, as a person's client makes them.
import type { TableSummary } from '@birzha/protocol';
import { expect } from 'vitest';
import { api, type TestServer } from './harness.ts';

export interface CreatedTable {
  readonly table: TableSummary;
  /** The invite code of a private table, else null. */
  readonly invite: string | null;
}

/** A table created by `host` with this body (game, players, options...): the server must answer 201. */
export async function createTable(
  server: TestServer,
  host: { readonly token: string },
  body: Record<string, unknown>,
): Promise<CreatedTable> {
  const r = await api<{ table: TableSummary; invite?: string | null }>(server, host.token, 'POST', '/api/tables', body);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return { table: r.body.table, invite: r.body.invite ?? null };
}
