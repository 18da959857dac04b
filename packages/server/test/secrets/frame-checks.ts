// The secrets scan's checks of every frame a client received (secrets/scan.ts).
import {
  canonicalJson,
  canSeatAct,
  GAMES,
  parseRecord,
  playAll,
  type AnyGame,
  type Seat,
  type Viewer,
} from '@birzha/engine';
import type { MatchHistory, MoveActor } from '@birzha/protocol';
import { TestClient, versionOf, ViewBook } from '../harness.ts';
import { type GameProfile } from './profile.ts';
// ---------------------------------------------------------------------------------------------------------------
// The check of one finished match.
// ---------------------------------------------------------------------------------------------------------------

export interface Watcher {
  /** What it received: a WebSocket's frames, or a bot API stream's lines, each parsed in `messages`. */
  readonly client: Pick<TestClient, 'frames' | 'messages'>;
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

export interface Replayed {
  /** states[v]: the state after v moves. */
  readonly states: unknown[];
  /** events[v]: the events of move v (v -> v+1). */
  readonly events: (readonly unknown[])[];
  /** The setup's events (the history's entry 0). */
  readonly setupEvents: readonly unknown[];
  /** moves[v]: move v (v -> v+1), parsed, and its seat. */
  readonly moves: readonly { readonly seat: Seat; readonly move: unknown }[];
  /** by[v]: who played move v, as the server stored it (the store's rows: the record does not say). */
  readonly by: readonly MoveActor[] | null;
  readonly seed: string;
  /** Every number inside an `rng` object of any state. */
  readonly rngNumbers: ReadonlySet<number>;
  /** Each string of any state, and the first version whose state has it. */
  readonly firstInState: ReadonlyMap<string, number>;
  /** Per viewer: each string of its views and view events, and the first version at which it was shown. */
  readonly firstShown: Map<Viewer, Map<string, number>>;
}

export function replayStates(game: AnyGame, raw: unknown, by: readonly MoveActor[] | null = null): Replayed {
  const parsed = parseRecord(raw, GAMES);
  if (!parsed.ok) throw new Error(`record does not parse: ${JSON.stringify(parsed.error)}`);
  const record = parsed.value;
  const options = game.parseOptions(record.options, record.players);
  if (!options.ok) throw new Error(`record options: ${options.error.code}`);
  const start = game.setup({
    players: record.players,
    options: options.value,
    seed: record.seed,
    rulesVersion: record.rulesVersion,
    ...(record.position === null ? {} : { position: record.position }),
  });
  if (!start.ok) throw new Error(`record setup: ${start.error.code}`);
  const states: unknown[] = [start.value.state];
  const events: (readonly unknown[])[] = [];
  const moves: { seat: Seat; move: unknown }[] = [];
  for (const [i, { seat, move }] of record.moves.entries()) {
    const parsedMove = game.parseMove(move);
    if (!parsedMove.ok) throw new Error(`record move ${i}: ${parsedMove.error.code}`);
    moves.push({ seat, move: parsedMove.value });
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
  return {
    states,
    events,
    setupEvents: start.value.events,
    moves,
    by,
    seed: record.seed,
    rngNumbers: rngNums,
    firstInState,
    firstShown: new Map(),
  };
}

function firstShownTo(game: AnyGame, match: Replayed, viewer: Viewer): Map<string, number> {
  let out = match.firstShown.get(viewer);
  if (out !== undefined) return out;
  out = new Map();
  const ignored = new Set<number>();
  for (let v = 0; v < match.states.length; v++) {
    const strings = new Set<string>();
    leaves(game.view(match.states[v], viewer), strings, ignored);
    // The setup's events as the viewer sees them are shown to it too (the history's entry 0).
    for (const e of v > 0 ? match.events[v - 1]! : match.setupEvents)
      leaves(game.viewEvent(e, viewer, match.states[v]), strings, ignored);
    for (const x of strings) if (!out.has(x)) out.set(x, v);
  }
  match.firstShown.set(viewer, out);
  return out;
}

/** Same JSON: the server serializes the engine's objects, so key order agrees; canonical form settles any doubt. */
function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b) || canonicalJson(a) === canonicalJson(b);
}

