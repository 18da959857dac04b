// A mail as the server's mailer (nodemailer) writes it, read back the way a person reads it: headers, subject, and
// the plain-text and HTML parts decoded.

export interface ParsedMail {
  /** Header names lower-cased, folded lines joined. */
  readonly headers: ReadonlyMap<string, string>;
  readonly subject: string;
  /** The text/plain part (or the whole body of a one-part plain mail), decoded. */
  readonly text: string;
  /** The text/html part, decoded; empty when there is none. */
  readonly html: string;
}

/** Quoted-printable (RFC 2045) to UTF-8 text. */
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

/** RFC 2047 encoded words (=?UTF-8?B?...?= / =?UTF-8?Q?...?=), as nodemailer writes a non-ASCII subject. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, enc: string, data: string) =>
      enc.toLowerCase() === 'b' ? Buffer.from(data, 'base64').toString('utf8') : decodeQp(data.replace(/_/g, ' ')),
    );
}

function headersOf(head: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) map.set(line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim());
  }
  return map;
}

/** A part's body decoded by its Content-Transfer-Encoding. */
function bodyOf(headers: ReadonlyMap<string, string>, body: string): string {
  const enc = headers.get('content-transfer-encoding')?.toLowerCase();
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (enc === 'quoted-printable') return decodeQp(body);
  return body;
}

/** A raw mail (one part, or multipart with text and HTML alternatives), decoded. */
export function parseMail(raw: string): ParsedMail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = headersOf(head);
  const body = rest.join('\r\n\r\n');
  const parts: { type: string; text: string }[] = [];
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  if (boundary === undefined)
    parts.push({ type: headers.get('content-type') ?? 'text/plain', text: bodyOf(headers, body) });
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
