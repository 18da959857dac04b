import type { ChatLine } from '@birzha/protocol';
import type { BusMessage } from '../bus/bus.ts';

/**
 * A table's bus messages to one connection, kept while a snapshot (or a subscribe's catch-up update) is being made
 * for it, so that nothing about the table reaches the connection before the answer; looked at once it is out.
 */
export interface Held {
  readonly messages: BusMessage[];
  /** The chat lines the snapshots made meanwhile carried (a held line among them is not sent again). */
  readonly chat: ChatLine[];
  /** Snapshots being made (a subscribe and a start may overlap): the messages go once the last is out. */
  depth: number;
  /** One of them shows the table as it was when it began, not when it went: later changes are not in it. */
  asOfStart: boolean;
}

/** Bus messages kept for one subscription while its snapshot is made (a few ms); more are coalesced (see keepHeld). */
const HELD_MAX = 100;

/**
 * From now until the returned `release` is called, the subscription's messages wait in `sub.held`; then those still
 * worth sending go to `deliver`. `release` is called with the chat lines the answer carried in the same tick as the
 * answer is sent (a message delivered after it was made must not be taken as covered by it); later calls do nothing.
 */
export function holdMessages(
  sub: { held: Held | null },
  deliver: (m: BusMessage) => void,
  asOfStart = false,
): (chat: readonly ChatLine[]) => void {
  const held = (sub.held ??= { messages: [], chat: [], depth: 0, asOfStart: false });
  held.depth++;
  held.asOfStart ||= asOfStart;
  let done = false;
  return (chat) => {
    if (done) return;
    done = true;
    held.chat.push(...chat);
    if (--held.depth > 0 || sub.held !== held) return;
    sub.held = null;
    passOn(held, deliver);
  };
}

/**
 * Keeps a message while a snapshot is being made. Past HELD_MAX only chat lines are kept: the others need no copy
 * each (the snapshot, or one look at the version after it, covers them all).
 */
export function keepHeld(held: Held, m: BusMessage): void {
  if (held.messages.length < HELD_MAX || m.kind === 'chat') held.messages.push(m);
  else if (m.kind === 'moves' && !held.messages.some((h) => h.kind === 'moves')) held.messages.push(m);
}

/**
 * The answers are out: the messages held meanwhile go through as any other. A change of moves, seats or presence
 * is made before its message is delivered, and an answer made after covered it: a held `presence` is dropped, a
 * `table` too unless an answer showed the table as of before (asOfStart), and for moves the hub's version logic
 * drops what was covered; a chat line goes out unless a snapshot's chat, read from the store, had it.
 */
function passOn(held: Held, deliver: (m: BusMessage) => void): void {
  for (const m of held.messages) {
    if (m.kind === 'presence' || (m.kind === 'table' && !held.asOfStart)) continue;
    if (m.kind === 'chat' && held.chat.some((l) => l.from.id === m.userId && l.at === m.at && l.text === m.text))
      continue;
    deliver(m);
  }
}