/** What the secret checks of one viewer's texts need: the match, and what this viewer may have been shown. */
interface SecretContext {
  readonly game: AnyGame;
  readonly match: Replayed;
  readonly viewer: Viewer;
  readonly otherTokens: readonly string[];
  readonly spec: ((v: number) => ReadonlySet<string>) | undefined;
  /** Whether a string was in the state at version v but in nothing this viewer's engine views showed by then. */
  readonly hidden: (x: string, v: number) => boolean;
}

function secretContext(
  game: AnyGame,
  profile: GameProfile,
  match: Replayed,
  viewer: Viewer,
  otherTokens: readonly string[],
): SecretContext {
  // Generic secrets, from the engine's own views: strings that were in the state but in nothing this viewer was shown.
  const shown = firstShownTo(game, match, viewer);
  return {
    game,
    match,
    viewer,
    otherTokens,
    spec: profile.specSecrets?.(match.states, viewer, match.events),
    hidden: (x, v) => (match.firstInState.get(x) ?? Infinity) <= v && (shown.get(x) ?? Infinity) > v,
  };
}

/**
 * The secrets any text sent to the viewer at version v must not have: the rng, the seed, another user's token, a
 * string the rules spec hides then, or a string of the state no view of the viewer showed by then (`strings` and
 * `numbers` are the text's; `spared`, words of the protocol or of the legal moves, checked elsewhere).
 */
function secretsIn(
  ctx: SecretContext,
  text: string,
  v: number,
  strings: ReadonlySet<string>,
  numbers: ReadonlySet<number>,
  spared: ReadonlySet<string>,
  where: string,
): string[] {
  const problems: string[] = [];
  const final = ctx.match.states.length - 1;
  if (v > final) problems.push(`${where}: version ${v} beyond the record's ${final}`);
  if (text.includes('"rng"')) problems.push(`${where}: has the key "rng"`);
  if (text.includes('"undealt"')) problems.push(`${where}: has the key "undealt"`);
  if (text.includes(ctx.match.seed)) problems.push(`${where}: has the match seed`);
  for (const t of ctx.otherTokens) if (text.includes(t)) problems.push(`${where}: has another user's token`);
  const secret = ctx.spec?.(v);
  for (const s of strings) {
    if (secret?.has(s) === true) problems.push(`${where} (version ${v}): shows ${s}, hidden by the rules spec`);
    else if (!spared.has(s) && ctx.hidden(s, v))
      problems.push(`${where} (version ${v}): shows ${s}, which no view of ${String(ctx.viewer)} showed`);
  }
  for (const n of numbers)
    if (ctx.match.rngNumbers.has(n)) problems.push(`${where}: has ${n}, a number of the rng state`);
  return problems;
}

/**
 * Who sent move k (k -> k+1) as the viewer may know it when the match is at version `now`: the game's actorVisible on
 * the replayed states (absent: everyone may know), with who played it as the server stored it.
 */
function expectedActor(
  game: AnyGame,
  match: Replayed,
  k: number,
  viewer: Viewer,
  now: number,
): { seat: Seat | null; by?: MoveActor } {
  const { seat, move } = match.moves[k]!;
  const visible = game.actorVisible?.(move, seat, viewer, match.states[k + 1], match.states[now]) ?? true;
  if (!visible) return { seat: null };
  const by = match.by?.[k];
  return by === undefined ? { seat } : { seat, by };
}

/** An actor as sent, against the one expected: a hidden sender must be null (and without `by`), a shown one right. */
function actorProblem(
  sent: { readonly seat?: unknown; readonly by?: unknown },
  want: { readonly seat: Seat | null; readonly by?: MoveActor },
  hasBy: boolean,
): string | null {
  if (want.seat === null) {
    if (sent.seat !== null) return `names seat ${String(sent.seat)}, a sender hidden from the viewer`;
    if (sent.by !== undefined) return `says who played a move whose sender is hidden (${String(sent.by)})`;
    return null;
  }
  if (sent.seat !== want.seat) return `names seat ${String(sent.seat)} for a move of seat ${want.seat}`;
  if (hasBy && sent.by !== want.by) return `says ${String(sent.by)} played a move of ${String(want.by)}`;
  return null;
}

