// One-click unsubscribe links (issue 25): a channel of a user, signed with the server's secret so that no sign-in
// is needed and nobody can unsubscribe someone else.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NotifyChannel } from '@birzha/protocol';

function signature(secret: string, userId: string, channel: NotifyChannel): string {
  return createHmac('sha256', secret).update(`unsubscribe\n${userId}\n${channel}`).digest('base64url');
}

/** The path of a user's unsubscribe link for a channel (GET shows a page, POST unsubscribes: RFC 8058). */
export function unsubscribePath(secret: string, userId: string, channel: NotifyChannel): string {
  const q = new URLSearchParams({ u: userId, c: channel, s: signature(secret, userId, channel) });
  return `/api/unsubscribe?${q.toString()}`;
}

/** Whether a link's signature is the server's for that user and channel. */
export function validUnsubscribe(secret: string, userId: string, channel: NotifyChannel, sig: string): boolean {
  const expected = Buffer.from(signature(secret, userId, channel));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
