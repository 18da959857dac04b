import { fail, knownRulesVersion, ok, type AnyGame, type Result } from '@birzha/engine';
import {
  LIVE,
  botNameReadsAs,
  paceProblem,
  TAKEOVER_BOT_LEVEL,
  turnPace,
  type BotLevel,
  type CreateTableBody,
  type Pace,
  type TableSummary,
} from '@birzha/protocol';
import { checkBotLevel } from '../bots/levels.ts';
import type { Bus } from '../bus/bus.ts';
import { clockRefusal, nextClocks } from '../clocks/pace-clocks.ts';
import { newId, newSeed } from '../ids.ts';
import type { LiveMatch } from '../matches/live-match.ts';
import type { MatchRegistry } from '../matches/registry.ts';
import { tableRowsOf } from '../matches/table-rows.ts';
import { DEFAULT_GRACE_MS, transitionRows } from '../matches/transition-facts.ts';
import { botSeatAccount, isBotAccount } from '../ratings/bot-accounts.ts';
import type { NewSeat, SeatHolder, SeatRow, Store, TableRow, UserRow } from '../store/store.ts';
import { freeBotName, seatedNames } from './bot-names.ts';
import { botsRefusal, type SeatedUser } from './bots-consent.ts';
import type { Presence } from './presence.ts';
import { isAccount, tableSummary, type SummarySource } from './table-summary.ts';

/** The users seated at a table, with their rows as the table was (re)loaded (changeSeats reloads from the store). */
function seatedUsers(live: LiveMatch): SeatedUser[] {
  return live.seats.flatMap((s) => (s.userId === null ? [] : [{ seat: s.seat, user: live.users.get(s.userId) }]));
}

/** A lobby action's result: the engine's `Result`, its error a server code (or a game's option code) with detail. */
export type LobbyResult<T> = Result<T>;

export interface LobbyDeps {
  readonly store: Store;
  readonly registry: MatchRegistry;
  readonly bus: Bus;
  readonly presence: Presence;
  readonly now: () => number;
  /** Open (not started) tables one user may host at once (default: no cap). */
  readonly openTablesPerUser?: number;
  /** Timeouts in a row after which a bot takes a person's seat over (the clock's setting, shown in summaries). */
  readonly takeoverAfter?: number;
  /** How long "your turn" waits before it goes out (config.notify.graceMs; default the default config's). */
  readonly graceMs?: number;
}

/**
 * The round a match is in, for the record of a seat change ("a bot played rounds 3-5"): the game's `turnOf` round,
 * else the state's numeric `round`, else null (the engine contract's rule for a replay's list of turns).
 */
export function roundOf(game: AnyGame, state: unknown): number | null {
  if (state === null || state === undefined) return null;
  if (game.turnOf !== undefined) return game.turnOf(state).round;
  const round = (state as { round?: unknown }).round;
  return typeof round === 'number' && Number.isInteger(round) ? round : null;
}

export interface CreateTable {
  readonly game: string;
  readonly options: unknown;
  readonly players: number;
  readonly private: boolean;
  readonly join: boolean;
  readonly bots: readonly { seat: number; level: BotLevel }[];
  /** A quick-play table: at `fillAt` its empty seats get bots of `level` and it starts (lobby/quick-fill.ts). */
  readonly quick?: { readonly fillAt: number; readonly level: BotLevel } | null;
  /** Asked for a rated match: kept at the start only if every seat is then an account (default false). */
  readonly rated?: boolean;
  /** Real-time (default) or turn-based with time banks; a pace the schema allows but that makes no sense: BAD_PACE. */
  readonly pace?: Pace;
}

/** A create request as the site's and the bot API's bodies give it, defaults filled in. */
export function createRequest(b: CreateTableBody): CreateTable {
  return {
    game: b.game,
    options: b.options ?? {},
    players: b.players,
    private: b.private ?? false,
    join: b.join ?? true,
    bots: b.bots ?? [],
    rated: b.rated ?? false,
    ...(b.pace === undefined ? {} : { pace: b.pace }),
  };
}

