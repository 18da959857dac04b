// A real local SMTP server for the browser tests (issue 25): the server under test mails through it (SMTP_URL), and
// the test reads each mail's plain text, the way a person reads the mail, to follow its links.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { sleep } from '@birzha/test-support';

export interface Mail {
  readonly to: readonly string[];
  readonly subject: string;
  /** The text/plain part, decoded. */
  readonly text: string;
}

export interface Mailbox {
  readonly url: string;
  readonly mails: readonly Mail[];
  /** Waits for a mail to `to` whose text passes `test`, the first such in arrival order. */
  waitFor(to: string, test: (m: Mail) => boolean, timeoutMs?: number): Promise<Mail>;
  close(): Promise<void>;
}

/** Quoted-printable (RFC 2045) to UTF-8 text. */
function fromQuotedPrintable(body: string): string {
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

/** A part's body decoded by its Content-Transfer-Encoding. */
function decoded(head: string, body: string): string {
  if (/content-transfer-encoding:\s*base64/i.test(head))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) return fromQuotedPrintable(body);
  return body;
}

/** RFC 2047 encoded words in a header ("=?UTF-8?Q?...?=", "=?UTF-8?B?...?="), decoded. */
function headerText(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : fromQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** The plain text and subject of a raw mail (one part, or the text/plain part of a multipart one). */
export function parseMail(raw: string): { subject: string; text: string } {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const subject = headerText(/^subject:\s*(.*)$/im.exec(unfolded)?.[1] ?? '');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(unfolded)?.[1];
  const body = rest.join('\n\n');
  if (boundary === undefined) return { subject, text: decoded(unfolded, body) };
  for (const part of body.split(`--${boundary}`)) {
    const [partHead = '', ...partBody] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    if (/content-type:\s*text\/plain/i.test(partHead))
      return { subject, text: decoded(partHead, partBody.join('\n\n').replace(/\r?\n$/, '')) };
  }
  return { subject, text: '' };
}

/** Starts a local SMTP server (no TLS, no sign-in) on a free port that keeps every mail it gets. */
export async function startMailbox(): Promise<Mailbox> {
  const mails: Mail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const { subject, text } = parseMail(Buffer.concat(chunks).toString('utf8'));
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), subject, text });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const port = (smtp.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(to, test, timeoutMs = 30_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find((m) => m.to.includes(to) && test(m));
        if (found !== undefined) return found;
        if (Date.now() > until)
          throw new Error(`no such mail to ${to}; got:\n${mails.map((m) => `${m.to.join()}: ${m.text}`).join('\n')}`);
        await sleep(100);
      }
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** Each event of a digest mail: its line ("• ...") and the link under it. */
export function mailEvents(mail: Mail): { line: string; url: string }[] {
  const lines = mail.text.split(/\r?\n/);
  const out: { line: string; url: string }[] = [];
  lines.forEach((l, i) => {
    if (l.startsWith('• ')) out.push({ line: l.slice(2), url: (lines[i + 1] ?? '').trim() });
  });
  return out;
}
