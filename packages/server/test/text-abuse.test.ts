// Names and chat under abuse (issue 14): control, bidi-override and invisible characters are stripped and the rest
// kept as typed; a name blank after that is BAD_NAME, a chat line blank or too long is BAD_MESSAGE; a refusal
// changes nothing.
import { CHAT_MAX, NAME_MAX, type ChatLine, type TableSummary } from '@birzha/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, guest, startServer, TestClient, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';

type Msg = Record<string, unknown> & { t: string };
type Me = { user: { id: string; name: string } };
type Refusal = { error: { code: string; detail?: Record<string, unknown> } };

let server: TestServer;
let game = '';
beforeAll(async () => {
  server = await startServer(randomChooser, { rateLimit: { perSecond: 100, burst: 200 } });
  const games = await api<{ id: string; minPlayers: number; maxPlayers: number }[]>(server, null, 'GET', '/api/games');
  game = games.body.find((g) => g.minPlayers <= 2 && g.maxPlayers >= 2)?.id ?? '';
});
afterAll(async () => {
  await server.close();
});

const storedName = async (id: string) => (await server.store.getUser(id))?.name;

describe('display names', () => {
  it('a rename with an RLO override is stored without it, the rest as typed', async () => {
    const g = await guest(server, 'Alice');
    const r = await api<Me>(server, g.token, 'PATCH', '/api/me', { name: ' \u202eЖук «🐞»\u202c\u200b ' });
    expect(r.status).toBe(200);
    expect(r.body.user.name).toBe('Жук «🐞»');
    expect(await storedName(g.id)).toBe('Жук «🐞»');
    expect((await api<Me>(server, g.token, 'GET', '/api/me')).body.user.name).toBe('Жук «🐞»');
  });

  it('a new guest with bidi isolates and controls in its name gets the cleaned name', async () => {
    const g = await guest(server, '\u2067Ann\u0007\u2069 👩‍💻');
    expect(g.name).toBe('Ann 👩‍💻');
    expect(await storedName(g.id)).toBe('Ann 👩‍💻');
  });

  it('a name of only control, bidi or invisible characters, or spaces, is BAD_NAME and changes nothing', async () => {
    const g = await guest(server, 'Bob');
    for (const name of ['\u0000\u0001\u001b\u007f\u0085', '\u202e\u2066\u200b\ufeff', '   ', '\t\n', '']) {
      const r = await api<Refusal>(server, g.token, 'PATCH', '/api/me', { name });
      expect(r.status, JSON.stringify(name)).toBe(400);
      expect(r.body.error).toEqual({ code: 'BAD_NAME', detail: { reason: 'empty', max: NAME_MAX } });
      const s = await api<Refusal>(server, null, 'POST', '/api/session', { name });
      expect(s.status, JSON.stringify(name)).toBe(400);
      expect(s.body.error.code).toBe('BAD_NAME');
    }
    expect(await storedName(g.id)).toBe('Bob');
    expect((await api<Me>(server, g.token, 'GET', '/api/me')).body.user.name).toBe('Bob');
  });

  it('a name over the limit in code points is BAD_NAME; a raw name far over it is BAD_REQUEST', async () => {
    const g = await guest(server, 'Carol');
    const long = await api<Refusal>(server, g.token, 'PATCH', '/api/me', { name: 'я'.repeat(NAME_MAX + 1) });
    expect([long.status, long.body.error]).toEqual([
      400,
      { code: 'BAD_NAME', detail: { reason: 'too_long', max: NAME_MAX } },
    ]);
    const raw = await api<Refusal>(server, g.token, 'PATCH', '/api/me', { name: 'x'.repeat(2 * NAME_MAX + 1) });
    expect([raw.status, raw.body.error.code]).toEqual([400, 'BAD_REQUEST']);
    expect((await api<Refusal>(server, g.token, 'PATCH', '/api/me', { name: 7 })).body.error.code).toBe('BAD_REQUEST');
    expect(await storedName(g.id)).toBe('Carol');
    // The limit counts code points: 32 emoji fit, padded with invisible characters that go.
    const emoji = '🎲'.repeat(NAME_MAX);
    const ok = await api<Me>(server, g.token, 'PATCH', '/api/me', { name: `${emoji}\u200b\u200b` });
    expect([ok.status, ok.body.user.name]).toEqual([200, emoji]);
  });
});

