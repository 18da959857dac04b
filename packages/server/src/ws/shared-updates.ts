import type { Seat } from '@birzha/engine';
import type { Update } from '@birzha/protocol';
import type { LiveMatch } from '../matches/live-match.ts';
import { sameJson } from './same-json.ts';
import { TurnMap } from './turn-map.ts';
import { updateFor } from './viewer-messages.ts';

type Build = (live: LiveMatch, from: number, seat: Seat | null, askedLegal: boolean) => Update | null;

/** What one table's viewers were sent this turn: each kind's text, and the distinct updates behind them. */
interface TableTurn {
  readonly texts: Map<string, string | null>;
  readonly built: { readonly update: Update; readonly text: string }[];
}

/**
 * A move's update as JSON text, built once per kind of viewer and shared by every connection of that kind (issue
 * 28.5: serialize once per viewer kind): the ten spectators of a table, or a player's two tabs, get one text, not ten
 * builds and serializations. A kind is the viewer (a seat or the spectators), the version it was last sent and whether
 * it asked for its legal moves. The texts are kept only until the turn of the event loop ends: the connections of one
 * bus message are all served within it, and a later change of the match is never answered from here.
 *
 * Kinds whose updates come out the same share one text too: most moves change nothing any seat alone sees, so the four
 * seats and the spectators of an Akcioner table get one update (1.36 distinct texts for 5 kinds, over random games).
 * Each kind's update is still built from its own view, and compared whole with those serialized before it
 * (`sameJson`), so a viewer is only ever sent a text equal to the one its own update makes; the comparison costs a
 * fraction of the serialization, since the updates share their events and the parts of the views they carry.
 */
export class SharedUpdates {
  readonly #turns = new TurnMap<LiveMatch, TableTurn>();

  constructor(private readonly build: Build = updateFor) {}

  /** The update's text for this viewer from version `from`, or null when it cannot be made (send a snapshot). */
  text(live: LiveMatch, from: number, seat: Seat | null, askedLegal: boolean): string | null {
    const turns = this.#turns.current();
    let turn = turns.get(live);
    if (turn === undefined) turns.set(live, (turn = { texts: new Map(), built: [] }));
    // What the update reads of the match besides the viewer: its version, status and clock.
    const key = `${live.version} ${live.table.status} ${live.deadline} ${from} ${seat ?? 's'} ${askedLegal}`;
    const hit = turn.texts.get(key);
    if (hit !== undefined) return hit;
    const update = this.build(live, from, seat, askedLegal);
    const text = update === null ? null : this.#serialized(turn, update);
    turn.texts.set(key, text);
    return text;
  }

  #serialized(turn: TableTurn, update: Update): string {
    for (const b of turn.built) if (sameJson(b.update, update)) return b.text;
    const text = JSON.stringify(update);
    // A table with many kinds of viewer (several versions behind, a seat's legal moves) compares with a few only.
    if (turn.built.length < MAX_COMPARED) turn.built.push({ update, text });
    return text;
  }
}

/** The distinct updates of one table in one turn that a new one is compared with. */
const MAX_COMPARED = 4;
