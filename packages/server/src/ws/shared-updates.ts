import type { Seat } from '@birzha/engine';
import type { Update } from '@birzha/protocol';
import type { LiveMatch } from '../matches/live-match.ts';
import { TurnMap } from './turn-map.ts';
import { updateFor } from './viewer-messages.ts';

type Build = (live: LiveMatch, from: number, seat: Seat | null, askedLegal: boolean) => Update | null;

/**
 * A move's update as JSON text, built once per kind of viewer and shared by every connection of that kind (issue
 * 28.5: serialize once per viewer kind): the ten spectators of a table, or a player's two tabs, get one text, not ten
 * builds and serializations. A kind is the viewer (a seat or the spectators), the version it was last sent and whether
 * it asked for its legal moves. The texts are kept only until the turn of the event loop ends: the connections of one
 * bus message are all served within it, and a later change of the match is never answered from here.
 */
export class SharedUpdates {
  readonly #texts = new TurnMap<LiveMatch, Map<string, string | null>>();

  constructor(private readonly build: Build = updateFor) {}

  /** The update's text for this viewer from version `from`, or null when it cannot be made (send a snapshot). */
  text(live: LiveMatch, from: number, seat: Seat | null, askedLegal: boolean): string | null {
    const turn = this.#texts.current();
    let texts = turn.get(live);
    if (texts === undefined) turn.set(live, (texts = new Map()));
    // What the update reads of the match besides the viewer: its version, status and clock.
    const key = `${live.version} ${live.table.status} ${live.deadline} ${from} ${seat ?? 's'} ${askedLegal}`;
    const hit = texts.get(key);
    if (hit !== undefined) return hit;
    const update = this.build(live, from, seat, askedLegal);
    const text = update === null ? null : JSON.stringify(update);
    texts.set(key, text);
    return text;
  }
}