/**
 * Checks a match history (GET /api/tables/:id/history) the viewer was sent mid-match: each entry's events exactly as
 * the engine shows them to it (redacted by the state the move led to), each sender as the game lets the viewer know
 * it at the history's version, and none of the viewer's secrets anywhere in it.
 */
export function checkHistory(
  game: AnyGame,
  profile: GameProfile,
  match: Replayed,
  viewer: Viewer,
  history: MatchHistory,
  otherTokens: readonly string[],
  label: string,
): string[] {
  const where = `${String(viewer)} history at ${history.version} (${label})`;
  const problems: string[] = [];
  const v = history.version;
  const text = JSON.stringify(history);
  const strings = new Set<string>();
  const numbers = new Set<number>();
  leaves(history, strings, numbers);
  const spared = new Set(['version', 'entries', 'seat', 'by', 'events', 'person', 'bot', 'clock']);
  problems.push(
    ...secretsIn(secretContext(game, profile, match, viewer, otherTokens), text, v, strings, numbers, spared, where),
  );
  if (v >= match.states.length) return problems;
  if (history.entries.length !== v + 1) problems.push(`${where}: ${history.entries.length} entries`);
  history.entries.forEach((entry, k) => {
    if (entry.version !== k) problems.push(`${where}: entry ${k} has version ${entry.version}`);
    const state = match.states[k];
    const raw = k === 0 ? match.setupEvents : (match.events[k - 1] ?? []);
    const expectEvents = raw.flatMap((e) => {
      const seen = game.viewEvent(e, viewer, state);
      return seen === undefined ? [] : [seen];
    });
    if (!sameJson(entry.events, expectEvents)) problems.push(`${where}: entry ${k}'s events differ from the engine's`);
    for (const e of entry.events) {
      const bad = profile.frameEvent?.(e, viewer, state);
      if (bad !== null && bad !== undefined) problems.push(`${where}: entry ${k}: ${bad}`);
    }
    if (k === 0) {
      if (entry.seat !== null || entry.by !== undefined) problems.push(`${where}: the setup names a sender`);
      return;
    }
    const bad = actorProblem(entry, expectedActor(game, match, k - 1, viewer, v), match.by !== null);
    if (bad !== null) problems.push(`${where}: entry ${k} ${bad}`);
  });
  return problems;
}

/**
 * Checks the catch-up views (GET /api/tables/:id/views) a viewer fetched mid-match: each version's view exactly the
 * engine's view of that state for this viewer (what its page showed then), and none of its secrets anywhere in them.
 */
export function checkViews(
  game: AnyGame,
  profile: GameProfile,
  match: Replayed,
  viewer: Viewer,
  answer: { readonly version: number; readonly views: readonly { readonly version: number; readonly view: unknown }[] },
  otherTokens: readonly string[],
  label: string,
): string[] {
  const where = `${String(viewer)} catch-up views at ${answer.version} (${label})`;
  const problems: string[] = [];
  const text = JSON.stringify(answer);
  const strings = new Set<string>();
  const numbers = new Set<number>();
  leaves(answer, strings, numbers);
  const spared = new Set(['version', 'views', 'view']);
  problems.push(
    ...secretsIn(
      secretContext(game, profile, match, viewer, otherTokens),
      text,
      answer.version,
      strings,
      numbers,
      spared,
      where,
    ),
  );
  if (answer.views.length === 0) problems.push(`${where}: no views`);
  for (const { version, view } of answer.views) {
    const state = match.states[version];
    if (state === undefined) problems.push(`${where}: a view of version ${version}, which the match never had`);
    else if (!sameJson(view, game.view(state, viewer)))
      problems.push(`${where}: the view of version ${version} is not the engine's view for the viewer`);
  }
  return problems;
}

