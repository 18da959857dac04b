// Several server processes (issue 14): three `birzha serve` processes share one PostgreSQL schema and one Redis;
// scripted WebSocket clients (people), bots and clocks play several Akcioner matches at once, the people of one
// table connected to different processes. Ten times during play one of the three (each of them in turn) gets SIGKILL
// and is restarted on its port; its clients reconnect to ANOTHER process (the next live port), resume with
// `subscribe { since }` and resend a move that got no answer only if it did not land (the version says). Checked:
// - every move a client got an `ack` for is in the store (after every restart and at the end);
// - no move is applied twice: the stored record replays with the engine, every person's stored move is one they
//   sent, answered or not, and no two acknowledged sends share a version;
// - no clock fires twice: every timeout move answers a deadline that was running and due at its version (recomputed
//   from the record and the stored times), no deadline is answered twice, and the clients were shown those deadlines;
// - bots on a killed process's tables move again (a table of bots only, with no clock, ends only if they do);
// - every match ends, and every client's outcome and final view equal the engine's for the replayed record.
import { isDeepStrictEqual } from 'node:util';
import {
  akcioner,
  createRng,
  GAMES,
  parseRecord,
  replay,
  rngFromSeed,
  type MatchRecord,
  type Rng,
} from '@birzha/engine';
import { sleep } from '@birzha/test-support';
import { afterAll, expect, it, onTestFailed } from 'vitest';
import { WebSocket } from 'ws';
import { nextDeadlines, earliestDue } from '../src/clocks/deadlines.ts';
import { openPostgresStore } from '../src/store/postgres.ts';
import type { MoveRow, StoredDeadline, Store, TableRow } from '../src/store/store.ts';
import { describeCluster, startCluster, type Cluster } from './cluster-harness.ts';
import { connectOnce, reconnectLoop, type Msg } from './cluster/connection.ts';
import { api, guest, versionOf, ViewBook } from './harness.ts';

const PROCESSES = 3;
const KILLS = 10;
/** The shortest turn Akcioner allows (0 or 10..86400): idle players make the clocks fire. */
const TURN_SECONDS = 10;
/** A bot turn lost with its process is picked up this long after the match last changed (BOT_STALL_MS). */
const BOT_STALL_MS = 2000;
/** Vitest's limit for the whole test. */
const TEST_TIMEOUT_MS = 235_000;
/** The test's own limit: waits are cut to fit it, so that running out of time fails with a report. */
const BUDGET_MS = 220_000;
const FINISH_TIMEOUT_MS = 70_000;
/** How long a kill waits for the previous victim to be back before it kills another (see `settle`). */
const RESTART_GRACE_MS = 4000;
const FAST_THINK = [20, 120] as const;
/**
 * While processes are being killed a person starts a turn with a clock this long before its deadline (and then
 * thinks as their style says), so that the matches with people span every kill however slow the restarts are.
 */
const DAWDLE_MARGIN_MS = 5000;

// ---------------------------------------------------------------------------------------------------------------
// Scripted clients

interface Outcome {
  readonly ranking: number[][];
  readonly scores: number[];
}

/** The last match state a client was sent (from a snapshot or an update). */
interface Seen {
  readonly version: number;
  readonly status: 'open' | 'playing' | 'finished';
  readonly seat: number | null;
  readonly legal: unknown[] | null;
  readonly toAct: number[];
  readonly deadline: number | null;
  readonly view: unknown;
  readonly outcome: Outcome | null;
}

interface Sent {
  readonly id: string;
  readonly from: number;
  readonly seat: number;
  readonly moves: unknown[];
  readonly batch: boolean;
}

interface Acked extends Sent {
  readonly version: number;
}

interface Style {
  /** Percent of decisions that send the rest of the turn as one `moves` batch (else one `move` from `legal`). */
  readonly batchPercent: number;
  /** Think time before each decision while processes are being killed, ms (FAST_THINK afterwards). */
  readonly think: readonly [number, number];
  /** Rounds in which this player does nothing and leaves the turn to the clock. */
  readonly idle: (round: number) => boolean;
}

type AkcionerView = Parameters<NonNullable<typeof akcioner.determinize>>[0];

interface ClientHooks {
  readonly cluster: Cluster;
  /** Slow while processes are being killed (so that every match spans the kills), fast afterwards. */
  readonly fast: () => boolean;
  /** Called synchronously right after a move frame went out on process `at`. */
  readonly afterSend: (client: Client, at: number) => void;
}

/**
 * One WebSocket client at one table: a seated player (style given) or a spectator, connected to one process. When
 * its connection drops it connects to the next process (never the same one again at once), resubscribing with
 * `since` = the last version it saw; a move that got no answer is sent again only if the version shows it did not
 * land. Broken invariants are collected in `problems` (event handlers must not throw).
 */
class Client {
  readonly problems: string[] = [];
  readonly acked: Acked[] = [];
  /** Moves whose connection dropped before their answer: committed or not, the store decides. */
  readonly unanswered: Sent[] = [];
  readonly stats = { connects: 0, moves: 0, batches: 0, acks: 0, resent: 0, errors: {} as Record<string, number> };
  /** The deadline each version was shown with (checked against the one recomputed from the record). */
  readonly deadlines = new Map<number, number | null>();
  /** The processes this client was connected to, in order. */
  readonly processes: number[] = [];
  maxVersion = -1;
  latest: Seen | null = null;
  outcome: Outcome | null = null;
  finalView: unknown = undefined;
  finalSeat: number | null = null;
  /** The orchestrator asks this player to let its current or next turn time out. */
  idleRequested = false;

