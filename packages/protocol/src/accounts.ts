import { Type, type Static } from 'typebox';
import { UserInfo } from './server-messages.ts';

// HTTP bodies and answers of accounts (issue 13): register, log in and out, password, e-mail, reset, delete.
// Names and passwords are checked by the server beyond these shapes, each failure with its own code (BAD_USERNAME,
// WEAK_PASSWORD, ...), so that the client can say what is wrong.

const strict = { additionalProperties: false } as const;

/** Letters (any script), digits, `_`, `.` and `-`, 3 to 24 characters: what a user name may be. */
export const USERNAME_PATTERN = '^[\\p{L}\\p{N}_.-]{3,24}$';
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

/** Whether a user name is allowed (the server's rule; the client checks the same before sending). */
export function isUsername(name: string): boolean {
  return new RegExp(USERNAME_PATTERN, 'u').test(name);
}

const Username = Type.String({ minLength: 1, maxLength: 64 });
const Password = Type.String({ minLength: 1, maxLength: PASSWORD_MAX });

/** POST /api/account/register: the current guest (or a new user) becomes an account, keeping what it played. */
export const RegisterBody = Type.Object({ username: Username, password: Password }, strict);
export type RegisterBody = Static<typeof RegisterBody>;

/** POST /api/account/login. */
export const LoginBody = Type.Object({ username: Username, password: Password }, strict);
export type LoginBody = Static<typeof LoginBody>;

/** POST /api/account/password: other sessions of the account end. */
export const PasswordBody = Type.Object({ current: Password, next: Password }, strict);
export type PasswordBody = Static<typeof PasswordBody>;

/** POST /api/account/email: sets or clears (null) the address; only when the server can send mail. */
export const EmailBody = Type.Object(
  { email: Type.Union([Type.String({ minLength: 3, maxLength: 254 }), Type.Null()]) },
  strict,
);
export type EmailBody = Static<typeof EmailBody>;

/** POST /api/account/reset-request: mails a one-time link to the account's address (same answer either way). */
export const ResetRequestBody = Type.Object({ login: Type.String({ minLength: 1, maxLength: 254 }) }, strict);
export type ResetRequestBody = Static<typeof ResetRequestBody>;

/** POST /api/account/reset: the token from the link and the new password. */
export const ResetBody = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200 }), password: Password },
  strict,
);
export type ResetBody = Static<typeof ResetBody>;

/** DELETE /api/account: the password again, so that a borrowed session cannot delete an account. */
export const DeleteAccountBody = Type.Object({ password: Password }, strict);
export type DeleteAccountBody = Static<typeof DeleteAccountBody>;

/** The signed-in user as they see themselves (GET /api/me and every account answer). */
export const Me = Type.Object({
  ...UserInfo.properties,
  /** The account's user name; null for a guest. */
  username: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
  /**
   * A person's account plays rated games against people's bot accounts (issue 29; PUT /api/account/settings). Only on
   * a person's account: absent for a guest, whose seat makes a match unrated anyway, and for a bot account, which
   * always accepts.
   */
  ratedWithBots: Type.Optional(Type.Boolean()),
});
export type Me = Static<typeof Me>;

/** PUT /api/account/settings: a person's preferences for play (answered with `{ user: Me }`). */
export const PlaySettingsBody = Type.Object({ ratedWithBots: Type.Boolean() }, strict);
export type PlaySettingsBody = Static<typeof PlaySettingsBody>;

/** Answer of session, register and login: the user, and the opaque session token for clients without cookies. */
export const SessionAnswer = Type.Object({ user: Me, token: Type.Optional(Type.String()) });
export type SessionAnswer = Static<typeof SessionAnswer>;

/** GET /api/config: what this server offers (the client hides e-mail forms without mail). */
export const ServerFeatures = Type.Object({ mail: Type.Boolean() });
export type ServerFeatures = Static<typeof ServerFeatures>;

/** GET /api/account/sessions: the account's signed-in devices (DELETE /api/account/sessions/:id ends one). */
export const SessionInfo = Type.Object({
  id: Type.String(),
  createdAt: Type.Number(),
  lastSeenAt: Type.Number(),
  userAgent: Type.Union([Type.String(), Type.Null()]),
  current: Type.Boolean(),
});
export type SessionInfo = Static<typeof SessionInfo>;
