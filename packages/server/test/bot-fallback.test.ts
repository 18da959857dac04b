import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BotChooser } from '../src/matches/bot-driver.ts';
import { api, guest, startServer, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';
import { waitFor } from '@birzha/test-support';

// A bot that fails on every other call, and returns an illegal turn otherwise.
let calls = 0;
const brokenChooser: BotChooser = {
  async chooseTurn(...args) {
    calls++;
    if (calls % 2 === 0) throw new Error('the bot crashed');
    if (calls % 3 === 0) return [{ type: 'fly' }];
    return randomChooser.chooseTurn(...args);
  },
};

let server: TestServer;
beforeAll(async () => {
  server = await startServer(brokenChooser);
});
afterAll(async () => {
  await server.close();
});

describe('a broken bot', () => {
  it('does not hang an untimed match: the server plays a legal move for it each time it fails', async () => {
    const host = await guest(server, 'Host');
    const created = await api<{ table: { id: string } }>(server, host.token, 'POST', '/api/tables', {
      game: 'akcioner',
      players: 2,
      join: false,
      options: { variant: 'short', turnSeconds: 0 },
      bots: [
        { seat: 0, level: 'beginner' },
        { seat: 1, level: 'beginner' },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.table.id;
    expect((await api(server, host.token, 'POST', `/api/tables/${id}/start`)).status).toBe(200);
    await waitFor('the match to finish', async () => (await server.store.getTable(id))?.status === 'finished');
    expect((await server.store.getTable(id))?.status).toBe('finished');
    const by = new Set((await server.store.loadMoves(id)).map((m) => m.by));
    expect(by).toEqual(new Set(['bot', 'server']));
  });
});