  private ws: WebSocket | null = null;
  private views = new ViewBook();
  private inflight: Sent | null = null;
  /** A send that got no answer, to be sent again after the resubscribe if the version shows it did not land. */
  private retry: Sent | null = null;
  /** Set by `hello`: the next snapshot or update answers the resubscribe. */
  private resuming = false;
  /** Acting is allowed only at versions from this one (after an ack or a STALE, the old `legal` is spent). */
  private actFrom = 0;
  private forceSingle = false;
  private thinkTimer: NodeJS.Timeout | null = null;
  private counter = 0;
  private stopped = false;

  constructor(
    readonly name: string,
    readonly token: string,
    readonly tableId: string,
    readonly style: Style | null,
    /** The process this client connects to first. */
    public at: number,
    private readonly rng: Rng,
    private readonly hooks: ClientHooks,
  ) {}

  get connected(): boolean {
    return this.ws !== null && this.ws.readyState === WebSocket.OPEN;
  }

  /** Connects until the match is over or the client is stopped, moving to the next process on every drop. */
  run(): Promise<void> {
    return reconnectLoop({
      connect: () => this.connectOnce(),
      done: () => this.stopped || this.outcome !== null,
      dropped: () => (this.at = (this.at + 1) % this.hooks.cluster.nodes.length),
      pauseMs: () => 30 + this.rng.int(70),
    });
  }

  stop(): void {
    this.stopped = true;
    if (this.thinkTimer !== null) clearTimeout(this.thinkTimer);
    this.ws?.terminate();
  }

  /** Whether this player will let its pending turn time out, and that turn's deadline. */
  idleDeadline(): { due: number; version: number } | null {
    const s = this.latest;
    if (this.style === null || s === null || s.status !== 'playing' || s.seat === null || s.deadline === null)
      return null;
    if (!s.toAct.includes(s.seat) || s.legal === null) return null;
    if (!this.idleRequested && !this.style.idle((s.view as AkcionerView).round)) return null;
    return { due: s.deadline, version: s.version };
  }

  private connectOnce(): Promise<void> {
    const at = this.at;
    return connectOnce(this.hooks.cluster.node(at).wsUrl, this.token, {
      name: this.name,
      problems: this.problems,
      onFrame: (ws, m) => this.onMessage(ws, at, m),
      onClose: (ws) => {
        if (this.ws === ws) this.ws = null;
        if (this.inflight !== null) {
          // No answer will come: after the resubscribe the version tells whether it landed.
          this.unanswered.push(this.inflight);
          this.retry = this.inflight;
          this.actFrom = this.inflight.from;
          this.inflight = null;
        }
      },
    });
  }

  private subscribe(ws: WebSocket): void {
    const since = this.maxVersion >= 0 ? { since: this.maxVersion } : {};
    ws.send(
      // A scripted player picks from its legal moves: it asks for them (Akcioner's boards do not).
      JSON.stringify({
        t: 'subscribe',
        id: `sub-${this.name}-${++this.counter}`,
        table: this.tableId,
        legal: true,
        ...since,
      }),
    );
  }

  private onMessage(ws: WebSocket, at: number, m: Msg): void {
    if (this.stopped) return;
    switch (m.t) {
      case 'hello': {
        this.ws = ws;
        this.stats.connects++;
        this.processes.push(at);
        this.resuming = true;
        this.subscribe(ws);
        return;
      }
      case 'snapshot': {
        const table = m['table'] as { id: string; version: number; status: Seen['status']; outcome: Outcome | null };
        if (table.id !== this.tableId) return;
        this.onSeen(m, {
          version: table.version,
          status: table.status,
          seat: m['seat'] as number | null,
          legal: m['legal'] as unknown[] | null,
          toAct: m['toAct'] as number[],
          deadline: m['deadline'] as number | null,
          view: this.viewOf(m),
          outcome: table.outcome,
        });
        return;
      }
      case 'update': {
        if (m['table'] !== this.tableId) return;
        const from = m['from'] as number;
        if (from !== this.maxVersion) {
          // On one live connection the versions follow each other: a gap or a repeat is the server's (the bus's).
          this.problems.push(
            `${this.name} on p${at}: an update from version ${from} to ${String(m['version'])} after version ${this.maxVersion}`,
          );
          if (from > this.maxVersion) this.subscribe(ws);
          return;
        }
        this.onSeen(m, {
          version: m['version'] as number,
          status: m['status'] as Seen['status'],
          seat: this.latest?.seat ?? null,
          legal: m['legal'] as unknown[] | null,
          toAct: m['toAct'] as number[],
          deadline: m['deadline'] as number | null,
          view: this.viewOf(m),
          outcome: m['outcome'] as Outcome | null,
        });
        return;
      }
      case 'ack': {
        const sent = this.inflight;
        if (sent === null || m['id'] !== sent.id) return; // a subscribe's ack
        this.inflight = null;
        const version = m['version'] as number;
        if (version !== sent.from + sent.moves.length) {
          this.problems.push(
            `${this.name}: ack of ${sent.moves.length} move(s) sent at version ${sent.from} says version ${version}`,
          );
        }
        this.acked.push({ ...sent, version });
        this.stats.acks++;
        this.actFrom = Math.max(this.actFrom, version);
        this.forceSingle = false;
        this.scheduleAct();
        return;
      }
      case 'error': {
        const code = String(m['code']);
        const sent = this.inflight;
        if (sent === null || m['id'] !== sent.id) {
          this.problems.push(`${this.name} on p${at}: unexpected error ${JSON.stringify(m)}`);
          return;
        }
        this.inflight = null;
        this.stats.errors[code] = (this.stats.errors[code] ?? 0) + 1;
        if (code === 'STALE') {
          this.actFrom = Math.max(this.actFrom, sent.from + 1);
        } else if (code !== 'NOT_SEATED') {
          // The moves came from `legal` (or the seat's own view, for a batch) at the version they were sent with,
          // which the server checked was current: a rule violation here is the server's bug.
          this.problems.push(
            `${this.name} on p${at}: ${sent.batch ? 'batch' : 'move'} ${JSON.stringify(sent.moves)} at version ${sent.from} refused: ${JSON.stringify(m)}`,
          );
          this.forceSingle = true;
        }
        this.scheduleAct();
        return;
      }
      default:
        return;
    }
  }

