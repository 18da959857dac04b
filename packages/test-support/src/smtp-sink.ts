import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { waitFor } from './wait-for.ts';

/** A mail as it arrived: its envelope recipients, its raw text (parseMail reads it) and when it came. */
export interface SunkMail {
  readonly to: readonly string[];
  readonly raw: string;
  readonly at: number;
}

/** How the SMTP server answers a recipient: take the mail, refuse it with a code, or take the data and never answer. */
export type SmtpMode = 'accept' | 'hang' | { readonly code: number; readonly message: string };

/** A real local SMTP server (no TLS, no sign-in) on a free port of 127.0.0.1 that keeps every mail it takes. */
export class SmtpSink {
  readonly mails: SunkMail[] = [];
  mode: SmtpMode = 'accept';
  /** Called when a mail's data starts arriving (a test that kills its sender mid-mail does it then). */
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

  /** Waits until `n` mails have arrived (throws after `ms`), and gives them all. */
  async waitFor(n: number, ms = 10_000): Promise<SunkMail[]> {
    await waitFor(`${n} mails (got ${this.mails.length})`, () => this.mails.length >= n, { timeoutMs: ms });
    return this.mails;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }
}
