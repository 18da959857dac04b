// The secrets scan (its tests: secrets-scan-<game>.test.ts, one file per game so that the games' scans run side by
// side on the machine's cores). Secrets over the wire: hundreds of random matches per registered game, played through the real server by scripted
// human clients (single moves, whole-turn batches, deliberately illegal moves, resignations) and bots, watched by a
// spectator. Every frame every client receives is recorded; after each match its stored record is replayed with the
// engine and every frame is checked against what its viewer was allowed to know at the frame's version.
import {
  canonicalJson,
  canSeatAct,
  createRng,
  GAMES,
  parseRecord,
  playAll,
  rngFromSeed,
  type AnyGame,
  type Rng,
  type Seat,
  type Viewer,
} from '@birzha/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, guest, startServer, TestClient, ViewBook, type TestServer } from '../harness.ts';
import { randomChooser } from '../random-chooser.ts';
import { expectedKinds, kindOf, pick, type GameProfile } from './profile.ts';
import { profileOf } from './profiles.ts';

const MATCHES_ENV = process.env['BIRZHA_SECRETS_MATCHES'];
const MATCHES_PER_GAME = Number(MATCHES_ENV ?? 200);
/** The matches scanned of a game: its profile's count unless BIRZHA_SECRETS_MATCHES sets every game's. */
const matchesOf = (game: AnyGame): number =>
  MATCHES_ENV === undefined ? (profileOf(game.meta.id).matches ?? MATCHES_PER_GAME) : MATCHES_PER_GAME;
/** Matches in flight at once: enough to hide round trips, few enough for a 2-core machine. */
const CONCURRENCY = 8;
const SEED = process.env['BIRZHA_SECRETS_SEED'] ?? 'secrets-v1';
const MATCH_TIMEOUT_MS = 30_000;

type Msg = Record<string, unknown> & { t: string };

// ---------------------------------------------------------------------------------------------------------------
// Scripted clients.
// ---------------------------------------------------------------------------------------------------------------

const status = (m: Msg): string | undefined =>
  m.t === 'snapshot'
    ? (m['table'] as { status: string }).status
    : m.t === 'update'
      ? (m['status'] as string)
      : undefined;

interface Sent {
  readonly id: string;
  readonly kind: 'legal' | 'illegal' | 'resign';
  readonly version: number;
  readonly moves: unknown[];
  /** For an illegal batch: the engine's answer on this seat's determinized state. */
  readonly expected?: { code: string; index: number };
}