/** Tables in the lobby: create, join, leave, bots, start. Seat changes are compare-and-set in the store. */
export class TableService {
  /** Each user's table creations in turn, so that simultaneous requests cannot pass the cap together. */
  private readonly creating = new Map<string, Promise<unknown>>();

  constructor(private readonly deps: LobbyDeps) {}

  async create(user: UserRow, req: CreateTable): Promise<LobbyResult<TableSummary>> {
    const game = this.deps.registry.game(req.game);
    if (game === undefined) return fail('UNKNOWN_GAME', { game: req.game });
    const { minPlayers, maxPlayers } = game.meta;
    if (req.players < minPlayers || req.players > maxPlayers)
      return fail('BAD_PLAYER_COUNT', { min: minPlayers, max: maxPlayers, got: req.players });
    const parsed = game.parseOptions(req.options ?? {}, req.players);
    if (!parsed.ok) return fail(parsed.error.code, parsed.error.detail);
    const pace = req.pace ?? LIVE;
    const problem = paceProblem(pace);
    if (problem !== null) return fail('BAD_PACE', { reason: problem });
    // At a turn-based table the pace times every period: the game's own clock is switched on under it (its length
    // no longer matters), so that an "untimed" choice left in the form does not make the table impossible.
    const options =
      turnPace(pace) === null || game.meta.timedOptions === undefined
        ? parsed
        : { ok: true as const, value: game.meta.timedOptions(parsed.value) };
    // The banks and phases time every period: the game must take its clock's move under these options.
    const refusal = turnPace(pace) === null ? null : clockRefusal(game, options.value, req.players);
    if (refusal !== null)
      return fail('BAD_PACE', {
        reason: 'these options turn the game clock off; a turn-based table needs it',
        code: refusal,
      });
    const seatsTaken = new Set<number>();
    for (const b of req.bots) {
      if (b.seat >= req.players)
        return fail('BAD_REQUEST', { reason: `bot seat ${b.seat} is not a seat of this table` });
      if (seatsTaken.has(b.seat)) return fail('BAD_REQUEST', { reason: `two bots in seat ${b.seat}` });
      seatsTaken.add(b.seat);
    }
    // Only the levels the game has bots for (an expert where it has one): BAD_BOT_LEVEL names those it offers.
    for (const level of [
      ...req.bots.map((b) => b.level),
      ...(req.quick === undefined || req.quick === null ? [] : [req.quick.level]),
    ]) {
      const offered = checkBotLevel(game.meta.id, level);
      if (!offered.ok) return offered;
    }
    const id = newId(10);
    const seats: NewSeat[] = [];
    let userSeated = !req.join;
    for (let seat = 0; seat < req.players; seat++) {
      const bot = req.bots.find((b) => b.seat === seat)?.level ?? null;
      let userId: string | null = null;
      if (bot === null && !userSeated) {
        userId = user.id;
        userSeated = true;
      }
      seats.push({
        tableId: id,
        seat,
        userId,
        bot,
        botName: bot === null ? null : freeBotName(seats, seat, [user.name]),
      });
    }
    if (!userSeated) return fail('TABLE_FULL', { reason: 'every seat has a bot; no seat left for you' });
    return this.inTurn(user.id, async (): Promise<LobbyResult<TableSummary>> => {
      const max = this.deps.openTablesPerUser;
      if (max !== undefined && (await this.deps.store.countOpenTablesOfHost(user.id)) >= max)
        return fail('TOO_MANY_TABLES', { max });
      await this.deps.store.createTable(
        {
          id,
          game: game.meta.id,
          rulesVersion: game.meta.rulesVersion,
          options: options.value,
          players: req.players,
          seed: newSeed(),
          position: null,
          private: req.private,
          inviteCode: req.private ? newId(12) : null,
          hostId: user.id,
          createdAt: this.deps.now(),
          quick: req.quick ?? null,
          rated: req.rated ?? false,
          pace,
        },
        seats,
      );
      const live = await this.deps.registry.reload(id);
      this.deps.bus.publish({ kind: 'table', tableId: id, version: 0 });
      return ok(this.summary(live as LiveMatch));
    });
  }

