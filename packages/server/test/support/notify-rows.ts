// Rows, recipients and links for the channel tests (issue 25).
import { DEFAULT_NOTIFY_SETTINGS, type NotifyKind, type NotifySettings } from '@birzha/protocol';
import type { Links, Recipient } from '../../src/notify/channel.ts';
import { siteLinks } from '../../src/notify/links.ts';
import type { NotifyPayload, OutboxRow } from '../../src/store/notify-store.ts';

export const SITE = 'https://birzha.example';

export const links: Links = siteLinks(SITE, (userId, channel) => `/api/unsubscribe?u=${userId}&c=${channel}`);

let ids = 0;

/** An outbox row as the sender hands it to a channel. */
export function outboxRow(
  kind: NotifyKind,
  tableId: string | null,
  payload: NotifyPayload = {},
  userId = 'u1',
): OutboxRow {
  return {
    id: ++ids,
    userId,
    kind,
    tableId,
    payload: { tableId, ...payload },
    dedupe: null,
    createdAt: 1_700_000_000_000,
    dueAt: 1_700_000_000_000,
    attempts: 0,
    done: [],
    claimedUntil: null,
    finishedAt: null,
    outcome: null,
  };
}

/** A recipient with the default settings, changed by `settings`. */
export function recipient(settings: Partial<NotifySettings> = {}, webhookSecret: string | null = null): Recipient {
  return {
    userId: 'u1',
    name: 'Ада',
    email: 'ada@example.org',
    settings: { ...DEFAULT_NOTIFY_SETTINGS, ...settings },
    webhookSecret,
  };
}
