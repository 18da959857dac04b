import { existsSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendError } from './errors.ts';

/** Paths that belong to the server, never to the web client's routes. */
const SERVER_PATHS = /^\/(?:api|ws|healthz|metrics)(?:[/?]|$)/;

/** Content-hashed bundles: cached for a year; everything else (index.html first) is revalidated on every load. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const NOT_BUILT = `<!doctype html>
<html><head><meta charset="utf-8"><title>Birzha</title></head>
<body><h1>Birzha</h1><p>The web client is not built. Run <code>npm run build</code> and restart the server
(or set <code>BIRZHA_WEB_ROOT</code> to a built client).</p>
<p>The API is served under <code>/api</code>, the WebSocket at <code>/ws</code>, health at <code>/healthz</code>.</p></body></html>
`;

/** Whether `dir` is a built client: a directory holding index.html. */
export function isWebRoot(dir: string | null): dir is string {
  if (dir === null) return false;
  try {
    return statSync(dir).isDirectory() && existsSync(join(dir, 'index.html'));
  } catch {
    return false;
  }
}

/** A browser navigating (not a script or an API client) to a path of the client's router. */
function wantsPage(req: FastifyRequest): boolean {
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    !SERVER_PATHS.test(req.url) &&
    (req.headers.accept ?? '').includes('text/html')
  );
}

/**
 * Serves the web client's static files at / from `webRoot`, and index.html for any other page path (the client
 * routes in the browser). Unknown routes otherwise get the API's JSON error NOT_FOUND. Without a built client,
 * GET / says how to build one.
 */
export async function registerWebClient(app: FastifyInstance, webRoot: string | null): Promise<void> {
  const root = isWebRoot(webRoot) ? webRoot : null;
  if (webRoot !== null && root === null)
    app.log.warn({ webRoot }, 'the web root is not a directory with index.html: the web client is not served');
  if (root === null) {
    app.get('/', (_req, reply) => reply.type('text/html; charset=utf-8').send(NOT_BUILT));
  } else {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      cacheControl: false,
      dotfiles: 'ignore',
      setHeaders: (res, path) => {
        res.setHeader('cache-control', relative(root, path).startsWith(`assets${sep}`) ? IMMUTABLE : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    if (root !== null && wantsPage(req)) return reply.code(200).sendFile('index.html');
    return sendError(reply, 'NOT_FOUND');
  });
}
