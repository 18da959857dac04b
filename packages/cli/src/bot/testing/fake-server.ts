import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isDeepStrictEqual } from 'node:util';

// A stand-in for the bot API of /tmp/bot-protocol.md (docs/bot-api.md), for the bot client's own tests only: one small
// made-up game per table, the event stream, the game streams with whole views, and the actions, recording every POST.
// The real server is tested against the client end to end elsewhere.

export const FAKE_TOKEN = 'bzb_fake';

/** The made-up game: seats add 1 or 2 to a count in turn until it reaches `target`; the bot is one seat of two. */
interface FakeTable {
  readonly id: string;
  readonly botSeat: number;
  readonly target: number;
  version: number;
  count: number;
  toAct: number;
  finished: boolean;
  /** The versions at which the bot's seat was to act (the turns it must answer). */
  readonly turns: number[];
  readonly streams: Set<ServerResponse>;
  connections: number;
  /** A server bot holds the bot's seat: why (`notSeated`: an older server, which says nothing on the stream). */
  lost: 'timeouts' | 'left' | 'notSeated' | null;
  /** Whether the other seat moves by itself (not at a match another person is to move in). */
  readonly otherMoves: boolean;
}

/** A move the fake server took or refused. */
export interface PostedMove {
  readonly table: string;
  readonly version: number;
  readonly move: unknown;
  /** The version the table was at when the move came, and whether the move was among its legal ones then. */
  readonly current: number;
  readonly legal: boolean;
  readonly answer: number;
  /** When it came (ms since the epoch). */
  readonly time: number;
}

export interface FakeOptions {
  /** Cut each table's first game stream once the table reaches this version (the client must reconnect). */
  readonly dropAt?: number;
  /** Stop writing to each table's first game stream at this version, without closing it (a dead connection). */
  readonly stallAt?: number;
  /** Refuse the first move answering this version with a rule code, whatever it is. */
  readonly refuseAt?: number;
  /** Offer this invitation on connect (the bot plays seat 1 there: the other seat moves first). */
  readonly invitation?: boolean;
  readonly target?: number;
  /** Also say on connect that a match is under way at table `other` (the bot at seat 1; nobody moves there). */
  readonly otherGame?: boolean;
  /** When the bot's seat is first to act at this version, the version moves on twice (100 ms apart), its turn still. */
  readonly ticksAt?: number;
  /** Answer the first `times` moves answering version `at` 429 RATE_LIMITED with `retryAfter` seconds. */
  readonly rateLimit?: { readonly at: number; readonly times: number; readonly retryAfter: number };
  /**
   * When the bot's seat is to act at version `at`, a server bot takes it over: the stream says `seatLost` and ends
   * (`reason`), moves are refused NOT_SEATED; `returns`: whether POST .../return exists (else 404). `notSeated`: an
   * older server, which says nothing and refuses the moves and the stream NOT_SEATED.
   */
  readonly seatLost?: {
    readonly at: number;
    readonly reason: 'timeouts' | 'left' | 'notSeated';
    readonly returns: boolean;
  };
}

export class FakeBotServer {
  readonly posts: { readonly path: string; readonly body: unknown }[] = [];
  readonly moves: PostedMove[] = [];
  readonly tables = new Map<string, FakeTable>();
  readonly #options: FakeOptions;
  readonly #server: Server;
  readonly #events = new Set<ServerResponse>();
  #refused = false;
  #made = 0;
  #rateLimited = 0;
  #ticked = false;
  #tookOver = false;

