// The bot API's streams end with the server: bots that dropped their streams at a match's end (and an event stream
// left open) do not keep it from closing. Reported by a helper as a hang of over 10 s; not reproduced here.
import { beforeAll, expect, it } from 'vitest';
import { ROOMY_ACCOUNT_LIMITS, call } from './accounts-client.ts';
import { botWithToken, openStream } from './bot-api-client.ts';
import { startServer, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer(randomChooser, { accountLimits: ROOMY_ACCOUNT_LIMITS });
});

async function play(token: string, id: string) {
  const game = await openStream(server, `/api/bot/stream/game/${id}`, token);
  for (;;) {
    const line = await game.next(() => true, 20_000);
    if (line.t === 'update' && line['status'] === 'finished') break;
    if (line.t === 'yourTurn')
      await call(server, 'POST', `/api/bot/game/${id}/move`, {
        token,
        body: { version: line['version'], move: (line['legal'] as unknown[])[0] },
      });
  }
  game.close();
}

it('closes at once after two bots dropped their streams at the finish', async () => {
  const a = await botWithToken(server, 'closera');
  const b = await botWithToken(server, 'closerb');
  // Left open: the server's close must end it.
  await openStream(server, '/api/bot/stream/event', a.token);
  const r = await call<{ table: { id: string } }>(server, 'POST', '/api/bot/tables', {
    token: a.token,
    body: { game: 'akcioner', players: 2, options: { variant: 'short' } },
  });
  const id = r.body.table.id;
  await call(server, 'POST', `/api/bot/tables/${id}/join`, { token: b.token, body: { seat: 1 } });
  await call(server, 'POST', `/api/bot/tables/${id}/start`, { token: a.token });
  await Promise.all([play(a.token, id), play(b.token, id)]);
  // A stream left open would keep the server from closing (it waits for every response): a hang, not a slowness.
  const closed = await Promise.race([
    server.close().then(() => 'closed'),
    new Promise((resolve) => setTimeout(() => resolve('still open after 10 s'), 10_000).unref()),
  ]);
  expect(closed).toBe('closed');
}, 60_000);