  /** The view a snapshot or update leads to; a patch that does not apply is a problem (and leaves no view). */
  private viewOf(m: Msg): unknown {
    try {
      return this.views.follow(m);
    } catch (e) {
      this.problems.push(`${this.name}: ${m.t} to version ${String(versionOf(m))}: ${String(e).slice(0, 200)}`);
      return undefined;
    }
  }

  private onSeen(m: Msg, seen: Seen): void {
    if (seen.version < this.maxVersion)
      this.problems.push(`${this.name}: version went back from ${this.maxVersion} to ${seen.version} (${m.t})`);
    this.maxVersion = Math.max(this.maxVersion, seen.version);
    if (seen.status === 'playing') this.deadlines.set(seen.version, seen.deadline);
    if (this.latest === null || seen.version >= this.latest.version) this.latest = seen;
    if (seen.status === 'finished') {
      if (seen.outcome === null) this.problems.push(`${this.name}: finished without an outcome (${m.t})`);
      this.outcome = seen.outcome;
      this.finalView = seen.view;
      this.finalSeat = seen.seat;
      this.stopped = true;
      if (this.thinkTimer !== null) clearTimeout(this.thinkTimer);
      this.ws?.close();
      return;
    }
    if (this.resuming) this.resuming = false;
    else return this.scheduleAct();
    if (this.retry !== null) {
      const r = this.retry;
      this.retry = null;
      // Still at the version the unanswered move was sent at: it did not land, so send it again (same moves).
      if (seen.version === r.from && seen.seat === r.seat && seen.toAct.includes(r.seat)) {
        this.stats.resent++;
        this.send({ ...r, id: `${this.name}-${++this.counter}` });
        return;
      }
    }
    this.scheduleAct();
  }

  private scheduleAct(): void {
    if (this.style === null || this.thinkTimer !== null || this.stopped) return;
    const fast = this.hooks.fast();
    const [lo, hi] = fast ? FAST_THINK : this.style.think;
    const deadline = this.latest?.deadline ?? null;
    const dawdle = fast || deadline === null ? 0 : deadline - DAWDLE_MARGIN_MS - Date.now();
    this.thinkTimer = setTimeout(
      () => {
        this.thinkTimer = null;
        this.act();
      },
      Math.max(dawdle, lo + this.rng.int(hi - lo + 1)),
    );
  }

  private act(): void {
    const s = this.latest;
    if (this.style === null || this.stopped || !this.connected || this.inflight !== null || s === null) return;
    // Not before the resubscribe is answered: a move may only follow the subscription (else NOT_SUBSCRIBED), and
    // what was seen before the drop may be stale.
    if (this.resuming) return;
    if (s.status !== 'playing' || s.seat === null || s.legal === null || s.legal.length === 0) return;
    if (!s.toAct.includes(s.seat) || s.version < this.actFrom) return;
    const view = s.view as AkcionerView;
    if (this.idleRequested || this.style.idle(view.round)) return; // the clock will end this turn
    const batch =
      !this.forceSingle && this.rng.int(100) < this.style.batchPercent
        ? this.restOfTurn(view, s.seat, s.version)
        : null;
    const moves = batch ?? [s.legal[this.rng.int(s.legal.length)]];
    this.send({ id: `${this.name}-${++this.counter}`, from: s.version, seat: s.seat, moves, batch: batch !== null });
  }

  private send(sent: Sent): void {
    const ws = this.ws;
    if (ws === null) return;
    this.inflight = sent;
    const frame = sent.batch
      ? { t: 'moves', id: sent.id, table: this.tableId, version: sent.from, moves: sent.moves }
      : { t: 'move', id: sent.id, table: this.tableId, version: sent.from, move: sent.moves[0] };
    ws.send(JSON.stringify(frame));
    this.stats.moves += sent.moves.length;
    if (sent.batch) this.stats.batches++;
    this.hooks.afterSend(this, this.processes.at(-1) ?? this.at);
  }

