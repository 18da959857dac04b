import { Type, type Static } from 'typebox';

// Notifications (issue 25): what an account is told while away from the table, and through which channels.

const strict = { additionalProperties: false } as const;

/**
 * The kinds of event a person may be told about. 'outbid' and 'meeting' come from the games (engine `notices`):
 * another bid beat mine; a shareholders' meeting was called on a firm I hold. 'ranOut': a player's time ran out
 * (told to the others). 'mention': a chat line names me.
 */
export const NOTIFY_KINDS = [
  'turn',
  'outbid',
  'meeting',
  'invitation',
  'started',
  'finished',
  'reminder',
  'ranOut',
  'mention',
] as const;
export type NotifyKind = (typeof NOTIFY_KINDS)[number];
export const NotifyKind = Type.Enum(NOTIFY_KINDS);

export const NOTIFY_CHANNELS = ['email', 'push', 'webhook'] as const;
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];
export const NotifyChannel = Type.Enum(NOTIFY_CHANNELS);

/** One channel's switch and the kinds it carries. `off` is why the server switched it off (kept failing), or null. */
export const ChannelSettings = Type.Object(
  {
    on: Type.Boolean(),
    kinds: Type.Array(NotifyKind, { maxItems: NOTIFY_KINDS.length, uniqueItems: true }),
  },
  strict,
);
export type ChannelSettings = Static<typeof ChannelSettings>;

/** Hours before a bank runs out at which its player is reminded (each 1..168, at most 4). */
export const ReminderHours = Type.Array(Type.Integer({ minimum: 1, maximum: 168 }), { maxItems: 4, uniqueItems: true });

/** An https URL of the user's that receives a signed JSON body per notification (Discord's shape when `discord`). */
export const WebhookTarget = Type.Object(
  { url: Type.String({ minLength: 1, maxLength: 2000 }), discord: Type.Boolean() },
  strict,
);
export type WebhookTarget = Static<typeof WebhookTarget>;

/** PUT /api/account/notifications: the account's settings (the whole object; GET answers `NotifySettingsView`). */
export const NotifySettings = Type.Object(
  {
    email: ChannelSettings,
    push: ChannelSettings,
    webhook: ChannelSettings,
    /** Null: no webhook. Refused with BAD_WEBHOOK_URL when not https, or PRIVATE_ADDRESS when private/loopback. */
    webhookTarget: Type.Union([WebhookTarget, Type.Null()]),
    reminders: ReminderHours,
    /** The language of mail, push and webhook texts. */
    lang: Type.Union([Type.Literal('ru'), Type.Literal('en')]),
  },
  strict,
);
export type NotifySettings = Static<typeof NotifySettings>;

/** A channel the server switched off after it kept failing: the site says so until the user turns it on again. */
export const ChannelTrouble = Type.Object({ channel: NotifyChannel, at: Type.Number(), reason: Type.String() });
export type ChannelTrouble = Static<typeof ChannelTrouble>;

/** GET /api/account/notifications. */
export const NotifySettingsView = Type.Object({
  settings: NotifySettings,
  /** The webhook's signing secret (HMAC-SHA256 key, shown to its owner only); null with no webhook. */
  webhookSecret: Type.Union([Type.String(), Type.Null()]),
  /** The push devices subscribed (their endpoints' hosts and when). */
  pushDevices: Type.Array(Type.Object({ id: Type.String(), host: Type.String(), createdAt: Type.Number() })),
  /** The server's VAPID public key (base64url) for PushManager.subscribe; null when push is not offered. */
  vapidPublicKey: Type.Union([Type.String(), Type.Null()]),
  trouble: Type.Array(ChannelTrouble),
});
export type NotifySettingsView = Static<typeof NotifySettingsView>;

/** The settings of an account that never set any: e-mail and push for every kind, no webhook, reminders 12 h and 1 h. */
export const DEFAULT_NOTIFY_SETTINGS: NotifySettings = Object.freeze({
  email: { on: true, kinds: [...NOTIFY_KINDS] },
  push: { on: true, kinds: [...NOTIFY_KINDS] },
  webhook: { on: false, kinds: [...NOTIFY_KINDS] },
  webhookTarget: null,
  reminders: [12, 1],
  lang: 'ru',
});

/** POST /api/account/push: a browser's PushSubscription (its toJSON()). Refused with BAD_PUSH_SUBSCRIPTION. */
export const PushSubscriptionBody = Type.Object(
  {
    endpoint: Type.String({ minLength: 1, maxLength: 2000 }),
    expirationTime: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
    keys: Type.Object({ p256dh: Type.String({ maxLength: 200 }), auth: Type.String({ maxLength: 100 }) }),
  },
  { additionalProperties: true },
);
export type PushSubscriptionBody = Static<typeof PushSubscriptionBody>;

/** POST /api/tables/:id/invitations: invite accounts by user name to a table's free seats. */
export const InviteBody = Type.Object(
  { usernames: Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { minItems: 1, maxItems: 15 }) },
  strict,
);
export type InviteBody = Static<typeof InviteBody>;

/** An invitation to a table, as its invitee sees it (GET /api/account/invitations). */
export const Invitation = Type.Object({
  id: Type.String(),
  tableId: Type.String(),
  game: Type.String(),
  /** Who invited: `botAccount` when a person's bot account did (issue 29: bots' tables invite people too). */
  from: Type.Object({ id: Type.String(), name: Type.String(), botAccount: Type.Optional(Type.Literal(true)) }),
  createdAt: Type.Number(),
  expiresAt: Type.Number(),
  status: Type.Union([
    Type.Literal('open'),
    Type.Literal('accepted'),
    Type.Literal('declined'),
    Type.Literal('expired'),
  ]),
});
export type Invitation = Static<typeof Invitation>;

/**
 * The body a webhook receives (JSON, headers `X-Birzha-Timestamp: <unix seconds>` and `X-Birzha-Signature:
 * sha256=<hex HMAC-SHA256 of timestamp + "." + body with the user's secret>`). With `discord` the body is Discord's `{ content, embeds }` instead.
 */
export const WebhookBody = Type.Object({
  kind: NotifyKind,
  tableId: Type.Union([Type.String(), Type.Null()]),
  game: Type.Union([Type.String(), Type.Null()]),
  /** The line the other channels show, in the user's language. */
  text: Type.String(),
  /** Opens the table at its current state. */
  url: Type.String(),
  at: Type.Number(),
});
export type WebhookBody = Static<typeof WebhookBody>;