/** A human seat played by a script: random legal moves from what it is sent, as single moves or whole turns. */
class ScriptedSeat {
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
      if (this.latest === null || (m['version'] as number) >= (this.latest['version'] as number)) this.latest = m;
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
    client.send({ t: 'subscribe', table: this.tableId, since });
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
    if (sent.expected !== undefined && (code !== sent.expected.code || (m['index'] ?? 0) !== sent.expected.index)) {
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
    const version = m['version'] as number;
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
    if (r < 50 || this.game.determinize === undefined) {
      const move = this.profile.legalChoice?.(view, this.seat, legal, this.rng) ?? pick(this.rng, legal);
      return this.send('legal', version, [move]);
    }
    const turn = this.composeTurn(view, legal);
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
    const state = this.game.determinize(view, this.seat, rngFromSeed(String(this.rng.nextUint32())));
    const r = playAll(this.game, state, this.seat, moves);
    return r.ok ? null : { code: r.error.error.code, index: r.error.index };
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The check of one finished match.
// ---------------------------------------------------------------------------------------------------------------

interface Watcher {
  readonly client: TestClient;
  readonly viewer: Viewer;
}

/** Every string (values and keys) and every number in a JSON value. */
function leaves(value: unknown, strings: Set<string>, numbers: Set<number>): void {
  if (typeof value === 'string') strings.add(value);
  else if (typeof value === 'number') numbers.add(value);
  else if (Array.isArray(value)) for (let i = 0; i < value.length; i++) leaves(value[i], strings, numbers);
  else if (typeof value === 'object' && value !== null) {
    // Parsed JSON has no inherited enumerable keys.
    for (const k in value) {
      strings.add(k);
      leaves((value as Record<string, unknown>)[k], strings, numbers);
    }
  }
}

/** The keys of a message outside the game's parts (its view, patch, events and legal moves). */
function protocolKeys(value: unknown, out = new Set<string>(), top = true): Set<string> {
  if (Array.isArray(value)) for (const x of value) protocolKeys(x, out, false);
  else if (typeof value === 'object' && value !== null)
    for (const [k, x] of Object.entries(value)) {
      if (top && (k === 'view' || k === 'patch' || k === 'events' || k === 'legal')) continue;
      out.add(k);
      protocolKeys(x, out, false);
    }
  return out;
}

/** The numbers of every `rng` object anywhere in a value. */
function rngNumbers(value: unknown, out: Set<number>, inside = false): void {
  if (typeof value === 'number' && inside) out.add(value);
  else if (Array.isArray(value)) for (const x of value) rngNumbers(x, out, inside);
  else if (typeof value === 'object' && value !== null)
    for (const [k, x] of Object.entries(value)) rngNumbers(x, out, inside || k === 'rng');
}

interface Replayed {
  /** states[v]: the state after v moves. */
  readonly states: unknown[];
  /** events[v]: the events of move v (v -> v+1). */
  readonly events: (readonly unknown[])[];
  readonly seed: string;
  /** Every number inside an `rng` object of any state. */
  readonly rngNumbers: ReadonlySet<number>;
  /** Each string of any state, and the first version whose state has it. */
  readonly firstInState: ReadonlyMap<string, number>;
  /** Per viewer: each string of its views and view events, and the first version at which it was shown. */
  readonly firstShown: Map<Viewer, Map<string, number>>;
}

function replayStates(game: AnyGame, raw: unknown): Replayed {
  const parsed = parseRecord(raw, GAMES);
  if (!parsed.ok) throw new Error(`record does not parse: ${JSON.stringify(parsed.error)}`);
  const record = parsed.value;
  const options = game.parseOptions(record.options, record.players);
  if (!options.ok) throw new Error(`record options: ${options.error.code}`);
  const start = game.setup({ players: record.players, options: options.value, seed: record.seed });
  if (!start.ok) throw new Error(`record setup: ${start.error.code}`);
  const states: unknown[] = [start.value.state];
  const events: (readonly unknown[])[] = [];
  for (const [i, { seat, move }] of record.moves.entries()) {
    const parsedMove = game.parseMove(move);
    if (!parsedMove.ok) throw new Error(`record move ${i}: ${parsedMove.error.code}`);
    const next = game.play(states[states.length - 1], seat, parsedMove.value);
    if (!next.ok) throw new Error(`record move ${i}: ${next.error.code}`);
    states.push(next.value.state);
    events.push(next.value.events);
  }
  const rngNums = new Set<number>();
  const firstInState = new Map<string, number>();
  const ignored = new Set<number>();
  states.forEach((state, v) => {
    rngNumbers(state, rngNums);
    const strings = new Set<string>();
    leaves(state, strings, ignored);
    for (const x of strings) if (!firstInState.has(x)) firstInState.set(x, v);
  });
  return { states, events, seed: record.seed, rngNumbers: rngNums, firstInState, firstShown: new Map() };
}

function firstShownTo(game: AnyGame, match: Replayed, viewer: Viewer): Map<string, number> {
  let out = match.firstShown.get(viewer);
  if (out !== undefined) return out;
  out = new Map();
  const ignored = new Set<number>();
  for (let v = 0; v < match.states.length; v++) {
    const strings = new Set<string>();
    leaves(game.view(match.states[v], viewer), strings, ignored);
    if (v > 0)
      for (const e of match.events[v - 1]!) leaves(game.viewEvent(e, viewer, match.states[v]), strings, ignored);
    for (const x of strings) if (!out.has(x)) out.set(x, v);
  }
  match.firstShown.set(viewer, out);
  return out;
}

/** Same JSON: the server serializes the engine's objects, so key order agrees; canonical form settles any doubt. */
function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b) || canonicalJson(a) === canonicalJson(b);
}

