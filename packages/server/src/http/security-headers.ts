import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** A Host header that is only a host name or address and a port (anything else is left out of the policy). */
const PLAIN_HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * Where the page may connect: its own origin and the WebSocket of its own host. CSP's 'self' covers same-host
 * ws:/wss: in current browsers (CSP 3); older ones need them named, so they are (when the Host is plain).
 */
export function connectSources(req: IncomingMessage): string {
  const host = req.headers.host;
  return host !== undefined && PLAIN_HOST.test(host) ? `'self' ws://${host} wss://${host}` : "'self'";
}

/**
 * The Content-Security-Policy of every answer. The built client is files of its own origin only: Vite's build has
 * no inline script, React sets style attributes through the DOM (which CSP allows), charts draw on a canvas, and the
 * favicon is a data: image.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: [connectSources],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * Security headers on every page and API answer (@fastify/helmet). The referrer policy is the browsers' own default
 * rather than helmet's no-referrer: under no-referrer a browser sends `Origin: null` on same-site POSTs, which the
 * origin check (identity/origin-check.ts) must refuse. No upgrade-insecure-requests: a server on plain http (a LAN,
 * localhost) would otherwise have its own scripts asked for over https.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
  });
}