  /** Runs `task` after the user's earlier creations have finished (one process; across processes the cap is loose). */
  private async inTurn<T>(userId: string, task: () => Promise<T>): Promise<T> {
    const before = this.creating.get(userId) ?? Promise.resolve();
    const run = before.then(task, task);
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    this.creating.set(userId, settled);
    try {
      return await run;
    } finally {
      if (this.creating.get(userId) === settled) this.creating.delete(userId);
    }
  }

  /** Takes a free seat (the given one or the first free). */
  async join(
    user: UserRow,
    tableId: string,
    seat: number | undefined,
    invite: string | undefined,
  ): Promise<LobbyResult<TableSummary>> {
    return this.changeSeats(tableId, async (live) => {
      if (live.table.private && invite !== live.table.inviteCode && live.table.hostId !== user.id)
        return fail('BAD_INVITE');
      if (live.seats.some((s) => s.userId === user.id)) return fail('ALREADY_SEATED');
      const target = seat ?? live.seats.find((s) => s.userId === null && s.bot === null)?.seat;
      if (target === undefined) return fail('TABLE_FULL');
      const current = live.seats[target];
      if (current === undefined) return fail('BAD_REQUEST', { reason: `no seat ${target}` });
      if (current.userId !== null || current.bot !== null) return fail('SEAT_TAKEN', { seat: target });
      // A rated table seats a bot account only with people who play rated games against them (issue 29).
      const refused = live.table.rated ? botsRefusal([...seatedUsers(live), { seat: target, user }]) : null;
      if (refused !== null) return fail('BOTS_NOT_ACCEPTED', { seat: refused });
      const joined = await this.casSeat(live, target, { userId: user.id, bot: null });
      if (joined.ok) await this.renameBotsReadingAs(live, target, user);
      return joined;
    });
  }

  /**
   * A bot named as the person who just sat down («Бот Вера» at Vera's table) takes another name: people would read
   * the accounts, the log and the results as hers. Only while the table is open (a CAS per bot seat: one a host changed
   * meanwhile keeps whatever it has).
   */
  private async renameBotsReadingAs(live: LiveMatch, seat: number, user: UserRow): Promise<void> {
    const seats = live.seats.map((s) => (s.seat === seat ? { ...s, userId: user.id } : s));
    const people = [...seatedNames(seats, live.users), user.name];
    for (const s of seats) {
      if (s.bot === null || s.botName === null || !botNameReadsAs(s.botName, user.name)) continue;
      const botName = freeBotName(seats, s.seat, people);
      await this.deps.store.updateSeat(
        live.table.id,
        s.seat,
        { userId: null, bot: s.bot },
        { userId: null, bot: s.bot, botName },
      );
      seats[s.seat] = { ...s, botName };
    }
  }

  /** Leaves the user's seat: before the start the seat is freed; during play a bot takes it over. */
  async leave(user: UserRow, tableId: string): Promise<LobbyResult<TableSummary>> {
    return this.changeSeats(
      tableId,
      async (live) => {
        const seat = live.seats.find((s) => s.userId === user.id);
        if (seat === undefined) return fail('NOT_SEATED');
        if (live.table.status === 'open') return this.casSeat(live, seat.seat, { userId: null, bot: null });
        if (live.table.status === 'finished') return fail('NOT_OPEN');
        await this.deps.store.replaceSeatInPlay(
          tableId,
          seat.seat,
          {
            userId: null,
            bot: TAKEOVER_BOT_LEVEL,
            botName: freeBotName(live.seats, 0, seatedNames(live.seats, live.users)),
            leftUserId: user.id,
          },
          {
            kind: 'takeover',
            reason: 'left',
            userId: user.id,
            round: roundOf(live.game, live.state),
            at: this.deps.now(),
          },
        );
        return ok(this.summary(live));
      },
      true,
    );
  }