/** Checks every frame a watcher received; returns the violations found. */
function checkFrames(
  game: AnyGame,
  profile: GameProfile,
  match: Replayed,
  w: Watcher,
  otherTokens: readonly string[],
): string[] {
  const { states, events, seed } = match;
  const final = states.length - 1;
  const problems: string[] = [];
  const where = (i: number) => `${String(w.viewer)} frame ${i}`;
  const spec = profile.specSecrets?.(states, w.viewer, events);
  // Generic secrets, from the engine's own views: strings that were in the state but in nothing this viewer was shown.
  const shown = firstShownTo(game, match, w.viewer);
  const hidden = (x: string, v: number) =>
    (match.firstInState.get(x) ?? Infinity) <= v && (shown.get(x) ?? Infinity) > v;

  // A frame without a version was sent before the next frame that has one: hands only shrink, so checking it
  // against that later version's secrets is safe (never a false alarm).
  const frames = w.client.frames;
  const msgs = w.client.messages;
  const anchor: number[] = new Array<number>(frames.length);
  let next = final;
  for (let i = frames.length - 1; i >= 0; i--) {
    const m = msgs[i]!;
    if ((m.t === 'snapshot' || m.t === 'update') && typeof m['version'] === 'number') next = m['version'];
    anchor[i] = next;
  }

  const book = new ViewBook();
  for (let i = 0; i < frames.length; i++) {
    const text = frames[i]!;
    const m = msgs[i]!;
    const v = anchor[i]!;
    if (v > final) problems.push(`${where(i)}: version ${v} beyond the record's ${final}`);
    if (text.includes('"rng"')) problems.push(`${where(i)}: has the key "rng"`);
    if (text.includes('"undealt"')) problems.push(`${where(i)}: has the key "undealt"`);
    if (text.includes(seed)) problems.push(`${where(i)}: has the match seed`);
    for (const t of otherTokens) if (text.includes(t)) problems.push(`${where(i)}: has another user's token`);
    const strings = new Set<string>();
    const numbers = new Set<number>();
    leaves(m, strings, numbers);
    // A patch names the keys it touches in its paths: they are checked as the keys of a whole view would be.
    if (m.t === 'update' && Array.isArray(m['patch']))
      for (const op of m['patch'] as { path: string }[])
        for (const token of op.path.split('/').slice(1))
          if (!/^\d+$/.test(token)) strings.add(token.replaceAll('~1', '/').replaceAll('~0', '~'));
    const secret = spec?.(v);
    // The generic check spares the protocol's own keys (an ack's `id`, a chat line's user `id`) and the words of the
    // legal moves a frame carries (a bid's `qty`): those are compared with the engine's legalMoves below.
    const spared = protocolKeys(m);
    if (Array.isArray(m['legal'])) leaves(m['legal'], spared, new Set());
    for (const s of strings) {
      if (secret?.has(s) === true) problems.push(`${where(i)} (version ${v}): shows ${s}, hidden by the rules spec`);
      else if (!spared.has(s) && hidden(s, v))
        problems.push(`${where(i)} (version ${v}): shows ${s}, which no view of ${String(w.viewer)} showed`);
    }
    for (const n of numbers)
      if (match.rngNumbers.has(n)) problems.push(`${where(i)}: has ${n}, a number of the rng state`);

    // Structure: exactly the engine's view (whole, or the client's view at `from` patched), events and legal moves
    // for this viewer at this version.
    if ((m.t === 'snapshot' || m.t === 'update') && m['version'] !== undefined) {
      const state = states[v];
      if (m.t === 'update' && (m['patch'] === undefined) === (m['view'] === undefined))
        problems.push(`${where(i)}: an update with ${m['patch'] === undefined ? 'neither' : 'both'} view and patch`);
      let view: unknown = null;
      try {
        // Without a view at `from` here, the client had it on an earlier connection (checked there) or, resuming
        // fresh, says it has it: the engine's view at `from` stands for it.
        view = book.follow(m, (from) => game.view(states[from], w.viewer));
      } catch (e) {
        problems.push(`${where(i)}: the patch from ${String(m['from'])} does not apply: ${String(e).slice(0, 200)}`);
      }
      if (view === null) continue;
      const expectView = game.view(state, w.viewer);
      if (!sameJson(view, expectView))
        problems.push(
          `${where(i)}: view${m['patch'] === undefined ? '' : ' (patched)'} differs from the engine's view at ${v}`,
        );
      if (w.viewer === 'spectator') {
        const bad = profile.spectatorView?.(view);
        if (bad !== null && bad !== undefined) problems.push(`${where(i)}: ${bad}`);
      }
      const badView = profile.frameView?.(state, view, w.viewer);
      if (badView !== null && badView !== undefined) problems.push(`${where(i)} (version ${v}): ${badView}`);
      const toAct = game.toAct(state);
      if (!sameJson(m['toAct'], toAct)) problems.push(`${where(i)}: toAct differs at ${v}`);
      const expectLegal =
        w.viewer !== 'spectator' && canSeatAct(game, state, w.viewer) ? game.legalMoves(state, w.viewer) : null;
      if (!sameJson(m['legal'], expectLegal))
        problems.push(`${where(i)}: legal differs at ${v} (sent to a seat not to act?)`);
      if (m.t === 'snapshot' && m['seat'] !== (w.viewer === 'spectator' ? null : w.viewer))
        problems.push(`${where(i)}: snapshot seat ${String(m['seat'])}`);
      if (m.t === 'update') {
        // Each event as the engine shows it, redacted by the state its move led to (states[k + 1]).
        const expectEvents: unknown[] = [];
        const ledTo: unknown[] = [];
        for (let k = m['from'] as number; k < v; k++) {
          for (const e of events[k] ?? []) {
            const seen = game.viewEvent(e, w.viewer, states[k + 1]);
            if (seen !== undefined) {
              expectEvents.push(seen);
              ledTo.push(states[k + 1]);
            }
          }
        }
        const same = sameJson(m['events'], expectEvents);
        if (!same) problems.push(`${where(i)}: events ${String(m['from'])}..${v} differ from the engine's`);
        if (Array.isArray(m['events']))
          (m['events'] as unknown[]).forEach((e, k) => {
            const badEvent = profile.frameEvent?.(e, w.viewer, same ? ledTo[k] : undefined);
            if (badEvent !== null && badEvent !== undefined) problems.push(`${where(i)} (version ${v}): ${badEvent}`);
          });
      }
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------------------
// One match.
// ---------------------------------------------------------------------------------------------------------------

interface MatchReport {
  /** What kind of match it was: the options the profile varies, and the player count. */
  readonly kind: string;
  readonly moves: number;
  readonly frames: number;
  readonly sent: ScriptedSeat['sent'];
}

async function playMatch(server: TestServer, game: AnyGame, index: number): Promise<MatchReport> {
  const profile = profileOf(game.meta.id);
  const rng = createRng(rngFromSeed(`${SEED}/${game.meta.id}/${index}`));
  const { options, players } = profile.table(game, rng);
  const humanSeats: Seat[] = [];
  const bots: { seat: number; level: 'random' | 'heuristic' }[] = [];
  for (let s = 0; s < players; s++) {
    // About 1 in 12 matches is bots only; otherwise each seat is a human 60% of the time.
    if (index % 12 !== 5 && rng.int(10) < 6) humanSeats.push(s);
    else bots.push({ seat: s, level: pick(rng, ['random', 'heuristic'] as const) });
  }
  const label = `${game.meta.id} #${index} ${JSON.stringify(options)} players=${players} humans=[${humanSeats.join(',')}]`;
  const users = await Promise.all(humanSeats.map((s) => guest(server, `P${s}`)));
  const host = users[0] ?? (await guest(server, 'Host'));
  const watcherUser = await guest(server, 'Spectator');
  const lateUser = await guest(server, 'Late');
  const created = await api<{ table: { id: string } }>(server, host.token, 'POST', '/api/tables', {
    game: game.meta.id,
    players,
    options,
    bots,
    join: humanSeats.length > 0,
  });
  if (created.status !== 201) throw new Error(`${label}: create ${created.status} ${JSON.stringify(created.body)}`);
  const tableId = created.body.table.id;
  for (let k = 1; k < users.length; k++) {
    const joined = await api(server, users[k]!.token, 'POST', `/api/tables/${tableId}/join`, { seat: humanSeats[k] });
    if (joined.status !== 200) throw new Error(`${label}: join ${joined.status}`);
  }

  const failures: string[] = [];
  // The first failure of a script ends the wait for the end (a broken script would otherwise stall the match).
  let abort: (e: Error) => void = () => undefined;
  const aborted = new Promise<never>((_, reject) => (abort = reject));
  aborted.catch(() => undefined);
  const push = failures.push.bind(failures);
  failures.push = (...items: string[]) => {
    abort(new Error(items.join('; ')));
    return push(...items);
  };
  const clients = await Promise.all(users.map((u) => TestClient.connect(server, u.token)));
  const spectator = await TestClient.connect(server, watcherUser.token);
  const seats = clients.map(
    (c, k) =>
      new ScriptedSeat(
        server,
        users[k]!.token,
        c,
        game,
        profile,
        tableId,
        humanSeats[k]!,
        createRng(rngFromSeed(`${SEED}/${tableId}/${k}`)),
        failures,
      ),
  );
  const spectatorDone = spectator.next((m) => status(m) === 'finished', MATCH_TIMEOUT_MS);
  for (const c of [...clients, spectator]) {
    const ack = await c.request({ t: 'subscribe', table: tableId });
    if (ack.t !== 'ack') throw new Error(`${label}: subscribe ${JSON.stringify(ack)}`);
  }

  // The record is refused before the end: while open, right after the start, and mid-match.
  const refusedRecord = async (when: string) => {
    const r = await api<{ error?: { code: string }; moves?: unknown[] }>(
      server,
      watcherUser.token,
      'GET',
      `/api/tables/${tableId}/record`,
    );
    if (r.status === 200) {
      // Only acceptable if the match had in fact ended by then: the record served must be of a finished match.
      const replayed = replayStates(game, r.body);
      if (game.outcome(replayed.states[replayed.states.length - 1]) === undefined)
        failures.push(`record served ${when}, before the end`);
    } else if (r.status !== 400 || r.body.error?.code !== 'NOT_FINISHED') {
      failures.push(`record ${when}: ${r.status} ${JSON.stringify(r.body)}`);
    }
  };
  await refusedRecord('while open');
  const started = await api(server, host.token, 'POST', `/api/tables/${tableId}/start`);
  if (started.status !== 200) throw new Error(`${label}: start ${started.status} ${JSON.stringify(started.body)}`);
  await refusedRecord('after the start');

  // Midway: the record is asked for again, and a late spectator arrives (it gets a snapshot of the match so far).
  let midway: Promise<void> = Promise.resolve();
  let late: TestClient | null = null;
  let lateDone: Promise<unknown> = Promise.resolve();
  const lateAt = 3 + rng.int(30);
  const onMidway = (data: unknown) => {
    const m = JSON.parse(String(data)) as Msg;
    if (m.t !== 'update' || (m['version'] as number) < lateAt || status(m) !== 'playing') return;
    spectator.socket.off('message', onMidway);
    midway = (async () => {
      await refusedRecord('midway');
      late = await TestClient.connect(server, lateUser.token);
      lateDone = late.next((x) => status(x) === 'finished', MATCH_TIMEOUT_MS);
      // Half the time as a resuming client (`since`: the missing events), else fresh (a snapshot).
      late.send(
        rng.int(2) === 0
          ? { t: 'subscribe', table: tableId }
          : { t: 'subscribe', table: tableId, since: Math.max(0, lateAt - 1 - rng.int(3)) },
      );
    })();
  };
  spectator.socket.on('message', onMidway);

  const allClients = () => [...seats.flatMap((x) => x.clients), spectator, ...(late === null ? [] : [late])];
  try {
    await Promise.race([Promise.all([...seats.map((x) => x.finished), spectatorDone]), aborted]);
    await midway;
    await Promise.race([lateDone, aborted]);
  } catch (e) {
    throw new Error(
      `${label}: did not finish: ${String(e).slice(0, 300)}; failures so far: ${failures.slice(0, 5).join('; ')}`,
    );
  } finally {
    for (const c of allClients()) c.close();
  }

  const record = await api(server, watcherUser.token, 'GET', `/api/tables/${tableId}/record`);
  if (record.status !== 200) throw new Error(`${label}: record after the end: ${record.status}`);
  const replayed = replayStates(game, record.body);
  const problems = [...failures];
  // A legal move refused by a newer state: the engine refuses it there too, with the code the server reported.
  for (const x of seats)
    for (const o of x.overtaken) {
      const state = replayed.states[o.version];
      const r = state === undefined ? null : playAll(game, state, x.seat, o.moves);
      if (r !== null && !r.ok && r.error.error.code === o.code && r.error.index === o.index) continue;
      const engine = r === null ? 'no such version' : r.ok ? 'accepts' : `${r.error.error.code}@${r.error.index}`;
      problems.push(
        `seat ${x.seat}: ${JSON.stringify(o.moves)} refused at ${o.version} with ${o.code}@${o.index}, engine: ${engine}`,
      );
    }
  const watchers: (Watcher & { token: string })[] = [
    ...seats.flatMap((x) => x.clients.map((client) => ({ client, viewer: x.seat, token: x.token }))),
    { client: spectator, viewer: 'spectator', token: watcherUser.token },
    ...(late === null ? [] : [{ client: late as TestClient, viewer: 'spectator' as const, token: lateUser.token }]),
  ];
  const tokens = [...users, watcherUser, lateUser, host].map((u) => u.token);
  for (const w of watchers)
    problems.push(
      ...checkFrames(
        game,
        profile,
        replayed,
        w,
        tokens.filter((t) => t !== w.token),
      ),
    );
  if (problems.length > 0)
    throw new Error(`${label} (table ${tableId}):\n  ${[...new Set(problems)].slice(0, 20).join('\n  ')}`);

  const sent = { single: 0, batch: 0, illegal: 0, resign: 0, reconnect: 0, chat: 0 };
  for (const x of seats) for (const k of Object.keys(sent) as (keyof typeof sent)[]) sent[k] += x.sent[k];
  const kind = kindOf(options, players);
  return {
    kind,
    moves: replayed.states.length - 1,
    frames: watchers.reduce((n, w) => n + w.client.frames.length, 0),
    sent,
  };
}

// ---------------------------------------------------------------------------------------------------------------

/**
 * The scan of one registered game, in the calling test file: a server of its own, then `matches` random matches with
 * every frame of every client checked. The test's time limit grows with the matches (a Checkers Exchange match costs
 * about a second of CPU, shared with the other files' scans).
 */
export function describeSecretsScan(gameId: string): void {
  const game = GAMES[gameId];
  if (game === undefined) throw new Error(`no game ${gameId}`);
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(randomChooser, { rateLimit: { perSecond: 10_000, burst: 10_000 } });
  });
  afterAll(async () => {
    await server.close();
  }, 30_000);

  describe('no frame shows a viewer what its view hides', () => {
    const matches = matchesOf(game);
    it(
      `${game.meta.id}: ${matches} random matches, every frame of every client checked`,
      async () => {
        let nextIndex = 0;
        let played = 0;
        let moves = 0;
        let frames = 0;
        const sent = { single: 0, batch: 0, illegal: 0, resign: 0, reconnect: 0, chat: 0 };
        const kinds = new Set<string>();
        const worker = async () => {
          for (let i = nextIndex++; i < matches; i = nextIndex++) {
            const r = await playMatch(server, game, i);
            played++;
            kinds.add(r.kind);
            moves += r.moves;
            frames += r.frames;
            for (const k of Object.keys(sent) as (keyof typeof sent)[]) sent[k] += r.sent[k];
          }
        };
        const started = performance.now();
        await Promise.all(Array.from({ length: CONCURRENCY }, worker));
        console.log(
          `${game.meta.id}: ${played} matches, ${moves} moves, ${frames} frames checked, human requests ${JSON.stringify(sent)} in ${Math.round(performance.now() - started)} ms`,
        );
        expect(played).toBe(matches);
        // Every player count was played (for Akcioner: every variant with each of its player counts).
        for (const k of expectedKinds(game, profileOf(game.meta.id))) expect([...kinds], k).toContain(k);
        // The scripts did what they are for: every kind of request was sent.
        expect(sent.single).toBeGreaterThan(0);
        // Whole turns are composed on a determinized state: a game without determinize sends single moves only.
        if (game.determinize !== undefined) expect(sent.batch).toBeGreaterThan(0);
        expect(sent.illegal).toBeGreaterThan(0);
        expect(sent.reconnect).toBeGreaterThan(0);
        if (profileOf(game.meta.id).resign !== undefined) expect(sent.resign).toBeGreaterThan(0);
      },
      Math.max(300_000, matches * 4_000),
    );
  });
}
