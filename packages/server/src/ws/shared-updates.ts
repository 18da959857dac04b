import type { Seat } from '@birzha/engine';
import type { JsonPatch } from '@birzha/protocol';
import type { LiveMatch } from '../matches/live-match.ts';
import { OutgoingText, type TextPart } from './text-frame.ts';
import { TurnMap } from './turn-map.ts';
import { updateCommon, viewerParts, type UpdateCommon, type ViewerParts } from './viewer-messages.ts';

/** How an update is made: what every viewer of the table gets alike, and what one viewer gets. */
export interface UpdateBuilder {
  common(live: LiveMatch, from: number): UpdateCommon;
  viewer(live: LiveMatch, from: number, seat: Seat | null, askedLegal: boolean): ViewerParts | null;
}

const BUILDER: UpdateBuilder = { common: updateCommon, viewer: viewerParts };

/** What one table's viewers were sent this turn, at one version, status and clock of the match. */
interface TableTurn {
  readonly version: number;
  readonly status: string;
  readonly deadline: number | null;
  /** Each kind's text (null: send a snapshot), by `kindKey`. */
  readonly texts: Map<number, OutgoingText | null>;
  /** The common fields' UTF-8 text without its closing brace, by the version sent from. */
  readonly heads: Map<number, Buffer>;
  /**
   * The UTF-8 text of each part that viewers share by reference (a transition's events, its senders), with the field's
   * name before it.
   */
  readonly events: Map<object, Buffer>;
  readonly steps: Map<object, Buffer>;
  /** The patches serialized this turn, to be matched by the next viewers' (`samePatch`); `bytes` once shared. */
  readonly patches: { readonly patch: JsonPatch; readonly text: string; bytes: Buffer | null }[];
}

/**
 * A move's update as JSON text, built once per kind of viewer and shared by every connection of that kind (issue
 * 28.5: serialize once per viewer kind): the ten spectators of a table, or a player's two tabs, get one text, not ten
 * builds and serializations. A kind is the viewer (a seat or the spectators), the version it was last sent and whether
 * it asked for its legal moves. The texts are kept only until the turn of the event loop ends: the connections of one
 * bus message are all served within it, and a later change of the match is never answered from here.
 *
 * Across kinds, the text is put together from parts serialized once each: the fields every viewer gets alike (the
 * version, status, outcome, whom the game waits for, the clock), and the events and senders that viewers see alike
 * (the same arrays, view-patches.ts), so per kind only its patch and legal moves are serialized. The parts are
 * exactly those of `updateFor`, whose JSON the text parses to. A part that several kinds share is kept as its UTF-8
 * bytes, and each kind's frame copies the parts one after another (text-frame.ts): no kind's text is concatenated,
 * flattened and encoded whole (with the frames, that was a sixth of what the server allocated per move; this way the
 * server allocates 48 KB a move instead of 51.5: each kind's legal moves and patch are still texts of their own).
 */
export class SharedUpdates {
  readonly #turns = new TurnMap<LiveMatch, TableTurn>();

  constructor(private readonly build: UpdateBuilder = BUILDER) {}

  /**
   * The update's text for this viewer from version `from` (its frame, once built, serves every connection of the kind
   * too), or null when it cannot be made (send a snapshot).
   */
  text(live: LiveMatch, from: number, seat: Seat | null, askedLegal: boolean): OutgoingText | null {
    const turns = this.#turns.current();
    let turn = turns.get(live);
    // What the update reads of the match besides the viewer: its version, status and clock. A change of them within
    // the turn (a second move of the table) starts afresh.
    if (
      turn === undefined ||
      turn.version !== live.version ||
      turn.status !== live.table.status ||
      turn.deadline !== live.deadline
    ) {
      turn = {
        version: live.version,
        status: live.table.status,
        deadline: live.deadline,
        texts: new Map(),
        heads: new Map(),
        events: new Map(),
        steps: new Map(),
        patches: [],
      };
      turns.set(live, turn);
    }
    const key = kindKey(from, seat, askedLegal);
    const hit = turn.texts.get(key);
    if (hit !== undefined) return hit;
    const parts = this.build.viewer(live, from, seat, askedLegal);
    let text: OutgoingText | null = null;
    if (parts !== null) {
      let head = turn.heads.get(from);
      if (head === undefined)
        turn.heads.set(from, (head = Buffer.from(JSON.stringify(this.build.common(live, from)).slice(0, -1))));
      const { events, steps, legal, body } = parts;
      // Every part flat as it is (a JSON text or bytes): a concatenation here would be flattened again to be encoded.
      text = new OutgoingText([
        head,
        shared(turn.events, ',"events":', events),
        shared(turn.steps, ',"steps":', steps),
        LEGAL,
        JSON.stringify(legal),
        body.key === 'patch' ? PATCH : VIEW,
        body.text ?? bodyText(turn, body),
        CLOSE,
      ]);
    }
    turn.texts.set(key, text);
    return text;
  }
}

/**
 * A kind of viewer as one number (a Map finds it without hashing a string): the version it was sent last, whether it
 * asked for its legal moves, and its seat or the spectators.
 */
function kindKey(from: number, seat: Seat | null, askedLegal: boolean): number {
  // A seat out of range would share another kind's key, and its text: never let one through.
  if (seat !== null && !(Number.isInteger(seat) && seat >= 0 && seat < SEATS - 1))
    throw new Error(`SharedUpdates: seat ${seat} out of range`);
  return (from * 2 + (askedLegal ? 1 : 0)) * SEATS + (seat ?? SEATS - 1);
}

/** More than any game seats (8 at most today). */
const SEATS = 1024;

/**
 * A patch's text: most moves change nothing any seat alone sees, so the seats and the spectators of a table get patches
 * alike, op for op, their values the same primitives or the same parts of the views: such a patch takes the text of
 * the one it matches. Any other value (an object of a view made for one viewer) counts as different.
 */
function bodyText(turn: TableTurn, body: ViewerParts['body']): TextPart {
  if (body.key !== 'patch') return JSON.stringify(body.value);
  const patch = body.value as JsonPatch;
  // Its second use encodes it, for this kind and those after it.
  for (const p of turn.patches) if (samePatch(p.patch, patch)) return (p.bytes ??= Buffer.from(p.text));
  const text = JSON.stringify(patch);
  if (turn.patches.length < MAX_PATCHES) turn.patches.push({ patch, text, bytes: null });
  return text;
}

function samePatch(a: JsonPatch, b: JsonPatch): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x.op !== y.op || x.path !== y.path || (x as { value?: unknown }).value !== (y as { value?: unknown }).value)
      return false;
  }
  return true;
}

/** Distinct patches of one table in one turn that a new one is matched against. */
const MAX_PATCHES = 4;

/** A shared part's field, its name and value, as UTF-8 (once per turn for every kind that has the same array). */
function shared(texts: Map<object, Buffer>, name: string, part: readonly unknown[]): Buffer {
  let bytes = texts.get(part);
  if (bytes === undefined) texts.set(part, (bytes = Buffer.from(name + JSON.stringify(part))));
  return bytes;
}

/** The names of the fields after the shared parts, and the closing brace. */
const LEGAL = Buffer.from(',"legal":');
const PATCH = Buffer.from(',"patch":');
const VIEW = Buffer.from(',"view":');
const CLOSE = Buffer.from('}');