  /**
   * The person whose seat a bot took over (they left, or kept timing out) takes it back while the match is played:
   * the bot stops playing it (the bot driver and the move path look at the seat's holder under the table's lock).
   */
  async returnToSeat(user: UserRow, tableId: string): Promise<LobbyResult<TableSummary>> {
    return this.changeSeats(
      tableId,
      async (live) => {
        if (live.table.status === 'finished') return fail('NOT_OPEN');
        // The store's rows are the truth (another process may have changed the seats since this copy was loaded).
        const seats = live.table.status === 'playing' ? await this.deps.store.getSeats(tableId) : [];
        const seat = seats.find((s) => s.leftUserId === user.id && s.userId === null);
        if (seat === undefined) return fail('NOT_LEFT');
        await this.deps.store.replaceSeatInPlay(
          tableId,
          seat.seat,
          { userId: user.id, bot: null, botName: null, leftUserId: null },
          { kind: 'return', reason: null, userId: user.id, round: roundOf(live.game, live.state), at: this.deps.now() },
        );
        return ok(this.summary(live));
      },
      true,
    );
  }

  async setBot(
    user: UserRow,
    tableId: string,
    seat: number,
    level: BotLevel | null,
  ): Promise<LobbyResult<TableSummary>> {
    return this.changeSeats(tableId, async (live) => {
      if (live.table.hostId !== user.id) return fail('NOT_HOST');
      const current = live.seats[seat];
      if (current === undefined) return fail('BAD_REQUEST', { reason: `no seat ${seat}` });
      if (level !== null && current.userId !== null) return fail('SEAT_TAKEN', { seat });
      if (level === null && current.bot === null) return fail('BAD_REQUEST', { reason: `no bot in seat ${seat}` });
      if (level !== null) {
        const offered = checkBotLevel(live.game.meta.id, level);
        if (!offered.ok) return offered;
      }
      return this.casSeat(live, seat, {
        userId: null,
        bot: level,
        botName: level === null ? null : freeBotName(live.seats, seat, seatedNames(live.seats, live.users)),
      });
    });
  }

  /** The host starts a full table: setup from the table's seed, the first deadline, status playing. */
  async start(user: UserRow, tableId: string): Promise<LobbyResult<TableSummary>> {
    return this.changeSeats(tableId, async (live) => {
      if (live.table.hostId !== user.id) return fail('NOT_HOST');
      if (live.table.status !== 'open') return fail('NOT_OPEN');
      if (live.seats.some((s) => s.userId === null && s.bot === null)) return fail('NOT_FULL');
      // As with a guest, a seat that may not be rated leaves the match unrated: a person who no longer plays rated
      // games against bot accounts (changed since they sat down) makes a match with one unrated (issue 29).
      const rated =
        live.table.rated && (await this.everySeatAnAccount(live.seats)) && botsRefusal(seatedUsers(live)) === null;
      // The table's own rules version (an open table made before a new version keeps the one it was made under).
      const rulesVersion = knownRulesVersion(live.game.meta, live.table.rulesVersion);
      if (!rulesVersion.ok) return fail(rulesVersion.error.code, rulesVersion.error.detail);
      const started = live.game.setup({
        players: live.table.players,
        options: live.table.options,
        seed: live.table.seed,
        rulesVersion: rulesVersion.value,
      });
      if (!started.ok) return fail(started.error.code, started.error.detail);
      const now = this.deps.now();
      const { state, events } = started.value;
      const pace = live.table.pace;
      const clocks = nextClocks({
        game: live.game,
        pace,
        players: live.table.players,
        state,
        previous: [],
        banks: null,
        startAt: now,
        now,
      });
      // Everyone is told the match began, and the first seats to act that it is their turn (with the start).
      const notifications = await transitionRows(this.deps.store, this.deps.graceMs ?? DEFAULT_GRACE_MS, {
        game: live.game,
        tableId,
        pace,
        seats: live.seats,
        users: live.users,
        before: null,
        after: state,
        events,
        version: 0,
        by: 'person',
        seat: null,
        deadlinesBefore: [],
        deadlinesAfter: clocks.deadlines,
        now,
      });
      const stored = await this.deps.store.startTable(tableId, now, clocks.deadlines, rated, {
        banks: clocks.banks,
        notifications,
      });
      if (!stored) return fail('NOT_FULL');
      return ok(this.summary(live));
    });
  }

