// The secrets scan's scripted human clients (secrets/scan.ts).
import { playAll, rngFromSeed, type AnyGame, type Rng, type Seat } from '@birzha/engine';
import { TestClient, versionOf, ViewBook, type TestServer } from '../harness.ts';
import { pick, type GameProfile } from './profile.ts';

export type Msg = Record<string, unknown> & { t: string };

// ---------------------------------------------------------------------------------------------------------------
// Scripted clients.
// ---------------------------------------------------------------------------------------------------------------

export const status = (m: Msg): string | undefined =>
  m.t === 'snapshot'
    ? (m['table'] as { status: string }).status
    : m.t === 'update'
      ? (m['status'] as string)
      : undefined;

export interface Sent {
  readonly id: string;
  readonly kind: 'legal' | 'illegal' | 'resign';
  readonly version: number;
  readonly moves: unknown[];
  /** For an illegal batch: the engine's answer on this seat's determinized state. */
  readonly expected?: { code: string; index: number };
}

/** A human seat played by a script: random legal moves from what it is sent, as single moves or whole turns. */
export class ScriptedSeat {
  latest: Msg | null = null;
  /** The seat's views, kept from snapshots and patches across its connections. */
  readonly views = new ViewBook();
  inflight: Sent | null = null;
  /** The version of the last accepted move of this seat (it does not act twice at one version). */
  doneVersion = -1;
  resignAt: number | null;
  /** Drops its connection at this version and resumes on a new one with `since`. */
  reconnectAt: number | null;
  reconnecting = false;
  /** Every connection this seat used, oldest first (all their frames are checked). */
  readonly clients: TestClient[] = [];
  readonly sent = { single: 0, batch: 0, illegal: 0, resign: 0, reconnect: 0, chat: 0 };
  /**
   * Version-free moves, legal where they were chosen, refused by the newer state they met (an order after its phase
   * closed): checked against that state once the match is replayed.
   */
  readonly overtaken: { moves: unknown[]; version: number; code: string; index: number }[] = [];
  readonly finished: Promise<void>;
  private markFinished: () => void = () => undefined;
  private n = 0;

  constructor(
    readonly server: TestServer,
    readonly token: string,
    client: TestClient,
    readonly game: AnyGame,
    readonly profile: GameProfile,
    readonly tableId: string,
    readonly seat: Seat,
    readonly rng: Rng,
    readonly failures: string[],
  ) {
    this.resignAt = profile.resign !== undefined && rng.int(100) < 4 ? 1 + rng.int(60) : null;
    this.reconnectAt = rng.int(100) < 15 ? 1 + rng.int(40) : null;
    this.finished = new Promise((resolve) => (this.markFinished = resolve));
    this.attach(client);
  }

  get client(): TestClient {
    return this.clients[this.clients.length - 1]!;
  }

  private attach(client: TestClient): void {
    this.clients.push(client);
    client.socket.on('message', (data) => {
      if (client !== this.client) return;
      try {
        this.onMessage(JSON.parse(String(data)) as Msg);
      } catch (e) {
        this.fail(`script failed: ${String(e)}`);
      }
    });
  }

  private fail(what: string): void {
    this.failures.push(`seat ${this.seat}: ${what}`);
  }

  private onMessage(m: Msg): void {
    if (m.t === 'snapshot' || m.t === 'update') {
      this.views.follow(m);
      if (this.latest === null || versionOf(m)! >= versionOf(this.latest)!) this.latest = m;
      if (status(m) === 'finished') this.markFinished();
    } else if ((m.t === 'ack' || m.t === 'error') && this.inflight !== null && m['id'] === this.inflight.id) {
      this.answered(this.inflight, m);
      this.inflight = null;
    } else if (m.t === 'error') {
      this.fail(`unexpected error ${String(m['code'])}`);
    }
    this.act();
  }

  /** A dropped connection: the seat comes back on a new one and resumes from a version it had (or a bit before). */
  private async reconnect(version: number): Promise<void> {
    this.reconnecting = true;
    this.reconnectAt = null;
    this.sent.reconnect++;
    this.client.close();
    // A version it has a view at (a patch applies only to that view), sometimes one of the last few.
    const had = this.views.versions().filter((v) => v <= version);
    const since = had[Math.max(0, had.length - 1 - this.rng.int(4))] ?? version;
    const client = await TestClient.connect(this.server, this.token);
    this.attach(client);
    this.reconnecting = false;
    client.send({ t: 'subscribe', table: this.tableId, since, legal: true });
  }

  private answered(sent: Sent, m: Msg): void {
    if (m.t === 'ack') {
      if (sent.kind === 'illegal') this.fail(`illegal ${JSON.stringify(sent.moves)} was accepted`);
      else if (!this.ackVersionFits(sent, m['version'] as number))
        this.fail(`ack version ${String(m['version'])} after ${sent.version}+${sent.moves.length}`);
      this.doneVersion = sent.version;
      if (sent.kind === 'resign') this.resignAt = null;
      return;
    }
    const code = m['code'] as string;
    if (code === 'STALE') return; // another seat (a resignation) moved the match on: decide again on the next update
    if (sent.kind !== 'illegal') {
      const at = m['version'];
      if (typeof at === 'number' && at > sent.version && this.versionFree(sent.moves)) {
        this.overtaken.push({ moves: sent.moves, version: at, code, index: (m['index'] as number | undefined) ?? 0 });
        return;
      }
      return this.fail(`${sent.kind} ${JSON.stringify(sent.moves)} at ${sent.version} refused: ${code}`);
    }
    // A version-free batch may meet a newer state than the one the engine's answer was computed on.
    const same = m['version'] === undefined || m['version'] === sent.version;
    if (
      sent.expected !== undefined &&
      same &&
      (code !== sent.expected.code || (m['index'] ?? 0) !== sent.expected.index)
    ) {
      this.fail(
        `illegal ${JSON.stringify(sent.moves)}: got ${code}@${String(m['index'])}, engine says ${sent.expected.code}@${sent.expected.index}`,
      );
    }
    // A version-free batch is refused by the state it met, which may be newer than the one it was sent at.
    const reported = m['version'] as number | undefined;
    const free = this.versionFree(sent.moves);
    if (reported !== undefined && (free ? reported < sent.version : reported !== sent.version))
      this.fail(`refused move reports version ${String(m['version'])}, sent ${sent.version}`);
  }