/** Checks every frame a watcher received; returns the violations found. */
export function checkFrames(
  game: AnyGame,
  profile: GameProfile,
  match: Replayed,
  w: Watcher,
  otherTokens: readonly string[],
): string[] {
  const { states, events } = match;
  const final = states.length - 1;
  const problems: string[] = [];
  const where = (i: number) => `${String(w.viewer)} frame ${i}`;
  const ctx = secretContext(game, profile, match, w.viewer, otherTokens);

  // A frame without a version was sent before the next frame that has one: hands only shrink, so checking it
  // against that later version's secrets is safe (never a false alarm).
  const frames = w.client.frames;
  const msgs = w.client.messages;
  const anchor: number[] = new Array<number>(frames.length);
  let next = final;
  for (let i = frames.length - 1; i >= 0; i--) {
    const m = msgs[i]!;
    if (m.t === 'snapshot' || m.t === 'update') next = versionOf(m) ?? next;
    anchor[i] = next;
  }

  const book = new ViewBook();
  for (let i = 0; i < frames.length; i++) {
    const text = frames[i]!;
    const m = msgs[i]!;
    const v = anchor[i]!;
    const strings = new Set<string>();
    const numbers = new Set<number>();
    leaves(m, strings, numbers);
    // A patch names the keys it touches in its paths: they are checked as the keys of a whole view would be.
    if (m.t === 'update' && Array.isArray(m['patch']))
      for (const op of m['patch'] as { path: string }[])
        for (const token of op.path.split('/').slice(1))
          if (!/^\d+$/.test(token)) strings.add(token.replaceAll('~1', '/').replaceAll('~0', '~'));
    // The generic check spares the protocol's own keys (an ack's `id`, a chat line's user `id`), the words of the
    // legal moves a frame carries (a bid's `qty`) and who played each step: those are compared below.
    const spared = protocolKeys(m);
    if (Array.isArray(m['legal'])) leaves(m['legal'], spared, new Set());
    if (Array.isArray(m['steps'])) for (const step of m['steps'] as { by?: string }[]) if (step.by) spared.add(step.by);
    problems.push(...secretsIn(ctx, text, v, strings, numbers, spared, where(i)));

    // Structure: exactly the engine's view (whole, or the client's view at `from` patched), events and legal moves
    // for this viewer at this version.
    if ((m.t === 'snapshot' || m.t === 'update') && versionOf(m) !== undefined) {
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
        // Who sent each move, one step per version, as the viewer may know it now (the history's rule).
        const from = m['from'] as number;
        const steps = m['steps'] as { version?: unknown; seat?: unknown; by?: unknown }[] | undefined;
        if (!Array.isArray(steps) || steps.length !== v - from)
          problems.push(`${where(i)}: steps ${JSON.stringify(steps)} for versions ${from + 1}..${v}`);
        else
          steps.forEach((step, k) => {
            if (step.version !== from + k + 1)
              problems.push(`${where(i)}: step ${k} has version ${String(step.version)}`);
            const bad = actorProblem(step, expectedActor(game, match, from + k, w.viewer, v), match.by !== null);
            if (bad !== null) problems.push(`${where(i)} (version ${v}): step ${from + k + 1} ${bad}`);
          });
      }
    }
  }
  return problems;
}

/** A batch the server refused because the match had moved on: the version it met, and the refusal's code and index. */
export interface Overtaken {
  readonly moves: readonly unknown[];
  readonly version: number;
  readonly code: string;
  readonly index: number;
}

/**
 * What is wrong with a seat's batches refused by a newer state than the one they were chosen at: the engine must
 * refuse each at the version the server said it met, with the same code and index.
 */
export function overtakenProblems(
  game: AnyGame,
  match: Replayed,
  seat: Seat,
  overtaken: readonly Overtaken[],
): string[] {
  const problems: string[] = [];
  for (const o of overtaken) {
    const state = match.states[o.version];
    const r = state === undefined ? null : playAll(game, state, seat, o.moves);
    if (r !== null && !r.ok && r.error.error.code === o.code && r.error.index === o.index) continue;
    const engine = r === null ? 'no such version' : r.ok ? 'accepts' : `${r.error.error.code}@${r.error.index}`;
    problems.push(
      `seat ${seat}: ${JSON.stringify(o.moves)} refused at ${o.version} with ${o.code}@${o.index}, engine: ${engine}`,
    );
  }
  return problems;
}