  /** Random legal moves until the seat's turn ends, composed on a determinization of the seat's own view. */
  private restOfTurn(view: AkcionerView, seat: number, version: number): unknown[] | null {
    if (akcioner.determinize === undefined) return null;
    let state = akcioner.determinize(view, seat, rngFromSeed(`${this.name}/${version}/${this.counter}`));
    const moves: unknown[] = [];
    while (akcioner.toAct(state).includes(seat) && moves.length < 16) {
      const legal = akcioner.legalMoves(state, seat);
      if (legal.length === 0) break;
      const move = legal[this.rng.int(legal.length)]!;
      const r = akcioner.play(state, seat, move);
      if (!r.ok) break;
      moves.push(move);
      state = r.value.state;
    }
    return moves.length === 0 ? null : moves;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The matches

type SeatSpec = { readonly human: string; readonly style: Style } | { readonly bot: 'beginner' | 'intermediate' };

interface MatchSpec {
  readonly name: string;
  readonly variant: 'short' | 'classic';
  readonly turnSeconds: number;
  readonly seats: readonly SeatSpec[];
  /** A watching spectator (who also hosts when every seat is a bot). */
  readonly spectator?: string;
  /** Started after this kill's restart (so that a table of bots is in play at the later kills too); default 0. */
  readonly startAfterKill?: number;
}

interface Match {
  readonly spec: MatchSpec;
  readonly id: string;
  readonly clients: Client[];
}

const never = () => false;
const steady = (batchPercent: number, think: readonly [number, number] = [500, 1300]): Style => ({
  batchPercent,
  think,
  idle: never,
});

const MATCHES: readonly MatchSpec[] = [
  {
    name: 'people',
    variant: 'classic',
    turnSeconds: TURN_SECONDS,
    seats: [
      { human: 'alice', style: steady(50) },
      { human: 'bob', style: { batchPercent: 30, think: [300, 900], idle: (round) => round === 2 || round === 5 } },
      { human: 'carol', style: steady(20) },
    ],
    spectator: 'sam',
  },
  {
    name: 'people-2',
    variant: 'classic',
    turnSeconds: TURN_SECONDS,
    seats: [
      { human: 'dave', style: { batchPercent: 40, think: [300, 900], idle: (round) => round === 3 } },
      { human: 'erin', style: steady(60) },
    ],
  },
  {
    name: 'mixed',
    variant: 'short',
    turnSeconds: TURN_SECONDS,
    seats: [
      { human: 'frank', style: { batchPercent: 50, think: [300, 900], idle: (round) => round === 2 } },
      { bot: 'beginner' },
      { human: 'gina', style: steady(30) },
      { bot: 'intermediate' },
    ],
  },
  {
    name: 'bot-clock',
    variant: 'classic',
    turnSeconds: TURN_SECONDS,
    seats: [{ bot: 'intermediate' }, { human: 'hank', style: steady(50) }],
    spectator: 'tom',
  },
  {
    // No clock: only the bots (picked up by a live process when theirs dies) can end it.
    name: 'bots-only',
    variant: 'classic',
    turnSeconds: 0,
    seats: [{ bot: 'beginner' }, { bot: 'intermediate' }, { bot: 'intermediate' }, { bot: 'beginner' }],
    spectator: 'uma',
  },
  {
    name: 'bots-only-clock',
    variant: 'classic',
    turnSeconds: TURN_SECONDS,
    seats: [{ bot: 'intermediate' }, { bot: 'beginner' }, { bot: 'intermediate' }],
    spectator: 'vera',
    startAfterKill: 4,
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Reading the store, and what it must say

/** The running deadlines at every version of a stored match, recomputed from its record and the stored times. */
function deadlinesByVersion(record: MatchRecord, table: TableRow, rows: readonly MoveRow[]): StoredDeadline[][] {
  const out: StoredDeadline[][] = [];
  let previous: StoredDeadline[] = [];
  const replayed = replay(akcioner, record, {
    onStep: ({ version, state }) => {
      const now = version === 0 ? (table.startedAt ?? 0) : (rows[version - 1]?.at ?? 0);
      previous = akcioner.outcome(state) === undefined ? nextDeadlines(akcioner, state, previous, now) : [];
      out[version] = previous;
    },
  });
  if (!replayed.ok) throw new Error(`the record does not replay: ${JSON.stringify(replayed.error)}`);
  return out;
}

/**
 * What is wrong with a stored match's timeout moves: each must be the clock's, answer a deadline running and due at
 * its version (for its seat, with the game's move), and no deadline may be answered twice; the deadlines the clients
 * were shown must be those the record implies.
 */
function timeoutProblems(
  name: string,
  record: MatchRecord,
  table: TableRow,
  rows: readonly MoveRow[],
  shown: ReadonlyMap<number, number | null>,
): { problems: string[]; timeouts: number } {
  const problems: string[] = [];
  const running = deadlinesByVersion(record, table, rows);
  const states: unknown[] = [];
  replay(akcioner, record, { onStep: ({ version, state }) => (states[version] = state) });
  const answered = new Set<string>();
  let timeouts = 0;
  rows.forEach((r, v) => {
    const isTimeout = (r.move as { type?: unknown }).type === 'timeout';
    if (isTimeout !== (r.by === 'timeout'))
      problems.push(`${name}: move ${v} ${JSON.stringify(r.move)} submitted by ${r.by}`);
    if (r.by !== 'timeout') return;
    timeouts++;
    const state = states[v] as Parameters<typeof akcioner.toAct>[0];
    const declared = akcioner.deadlines?.(state) ?? [];
    const due = (running[v] ?? []).filter((d) => d.dueAt <= r.at);
    const answers = declared.find(
      (d) => due.some((x) => x.key === d.key) && d.seats.includes(r.seat) && isDeepStrictEqual(d.move, r.move),
    );
    if (answers === undefined) {
      problems.push(
        `${name}: timeout move ${v} for seat ${r.seat} at ${r.at} answers no deadline due then (running: ${JSON.stringify(running[v])})`,
      );
      return;
    }
    const dueAt = running[v]!.find((x) => x.key === answers.key)!.dueAt;
    const id = `${answers.key}@${dueAt}#${r.seat}`;
    if (answered.has(id)) problems.push(`${name}: deadline ${id} fired twice (again at move ${v})`);
    answered.add(id);
  });
  // What the clients were shown agrees with the deadlines the record implies.
  for (const [v, deadline] of shown) {
    const expected = running[v] === undefined ? undefined : earliestDue(running[v]);
    if (expected !== undefined && expected !== deadline)
      problems.push(`${name}: version ${v} was shown with deadline ${deadline}, the record implies ${expected}`);
  }
  return { problems, timeouts };
}

// ---------------------------------------------------------------------------------------------------------------

let cluster: Cluster | null = null;
let reader: Store | null = null;
const clients: Client[] = [];
afterAll(async () => {
  for (const c of clients) c.stop();
  await reader?.close();
  await cluster?.stop();
});

describeCluster('three server processes on PostgreSQL and Redis', () => {
  it(
    `keep every acknowledged move, fire every clock once and end every match across ${KILLS} SIGKILLs`,
    async () => {
      const started = Date.now();
      const seed = Math.random().toString(36).slice(2, 10);
      const rng = createRng(rngFromSeed(seed));
      const left = () => started + BUDGET_MS - Date.now();
      const secondsAt = (t: number) => (t === 0 ? '-' : `${((t - started) / 1000).toFixed(1)} s`);
      let setUpAt = 0;
      const c = await startCluster({
        processes: PROCESSES,
        env: { BOT_STALL_MS: String(BOT_STALL_MS), BUS_HEARTBEAT_MS: '500' },
      });
      cluster = c;
      const clusterUpAt = Date.now();
      // The store, read beside the processes (the harness's DATABASE_URL has the schema in its search_path).
      const store = await openPostgresStore(c.databaseUrl, { schema: c.schema, max: 2 });
      reader = store;
      const readStore = async (tableId: string) => {
        const table = await store.getTable(tableId);
        if (table === undefined) throw new Error(`table ${tableId} is not in the store`);
        return { table, moves: await store.loadMoves(tableId) };
      };

      const matches: Match[] = [];
      const kills: string[] = [];
      const context = async () => {
        const status = await Promise.all(
          matches.map(async (m) => {
            let stored = '';
            try {
              const { table, moves } = await readStore(m.id);
              stored = `${table.status} at version ${table.version}, deadline ${table.deadlineAt === null ? '-' : `${table.deadlineAt - Date.now()} ms from now`} (last move by ${moves.at(-1)?.by ?? '-'} ${moves.length === 0 ? '' : `${Date.now() - moves.at(-1)!.at} ms ago`}); `;
            } catch (e) {
              stored = `(store unreadable: ${e instanceof Error ? e.message : String(e)}) `;
            }
            const who = m.clients.map(
              (x) =>
                `${x.name}@p${x.at} v${x.latest?.version ?? '-'} toAct ${JSON.stringify(x.latest?.toAct ?? null)}${x.connected ? '' : ' disconnected'}${x.outcome !== null ? ' finished' : ''}`,
            );
            return `  ${m.spec.name} (${m.id}): ${stored}${who.join(', ')}`;
          }),
        );
        return [
          `seed ${seed}, ${((Date.now() - started) / 1000).toFixed(1)} s in (cluster up at ${secondsAt(clusterUpAt)}, tables set up at ${secondsAt(setUpAt)})`,
          `kills: ${kills.join('; ') || 'none yet'}`,
          `matches:\n${status.join('\n')}`,
          `error lines:\n${c.errors().slice(0, 20).join('\n')}`,
          c.logs(undefined, 40),
        ].join('\n');
      };
      /** A failure with the whole picture in its message. */
      const failure = async (message: string): Promise<Error> => new Error(`${message}\n${await context()}`);
      onTestFailed(async ({ task }) => {
        if (!(task.result?.errors ?? []).some((e) => String(e.message).includes(`seed ${seed},`)))
          console.error(`cluster kill test failed:\n${await context()}`);
      });

      // --- Tables, seats and clients: each table's people on different processes, its REST calls spread too.
      let kill: { armed: number | null; fired: (name: string) => void } = { armed: null, fired: () => undefined };
      let fast = false;
      const hooks: ClientHooks = {
        cluster: c,
        fast: () => fast,
        afterSend: (client, at) => {
          if (kill.armed !== at) return;
          kill.armed = null;
          void c.kill(at); // the signal goes out now, before the server can answer
          kill.fired(client.name);
        },
      };
      let spread = 0;
      const next = () => spread++ % PROCESSES;
      // Set up the tables at once (a loaded machine answers each call slowly).
      const setUp = async (spec: MatchSpec): Promise<Match> => {
        const humans = spec.seats.flatMap((s, seat) => ('human' in s ? [{ seat, name: s.human, style: s.style }] : []));
        const users = new Map<string, { token: string }>();
        const names = [...humans.map((x) => x.name), ...(spec.spectator === undefined ? [] : [spec.spectator])];
        for (const [i, u] of (await Promise.all(names.map((h) => guest({ url: c.node(next()).url }, h)))).entries())
          users.set(names[i]!, u);
        const host = humans[0]?.name ?? spec.spectator!;
        const created = await api<{ table: { id: string } }>(
          { url: c.node(next()).url },
          users.get(host)!.token,
          'POST',
          '/api/tables',
          {
            game: 'akcioner',
            players: spec.seats.length,
            options: { variant: spec.variant, turnSeconds: spec.turnSeconds },
            bots: spec.seats.flatMap((s, seat) => ('bot' in s ? [{ seat, level: s.bot }] : [])),
            join: humans.length > 0,
          },
        );
        expect(created.status, `creating table ${spec.name}: ${JSON.stringify(created.body)}`).toBe(201);
        const id = created.body.table.id;
        for (const h of humans.slice(1)) {
          const joined = await api(
            { url: c.node(next()).url },
            users.get(h.name)!.token,
            'POST',
            `/api/tables/${id}/join`,
            {
              seat: h.seat,
            },
          );
          expect(joined.status, `${h.name} joining ${spec.name}: ${JSON.stringify(joined.body)}`).toBe(200);
        }
        const match: Match = { spec, id, clients: [] };
        for (const [name, style] of [
          ...humans.map((h) => [h.name, h.style] as const),
          ...(spec.spectator === undefined ? [] : [[spec.spectator, null] as const]),
        ])
          match.clients.push(
            new Client(
              name,
              users.get(name)!.token,
              id,
              style,
              next(),
              createRng(rngFromSeed(`${seed}/${name}`)),
              hooks,
            ),
          );
        return match;
      };
      matches.push(...(await Promise.all(MATCHES.map(setUp))));
      for (const m of matches) clients.push(...m.clients);
      setUpAt = Date.now();
      const startedIds = new Set<string>();
      /** The process being restarted, if any (a table started meanwhile is started on another). */
      const down = new Set<number>();
      const start = async (m: Match) => {
        startedIds.add(m.id);
        let at = next();
        while (down.has(at)) at = next();
        const r = await api({ url: c.node(at).url }, m.clients[0]!.token, 'POST', `/api/tables/${m.id}/start`);
        expect(r.status, `starting ${m.spec.name}: ${JSON.stringify(r.body)}`).toBe(200);
      };
      for (const m of matches) if ((m.spec.startAfterKill ?? 0) === 0) await start(m);
      const running = clients.map((x) => x.run());

      // --- After every restart the store holds everything acknowledged and shown.
      const checkStore = async (when: string) => {
        const failures: string[] = [];
        for (const m of matches) {
          // The table row and its moves are read apart while the other processes play on: read again until a move
          // committed between the two reads is no longer in the way.
          let { table, moves } = await readStore(m.id);
          for (let tries = 0; tries < 10 && moves.length > table.version; tries++)
            ({ table, moves } = await readStore(m.id));
          if (moves.length !== table.version || moves.some((r, i) => r.seq !== i))
            failures.push(
              `${when}, ${m.spec.name}: version ${table.version} but moves ${moves.map((r) => r.seq).join(',')}`,
            );
          for (const x of m.clients) {
            if (table.version < x.maxVersion)
              failures.push(
                `${when}, ${m.spec.name}: the store is at ${table.version}, behind the ${x.maxVersion} shown to ${x.name}`,
              );
            for (const a of x.acked)
              a.moves.forEach((move, i) => {
                const row = moves[a.from + i];
                if (row === undefined || row.seat !== a.seat || !isDeepStrictEqual(row.move, move))
                  failures.push(
                    `${when}, ${m.spec.name}: ${x.name}'s acknowledged move ${a.from + i} ${JSON.stringify(move)} is ${row === undefined ? 'missing' : `stored as ${JSON.stringify(row.move)} (seat ${row.seat}, by ${row.by})`}`,
                  );
              });
          }
        }
        if (failures.length > 0) throw await failure(`acknowledged moves lost:\n${failures.slice(0, 10).join('\n')}`);
      };

      // --- Kill one of the three and restart it, ten times: never the same one twice in a row, the one with more of
      // the clients in play (they gather on the processes they fled to), and each at least once.
      const killedTimes = [0, 0, 0];
      let previous = -1;
      const chooseVictim = (k: number): number => {
        let candidates = [0, 1, 2].filter((i) => i !== previous && !down.has(i));
        const spared = candidates.filter((i) => killedTimes[i] === 0);
        if (k > KILLS - 2 && spared.length > 0) candidates = spared;
        const load = (i: number) => clients.filter((x) => x.outcome === null && x.processes.at(-1) === i).length;
        const most = Math.max(...candidates.map(load));
        const best = candidates.filter((i) => load(i) === most);
        previous = best[rng.int(best.length)]!;
        return previous;
      };
      const idleDeadline = (horizon: number) => {
        const now = Date.now();
        const found = clients
          .map((x) => ({ x, d: x.idleDeadline() }))
          .filter(
            (y): y is { x: Client; d: { due: number; version: number } } =>
              y.d !== null && y.d.due - now >= 300 && y.d.due - now <= horizon,
          )
          .sort((a, b) => a.d.due - b.d.due)[0];
        return found === undefined ? null : { client: found.x, ...found.d };
      };
      const overdue: { client: Client; version: number; killedAt: number; victim: number }[] = [];
      const playingAtKill: string[][] = [];
      await sleep(1000);
      // A victim's restart runs while the next kill's moment is awaited. The next kill waits for it to be back, for
      // RESTART_GRACE_MS at most: on a loaded machine a restart takes many seconds, and two processes may then be down
      // at once (never three).
      const restarts: Promise<void>[] = [];
      const restartErrors: unknown[] = [];
      const settle = async (graceMs: number) => {
        const until = Date.now() + graceMs;
        while (down.size > 0 && Date.now() < until && restartErrors.length === 0) await sleep(50);
        while (down.size > 1 && restartErrors.length === 0) await sleep(50);
        if (restartErrors.length > 0) throw await failure(`a restart failed: ${String(restartErrors[0])}`);
      };
      for (let k = 1; k <= KILLS; k++) {
        if (left() < 60_000) throw await failure(`out of time (${BUDGET_MS / 1000} s) after ${k - 1} kills`);
        await settle(RESTART_GRACE_MS);
        const victim = chooseVictim(k);
        killedTimes[victim]!++;
        const uptime = 300 + rng.int(1200);
        let how: string;
        // At most three kills wait for an idle turn's deadline (each may wait a few seconds for one).
        const idle = overdue.length < 3 ? idleDeadline(uptime + 4000) : null;
        if (idle !== null) {
          // Kill around an idle turn's deadline (just before, or while a sweeper may hold its claim).
          await sleep(Math.max(0, idle.due - Date.now() - 200 + rng.int(500)));
          how = `around ${idle.client.name}'s deadline at version ${idle.version}`;
        } else if (
          rng.int(100) < 50 &&
          clients.some((x) => x.style !== null && x.outcome === null && x.processes.at(-1) === victim)
        ) {
          await sleep(uptime);
          const firedBy = await new Promise<string | null>((resolve) => {
            const timer = setTimeout(() => {
              kill.armed = null;
              resolve(null);
            }, 3000);
            kill = {
              armed: victim,
              fired: (name) => {
                clearTimeout(timer);
                resolve(name);
              },
            };
          });
          how =
            firedBy === null ? 'at a random moment (no move was sent to it)' : `right after ${firedBy} sent it a move`;
        } else {
          await sleep(uptime);
          how = 'at a random moment';
        }
        const killedAt = Date.now();
        await c.kill(victim);
        const onIt = clients.filter((x) => x.processes.at(-1) === victim && x.outcome === null).map((x) => x.name);
        const playing = matches
          .filter((m) => startedIds.has(m.id) && m.clients.some((x) => x.outcome === null))
          .map((m) => m.spec.name);
        playingAtKill.push(playing);
        if (idle !== null) overdue.push({ client: idle.client, version: idle.version, killedAt, victim });
        if (k === KILLS) fast = true;
        const alsoDown = [...down];
        down.add(victim);
        const line = `#${k} p${victim} ${how} at ${((killedAt - started) / 1000).toFixed(1)} s (${onIt.length} clients on it: ${onIt.join(',')})${alsoDown.length === 0 ? '' : ` while p${alsoDown.join(',p')} was still restarting`}, ${playing.length} playing`;
        kills.push(line);
        const restarting = c.restart(victim).then(() => {
          down.delete(victim);
          kills[k - 1] = `${line}, back in ${((Date.now() - killedAt) / 1000).toFixed(1)} s`;
        });
        restarting.catch((e: unknown) => restartErrors.push(e));
        restarts.push(restarting);
        await checkStore(`after kill ${k}`);
        for (const m of matches) if (m.spec.startAfterKill === k) await start(m);
      }
      // The kills hit play: every match started by then was in play at the first kill, and at the last one a match
      // with people and one with bots still were.
      expect(playingAtKill[0], 'matches in play at the first kill').toEqual(
        matches.filter((m) => (m.spec.startAfterKill ?? 0) === 0).map((m) => m.spec.name),
      );
      const withSeats = (kind: 'human' | 'bot') =>
        new Set(matches.filter((m) => m.spec.seats.some((x) => kind in x)).map((m) => m.spec.name));
      for (const kind of ['human', 'bot'] as const)
        expect(
          playingAtKill[KILLS - 1]!.filter((n) => withSeats(kind).has(n)),
          `matches with ${kind} seats in play at the last kill`,
        ).not.toEqual([]);

      await settle(60_000);
      for (const m of matches) if (!startedIds.has(m.id)) await start(m);

      // --- After the last restart every match plays on to its end.
      const lastRestart = Date.now();
      const finishWait = Math.max(1000, Math.min(FINISH_TIMEOUT_MS, left()));
      let finishTimer: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        Promise.all(running).then(() => true),
        new Promise<false>((resolve) => (finishTimer = setTimeout(() => resolve(false), finishWait))),
      ]);
      clearTimeout(finishTimer);
      if (!finished)
        throw await failure(`matches did not finish within ${(finishWait / 1000).toFixed(1)} s of the last restart`);
      const finishSeconds = (Date.now() - lastRestart) / 1000;
      const problems = clients.flatMap((x) => x.problems);
      if (problems.length > 0)
        throw await failure(`client-side invariants broken:\n${problems.slice(0, 15).join('\n')}`);
      await checkStore('at the end');

      // --- The stored record replays, to what every client saw; no move twice, no clock twice.
      let timeouts = 0;
      let unansweredCommitted = 0;
      let unansweredLost = 0;
      const stalls: string[] = [];
      for (const [i, m] of matches.entries()) {
        const res = await api({ url: c.node(i % PROCESSES).url }, null, 'GET', `/api/tables/${m.id}/record`);
        expect(res.status, `${m.spec.name}: GET record ${JSON.stringify(res.body)}`).toBe(200);
        const parsed = parseRecord(res.body, GAMES);
        if (!parsed.ok)
          throw await failure(`${m.spec.name}: the stored record does not parse: ${JSON.stringify(parsed.error)}`);
        const record = parsed.value;
        const replayed = replay(akcioner, record);
        if (!replayed.ok)
          throw await failure(`${m.spec.name}: the stored record does not replay: ${JSON.stringify(replayed.error)}`);
        const state = replayed.value.state;
        const outcome = akcioner.outcome(state);
        expect(outcome, `${m.spec.name}: the replayed record ends the game`).toBeDefined();
        const { table, moves: rows } = await readStore(m.id);
        expect(
          rows.map((r) => ({ seat: r.seat, move: r.move })),
          `${m.spec.name}: the record is the store's`,
        ).toEqual(record.moves.map((x) => ({ seat: x.seat, move: x.move })));
        for (const x of m.clients) {
          expect(x.outcome, `${m.spec.name}: the outcome ${x.name} saw`).toEqual(outcome);
          expect(x.finalView, `${m.spec.name}: the final view ${x.name} saw`).toEqual(
            akcioner.view(state, x.finalSeat ?? 'spectator'),
          );
          expect(x.maxVersion, `${m.spec.name}: the last version ${x.name} saw`).toBe(record.moves.length);
          for (const a of x.acked)
            expect(
              record.moves.slice(a.from, a.from + a.moves.length),
              `${m.spec.name}: ${x.name}'s acknowledged moves from ${a.from}`,
            ).toEqual(a.moves.map((move) => ({ seat: a.seat, move, by: 'person' })));
          for (const u of x.unanswered) {
            const stored = record.moves.slice(u.from, u.from + u.moves.length);
            if (
              isDeepStrictEqual(
                stored,
                u.moves.map((move) => ({ seat: u.seat, move, by: 'person' })),
              )
            )
              unansweredCommitted++;
            else unansweredLost++;
          }
        }
        // No move applied twice: every person's stored move is one send of theirs (answered or not), and no two
        // acknowledged sends claim the same version.
        const claimed = new Map<number, string>();
        for (const x of m.clients)
          for (const a of x.acked)
            for (let v = a.from; v < a.version; v++) {
              const other = claimed.get(v);
              if (other !== undefined)
                throw await failure(`${m.spec.name}: version ${v} acknowledged to ${other} and to ${a.id}`);
              claimed.set(v, a.id);
            }
        for (const r of rows) {
          if (r.by !== 'human') continue;
          const sender = m.clients.find((x) =>
            [...x.acked, ...x.unanswered].some(
              (s) =>
                s.seat === r.seat &&
                s.from <= r.seq &&
                r.seq < s.from + s.moves.length &&
                isDeepStrictEqual(s.moves[r.seq - s.from], r.move),
            ),
          );
          if (sender === undefined)
            throw await failure(
              `${m.spec.name}: stored move ${r.seq} ${JSON.stringify(r.move)} of seat ${r.seat} was never sent there`,
            );
        }
        // No clock fired twice, or early; and the clients were shown the deadlines the record implies.
        const shown = new Map<number, number | null>();
        for (const x of m.clients) for (const [v, d] of x.deadlines) if (!shown.has(v)) shown.set(v, d);
        const clock = timeoutProblems(m.spec.name, record, table, rows, shown);
        if (clock.problems.length > 0)
          throw await failure(`clock problems:\n${clock.problems.slice(0, 10).join('\n')}`);
        timeouts += clock.timeouts;
        if (m.spec.turnSeconds === 0) expect(clock.timeouts, `${m.spec.name} has no clock`).toBe(0);
        // A bot turn that waited past BOT_STALL_MS (its process died): picked up, since the match went on.
        if (m.spec.seats.some((s) => 'bot' in s))
          for (let v = 1; v < rows.length; v++)
            if (rows[v]!.by === 'bot' && rows[v]!.at - rows[v - 1]!.at >= BOT_STALL_MS)
              stalls.push(
                `${m.spec.name}@${v} ${rows[v]!.at - rows[v - 1]!.at} ms (${secondsAt(rows[v - 1]!.at)} to ${secondsAt(rows[v]!.at)})`,
              );
      }
      // A deadline that came due around a kill (its player idling) fired, by the clock, at exactly its version.
      for (const o of overdue) {
        const m = matches.find((x) => x.id === o.client.tableId)!;
        const row = (await readStore(m.id)).moves[o.version];
        expect(row, `${m.spec.name}: the move after ${o.client.name}'s deadline at version ${o.version}`).toMatchObject(
          {
            move: { type: 'timeout' },
            by: 'timeout',
          },
        );
      }
      expect(timeouts, 'timeout moves (the idle players let the clock end their turns)').toBeGreaterThan(0);
      const errors = c.errors();
      if (errors.length > 0) throw await failure(`the processes logged errors:\n${errors.slice(0, 20).join('\n')}`);

      const sum = (f: (x: Client) => number) => clients.reduce((n, x) => n + f(x), 0);
      console.log(
        [
          `cluster kill test (seed ${seed}): ${((Date.now() - started) / 1000).toFixed(1)} s; cluster up at ${secondsAt(clusterUpAt)}, tables set up at ${secondsAt(setUpAt)}; all matches over ${finishSeconds.toFixed(1)} s after the last restart`,
          `  kills: ${kills.join('; ')}`,
          `  moves per match: ${matches.map((m) => `${m.spec.name} ${Math.max(...m.clients.map((x) => x.maxVersion))}`).join(', ')}; timeouts ${timeouts}`,
          `  bot turns picked up after a stall: ${stalls.length === 0 ? 'none' : stalls.join(', ')}`,
          `  clients: ${sum((x) => x.stats.connects)} connections, ${sum((x) => x.stats.moves)} moves sent (${sum((x) => x.stats.batches)} batches, ${sum((x) => x.stats.resent)} resent), ${sum((x) => x.stats.acks)} acks, ` +
            `errors ${JSON.stringify(
              clients.reduce<Record<string, number>>((all, x) => {
                for (const [key, v] of Object.entries(x.stats.errors)) all[key] = (all[key] ?? 0) + v;
                return all;
              }, {}),
            )}, unanswered at a kill: ${unansweredCommitted} committed, ${unansweredLost} not`,
        ].join('\n'),
      );
    },
    TEST_TIMEOUT_MS,
  );
});
