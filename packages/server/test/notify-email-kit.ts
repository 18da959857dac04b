// What the notification tests share: a real local SMTP server (smtp-server) that accepts, refuses or stalls mail;
// the mails it got, decoded; accounts to notify; a NotifySender over a store with real channels.
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { SMTPServer } from 'smtp-server';
import { DEFAULT_CONFIG, type NotifyConfig } from '../src/config.ts';
import type { Channel, Links } from '../src/notify/channel.ts';
import { siteLinks } from '../src/notify/links.ts';
import { NotifySender } from '../src/notify/sender.ts';
import { unsubscribePath } from '../src/notify/unsubscribe.ts';
import { Watchers } from '../src/notify/watchers.ts';
import type { NewNotification } from '../src/store/notify-store.ts';
import type { Store } from '../src/store/store.ts';
import { sleep } from '@birzha/test-support';

export const SECRET = 'test-secret-test-secret-test-secret';
export const SITE = 'https://birzha.example';

export interface Mail {
  readonly to: readonly string[];
  readonly raw: string;
  readonly at: number;
}

/** How the SMTP server answers a recipient: take the mail, refuse it with a code, or take the data and never answer. */
export type SmtpMode = 'accept' | 'hang' | { readonly code: number; readonly message: string };

export class SmtpSink {
  readonly mails: Mail[] = [];
  mode: SmtpMode = 'accept';
  /** Called when a mail's data starts arriving (the SIGKILL test kills its sender then). */
  onDataStart: (() => void) | null = null;
  readonly #server: SMTPServer;
  #port = 0;

  constructor() {
    this.#server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // No reverse DNS of 127.0.0.1 per connection: it costs ~100 ms and is not what the tests measure.
      disableReverseLookup: true,
      onRcptTo: (_address, _session, callback) => {
        const mode = this.mode;
        if (typeof mode === 'object') callback(Object.assign(new Error(mode.message), { responseCode: mode.code }));
        else callback();
      },
      onData: (stream, session, callback) => {
        this.onDataStart?.();
        const chunks: Buffer[] = [];
        const hang = this.mode === 'hang';
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          if (hang) return;
          this.mails.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
            at: Date.now(),
          });
          callback();
        });
      },
    });
    // A sender killed mid-mail resets its connection: expected here, not an error of the test.
    this.#server.on('error', () => {});
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', () => resolve()));
    this.#port = (this.#server.server.address() as AddressInfo).port;
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.#port}`;
  }

  /** Waits until `n` mails have arrived (throws after `ms`). */
  async waitFor(n: number, ms = 10_000): Promise<Mail[]> {
    const until = Date.now() + ms;
    while (this.mails.length < n) {
      if (Date.now() > until) throw new Error(`expected ${n} mails, got ${this.mails.length}`);
      await sleep(20);
    }
    return this.mails;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }
}

export interface ParsedMail {
  /** Header names lower-cased, folded lines joined. */
  readonly headers: ReadonlyMap<string, string>;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** RFC 2047 encoded words (=?UTF-8?B?...?= / =?UTF-8?Q?...?=), as nodemailer writes a non-ASCII subject. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, enc: string, data: string) =>
      enc.toLowerCase() === 'b' ? Buffer.from(data, 'base64').toString('utf8') : decodeQp(data.replace(/_/g, ' ')),
    );
}

function decodeQp(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function headersOf(head: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) map.set(line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim());
  }
  return map;
}

function bodyOf(headers: ReadonlyMap<string, string>, body: string): string {
  const enc = headers.get('content-transfer-encoding')?.toLowerCase();
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (enc === 'quoted-printable') return decodeQp(body);
  return body;
}

/** A mail as nodemailer writes one with text and HTML alternatives. */
export function parseMail(raw: string): ParsedMail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = headersOf(head);
  const body = rest.join('\r\n\r\n');
  const parts: { type: string; text: string }[] = [];
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  if (boundary === undefined) parts.push({ type: headers.get('content-type') ?? '', text: bodyOf(headers, body) });
  else {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      const [ph = '', ...pb] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
      const h = headersOf(ph);
      parts.push({ type: h.get('content-type') ?? '', text: bodyOf(h, pb.join('\r\n\r\n')) });
    }
  }
  return {
    headers,
    subject: decodeWords(headers.get('subject') ?? ''),
    text: parts.find((p) => p.type.startsWith('text/plain'))?.text ?? '',
    html: parts.find((p) => p.type.startsWith('text/html'))?.text ?? '',
  };
}

export const links: Links = siteLinks(SITE, (userId, channel) => unsubscribePath(SECRET, userId, channel));

/** An account (a user name, so notified) with an e-mail address, or a guest with `email` null and `guest`. */
export async function account(store: Store, id: string, email: string | null, guest = false): Promise<void> {
  if (guest) {
    await store.createUser({ id, name: `Guest ${id}`, createdAt: 1 });
    return;
  }
  await store.accounts.createAccount({ id, name: `Name ${id}`, createdAt: 1 }, `user_${id}`, 'hash');
  if (email !== null) await store.accounts.setEmail(id, email);
}

export const notifyConfig = (over: Partial<NotifyConfig> = {}): NotifyConfig => ({
  ...DEFAULT_CONFIG.notify,
  sendMs: 20,
  digestMs: 0,
  retryBaseMs: 1000,
  ...over,
});

export function makeSender(
  store: Store,
  channels: readonly Channel[],
  over: Partial<NotifyConfig> = {},
  now: () => number = Date.now,
  watchers = new Watchers(),
): NotifySender {
  return new NotifySender({
    store,
    channels,
    links,
    watchers,
    config: notifyConfig(over),
    now,
    log: Fastify({ logger: false }).log,
  });
}

/** A notification of `userId` at `at` (due then), about table `tableId` of the first game the engine knows. */
export function event(
  userId: string,
  at: number,
  over: Partial<NewNotification> = {},
  game = 'nogame',
): NewNotification {
  return {
    userId,
    kind: 'turn',
    tableId: 'tab1',
    payload: { tableId: 'tab1', game, version: 1, seat: 0 },
    dedupe: null,
    createdAt: at,
    dueAt: at,
    ...over,
  };
}