  /**
   * The version an ack must report: right after the moves at the version they were sent at, or later for
   * version-free moves (a simultaneous decision), which apply to whatever state they meet.
   */
  private ackVersionFits(sent: Sent, version: number): boolean {
    const after = sent.version + sent.moves.length;
    return this.versionFree(sent.moves) ? version >= after : version === after;
  }

  /** Whether every move of a batch is version-free (only well-formed moves can be: the game reads their type). */
  private versionFree(moves: readonly unknown[]): boolean {
    return moves.every((move) => {
      const parsed = this.game.parseMove(move);
      return parsed.ok && this.game.versionFree?.(parsed.value) === true;
    });
  }

  private send(kind: Sent['kind'], version: number, moves: unknown[], expected?: Sent['expected']): void {
    const id = `s${this.seat}-${this.n++}`;
    if (kind === 'legal') this.sent[moves.length === 1 ? 'single' : 'batch']++;
    else this.sent[kind]++;
    this.inflight = { id, kind, version, moves, ...(expected === undefined ? {} : { expected }) };
    this.client.send(
      moves.length === 1 && this.rng.int(2) === 0
        ? { t: 'move', id, table: this.tableId, version, move: moves[0] }
        : { t: 'moves', id, table: this.tableId, version, moves },
    );
  }

  private act(): void {
    const m = this.latest;
    if (
      this.reconnecting ||
      this.inflight !== null ||
      m === null ||
      status(m) !== 'playing' ||
      this.client.socket.readyState !== 1
    )
      return;
    const version = versionOf(m)!;
    const view = this.views.at(version);
    if (this.reconnectAt !== null && version >= this.reconnectAt) {
      this.reconnect(version).catch((e: unknown) => this.fail(`reconnect failed: ${String(e)}`));
      return;
    }
    if (this.rng.int(100) < 2) {
      this.sent.chat++;
      this.client.send({ t: 'chat', table: this.tableId, text: `v${version}` });
    }
    if (this.resignAt !== null && version >= this.resignAt && version > this.doneVersion) {
      const resign = this.profile.resign?.(view, this.seat) ?? null;
      if (resign !== null) return this.send('resign', version, [resign]);
      this.resignAt = null;
    }
    const legal = m['legal'] as unknown[] | null;
    if (legal === null || legal.length === 0 || version <= this.doneVersion) return;
    const r = this.rng.int(100);
    if (r < 10) {
      const moves = this.profile.illegal(view, this.seat, this.rng);
      const expected = this.check(view, moves);
      if (expected !== null) return this.send('illegal', version, moves, expected);
    }
    const turn = r < 50 || this.game.determinize === undefined ? [] : this.composeTurn(view, legal);
    // A seat that may act although the game does not wait for it (an order after its `ready`) composes no turn.
    if (turn.length === 0) {
      const move = this.profile.legalChoice?.(view, this.seat, legal, this.rng) ?? pick(this.rng, legal);
      return this.send('legal', version, [move]);
    }
    // Mostly the whole turn; sometimes only its start.
    return this.send('legal', version, this.rng.int(4) === 0 ? turn.slice(0, 1 + this.rng.int(turn.length)) : turn);
  }

  /** The seat's whole turn, composed by playing random legal moves on a determinized copy of its view (spec 7.7). */
  private composeTurn(view: unknown, legal: readonly unknown[]): unknown[] {
    let state = this.game.determinize!(view, this.seat, rngFromSeed(String(this.rng.nextUint32())));
    const moves: unknown[] = [];
    while (moves.length < 16 && this.game.toAct(state).includes(this.seat)) {
      const options = moves.length === 0 ? legal : this.game.legalMoves(state, this.seat);
      if (options.length === 0) break;
      const move = pick(this.rng, options);
      const next = this.game.play(state, this.seat, move);
      if (!next.ok) {
        this.fail(`composed move ${JSON.stringify(move)} refused by the engine: ${next.error.code}`);
        break;
      }
      moves.push(move);
      const before = state;
      state = next.value.state;
      if (this.profile.turnGoesOn?.(before, state) === false) break;
    }
    return moves;
  }

  /**
   * The engine's refusal of `moves` on this seat's determinized state, null when it would accept them, undefined when
   * the game cannot tell (no determinize).
   */
  private check(view: unknown, moves: unknown[]): { code: string; index: number } | null | undefined {
    if (this.game.determinize === undefined) return undefined;
    // The server refuses a clock's move before the engine sees it (CLOCK_ONLY): the engine's code is not its answer.
    const clock = moves.some((m) => {
      const parsed = this.game.parseMove(m);
      return parsed.ok && this.game.clockOnly?.(parsed.value) === true;
    });
    if (clock) return undefined;
    const state = this.game.determinize(view, this.seat, rngFromSeed(String(this.rng.nextUint32())));
    const r = playAll(this.game, state, this.seat, moves);
    return r.ok ? null : { code: r.error.error.code, index: r.error.index };
  }
}
