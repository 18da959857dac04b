import { DATABASE_WAIT_MS } from './store/wait-for-database.ts';

/** Everything the server can be told; only main.ts builds it (from the environment). */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** Where the SQLite file and anything else kept on disk live. */
  readonly dataDir: string;
  /** PostgreSQL instead of SQLite when set. */
  readonly databaseUrl: string | null;
  readonly logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Secret that signs identity tokens; when null, one is generated and kept in the data dir. */
  readonly secret: string | null;
  /** Worker threads for bots. */
  readonly botThreads: number;
  /** Pause before a bot acts, so that people can follow the game. */
  readonly botDelayMs: number;
  /**
   * At a table where a person sits, bots wait until the public show of the last move is over (the game's
   * `showSeconds`, when the clocks start too): nobody sees the next decision made while the last one's end still plays.
   */
  readonly botsWaitForShow: boolean;
  /** How often the clock sweeper looks for due deadlines. */
  readonly sweepMs: number;
  /** Per-connection message budget: sustained rate per second and burst. */
  readonly rateLimit: { readonly perSecond: number; readonly burst: number };
  /** Consecutive timeouts after which a bot takes over a human's seat. */
  readonly timeoutsBeforeBot: number;
  /** Static files of the web client, served at / when present. */
  readonly webRoot: string | null;
  /**
   * Which proxies to believe about the client's address and scheme (X-Forwarded-For/-Proto/-Host), as Fastify's
   * `trustProxy`: false (none), true (any), or addresses and subnets (comma-separated). Behind a TLS-terminating proxy it must be set
   * for session cookies to be Secure and for rate limits to see the client's address.
   */
  readonly trustProxy: boolean | string;
  /** Sites besides the server's own host whose pages may send state-changing requests (origins, e.g. https://x.org). */
  readonly allowedOrigins: readonly string[];
  /** Sessions end this long after their last use; their use is written at most every `sessionTouchMs`. */
  readonly sessionLifetimeMs: number;
  readonly sessionTouchMs: number;
  /** Rate limits of the account routes (per client address, and failed logins per user name). */
  readonly accountLimits: AccountLimits;
  /** Requests per API token per minute on the bot API (issue 29, docs/bot-api.md "Limits"). */
  readonly botApiLimits: BotApiLimits;
  /** SMTP server for password reset mail (smtp://user:pass@host:port, smtps://...); null: no e-mail at all. */
  readonly smtpUrl: string | null;
  /** Sender of the mail. */
  readonly mailFrom: string;
  /** Where the site is reached (https://birzha.example), for links in mail; null: the request's own origin. */
  readonly publicUrl: string | null;
  /**
   * `GET /metrics` asks for this as `Authorization: Bearer <token>` when set; when not, it answers only a client on
   * this machine (loopback, as the client address is judged with `trustProxy`).
   */
  readonly metricsToken: string | null;
  /** Timeouts of HTTP connections and limits on creating guests and tables (against abuse). */
  readonly httpLimits: HttpLimits;
  /** A WebSocket protocol ping this often; a connection that has not answered the previous one is closed. */
  readonly wsPingMs: number;
  /** WebSocket caps: open connections per user and per client address, table subscriptions per connection. */
  readonly wsLimits: WsLimits;
  /**
   * Redis (redis://host:port/db) for the bus between several server processes; null: one process, the in-process
   * bus (architecture page, section 5).
   */
  readonly redisUrl: string | null;
  /** The start of this process's id on the bus (a random part is added at each start); null: host name and pid. */
  readonly processId: string | null;
  /** How often a process on a shared bus says it is alive; a process unheard for three of these is gone. */
  readonly busHeartbeatMs: number;
  /** While the bus is down, how often a process reads the store for the tables its viewers follow (issue 28). */
  readonly busOutagePollMs: number;
  /** How long a starting server waits for a PostgreSQL it cannot reach yet before it gives up (DATABASE_WAIT_MS). */
  readonly databaseWaitMs: number;
  /**
   * A bot seat whose turn has waited this long with the match unchanged is picked up again (its process may have
   * died): by one live process, chosen by the table id.
   */
  readonly botStallMs: number;
  /** Notifications to away players (issue 25): the outbox sender's pace, retries and channels. */
  readonly notify: NotifyConfig;
}

export interface NotifyConfig {
  /** How often the sender looks for due notifications. */
  readonly sendMs: number;
  /** A claimed notification is left to its sender this long; a sender that died leaves it due again after. */
  readonly leaseMs: number;
  /**
   * "Your turn" waits this long before it goes out: a player who is at the table (a visible page of the match) is
   * not told, and one who moves at once is not told at all.
   */
  readonly graceMs: number;
  /** E-mail waits this long for more events of the same user, which then go in one digest mail. */
  readonly digestMs: number;
  /** The first retry after a failure; each later one waits twice as long. */
  readonly retryBaseMs: number;
  /** Attempts after which a notification is given up. */
  readonly maxAttempts: number;
  /** Failures in a row after which a user's channel is switched off (and the site says so). */
  readonly offAfter: number;
  /** Webhooks to private, loopback and link-local addresses (tests, a home server); refused otherwise. */
  readonly allowPrivateWebhooks: boolean;
  /**
   * Web Push keys (VAPID, base64url) and the contact they name; null: created on first start and kept in the data
   * dir like the secret (with several processes, give them in the environment).
   */
  readonly vapid: { readonly publicKey: string; readonly privateKey: string } | null;
  readonly vapidSubject: string;
  /** Open invitations to a table expire this long after they were sent. */
  readonly invitationMs: number;
}

