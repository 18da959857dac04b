import type { FastifyRequest } from 'fastify';

// Cross-site request protection on top of SameSite=Lax cookies: a state-changing request (and a WebSocket upgrade,
// which carries the cookie) is refused when the browser says it comes from another site. Browsers send Origin on
// such requests; Referer stands in where Origin is missing. Clients that send neither (scripts with bearer tokens)
// carry no cookie a foreign page could borrow, so they pass.

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether the request must pass the origin check: state-changing under /api, or the WebSocket upgrade. */
export function needsOriginCheck(req: FastifyRequest): boolean {
  const path = req.url.split('?')[0] ?? '';
  if (path === '/ws') return true;
  // One-click unsubscribe (RFC 8058): a mail client POSTs it from anywhere; the link's signature, not a cookie,
  // is what lets it change anything, so no foreign page can borrow it.
  if (path === '/api/unsubscribe') return false;
  return UNSAFE.has(req.method) && (path === '/api' || path.startsWith('/api/'));
}

/** The origin (scheme://host[:port]) of a URL, or null when it is not one. */
function originOf(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** Normalised origins from configuration (ALLOWED_ORIGINS); entries that are not origins are dropped. */
export function normaliseOrigins(list: readonly string[]): string[] {
  return list.map((o) => originOf(o.trim())).filter((o): o is string => o !== null);
}

/**
 * Whether the request comes from a foreign site: its Origin (else Referer) is present and is neither the request's
 * own host (over http or https) nor one of `allowed` (normalised origins).
 */
export function isForeignOrigin(req: FastifyRequest, allowed: readonly string[]): boolean {
  const origin = req.headers.origin;
  const referer = req.headers.referer;
  const claimed = typeof origin === 'string' ? origin : typeof referer === 'string' ? referer : undefined;
  if (claimed === undefined) return false;
  const from = originOf(claimed);
  if (from === null) return true;
  const own = ['http', 'https'].map((scheme) => originOf(`${scheme}://${req.host}`));
  return !own.includes(from) && !allowed.includes(from);
}
