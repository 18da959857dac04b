// Shared set-up of the seat tests (seat-names, seats-return, seats-rated): a server that plays only the toy game,
// its clock in the test's hands, and small helpers over its API.
import { getBot } from '@birzha/bots';
import type { SeatInfo, TableSummary } from '@birzha/protocol';
import { expect } from 'vitest';
import type { ServerConfig } from '../src/config.ts';
import type { BotChooser } from '../src/matches/bot-driver.ts';
import { api, guest, startServer, type TestServer } from './harness.ts';
import { TOY_GAMES } from './toy-game.ts';
import { createTable } from './tables.ts';

export type User = { id: string; name: string; token: string };
export type Seat = SeatInfo;
export type Summary = TableSummary;

// Near the real time: sessions made on this clock are checked against it (or, before app.ts says so, the real one).
let clock = Date.now();
export const now = (): number => clock;
/** Moves the test's clock on. */
export const tick = (ms: number): void => {
  clock += ms;
};

/**
 * Holds the bots' choices while `hold` is set (a test of what happens meanwhile); `waiting` counts the turns held.
 */
export const botGate: { hold: Promise<void> | null; waiting: number } = { hold: null, waiting: 0 };

/** The toy game's bots, in process. */
const chooser: BotChooser = {
  async chooseTurn(gameId, view, seat, level, seed) {
    const game = Object.hasOwn(TOY_GAMES, gameId) ? TOY_GAMES[gameId as keyof typeof TOY_GAMES] : undefined;
    if (game === undefined) throw new Error(`unknown game ${gameId}`);
    const hold = botGate.hold;
    if (hold !== null) {
      botGate.waiting++;
      await hold;
    }
    return getBot(gameId, level).chooseTurn(game, view, seat, seed);
  },
};

/** The one game such a server plays. */
export const GAME = Object.keys(TOY_GAMES)[0] as string;

export async function toyServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const config = { sweepMs: 1_000_000, rateLimit: { perSecond: 1000, burst: 1000 }, ...overrides };
  return startServer(chooser, config, undefined, now, TOY_GAMES);
}

/** A table of the toy game, created by `host` with this body (game and players filled in). */
export async function toyTable(server: TestServer, host: User, body: Record<string, unknown>): Promise<Summary> {
  return (await createTable(server, host, { game: GAME, players: 2, ...body })).table;
}

export async function summaryOf(server: TestServer, id: string, token: string | null = null): Promise<Summary> {
  const r = await api<{ table: Summary }>(server, token, 'GET', `/api/tables/${id}`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.table;
}

/** Alice hosts and sits; Bob joins; started (untimed unless `options` say otherwise). */
export async function startedDuel(
  server: TestServer,
  options: Record<string, unknown> = { rounds: 3, seconds: 0 },
  names: readonly [string, string] = ['Alice', 'Bob'],
): Promise<{ id: string; alice: User; bob: User }> {
  const alice = await guest(server, names[0]);
  const bob = await guest(server, names[1]);
  const table = await toyTable(server, alice, { options });
  expect((await api(server, bob.token, 'POST', `/api/tables/${table.id}/join`, {})).status).toBe(200);
  expect((await api(server, alice.token, 'POST', `/api/tables/${table.id}/start`)).status).toBe(200);
  return { id: table.id, alice, bob };
}

/** A refused request's status and code. */
export async function refusal(
  server: TestServer,
  token: string | null,
  method: string,
  path: string,
): Promise<{ status: number; code: string }> {
  const r = await api<{ error?: { code?: string } }>(server, token, method, path);
  return { status: r.status, code: r.body?.error?.code ?? `(no error: ${JSON.stringify(r.body)})` };
}
