/**
 * Error codes the server sends (`{ t: 'error', code }`), besides the games' own rule codes (NOT_YOUR_TURN,
 * INSUFFICIENT_CASH, ...), which pass through unchanged. Stable: clients map them to words in both languages.
 */
export const SERVER_CODES = [
  'BAD_JSON', // a frame that is not JSON
  'BAD_MESSAGE', // JSON that does not match the message's schema
  'UNKNOWN_TYPE', // a message type the protocol does not have
  'FRAME_TOO_LARGE', // over MAX_FRAME_BYTES
  'RATE_LIMITED', // too many messages on this connection
  'TOO_MANY_CONNECTIONS', // a WebSocket over the cap of open connections per user or per address (closed, 4429)
  'TOO_MANY_SUBSCRIPTIONS', // subscribe to one more table than a connection may follow at once
  'UNAUTHORIZED', // no valid identity
  'NOT_FOUND', // no such table or match
  'NOT_SUBSCRIBED', // a move or chat for a table this connection has not subscribed to
  'NOT_SEATED', // a move from a connection whose user holds no seat at the table
  'NOT_STARTED', // a move before the match started
  'STALE', // the version sent is not the match's current version
  'CLOCK_ONLY', // a move only the server's clock may submit (the game's clockOnly), sent by a player or a bot
  'BUSY', // the match could not take the move now (retry)
  'SEAT_TAKEN', // join a seat someone holds
  'ALREADY_SEATED', // join a table where the user already holds a seat
  'TABLE_FULL', // no free seat
  'TOO_MANY_TABLES', // create a table while hosting as many open (not started) tables as a user may (detail: max)
  'NOT_OPEN', // the table has started or finished
  'NOT_FULL', // start with empty seats
  'NOT_HOST', // only the table's creator may do this
  'BAD_INVITE', // a private table without its invite code
  'BAD_REQUEST', // an HTTP body or query that does not match its schema
  'BODY_TOO_LARGE', // an HTTP body over the server's limit (detail: max, bytes)
  'BAD_NAME', // a display name that is blank after cleaning or over NAME_MAX code points (clean-text.ts)
  'BAD_USERNAME', // a user name that is not 3-24 letters, digits, _ . -
  'USERNAME_TAKEN', // another account has that user name (without regard to case)
  'WEAK_PASSWORD', // a password shorter than PASSWORD_MIN (or just the user name)
  'BAD_CREDENTIALS', // wrong user name or password (the same answer for both)
  'WRONG_PASSWORD', // a signed-in account's password, asked again to change it or delete the account, is wrong
  'SESSION_ENDED', // the session was ended for its user (detail reason: passwordChanged on another device, passwordReset)
  'ALREADY_REGISTERED', // register from a session that is already an account
  'NOT_REGISTERED', // an account action from a guest
  'BAD_EMAIL', // not an e-mail address, or another account has it
  'MAIL_DISABLED', // e-mail actions on a server without SMTP_URL
  'BAD_RESET_TOKEN', // a reset link that is unknown, used or expired
  'BAD_ORIGIN', // a state-changing request from another site (Origin or Referer not ours)
  'NOT_LEFT', // come back to a seat the user never left (or a bot did not take over)
  'NOT_FINISHED', // what only a finished match has (its record, "Play again") asked of one still open or played
  'BAD_BOT_LEVEL', // a bot level the game does not offer (GET /api/games' levels; detail: level, offered)
  'BAD_PACE', // a turn-based clock the schema allows but that makes no sense (a bank above its cap)
  'BAD_PUSH_SUBSCRIPTION', // a push subscription whose endpoint is not https or whose keys are not P-256/auth keys
  'BAD_WEBHOOK_URL', // a webhook URL that is not an absolute https URL
  'PRIVATE_ADDRESS', // a webhook URL whose host is (or resolves to) a private, loopback or link-local address
  'PUSH_DISABLED', // push actions on a server that offers no Web Push
  'NO_SUCH_USER', // an invitation to a user name no account has
  'BAD_UNSUBSCRIBE', // an unsubscribe link that is not ours (bad signature)
  'INVITATION_CLOSED', // accept or decline an invitation that was answered, has expired, or whose table started
  'NOT_A_BOT', // a bot API token or token action of an account that is not a bot account (POST /api/account/bot first)
  'ALREADY_BOT', // turn into a bot account an account that is one already
  'HAS_RATED_GAMES', // turn into a bot account an account with rated games as a person (finished, or being played)
  'MISSING_SCOPE', // a bot API token without the scope the endpoint needs (detail: scope)
  'TOO_MANY_TOKENS', // create an API token while the account holds as many live ones as it may (detail: max)
  'NOT_FOR_BOTS', // what only people do (quick play, the people's settings) asked by a bot account
  'BOTS_NOT_ACCEPTED', // seat a bot account and a person who does not play rated games against them at a rated table (detail: seat, the person's)
  'UNAVAILABLE', // what the request needs is out of reach for now (the shared rate-limit counters, the database); the step that needed it was not done; retry (detail: retryAfter)
  'INTERNAL', // a bug on the server; nothing was changed
] as const;
export type ServerCode = (typeof SERVER_CODES)[number];

/** Largest WebSocket frame the server accepts, in bytes. */
export const MAX_FRAME_BYTES = 64 * 1024;
/**
 * Protocol version, sent in `hello`: raised when a message changes so that an older client would misread it. 2: a
 * snapshot's version is only its summary's (`table.version`), no longer a field of its own as well.
 */
export const PROTOCOL_VERSION = 2;
