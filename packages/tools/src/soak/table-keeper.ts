import type { BotLevel } from '@birzha/protocol';
import { newGuest, startTable, type Guest } from '../bench-server/load/rest.ts';
import { NO_KILLS, type KillsView } from './process-kills.ts';

// Keeps a number of tables of bots in play: each table created and started through one process after the other, and
// on each process every game of the server's registry (GET /api/games) and every player count in turn; a new table
// whenever one finished.

/** A game as GET /api/games lists it. */
export interface GameInfo {
  readonly id: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
}

/** Table k's game and player count: the games in turn, and for each game its player counts in turn. */
export function tablePlan(games: readonly GameInfo[], k: number): { game: string; players: number } {
  const game = games[k % games.length] as GameInfo;
  const counts = game.maxPlayers - game.minPlayers + 1;
  return { game: game.id, players: game.minPlayers + (Math.floor(k / games.length) % counts) };
}

/**
 * Table k's process (one after the other) and its game and player count. The games go round over the processes'
 * rounds, not beside them: with as many games as processes, table k's game and process would always match.
 */
export function tableAt(games: readonly GameInfo[], processes: number, k: number) {
  return { process: k % processes, ...tablePlan(games, Math.floor(k / processes)) };
}

/**
 * The maker of table k: its process in turn (`planned`), or while that one is down (killed), the next one that is not;
 * `planned` when all are down.
 */
export function makerFor(planned: number, makers: number, isDown: (i: number) => boolean): number {
  for (let step = 0; step < makers; step++) {
    const i = (planned + step) % makers;
    if (!isDown(i)) return i;
  }
  return planned;
}

/** How many tables to create so that `target` are in play, given how many were created and finished so far. */
export function tablesToCreate(target: number, created: number, finished: number): number {
  return Math.max(0, target - Math.max(0, created - finished));
}

/** The short reason of a failed request, for counting ("HTTP 429", "fetch failed"...). */
export function failureCode(e: unknown): string {
  const message = e instanceof Error ? e.message : String(e);
  return /HTTP \d{3}/.exec(message)?.[0] ?? message.slice(0, 60);
}

export async function listGames(url: string): Promise<GameInfo[]> {
  const res = await fetch(`${url}/api/games`);
  if (!res.ok) throw new Error(`GET /api/games: HTTP ${res.status}`);
  const games = (await res.json()) as GameInfo[];
  if (games.length === 0) throw new Error('GET /api/games: the registry has no game');
  return games;
}

/** The server refused the player count (a game's options may allow fewer than its meta's range): what it allows. */
export class PlayerCountRefused extends Error {
  constructor(
    readonly min: number,
    readonly max: number,
  ) {
    super(`BAD_PLAYER_COUNT: ${min} to ${max}`);
  }
}

/** The allowed range in a BAD_PLAYER_COUNT answer's body, or null for any other answer. */
export function refusedPlayerCount(body: string): { min: number; max: number } | null {
  try {
    const e = (JSON.parse(body) as { error?: { code?: unknown; detail?: { min?: unknown; max?: unknown } } }).error;
    const { min, max } = e?.detail ?? {};
    return e?.code === 'BAD_PLAYER_COUNT' && typeof min === 'number' && typeof max === 'number' ? { min, max } : null;
  } catch {
    return null;
  }
}