  constructor(options: FakeOptions = {}) {
    this.#options = options;
    this.#server = createServer((req, res) => void this.#handle(req, res));
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  /** The legal moves at a version: they name it, so a move taken from another turn's list is not legal. */
  static legal(version: number): unknown[] {
    return [
      { type: 'add', n: 1, at: version },
      { type: 'add', n: 2, at: version },
    ];
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://x');
    if (req.headers.authorization !== `Bearer ${FAKE_TOKEN}`) return refuse(res, 401, 'UNAUTHORIZED');
    if (req.method === 'GET' && url.pathname === '/api/bot/stream/event') return this.#eventStream(res);
    const game = /^\/api\/bot\/stream\/game\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && game !== null) {
      const table = this.tables.get(game[1]!);
      if (table === undefined) return refuse(res, 404, 'NOT_FOUND');
      if (table.lost === 'notSeated') return refuse(res, 409, 'NOT_SEATED');
      if (url.searchParams.get('view') !== 'full') return refuse(res, 400, 'TEST_WANTS_FULL_VIEWS');
      return this.#gameStream(table, res);
    }
    if (req.method !== 'POST') return refuse(res, 404, 'NOT_FOUND');
    const body = JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>;
    this.posts.push({ path: url.pathname, body });
    if (url.pathname === '/api/bot/tables') {
      const table = this.#makeTable(`t${++this.#made}`, 0);
      // As the server: 201 and the table's summary.
      json(res, 201, { table: { id: table.id, status: 'playing' } });
      this.#sendEvent({ t: 'gameStart', table: table.id, game: body['game'], seat: 0 });
      return;
    }
    if (url.pathname === '/api/bot/invitations/inv1/accept') {
      json(res, 200, { table: { id: 'inv-table', status: 'playing' } });
      const table = this.#makeTable('inv-table', 1);
      this.#sendEvent({ t: 'gameStart', table: table.id, game: 'akcioner', seat: 1 });
      return;
    }
    if (url.pathname === '/api/bot/invitations/inv1/decline') return json(res, 200, {});
    const action = /^\/api\/bot\/game\/([^/]+)\/(move|resign|chat|return)$/.exec(url.pathname);
    const table = action === null ? undefined : this.tables.get(action[1]!);
    if (table === undefined) return refuse(res, 404, 'NOT_FOUND');
    if (action![2] === 'move') return this.#move(table, body, res);
    if (action![2] === 'return') {
      if (this.#options.seatLost?.returns !== true) return refuse(res, 404, 'NOT_FOUND');
      if (table.lost !== 'timeouts') return refuse(res, 409, 'NOT_LEFT');
      table.lost = null;
      return json(res, 200, {});
    }
    if (action![2] === 'resign') {
      json(res, 200, {});
      // A server bot plays the seat on: here the game just ends.
      this.#finish(table);
      return;
    }
    json(res, 200, {});
  }

  #makeTable(id: string, botSeat: number, otherMoves = true): FakeTable {
    const table: FakeTable = {
      id,
      botSeat,
      target: this.#options.target ?? 8,
      version: 0,
      count: 0,
      toAct: 0,
      finished: false,
      turns: [],
      streams: new Set(),
      connections: 0,
      lost: null,
      otherMoves,
    };
    this.tables.set(id, table);
    // Seat 0 moves first: when that is the other seat, it moves at once.
    if (botSeat !== 0 && otherMoves) setTimeout(() => this.#otherSeat(table), 20);
    else table.turns.push(0);
    return table;
  }

  #eventStream(res: ServerResponse): void {
    res.writeHead(200, { 'content-type': 'application/x-ndjson' });
    this.#events.add(res);
    res.on('close', () => this.#events.delete(res));
    res.write(line({ t: 'hello', user: { id: 'u1', name: 'Test Bot' } }));
    if (this.#options.invitation === true) {
      const invitation = { id: 'inv1', tableId: 'inv-table', from: { id: 'u2', name: 'Anna' }, game: 'akcioner' };
      res.write(line({ t: 'invitation', invitation }));
    }
    if (this.#options.otherGame === true) {
      if (!this.tables.has('other')) this.#makeTable('other', 1, false);
      res.write(line({ t: 'gameStart', table: 'other', game: 'stockpile', seat: 1 }));
    }
    // A keep-alive line, as the server sends every 15 s.
    res.write('\n');
  }

  #sendEvent(message: object): void {
    for (const res of this.#events) res.write(line(message));
  }

  #gameStream(table: FakeTable, res: ServerResponse): void {
    res.writeHead(200, { 'content-type': 'application/x-ndjson' });
    table.connections++;
    table.streams.add(res);
    // Keep-alive lines, as the server's every 15 s: a stream the table forgot (stallAt) gets none.
    const alive = setInterval(() => table.streams.has(res) && res.write('\n'), 100);
    res.on('close', () => {
      clearInterval(alive);
      table.streams.delete(res);
    });
    res.write(line({ t: 'hello', protocol: 1, user: { id: 'u1', name: 'Test Bot' } }));
    if (table.lost === 'timeouts' || table.lost === 'left') {
      // As the server after a takeover: the snapshot gives no seat, so the stream says why and ends.
      res.end(line({ t: 'seatLost', table: table.id, reason: table.lost }));
      return;
    }
    const snapshot = {
      t: 'snapshot',
      table: {
        id: table.id,
        game: 'akcioner',
        options: { variant: 'short' },
        players: 2,
        status: table.finished ? 'finished' : 'playing',
        version: table.version,
        outcome: table.finished ? this.#outcome(table) : null,
      },
      seat: table.botSeat,
      view: this.#view(table),
      chat: [],
      ...this.#turn(table),
    };
    // Cut in two writes, as a long line may come in several chunks.
    const text = line(snapshot);
    res.write(text.slice(0, 20));
    res.write(text.slice(20));
    if (table.finished) res.end();
    else this.#yourTurn(table, res);
  }

