import { fail, ok } from '@birzha/engine';
import {
  LIVE,
  paceProblem,
  NEWCOMER_BOT_LEVEL,
  turnPace,
  type Pace,
  type QuickPlayBody,
  type TableSummary,
} from '@birzha/protocol';
import { isBotAccount } from '../identity/bot-account.ts';
import type { MatchRegistry } from '../matches/registry.ts';
import type { SeatRow, Store, TableRow, UserRow } from '../store/store.ts';
import { fillAndStart, startIfFull } from './quick-fill.ts';
import type { LobbyResult, TableService } from './table-service.ts';

export interface QuickPlayDeps {
  readonly store: Store;
  readonly registry: MatchRegistry;
  readonly tables: TableService;
  readonly now: () => number;
}

export interface QuickPlayAnswer {
  readonly table: TableSummary;
  /** A new table (201) rather than a seat at one that was waiting (200). */
  readonly created: boolean;
}

/** Open public tables looked at for a free seat. */
const CANDIDATES = 200;

/**
 * One quick-play request of a game at a time in this process: two people pressing "play now" together then meet at
 * one table instead of each opening their own. (Across processes they may still open two; each fills with bots.)
 */
const queues = new Map<string, Promise<unknown>>();

function queued<T>(key: string, fn: () => Promise<T>): Promise<T> {
  const before = queues.get(key) ?? Promise.resolve();
  const run = before.then(fn, fn);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  queues.set(key, settled);
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key);
  });
  return run;
}

const free = (s: SeatRow) => s.userId === null && s.bot === null;

/** Whether two paces are the same clock (live, or the same banks, add, cap and phase). */
export function samePace(a: Pace, b: Pace): boolean {
  const x = turnPace(a);
  const y = turnPace(b);
  if (x === null || y === null) return x === y;
  return x.bank === y.bank && x.add === y.add && x.cap === y.cap && x.phase === y.phase;
}

/**
 * A seat at the oldest open public quick-play table of the game that has a free seat and a person waiting (the one
 * the user already sits at, if any, is simply returned; rated or casual, and live or of the same turn-based clock, as
 * asked); else a new public quick-play table
 * with the user seated,
 * whose empty seats get bots of `level` after `waitSeconds` (at once when 0). A quick table filled by people starts
 * at once.
 */
export async function quickPlay(
  deps: QuickPlayDeps,
  user: UserRow,
  body: QuickPlayBody,
): Promise<LobbyResult<QuickPlayAnswer>> {
  // Quick play matches people (issue 29): a bot account plays at tables it is invited to or creates.
  if (isBotAccount(user)) return fail('NOT_FOR_BOTS');
  const game = deps.registry.game(body.game);
  if (game === undefined) return fail('UNKNOWN_GAME', { game: body.game });
  const pace = body.pace ?? LIVE;
  const problem = paceProblem(pace);
  if (problem !== null) return fail('BAD_PACE', { reason: problem });
  return queued(game.meta.id, async () => {
    const open = await deps.store.listTables({ status: 'open', game: game.meta.id, limit: CANDIDATES });
    const quick = open
      .filter((t) => t.quick !== null && t.quick.fillAt !== null && !t.private)
      .filter((t) => body.players === undefined || t.players === body.players)
      // A rated request meets only rated tables, a casual one only casual ones (bots filling a rated table keep it
      // rated: each plays for its level's rated account).
      .filter((t) => t.rated === (body.rated ?? false))
      // A turn-based request meets only tables of the same clock, a live one only live ones.
      .filter((t) => samePace(t.pace, pace))
      .sort((a, b) => a.createdAt - b.createdAt);
    const seatsOf = new Map<string, SeatRow[]>();
    for (const t of quick) seatsOf.set(t.id, await deps.store.getSeats(t.id));

    const mine = quick.find((t) => seatsOf.get(t.id)?.some((s) => s.userId === user.id));
    if (mine !== undefined) return ok({ table: await summaryOf(deps, mine), created: false });

    for (const t of quick) {
      const seats = seatsOf.get(t.id) ?? [];
      // A table everyone left is not one to wait at; one with no free seat is about to start.
      if (!seats.some((s) => s.userId !== null) || !seats.some(free)) continue;
      const joined = await deps.tables.join(user, t.id, undefined, undefined);
      if (!joined.ok) continue; // someone took the last seat first, or it started
      const started = await startIfFull(deps, t.id);
      return ok({ table: started ?? joined.value, created: false });
    }

    // No level asked for: a newcomer's, the beginner (the page says so and offers the others).
    const level = body.level ?? NEWCOMER_BOT_LEVEL;
    const created = await deps.tables.create(user, {
      game: game.meta.id,
      options: {},
      players: body.players ?? Math.max(game.meta.minPlayers, 2),
      private: false,
      join: true,
      bots: [],
      rated: body.rated ?? false,
      pace,
      quick: { fillAt: deps.now() + body.waitSeconds * 1000, level },
    });
    if (!created.ok) return created;
    if (body.waitSeconds > 0) return ok({ table: created.value, created: true });
    await fillAndStart(deps, created.value.id);
    const row = await deps.store.getTable(created.value.id);
    return ok({ table: row === undefined ? created.value : await summaryOf(deps, row), created: true });
  });
}

async function summaryOf(deps: QuickPlayDeps, table: TableRow): Promise<TableSummary> {
  const live = await deps.registry.get(table.id);
  if (live !== undefined) return deps.tables.summary(live);
  const [summary] = await deps.tables.summaries([table]);
  return summary as TableSummary;
}