  /** Summary of a table for the lobby and clients (a live match, or just its rows: no replay needed). */
  summary(live: SummarySource): TableSummary {
    return tableSummary(
      live,
      (userId) => this.deps.presence.isConnected(live.table.id, userId),
      this.deps.takeoverAfter,
    );
  }

  /**
   * "Play again": a finished table's rematch, made by one of its people (a seat's holder, or the person a bot took the
   * seat over from): the same game, options, player count, privacy and rated request, the bots that were bots from the
   * start in their seats (a bot that took a person's seat over is not one of them: that seat is its person's), the
   * caller in their old seat and the other people's seats free for them. Made once: whoever asks later (or at the
   * same time) gets the same table. The old table's viewers are told (its summary names the rematch).
   */
  async again(
    user: UserRow,
    tableId: string,
  ): Promise<LobbyResult<{ table: TableSummary; invite: string | null; created: boolean }>> {
    const old = await this.deps.registry.get(tableId);
    if (old === undefined) return fail('NOT_FOUND');
    if (old.table.status !== 'finished') return fail('NOT_FINISHED');
    const mine = old.seats.find((s) => s.userId === user.id || (s.userId === null && s.leftUserId === user.id));
    if (mine === undefined) return fail('NOT_SEATED');
    const t = old.table;
    // The store's row, not this copy: the rematch may have been made a moment ago through another process.
    const existing = (await this.deps.store.getTable(tableId))?.next ?? null;
    let made = existing === null ? null : { ...existing, created: false };
    if (made === null) {
      const id = newId(10);
      const inviteCode = t.private ? newId(12) : null;
      const seats: NewSeat[] = old.seats.map((s) => {
        const ownBot = s.bot !== null && s.leftUserId === null;
        return {
          tableId: id,
          seat: s.seat,
          userId: s.seat === mine.seat ? user.id : null,
          bot: ownBot ? s.bot : null,
          botName: ownBot ? s.botName : null,
        };
      });
      const created = await this.inTurn(user.id, async () => {
        const max = this.deps.openTablesPerUser;
        if (max !== undefined && (await this.deps.store.countOpenTablesOfHost(user.id)) >= max)
          return fail('TOO_MANY_TABLES', { max });
        const r = await this.deps.store.createRematch(
          tableId,
          {
            id,
            game: t.game,
            rulesVersion: old.game.meta.rulesVersion,
            options: t.options,
            players: t.players,
            seed: newSeed(),
            position: null,
            private: t.private,
            inviteCode,
            hostId: user.id,
            createdAt: this.deps.now(),
            quick: null,
            rated: t.rated,
            pace: t.pace,
          },
          seats,
        );
        return r === null ? fail('NOT_FINISHED') : ok(r);
      });
      if (!created.ok) return created;
      made = created.value;
    }
    if (made.created) {
      // The finished table now points at its rematch: a fact set once, taken by every copy without reloading (and
      // so replaying) the finished match.
      const change = { next: { id: made.id, invite: made.invite } };
      await this.deps.registry.exclusive(tableId, () => this.deps.registry.applyTableChange(tableId, change));
      this.deps.bus.publish({ kind: 'table', tableId: made.id, version: 0 });
      this.deps.bus.publish({ kind: 'table', tableId, change });
    }
    const next = await this.deps.registry.get(made.id);
    if (next === undefined) return fail('NOT_FOUND');
    return ok({ table: this.summary(next), invite: made.invite, created: made.created });
  }