  #turn(table: FakeTable) {
    const mine = !table.finished && table.toAct === table.botSeat;
    return {
      toAct: table.finished ? [] : [table.toAct],
      legal: mine ? FakeBotServer.legal(table.version) : null,
      deadline: mine ? Date.now() + 60_000 : null,
    };
  }

  #view(table: FakeTable) {
    return { count: table.count, target: table.target, toAct: table.toAct };
  }

  #outcome(table: FakeTable) {
    // Whoever reached the target wins: the seat that moved last.
    const winner = 1 - table.toAct;
    return { ranking: [[winner], [1 - winner]], scores: winner === 0 ? [1, 0] : [0, 1] };
  }

  #yourTurn(table: FakeTable, res: ServerResponse): void {
    if (table.finished || table.toAct !== table.botSeat) return;
    const turn = { t: 'yourTurn', table: table.id, version: table.version, ...this.#turn(table) };
    res.write(
      line({ t: turn.t, table: turn.table, version: turn.version, deadline: turn.deadline, legal: turn.legal }),
    );
  }

  #move(table: FakeTable, body: Record<string, unknown>, res: ServerResponse): void {
    const version = body['version'] as number;
    const legal = FakeBotServer.legal(table.version).some((m) => isDeepStrictEqual(m, body['move']));
    const record = (answer: number) =>
      this.moves.push({
        table: table.id,
        version,
        move: body['move'],
        current: table.version,
        legal,
        answer,
        time: Date.now(),
      });
    const limit = this.#options.rateLimit;
    if (limit !== undefined && limit.at === version && this.#rateLimited < limit.times) {
      this.#rateLimited++;
      record(429);
      return refuse(res, 429, 'RATE_LIMITED', { detail: { retryAfter: limit.retryAfter } });
    }
    if (table.lost !== null) {
      record(409);
      return refuse(res, 409, 'NOT_SEATED');
    }
    if (table.finished || version !== table.version) {
      record(409);
      return refuse(res, 409, 'STALE', { version: table.version });
    }
    if (!legal || table.toAct !== table.botSeat) {
      record(400);
      return refuse(res, 400, 'ILLEGAL', { version: table.version });
    }
    if (this.#options.refuseAt === version && !this.#refused) {
      this.#refused = true;
      record(422);
      return refuse(res, 422, 'NOT_NOW', { detail: { why: 'a scripted refusal' }, version });
    }
    record(200);
    this.#apply(table, (body['move'] as { n: number }).n);
    json(res, 200, { version: table.version });
    if (!table.finished) setTimeout(() => this.#otherSeat(table), 5);
  }

  #otherSeat(table: FakeTable): void {
    if (table.finished) return;
    this.#apply(table, 1);
  }

  #apply(table: FakeTable, n: number): void {
    table.count += n;
    table.version++;
    table.toAct = 1 - table.toAct;
    if (table.count >= table.target) return this.#end(table, [{ type: 'added', n }, { type: 'over' }]);
    if (table.toAct === table.botSeat) table.turns.push(table.version);
    this.#broadcast(table, { events: [{ type: 'added', n }] });
    for (const res of table.streams) this.#yourTurn(table, res);
    this.#scripted(table);
    if (this.#options.dropAt === table.version && table.connections === 1) {
      for (const res of table.streams) res.end();
    }
    // Forgotten, not closed: nothing more comes on it, not even a keep-alive.
    if (this.#options.stallAt === table.version && table.connections === 1) table.streams.clear();
  }

  /** The scripted happenings of the options when the bot's seat comes to act: ticks, a takeover. */
  #scripted(table: FakeTable): void {
    if (table.toAct !== table.botSeat || table.finished) return;
    if (this.#options.ticksAt === table.version && !this.#ticked) {
      this.#ticked = true;
      setTimeout(() => this.#tick(table), 100);
      setTimeout(() => this.#tick(table), 200);
    }
    const lost = this.#options.seatLost;
    if (lost?.at === table.version && table.lost === null && !this.#tookOver) {
      // Once: a seat taken back is not taken over again.
      this.#tookOver = true;
      table.lost = lost.reason;
      if (lost.reason === 'notSeated') return;
      for (const res of table.streams) res.end(line({ t: 'seatLost', table: table.id, reason: lost.reason }));
      table.streams.clear();
    }
  }

  /** The version moves on with the bot's seat still to act (another seat's move in a phase all play at once). */
  #tick(table: FakeTable): void {
    if (table.finished || table.toAct !== table.botSeat) return;
    table.version++;
    table.turns.pop();
    table.turns.push(table.version);
    this.#broadcast(table, { events: [{ type: 'ticked' }] });
    for (const res of table.streams) this.#yourTurn(table, res);
  }

  /** A resignation: the game ends at once (the real server hands the seat to one of its bots). */
  #finish(table: FakeTable): void {
    table.version++;
    this.#end(table, [{ type: 'resigned', seat: table.botSeat }]);
  }

  #end(table: FakeTable, events: unknown[]): void {
    table.finished = true;
    this.#broadcast(table, { events });
    // The server ends the stream a moment after the last update (the client may have closed it by then).
    const streams = [...table.streams];
    setTimeout(() => streams.forEach((res) => res.end()), 100);
    this.#sendEvent({ t: 'gameFinish', table: table.id, outcome: this.#outcome(table) });
  }

  #broadcast(table: FakeTable, extra: { events: unknown[] }): void {
    const update = {
      t: 'update',
      table: table.id,
      from: table.version - 1,
      version: table.version,
      ...extra,
      status: table.finished ? 'finished' : 'playing',
      outcome: table.finished ? this.#outcome(table) : null,
      ...this.#turn(table),
      view: this.#view(table),
    };
    for (const res of table.streams) res.write(line(update));
  }
}

function line(message: object): string {
  return JSON.stringify(message) + '\n';
}

function json(res: ServerResponse, status: number, body: object): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** A refusal as the server sends it: `{"error": {"code", ...}}`. */
function refuse(res: ServerResponse, status: number, code: string, more: object = {}): void {
  json(res, status, { error: { code, ...more } });
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });
}
