// The bot API's streams and actions on a real server (issue 29, point 2; docs/bot-api.md): a bot account makes a
// table with the server's bots, follows its event stream and its game stream, answers every `yourTurn` with a legal
// move, and the match ends with every view it was sent equal to the engine's view of its seat at that version;
// invitations reach the event stream; every refusal is coded and changes nothing; a bot that drops its stream
// resumes from a snapshot.
import { GAMES, parseRecord, replay, type AnyGame } from '@birzha/engine';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOMY_ACCOUNT_LIMITS, call, codeOf, register } from './accounts-client.ts';
import { botWithToken, openStream, startedTable as startedTableOn } from './bot-api-client.ts';
import { startServer, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer(randomChooser, { accountLimits: ROOMY_ACCOUNT_LIMITS });
});
afterAll(async () => {
  await server.close();
});

let bots = 0;
const startedTable = (token: string) => startedTableOn(server, token);
const newBot = (scopes?: readonly string[]) => botWithToken(server, `apibot${++bots}`, scopes);

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

describe('bot API streams', () => {
  it('plays a whole match from the streams; every view it was sent is the engine view of its seat', async () => {
    const { token } = await newBot();
    const events = await openStream(server, '/api/bot/stream/event', token);
    expect(events.status).toBe(200);
    expect((await events.next()).t).toBe('hello');
    const tableId = await startedTable(token);
    const start = await events.next((l) => l.t === 'gameStart');
    expect(start).toEqual({ t: 'gameStart', table: tableId, game: 'akcioner', seat: 0 });

    const game = await openStream(server, `/api/bot/stream/game/${tableId}?view=full`, token);
    expect(game.status).toBe(200);
    const views = new Map<number, unknown>();
    let moves = 0;
    for (;;) {
      const line = await game.next((l) => l.t === 'snapshot' || l.t === 'update' || l.t === 'yourTurn', 20_000);
      if (line.t === 'snapshot') views.set((line['table'] as { version: number }).version, line['view']);
      if (line.t === 'update') {
        expect(line['patch']).toBeUndefined();
        views.set(line['version'] as number, line['view']);
        if (line['status'] === 'finished') break;
      }
      if (line.t === 'yourTurn') {
        const legal = line['legal'] as unknown[];
        expect(legal.length).toBeGreaterThan(0);
        const r = await call<{ version: number }>(server, 'POST', `/api/bot/game/${tableId}/move`, {
          token,
          body: { version: line['version'], move: pick(legal) },
        });
        // A server bot's timeout or move can come first only if the turn was not ours: it was, so it lands.
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        expect(r.body.version).toBe((line['version'] as number) + 1);
        moves++;
      }
    }
    await game.ended;
    expect(moves).toBeGreaterThan(3);
    const finish = await events.next((l) => l.t === 'gameFinish', 10_000);
    expect(finish['table']).toBe(tableId);
    expect((finish['outcome'] as { ranking: unknown[] }).ranking).toHaveLength(2);
    events.close();

    // The record replays, and each view sent is the engine's view of seat 0 at its version.
    const record = await call(server, 'GET', `/api/tables/${tableId}/record`);
    const parsed = parseRecord(record.body, GAMES);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const g = GAMES['akcioner'] as AnyGame;
    const engineViews = new Map<number, unknown>();
    const replayed = replay(g, parsed.value, {
      onStep: ({ version, state }) => engineViews.set(version, JSON.parse(JSON.stringify(g.view(state, 0)))),
    });
    expect(replayed.ok).toBe(true);
    expect(views.size).toBeGreaterThan(3);
    for (const [version, view] of views)
      expect(isDeepStrictEqual(view, engineViews.get(version)), `view at version ${version}`).toBe(true);
  });

  it('sends updates as patches unless asked for whole views, and resumes from a snapshot after a drop', async () => {
    const { token } = await newBot();
    const tableId = await startedTable(token);
    const first = await openStream(server, `/api/bot/stream/game/${tableId}`, token);
    const snapshot = await first.next((l) => l.t === 'snapshot');
    expect(snapshot['seat']).toBe(0);
    const turn = await first.next((l) => l.t === 'yourTurn');
    const legal = turn['legal'] as unknown[];
    const moved = await call<{ version: number }>(server, 'POST', `/api/bot/game/${tableId}/move`, {
      token,
      body: { version: turn['version'], move: legal[0] },
    });
    expect(moved.status).toBe(200);
    const update = await first.next((l) => l.t === 'update');
    expect(Array.isArray(update['patch'])).toBe(true);
    expect(update['view']).toBeUndefined();
    first.close();
    // Reconnected: a snapshot at the version the match is at now.
    const again = await openStream(server, `/api/bot/stream/game/${tableId}`, token);
    const resumed = await again.next((l) => l.t === 'snapshot');
    expect((resumed['table'] as { version: number }).version).toBeGreaterThanOrEqual(moved.body.version);
    again.close();
  });

  it('tells the event stream of an invitation; accepting seats the bot, and the start is a gameStart', async () => {
    const { token, session } = await newBot();
    const host = await register(server, `host${bots}`, 'correct horse battery');
    const made = await call<{ table: { id: string } }>(server, 'POST', '/api/tables', {
      token: host.token,
      body: { game: 'akcioner', players: 2, options: { variant: 'short' } },
    });
    expect(made.status).toBe(201);
    const tableId = made.body.table.id;
    const events = await openStream(server, '/api/bot/stream/event', token);
    const invited = await call(server, 'POST', `/api/tables/${tableId}/invitations`, {
      token: host.token,
      body: { usernames: [session.user.name] },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const line = await events.next((l) => l.t === 'invitation');
    const invitation = line['invitation'] as { id: string; tableId: string; from: { name: string } };
    expect(invitation.tableId).toBe(tableId);
    expect(invitation.from.name).toBe(host.user.name);
    const accepted = await call<{ table: { seats: { user: { id: string } | null }[] } }>(
      server,
      'POST',
      `/api/bot/invitations/${invitation.id}/accept`,
      { token },
    );
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.table.seats.some((s) => s.user?.id === session.user.id)).toBe(true);
    const started = await call(server, 'POST', `/api/tables/${tableId}/start`, { token: host.token });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const start = await events.next((l) => l.t === 'gameStart');
    expect(start['table']).toBe(tableId);
    // Answered once: a second accept is refused.
    const twice = await call(server, 'POST', `/api/bot/invitations/${invitation.id}/accept`, { token });
    expect(codeOf(twice)).toBe('INVITATION_CLOSED');
    events.close();
  });

  it('a bot invites another bot and a person to its table; they are told, and the refusals are coded', async () => {
    const host = await newBot();
    const guestBot = await newBot();
    const person = await register(server, `invitee${bots}`, 'correct horse battery');
    const made = await call<{ table: { id: string } }>(server, 'POST', '/api/bot/tables', {
      token: host.token,
      body: { game: 'akcioner', players: 3, options: { variant: 'short' } },
    });
    expect(made.status).toBe(201);
    const tableId = made.body.table.id;
    const events = await openStream(server, '/api/bot/stream/event', guestBot.token);
    const invited = await call<{ invited: string[]; skipped: unknown[] }>(
      server,
      'POST',
      `/api/bot/tables/${tableId}/invitations`,
      {
        token: host.token,
        body: { usernames: [guestBot.session.user.name, person.user.name, host.session.user.name] },
      },
    );
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    expect(invited.body.invited).toHaveLength(2);
    expect(invited.body.skipped).toEqual([{ username: host.session.user.name, reason: 'self' }]);
    const line = await events.next((l) => l.t === 'invitation');
    expect((line['invitation'] as { tableId: string }).tableId).toBe(tableId);
    events.close();
    const list = await call<{ invitations: { tableId: string; from: { botAccount?: true } }[] }>(
      server,
      'GET',
      '/api/account/invitations',
      { token: person.token },
    );
    const mine = list.body.invitations.find((i) => i.tableId === tableId);
    // From a bot account: marked so, for the badge.
    expect(mine?.from.botAccount).toBe(true);
    const unknown = await call(server, 'POST', `/api/bot/tables/${tableId}/invitations`, {
      token: host.token,
      body: { usernames: ['nobody-of-that-name'] },
    });
    expect(codeOf(unknown)).toBe('NO_SUCH_USER');
    const notMine = await call(server, 'POST', `/api/bot/tables/${tableId}/invitations`, {
      token: (await newBot()).token,
      body: { usernames: [person.user.name] },
    });
    expect(codeOf(notMine)).toBe('NOT_SEATED');
  });

  it('chat from a bot reaches its game stream; a token without bot:chat may not', async () => {
    const { token } = await newBot();
    const tableId = await startedTable(token);
    const game = await openStream(server, `/api/bot/stream/game/${tableId}`, token);
    await game.next((l) => l.t === 'snapshot');
    const said = await call(server, 'POST', `/api/bot/game/${tableId}/chat`, { token, body: { text: 'good luck' } });
    expect(said.status, JSON.stringify(said.body)).toBe(200);
    const chat = await game.next((l) => l.t === 'chat');
    expect((chat['line'] as { text: string }).text).toBe('good luck');
    game.close();
    const playOnly = await newBot(['bot:play']);
    const refused = await call(server, 'POST', `/api/bot/game/${tableId}/chat`, {
      token: playOnly.token,
      body: { text: 'hi' },
    });
    expect(refused.status).toBe(403);
    expect(codeOf(refused)).toBe('MISSING_SCOPE');
  });

  it('resigning leaves the seat to a server bot, and the bot may move there no more', async () => {
    const { token } = await newBot();
    const tableId = await startedTable(token);
    const resigned = await call(server, 'POST', `/api/bot/game/${tableId}/resign`, { token });
    expect(resigned.status, JSON.stringify(resigned.body)).toBe(200);
    const table = await call<{ table: { seats: { bot: string | null }[] } }>(server, 'GET', `/api/tables/${tableId}`);
    expect(table.body.table.seats[0]?.bot).not.toBeNull();
    const move = await call(server, 'POST', `/api/bot/game/${tableId}/move`, {
      token,
      body: { version: 0, move: { t: 'pass' } },
    });
    expect(codeOf(move)).toBe('NOT_SEATED');
  });
});

describe('bot API refusals', () => {
  it('refuses every request without a live token of a bot account, with a code', async () => {
    for (const [method, path] of [
      ['GET', '/api/bot/account'],
      ['GET', '/api/bot/stream/event'],
      ['GET', '/api/bot/stream/game/x'],
      ['POST', '/api/bot/game/x/move'],
      ['POST', '/api/bot/game/x/resign'],
      ['POST', '/api/bot/invitations/x/accept'],
      ['POST', '/api/bot/tables'],
    ] as const) {
      const r = await call(server, method, path, {
        token: 'bzb_' + 'A'.repeat(43),
        ...(method === 'POST' ? { body: {} } : {}),
      });
      // A body's shape is checked before the token for some routes: either refusal is coded and nothing happens.
      expect([400, 401], `${method} ${path}: ${JSON.stringify(r.body)}`).toContain(r.status);
      expect(codeOf(r)).toMatch(/^(UNAUTHORIZED|BAD_REQUEST)$/);
    }
    const person = await register(server, `person${++bots}`, 'correct horse battery');
    const r = await call(server, 'GET', '/api/bot/account', { token: person.token });
    expect(codeOf(r)).toBe('UNAUTHORIZED');
  });

  it('limits each token on its own: over the limit RATE_LIMITED (429), another token unaffected', async () => {
    const tight = await startServer(randomChooser, {
      accountLimits: ROOMY_ACCOUNT_LIMITS,
      botApiLimits: { movesPerMinute: 3, streamsPerMinute: 3, otherPerMinute: 3 },
    });
    try {
      const a = await botWithToken(tight, 'tighta');
      const b = await botWithToken(tight, 'tightb');
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await call(tight, 'GET', '/api/bot/account', { token: a.token })).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const over = await call(tight, 'GET', '/api/bot/account', { token: a.token });
      expect(codeOf(over)).toBe('RATE_LIMITED');
      expect((await call(tight, 'GET', '/api/bot/account', { token: b.token })).status).toBe(200);
    } finally {
      await tight.close();
    }
  });

  it('refuses bad, stale, illegal and foreign moves, and changes nothing', async () => {
    const { token } = await newBot();
    const tableId = await startedTable(token);
    const game = await openStream(server, `/api/bot/stream/game/${tableId}`, token);
    const turn = await game.next((l) => l.t === 'yourTurn');
    const version = turn['version'] as number;
    const path = `/api/bot/game/${tableId}/move`;
    const refusals: [unknown, number, string][] = [
      [{ version }, 400, 'BAD_REQUEST'],
      [{ version, move: { t: 'pass' }, moves: [{ t: 'pass' }] }, 400, 'BAD_REQUEST'],
      [{ version, move: { t: 'pass' }, extra: 1 }, 400, 'BAD_REQUEST'],
      [{ version: -1, move: { t: 'pass' } }, 400, 'BAD_REQUEST'],
      [{ version: version + 5, move: (turn['legal'] as unknown[])[0] }, 409, 'STALE'],
      [{ version, move: { t: 'no-such-move' } }, 400, ''],
    ];
    for (const [body, status, code] of refusals) {
      const r = await call(server, 'POST', path, { token, body });
      expect(r.status, JSON.stringify(body)).toBe(status);
      if (code !== '') expect(codeOf(r)).toBe(code);
      else expect(codeOf(r)).toMatch(/^[A-Z_]+$/);
    }
    const other = await newBot();
    const foreign = await call(server, 'POST', path, {
      token: other.token,
      body: { version, move: (turn['legal'] as unknown[])[0] },
    });
    expect(codeOf(foreign)).toBe('NOT_SEATED');
    const watch = await call(server, 'GET', `/api/bot/stream/game/${tableId}`, { token: other.token });
    expect(codeOf(watch)).toBe('NOT_SEATED');
    const missing = await call(server, 'GET', '/api/bot/stream/game/nope', { token });
    expect(missing.status).toBe(404);
    const table = await call<{ table: { version: number } }>(server, 'GET', `/api/tables/${tableId}`);
    expect(table.body.table.version).toBe(version);
    game.close();
  });
});
