// Spectators chat apart (issue 13, point 5): a spectator's line is stored for spectators and reaches only the
// table's spectators; a player's line reaches everyone; snapshots carry what the receiver may read. A person whose
// seat a bot took over is still a player for the chat.
import type { ChatLine, TableSummary } from '@birzha/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, guest, startServer, TestClient, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';

type Msg = Record<string, unknown> & { t: string };

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

interface Person {
  id: string;
  token: string;
  client: TestClient;
}

async function person(name: string): Promise<Person> {
  const g = await guest(server, name);
  return { id: g.id, token: g.token, client: await TestClient.connect(server, g.token) };
}

/** A started two-player table with both players and one spectator subscribed. */
async function table(): Promise<{ id: string; a: Person; b: Person; s: Person }> {
  const [a, b, s] = [await person('A'), await person('B'), await person('S')];
  const created = await api<{ table: TableSummary }>(server, a.token, 'POST', '/api/tables', { game, players: 2 });
  const id = created.body.table.id;
  expect((await api(server, b.token, 'POST', `/api/tables/${id}/join`, {})).status).toBe(200);
  expect((await api(server, a.token, 'POST', `/api/tables/${id}/start`)).status).toBe(200);
  for (const p of [a, b, s]) expect((await p.client.request({ t: 'subscribe', table: id })).t).toBe('ack');
  return { id, a, b, s };
}

const say = async (p: Person, table: string, text: string) =>
  expect((await p.client.request({ t: 'chat', table, text })).t).toBe('ack');
const chatLine = (p: Person, text: string) =>
  p.client.next((m) => m.t === 'chat' && (m['line'] as ChatLine).text === text).then((m) => m['line'] as ChatLine);
const chatTexts = (p: Person) =>
  p.client.messages.filter((m) => m.t === 'chat').map((m) => (m['line'] as ChatLine).text);

async function snapshotChat(token: string, id: string): Promise<ChatLine[]> {
  const late = await TestClient.connect(server, token);
  late.send({ t: 'subscribe', table: id });
  const snap: Msg = await late.next((m) => m.t === 'snapshot');
  late.close();
  return snap['chat'] as ChatLine[];
}

describe('spectators chat apart', () => {
  it("a spectator's line reaches spectators only; a player's line reaches everyone", async () => {
    const { id, a, b, s } = await table();
    const watcher = await person('W');
    expect((await watcher.client.request({ t: 'subscribe', table: id })).t).toBe('ack');

    await say(s, id, 'the spectators only');
    expect(await chatLine(s, 'the spectators only')).toMatchObject({ audience: 'spectators', from: { id: s.id } });
    expect(await chatLine(watcher, 'the spectators only')).toMatchObject({ audience: 'spectators' });

    await say(a, id, 'from a player');
    for (const p of [a, b, s, watcher])
      expect(await chatLine(p, 'from a player')).toMatchObject({ audience: 'players' });
    // The player's line came after the spectator's: had the spectator's reached a player, it would be here by now.
    expect(chatTexts(a)).toEqual(['from a player']);
    expect(chatTexts(b)).toEqual(['from a player']);

    expect(await server.store.listChat(id, 10, ['spectators'])).toEqual([
      expect.objectContaining({ text: 'the spectators only', userId: s.id, audience: 'spectators' }),
    ]);
    expect((await server.store.listChat(id, 10)).map((r) => r.text)).toEqual(['from a player']);
    for (const p of [a, b, s, watcher]) p.client.close();
  });

  it('snapshots: players get the players\u2019 lines, spectators both, each line marked', async () => {
    const { id, a, b, s } = await table();
    await say(a, id, 'p1');
    await say(s, id, 's1');
    await say(b, id, 'p2');
    const forPlayer = await snapshotChat(a.token, id);
    expect(forPlayer.map((l) => [l.text, l.audience])).toEqual([
      ['p1', 'players'],
      ['p2', 'players'],
    ]);
    const forSpectator = await snapshotChat(s.token, id);
    expect(forSpectator.map((l) => [l.text, l.audience])).toEqual([
      ['p1', 'players'],
      ['s1', 'spectators'],
      ['p2', 'players'],
    ]);
    for (const p of [a, b, s]) p.client.close();
  });

  it('a person whose seat a bot took over stays a player for the chat', async () => {
    const { id, a, b, s } = await table();
    expect((await api(server, b.token, 'POST', `/api/tables/${id}/leave`)).status).toBe(200);
    await say(s, id, 'spectator talk');
    await say(b, id, 'I left but I am still a player');
    for (const p of [a, b, s])
      expect(await chatLine(p, 'I left but I am still a player')).toMatchObject({ audience: 'players' });
    expect(chatTexts(b)).not.toContain('spectator talk');
    expect((await snapshotChat(b.token, id)).map((l) => l.text)).toEqual(['I left but I am still a player']);
    for (const p of [a, b, s]) p.client.close();
  });
});