export interface WsLimits {
  readonly connectionsPerUser: number;
  readonly connectionsPerIp: number;
  readonly subscriptionsPerConnection: number;
}

export interface HttpLimits {
  /**
   * Time a client has to send a request's headers, and the whole request (Node's `headersTimeout` and
   * `requestTimeout`): a client that trickles its headers is answered 408 and disconnected. A WebSocket, once
   * upgraded, is no longer a request and is not cut by them.
   */
  readonly headersTimeoutMs: number;
  readonly requestTimeoutMs: number;
  /** How often Node looks for connections over those timeouts (so a connection may live this much longer). */
  readonly timeoutCheckMs: number;
  /** An idle keep-alive connection is closed after this (above a load balancer's usual 60 s idle timeout). */
  readonly keepAliveTimeoutMs: number;
  /** Guests one client address may create per window (POST /api/session that makes a new guest). */
  readonly guestsPerIp: number;
  /** Table creations (POST /api/tables) one client address may ask for per window. */
  readonly tablesPerIp: number;
  readonly windowMs: number;
  /** Open (not yet started) tables one user may host at once, quick-play ones included. */
  readonly openTablesPerUser: number;
}

export interface BotApiLimits {
  /**
   * Moves (each request, a batch or one move): as many as a browser's WebSocket may send (rateLimit, 20 a second), for
   * a bot trading on a market as fast as a person may.
   */
  readonly movesPerMinute: number;
  /** Streams opened (once, and again after a drop). */
  readonly streamsPerMinute: number;
  /** Every other request: chat, resign, invitations, tables, the account. */
  readonly otherPerMinute: number;
}

export interface AccountLimits {
  /** Requests per client address per window on register, login, password, delete and reset. */
  readonly perIp: number;
  readonly perIpWindowMs: number;
  /** Failed logins per user name (lower-cased) per window, from any address. */
  readonly failedPerName: number;
  readonly perNameWindowMs: number;
  /** Reset mail requests per client address per window. */
  readonly resetPerIp: number;
  /** Reset mails per account per window (more requests are answered alike, and send nothing). */
  readonly resetPerAccount: number;
  readonly resetWindowMs: number;
}

export const DEFAULT_CONFIG: ServerConfig = {
  port: 8080,
  host: '0.0.0.0',
  dataDir: './data',
  databaseUrl: null,
  logLevel: 'info',
  secret: null,
  botThreads: 1,
  botDelayMs: 600,
  botsWaitForShow: true,
  sweepMs: 250,
  rateLimit: { perSecond: 20, burst: 60 },
  timeoutsBeforeBot: 2,
  webRoot: null,
  trustProxy: false,
  allowedOrigins: [],
  sessionLifetimeMs: 60 * 24 * 3600 * 1000,
  sessionTouchMs: 5 * 60 * 1000,
  botApiLimits: { movesPerMinute: 1200, streamsPerMinute: 30, otherPerMinute: 120 },
  accountLimits: {
    perIp: 10,
    perIpWindowMs: 60 * 1000,
    failedPerName: 5,
    perNameWindowMs: 15 * 60 * 1000,
    resetPerIp: 5,
    resetPerAccount: 3,
    resetWindowMs: 60 * 60 * 1000,
  },
  smtpUrl: null,
  mailFrom: 'Birzha <no-reply@localhost>',
  publicUrl: null,
  metricsToken: null,
  httpLimits: {
    headersTimeoutMs: 10_000,
    requestTimeoutMs: 30_000,
    timeoutCheckMs: 2_000,
    keepAliveTimeoutMs: 72_000,
    guestsPerIp: 30,
    tablesPerIp: 30,
    windowMs: 60 * 60 * 1000,
    openTablesPerUser: 5,
  },
  wsPingMs: 30_000,
  wsLimits: { connectionsPerUser: 10, connectionsPerIp: 50, subscriptionsPerConnection: 20 },
  redisUrl: null,
  processId: null,
  busHeartbeatMs: 2000,
  busOutagePollMs: 1000,
  databaseWaitMs: DATABASE_WAIT_MS,
  botStallMs: 10_000,
  notify: {
    sendMs: 1000,
    leaseMs: 60_000,
    graceMs: 30_000,
    digestMs: 120_000,
    retryBaseMs: 30_000,
    maxAttempts: 8,
    offAfter: 5,
    allowPrivateWebhooks: false,
    vapid: null,
    vapidSubject: 'mailto:no-reply@localhost',
    invitationMs: 7 * 24 * 3600 * 1000,
  },
};
