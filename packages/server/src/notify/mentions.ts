// "A chat line that names you" (issue 25): a player's line naming a person seated at the table, by the name the table
// shows them by or by @username, as a whole word in any case, tells that person (never its author).
import type { LiveMatch } from '../matches/live-match.ts';
import { displayNames } from '../lobby/table-summary.ts';
import type { NewNotification, NotifyStore } from '../store/notify-store.ts';
import type { UserRow } from '../store/store.ts';

/** How much of the line a notification carries. */
export const MENTION_TEXT_MAX = 200;

/** One chat line of a player, just stored. */
export interface ChatFacts {
  readonly live: Pick<LiveMatch, 'table' | 'seats' | 'users'>;
  readonly author: Pick<UserRow, 'id' | 'name'>;
  readonly text: string;
  readonly at: number;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `name` stands in `text` as a whole word (no letter, digit or underscore touching it), in any case. */
export function namesWord(text: string, name: string): boolean {
  if (name.trim() === '') return false;
  return new RegExp(`(?<![\\p{L}\\p{N}_])${escape(name)}(?![\\p{L}\\p{N}_])`, 'iu').test(text);
}

/** The 'mention' notifications of a chat line: one per person it names, once per line. */
export function mentionNotifications(facts: ChatFacts): NewNotification[] {
  const { live, author, text, at } = facts;
  const names = displayNames(live.seats, live.users);
  const shown = text.length > MENTION_TEXT_MAX ? `${text.slice(0, MENTION_TEXT_MAX - 1)}…` : text;
  const out: NewNotification[] = [];
  for (const [userId, name] of names) {
    if (userId === author.id) continue;
    const username = live.users.get(userId)?.username ?? null;
    if (!namesWord(text, name) && (username === null || !namesWord(text, `@${username}`))) continue;
    out.push({
      userId,
      kind: 'mention',
      tableId: live.table.id,
      payload: {
        tableId: live.table.id,
        game: live.table.game,
        name: names.get(author.id) ?? author.name,
        text: shown,
      },
      dedupe: `mention:${live.table.id}:${author.id}:${at}`,
      guardKey: null,
      createdAt: at,
      dueAt: at,
    });
  }
  return out;
}

/**
 * Writes the mentions of a player's line to the outbox. A failure is logged, not raised: the line itself is stored
 * and shown already.
 */
export async function notifyMentions(
  notify: NotifyStore,
  facts: ChatFacts,
  log: { error(obj: object, msg: string): void },
): Promise<void> {
  try {
    const rows = mentionNotifications(facts);
    if (rows.length > 0) await notify.enqueue(rows);
  } catch (error) {
    log.error({ err: error, tableId: facts.live.table.id }, 'could not write the mentions of a chat line');
  }
}