  /**
   * Summaries of tables from store rows (the lobby lists): from memory when the table is live, else from its seat
   * and user rows. A list of finished tables must not replay every match in it; a match being played is loaded (it
   * stays in memory while played anyway): whose turn it is needs its state.
   */
  async summaries(rows: readonly TableRow[]): Promise<TableSummary[]> {
    const out: TableSummary[] = [];
    for (const table of rows) {
      const live =
        this.deps.registry.peek(table.id) ??
        (table.status === 'playing' ? await this.deps.registry.get(table.id) : undefined);
      if (live !== undefined) {
        out.push(this.summary(live));
        continue;
      }
      const seats = await this.deps.store.getSeats(table.id);
      const users = new Map<string, UserRow>();
      const people = seats.flatMap((s) => [s.userId, s.leftUserId].filter((id): id is string => id !== null));
      for (const id of new Set([table.hostId, ...people])) {
        const u = await this.deps.store.getUser(id);
        if (u !== undefined) users.set(id, u);
      }
      const results = table.status === 'finished' ? await this.deps.store.results.ofTable(table.id) : null;
      out.push(this.summary({ table, seats, users, version: table.version, results }));
    }
    return out;
  }

  /**
   * Whether every seat is an account, read afresh (a guest may have registered since joining): a person's registered
   * account, or a bot's seat of its own, which plays for its level's account (issue 27: ratings/bot-accounts.ts), with
   * at least one person among them (bots alone teach their ratings nothing).
   */
  private async everySeatAnAccount(seats: readonly SeatRow[]): Promise<boolean> {
    let people = 0;
    for (const s of seats) {
      const bot = botSeatAccount(s);
      if (bot !== null) {
        if (!isBotAccount(await this.deps.store.getUser(bot))) return false;
        continue;
      }
      if (s.userId === null || s.bot !== null) return false;
      if (!isAccount(await this.deps.store.getUser(s.userId))) return false;
      people++;
    }
    return people > 0;
  }

  private async casSeat(
    live: LiveMatch,
    seat: number,
    next: SeatHolder & { readonly botName?: string | null },
  ): Promise<LobbyResult<TableSummary>> {
    const current = live.seats[seat] as SeatRow;
    const changed = await this.deps.store.updateSeat(
      live.table.id,
      seat,
      { userId: current.userId, bot: current.bot },
      next,
    );
    if (!changed) return fail(live.table.status === 'open' ? 'SEAT_TAKEN' : 'NOT_OPEN', { seat });
    return ok(this.summary(live));
  }

  /**
   * Runs a seat change under the table's lock, then reloads the table from the store (the truth) and tells
   * everyone. `duringPlay` allows it after the start.
   */
  private async changeSeats(
    tableId: string,
    change: (live: LiveMatch) => Promise<LobbyResult<TableSummary>>,
    duringPlay = false,
  ): Promise<LobbyResult<TableSummary>> {
    return this.deps.registry.exclusive(tableId, async () => {
      // From the store, not this process's copy: another process may have changed the seats a moment ago (its
      // message not here yet), and a join would find a free seat taken.
      const live = await this.deps.registry.reload(tableId);
      if (live === undefined) return fail('NOT_FOUND');
      if (live.table.status !== 'open' && !duringPlay) return fail('NOT_OPEN');
      const result = await change(live);
      if (!result.ok) return result;
      const fresh = await this.deps.registry.reload(tableId);
      // With the rows just read: another process holding the table takes them instead of reading them too.
      this.deps.bus.publish({
        kind: 'table',
        tableId,
        ...(fresh === undefined ? {} : { version: fresh.version, rows: tableRowsOf(fresh) }),
      });
      return ok(this.summary(fresh as LiveMatch));
    });
  }
}
