// A real local SMTP server for the browser tests (issue 25; test-support's SmtpSink): the server under test mails
// through it (SMTP_URL), and the test reads each mail's plain text, the way a person reads the mail, to follow its
// links.
import { parseMail, SmtpSink, waitFor } from '@birzha/test-support';

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

/** Starts a local SMTP server (no TLS, no sign-in) on a free port that keeps every mail it gets. */
export async function startMailbox(): Promise<Mailbox> {
  const sink = await new SmtpSink().start();
  // Each mail read once, as it arrived (the sink keeps them in order).
  const mails: Mail[] = [];
  const read = (): Mail[] => {
    for (const m of sink.mails.slice(mails.length)) {
      const { subject, text } = parseMail(m.raw);
      mails.push({ to: m.to, subject, text });
    }
    return mails;
  };
  return {
    url: sink.url,
    get mails() {
      return read();
    },
    async waitFor(to, test, timeoutMs = 30_000) {
      const found = () => read().find((m) => m.to.includes(to) && test(m));
      return waitFor(`a mail to ${to}`, found, { timeoutMs, everyMs: 100 }).catch(() => {
        throw new Error(
          `no such mail to ${to}; got:\n${read()
            .map((m) => `${m.to.join()}: ${m.text}`)
            .join('\n')}`,
        );
      });
    },
    close: () => sink.close(),
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
