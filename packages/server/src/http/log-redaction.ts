// Secrets never reach the log (issue 28, from a hostile-input probe): a session token given as `/ws?token=` was
// written in clear at the default level, in Fastify's "incoming request" line. The URL a request line logs is
// redacted here, and pino's own redaction blanks the headers that carry sessions wherever a logged object holds them.
import type { FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';

/** What a redacted value reads as in the log. */
export const REDACTED = '[redacted]';

/**
 * Query parameters whose values are secrets: a session token (WebSocket clients), a private table's invite code, and
 * the signature of a mailed unsubscribe link. A parameter is matched by its name in any case.
 */
const SECRET_PARAMS = new Set([
  'token',
  'access_token',
  'invite',
  's',
  'sig',
  'signature',
  'secret',
  'password',
  'key',
]);

/** The URL (path and query, as a request line holds it) with the values of secret parameters replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      const name = eq < 0 ? part : part.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed escape in a name: judged by its raw text.
      }
      return eq >= 0 && SECRET_PARAMS.has(decoded.toLowerCase()) ? `${name}=${REDACTED}` : part;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

/**
 * The logger options every process uses: Fastify's request line (its own fields) with the URL redacted, and the
 * session-bearing headers blanked in any logged object that carries headers (a request, an error's request).
 */
export const LOG_REDACTION = {
  serializers: {
    req: (req: FastifyRequest) => ({
      method: req.method,
      url: redactUrl(req.url),
      host: req.host,
      remoteAddress: req.ip,
      // Absent when the socket is gone (a request logged after its client left).
      remotePort: req.socket?.remotePort ?? 0,
    }),
  },
  redact: {
    paths: [
      'headers.authorization',
      'headers.cookie',
      'headers["set-cookie"]',
      '*.headers.authorization',
      '*.headers.cookie',
      '*.headers["set-cookie"]',
    ],
    censor: REDACTED,
  },
} satisfies Pick<LoggerOptions, 'redact'> & { serializers: Record<string, (value: FastifyRequest) => unknown> };
