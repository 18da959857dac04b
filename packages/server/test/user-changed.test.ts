// A user changes (a new name, a guest registering, a bot account made) while they sit at tables: every viewer of
// those tables is shown the change at once, through a `table` message every process hears (lobby/user-changed.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, guest, startServer, TestClient, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';
import { startedToyDuel } from './toy-duel.ts';
import { TOY_GAMES } from './toy-game.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer(randomChooser, {}, undefined, undefined, TOY_GAMES);
});
afterAll(async () => {
  await server.close();
});

type Msg = Record<string, unknown> & { t: string };
const namesIn = (m: Msg): string[] => {
  const table = m['table'] as { seats: { user: { name: string } | null }[] };
  return table.seats.map((s) => s.user?.name ?? '');
};

describe('a user who changes is shown changed at their tables', () => {
  it('a rename mid-match reaches the other player, and a guest who registers shows as the account', async () => {
    const alice = await guest(server, 'Alice');
    const bob = await guest(server, 'Bob');
    const id = await startedToyDuel(server, alice, bob);
    const watching = await TestClient.connect(server, bob.token);
    const first = await watching.request({ t: 'subscribe', table: id });
    expect(first.t).toBe('ack');
    await watching.next((m) => m.t === 'snapshot');

    expect((await api(server, alice.token, 'PATCH', '/api/me', { name: 'Alicia' })).status).toBe(200);
    const renamed = await watching.next(
      (m) => (m.t === 'snapshot' || m.t === 'table') && namesIn(m).includes('Alicia'),
    );
    expect(namesIn(renamed)).toContain('Alicia');

    const registered = await api<{ user: { name: string } }>(server, alice.token, 'POST', '/api/account/register', {
      username: 'alicia_r',
      password: 'correct horse battery',
    });
    expect(registered.status).toBe(201);
    // Shown as an account now (a registered user's kind), in a fresh picture of the table.
    const shown = await watching.next((m) => {
      if (m.t !== 'snapshot' && m.t !== 'table') return false;
      const table = m['table'] as { seats: { user: { name: string; kind?: string } | null }[] };
      return table.seats.some((s) => s.user?.name === 'Alicia' && s.user.kind === 'account');
    });
    expect(shown.t === 'snapshot' || shown.t === 'table').toBe(true);
    watching.close();
  });
});
