import { checkChat, type ChatAudience } from '@birzha/protocol';
import type { Bus } from '../bus/bus.ts';
import type { LiveMatch } from '../matches/live-match.ts';
import { notifyMentions } from '../notify/mentions.ts';
import type { Store, UserRow } from '../store/store.ts';

export interface PostChatDeps {
  readonly store: Store;
  readonly bus: Bus;
  readonly now: () => number;
  readonly log: { error(obj: object, msg: string): void };
}

export type PostChatResult =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly error: { readonly code: string; readonly detail?: Record<string, string | number> };
    };

/**
 * A chat line at a table, from its WebSocket or from a bot (one path for both): cleaned (controls, bidi overrides and
 * invisible characters go; blank or too long is refused), stored, told to the table's viewers, and to the people a
 * player's line names. Spectators talk among themselves: the players do not read them (no hints from the audience).
 */
export async function postChat(
  deps: PostChatDeps,
  user: UserRow,
  live: LiveMatch,
  raw: string,
): Promise<PostChatResult> {
  const checked = checkChat(raw);
  if (!checked.ok) return { ok: false, error: checked.error };
  const text = checked.value;
  const at = deps.now();
  const tableId = live.table.id;
  const audience: ChatAudience = isPlayer(live, user.id) ? 'players' : 'spectators';
  await deps.store.addChat({ tableId, userId: user.id, name: user.name, text, at, audience });
  deps.bus.publish({ kind: 'chat', tableId, userId: user.id, name: user.name, text, at, audience });
  // The people a player's line names are told (a spectator's line is not the players' to read).
  if (audience === 'players') await notifyMentions(deps.store.notify, { live, author: user, text, at }, deps.log);
  return { ok: true };
}

/**
 * A player of the table for the chat: seated, or the person a bot took the seat over from (they may come back, and
 * they must not read the spectators' talk about the game they still own a seat in).
 */
export function isPlayer(live: LiveMatch, userId: string): boolean {
  return live.seats.some((s) => s.userId === userId || s.leftUserId === userId);
}