/** POST /api/tables: every seat a bot of `level`, nobody seated; returns its id. */
async function createBotTable(url: string, host: Guest, game: string, players: number, level: BotLevel) {
  const res = await fetch(`${url}/api/tables`, {
    method: 'POST',
    headers: { authorization: `Bearer ${host.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      game,
      players,
      join: false,
      bots: Array.from({ length: players }, (_, seat) => ({ seat, level })),
    }),
  });
  const text = await res.text();
  const range = res.status === 400 ? refusedPlayerCount(text) : null;
  if (range !== null) throw new PlayerCountRefused(range.min, range.max);
  if (!res.ok) throw new Error(`POST /api/tables (${game}, ${players}): HTTP ${res.status} ${text.slice(0, 200)}`);
  return (JSON.parse(text) as { table: { id: string } }).table.id;
}

/** At most this many tables are being created at once (matches of random bots end within a minute or two: under
 * load, creating fewer at once could not keep 500 in play). */
const CONCURRENCY = 25;
/** Table ids the spectators choose from: the newest ones. */
const RECENT = 2000;

export class TableKeeper {
  created = 0;
  /** Requests that failed, by failureCode. */
  readonly failures: Record<string, number> = {};
  /** Requests cut by the kill of the process they went to (not errors), by failureCode. */
  readonly cutByKills: Record<string, number> = {};
  /** Tables created per process and per game. */
  readonly perProcess: number[];
  readonly perGame: Record<string, number> = {};
  private readonly recent: string[] = [];
  private filling: Promise<void> | null = null;
  private stopped = false;
  private attempts = 0;

  private constructor(
    private readonly urls: readonly string[],
    private readonly hosts: readonly Guest[],
    private games: readonly GameInfo[],
    private readonly target: number,
    private readonly level: BotLevel,
    private readonly kills: KillsView,
  ) {
    this.perProcess = urls.map(() => 0);
  }

  /** One host guest on each process (it creates and starts that process's tables without sitting at them). */
  /**
   * `makers`: the first that many processes make the tables (default all); the others only serve spectators and
   * lobbies, and hear of the tables through the bus alone.
   */
  static async create(
    urls: readonly string[],
    target: number,
    level: BotLevel,
    makers = urls.length,
    kills: KillsView = NO_KILLS,
  ): Promise<TableKeeper> {
    const games = await listGames(urls[0] as string);
    const hosts = await Promise.all(urls.slice(0, makers).map((url, i) => newGuest(url, `soak-host-${i}`)));
    return new TableKeeper(urls.slice(0, makers), hosts, games, target, level, kills);
  }

  get gameIds(): string[] {
    return this.games.map((g) => g.id);
  }

  /** A table created lately (it may have finished since), or null before the first. */
  randomTable(): string | null {
    return this.recent.length === 0 ? null : (this.recent[Math.floor(Math.random() * this.recent.length)] as string);
  }

  /** Creates no more tables; resolves when the creations under way have ended. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.filling;
  }

  /** Creates what `target` needs given `finished` (all processes' matches finished); one fill at a time. */
  fill(finished: number, onProgress?: (created: number) => void): Promise<void> {
    if (this.filling !== null) return this.filling;
    const run = async () => {
      let missing = tablesToCreate(this.target, this.created, finished);
      const worker = async () => {
        while (missing > 0 && !this.stopped) {
          missing--;
          await this.createOne();
          onProgress?.(this.created);
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    };
    this.filling = run().finally(() => {
      this.filling = null;
    });
    return this.filling;
  }

  /**
   * Creates a table; when the server allows fewer players than the game's meta said (its default options do), the
   * game's range is narrowed to what it said and the table made with a count inside it: no game is named here.
   */
  private async createLearning(url: string, host: Guest, game: string, players: number): Promise<string> {
    try {
      return await createBotTable(url, host, game, players, this.level);
    } catch (e) {
      if (!(e instanceof PlayerCountRefused)) throw e;
      this.games = this.games.map((g) => (g.id === game ? { ...g, minPlayers: e.min, maxPlayers: e.max } : g));
      return createBotTable(url, host, game, Math.min(e.max, Math.max(e.min, players)), this.level);
    }
  }

  private async createOne(): Promise<void> {
    // Counted before the first await: the creations under way at once each get their own k.
    const k = this.attempts++;
    const { process: planned, game, players } = tableAt(this.games, this.urls.length, k);
    const i = makerFor(planned, this.urls.length, (j) => this.kills.isDown(this.urls[j] as string));
    const url = this.urls[i] as string;
    const host = this.hosts[i] as Guest;
    try {
      const id = await this.createLearning(url, host, game, players);
      await startTable(url, host, id);
      this.created++;
      this.perProcess[i] = (this.perProcess[i] ?? 0) + 1;
      this.perGame[game] = (this.perGame[game] ?? 0) + 1;
      this.recent.push(id);
      if (this.recent.length > RECENT) this.recent.shift();
    } catch (e) {
      const code = failureCode(e);
      const cut = this.kills.expected(url);
      const counted = cut ? this.cutByKills : this.failures;
      counted[code] = (counted[code] ?? 0) + 1;
      const why = cut ? ' (its process was killed)' : '';
      process.stderr.write(`soak: creating a table failed${why}: ${e instanceof Error ? e.message : String(e)}\n`);
    }
  }
}
