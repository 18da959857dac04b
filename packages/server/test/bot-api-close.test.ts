// The bot API's streams end with the server: bots that dropped their streams at a match's end, an event stream left
// open and a game stream read to the last do not keep it from closing. The CI run of stop 34 timed out closing the
// server after the secrets scan over the bot API (secrets-bot-api.test.ts's afterAll, over 10 s).
import { connect, type Socket } from 'node:net';
import { expect, it } from 'vitest';
import { ROOMY_ACCOUNT_LIMITS, call } from './accounts-client.ts';
import { botWithToken, openStream } from './bot-api-client.ts';
import { startServer, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';

async function play(server: TestServer, token: string, id: string) {
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

/** A two-seat Akcioner table of two bot accounts, started. */
async function startedTable(server: TestServer, a: string, b: string): Promise<string> {
  const r = await call<{ table: { id: string } }>(server, 'POST', '/api/bot/tables', {
    token: a,
    body: { game: 'akcioner', players: 2, options: { variant: 'short' } },
  });
  const id = r.body.table.id;
  await call(server, 'POST', `/api/bot/tables/${id}/join`, { token: b, body: { seat: 1 } });
  await call(server, 'POST', `/api/bot/tables/${id}/start`, { token: a });
  return id;
}

/** Whether the server closes within 10 s: a stream left open would keep it waiting (a hang, not a slowness). */
async function closesAtOnce(server: TestServer): Promise<string> {
  return Promise.race([
    server.close().then(() => 'closed'),
    new Promise<string>((resolve) => setTimeout(() => resolve('still open after 10 s'), 10_000).unref()),
  ]);
}

it('closes at once after two bots dropped their streams at the finish', async () => {
  const server = await startServer(randomChooser, { accountLimits: ROOMY_ACCOUNT_LIMITS });
  const a = await botWithToken(server, 'closera');
  const b = await botWithToken(server, 'closerb');
  // Left open: the server's close must end it.
  await openStream(server, '/api/bot/stream/event', a.token);
  const id = await startedTable(server, a.token, b.token);
  await Promise.all([play(server, a.token, id), play(server, b.token, id)]);
  expect(await closesAtOnce(server)).toBe('closed');
}, 60_000);

it('a stream is not a kept-alive connection: the server closes at once with a client that keeps its end open', async () => {
  const server = await startServer(randomChooser, { accountLimits: ROOMY_ACCOUNT_LIMITS });
  const a = await botWithToken(server, 'keepera');
  const b = await botWithToken(server, 'keeperb');
  const id = await startedTable(server, a.token, b.token);
  // A raw HTTP/1.1 client asking to keep the connection alive, which never closes its side.
  const { port } = new URL(server.url);
  const socket: Socket = connect(Number(port), '127.0.0.1');
  let received = '';
  socket.on('data', (d: Buffer) => (received += d.toString()));
  const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.write(
    `GET /api/bot/stream/game/${id} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${a.token}\r\nConnection: keep-alive\r\n\r\n`,
  );
  await expect.poll(() => received.includes('"t":"snapshot"'), { timeout: 10_000 }).toBe(true);
  expect(received.split('\r\n\r\n')[0]?.toLowerCase()).toContain('connection: close');
  expect(await closesAtOnce(server)).toBe('closed');
  // The server ended the stream and dropped the connection.
  await ended;
}, 60_000);