describe('chat lines', () => {
  interface Person {
    id: string;
    client: TestClient;
  }
  const person = async (name: string): Promise<Person & { token: string }> => {
    const g = await guest(server, name);
    return { id: g.id, token: g.token, client: await TestClient.connect(server, g.token) };
  };

  /** A started two-player table with both players subscribed. */
  async function table(): Promise<{ id: string; a: Person; b: Person & { token: string } }> {
    const [a, b] = [await person('A'), await person('B')];
    const created = await api<{ table: TableSummary }>(server, a.token, 'POST', '/api/tables', { game, players: 2 });
    const id = created.body.table.id;
    expect((await api(server, b.token, 'POST', `/api/tables/${id}/join`, {})).status).toBe(200);
    expect((await api(server, a.token, 'POST', `/api/tables/${id}/start`)).status).toBe(200);
    for (const p of [a, b]) expect((await p.client.request({ t: 'subscribe', table: id })).t).toBe('ack');
    return { id, a, b };
  }
  const chatTexts = (p: Person) =>
    p.client.messages.filter((m) => m.t === 'chat').map((m) => (m['line'] as ChatLine).text);

  it('a line with bidi and control characters arrives cleaned at another client, newlines kept', async () => {
    const { id, a, b } = await table();
    const sent = 'gg \u202ewp\u202c\u0007\nnext 🏳️‍🌈 \u2066«ход»\u2069\r';
    expect((await a.client.request({ t: 'chat', table: id, text: sent })).t).toBe('ack');
    const line = (await b.client.next((m) => m.t === 'chat'))['line'] as ChatLine;
    expect(line.text).toBe('gg wp\nnext 🏳️‍🌈 «ход»');
    expect(line.from.id).toBe(a.id);
    // Stored cleaned too: a late snapshot carries the same text.
    const late = await TestClient.connect(server, b.token);
    late.send({ t: 'subscribe', table: id });
    const snap: Msg = await late.next((m) => m.t === 'snapshot');
    expect((snap['chat'] as ChatLine[]).map((l) => l.text)).toEqual(['gg wp\nnext 🏳️‍🌈 «ход»']);
    for (const c of [a.client, b.client, late]) c.close();
  });

  it('an over-long line and a line blank after cleaning are refused and reach nobody', async () => {
    const { id, a, b } = await table();
    const tooLong = await a.client.request({ t: 'chat', table: id, text: 'ы'.repeat(CHAT_MAX + 1) });
    expect(tooLong).toMatchObject({ t: 'error', code: 'BAD_MESSAGE', detail: { reason: 'too_long', max: CHAT_MAX } });
    const rawTooLong = await a.client.request({ t: 'chat', table: id, text: 'x'.repeat(2 * CHAT_MAX + 1) });
    expect(rawTooLong).toMatchObject({ t: 'error', code: 'BAD_MESSAGE' });
    const blank = await a.client.request({ t: 'chat', table: id, text: '\u202e\u0000\u200b \ufeff' });
    expect(blank).toMatchObject({ t: 'error', code: 'BAD_MESSAGE', detail: { reason: 'empty', max: CHAT_MAX } });
    const wrongType = await a.client.request({ t: 'chat', table: id, text: 5 });
    expect(wrongType).toMatchObject({ t: 'error', code: 'BAD_MESSAGE' });
    // A line exactly at the limit (padded with characters that go) passes; only it reaches the other player.
    const full = 'ы'.repeat(CHAT_MAX);
    expect((await a.client.request({ t: 'chat', table: id, text: `${full}\u200b\u202c` })).t).toBe('ack');
    await b.client.next((m) => m.t === 'chat');
    expect(chatTexts(b)).toEqual([full]);
    for (const c of [a.client, b.client]) c.close();
  });
});
