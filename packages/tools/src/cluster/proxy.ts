import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type Socket } from 'node:net';
import { Readable } from 'node:stream';
import { createProxyServer } from 'http-proxy-3';
import type { Backend, BackendPool } from './backend-pool.ts';

/** Request bodies are read whole before proxying, so that a retry can send them again; the API's are small JSON. */
const MAX_BODY_BYTES = 2 * 1024 * 1024;

/** Errors that say the connection to the backend was never made: the request did not reach it, so retrying is safe. */
const CONNECT_FAILURES = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL']);

const FORWARDED = ['x-forwarded-for', 'x-forwarded-port', 'x-forwarded-proto', 'x-forwarded-host'] as const;

/** The reverse proxy in front of the processes. */
export interface ClusterProxy {
  listen(port: number, host: string): Promise<void>;
  /** Stops accepting, and ends open connections (WebSockets included). */
  close(): Promise<void>;
}

function codeOf(e: unknown): string {
  return typeof e === 'object' && e !== null && 'code' in e && typeof e.code === 'string' ? e.code : String(e);
}

/** The client's own X-Forwarded-* headers: the proxy appends to them, and a retry must start from them again. */
function forwardedHeaders(req: IncomingMessage): () => void {
  const saved = FORWARDED.map((name) => [name, req.headers[name]] as const);
  return () => {
    for (const [name, value] of saved) req.headers[name] = value;
  };
}

function hasBody(req: IncomingMessage): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

function readBody(req: IncomingMessage): Promise<Buffer | 'TOO_LARGE'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        req.removeAllListeners('data');
        req.resume();
        resolve('TOO_LARGE');
        return;
      }
      chunks.push(chunk);
    });
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

function answer(res: ServerResponse, status: number, text: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' }).end(`${text}\n`);
}

/** The table a WebSocket is opened for (`/ws?table=ID`, the web client's hint at a table's page), or null. */
export function tableHint(url: string | undefined): string | null {
  if (url === undefined) return null;
  const q = url.indexOf('?');
  if (q < 0) return null;
  const table = new URLSearchParams(url.slice(q + 1)).get('table');
  return table !== null && /^[A-Za-z0-9_-]{1,64}$/.test(table) ? table : null;
}

export interface ClusterProxyOptions {
  /**
   * Route a WebSocket opened for a table (`?table=`) to the table's owner process (BackendPool.pickFor), so that a
   * table's viewers share a process with each other and its bots (issue 28 point 3); else round-robin like the rest.
   */
  readonly routeByTable?: boolean;
}

/**
 * Round-robin over the pool, with X-Forwarded-For/-Proto/-Host (the processes trust only this proxy) and WebSocket
 * upgrades. A backend that refuses the connection is marked down and the request goes to the next one.
 */
export function createClusterProxy(
  pool: BackendPool,
  print: (line: string) => void,
  options: ClusterProxyOptions = {},
): ClusterProxy {
  const proxy = createProxyServer({ xfwd: true });
  const target = (b: Backend) => `http://127.0.0.1:${b.port}`;
  const refused = (b: Backend, e: unknown) => {
    if (pool.markDown(b.id, codeOf(e))) print(`cluster: ${b.id} (port ${b.port}) is down: ${codeOf(e)}`);
  };

  const web = (req: IncomingMessage, res: ServerResponse, body: Buffer | null, tried: Set<string>) => {
    const b = pool.pick(tried);
    if (b === null) return answer(res, 503, 'No Birzha process is up right now; try again in a few seconds.');
    tried.add(b.id);
    proxy.web(req, res, { target: target(b), ...(body === null ? {} : { buffer: Readable.from([body]) }) }, (e) => {
      if (CONNECT_FAILURES.has(codeOf(e)) && !res.headersSent) {
        refused(b, e);
        restore(req);
        return web(req, res, body, tried);
      }
      print(`cluster: ${req.method ?? '?'} ${req.url ?? '?'} via ${b.id} failed: ${codeOf(e)}`);
      answer(res, 502, 'Bad gateway');
    });
  };
  const restorers = new WeakMap<IncomingMessage, () => void>();
  const restore = (req: IncomingMessage) => restorers.get(req)?.();

  const sockets = new Set<Socket>();
  /** Connects to a backend first (skipping those that refuse), then hands the upgrade to it. */
  const upgrade = (req: IncomingMessage, socket: Socket, head: Buffer, tried: Set<string>) => {
    const table = options.routeByTable === true ? tableHint(req.url) : null;
    const b = table === null ? pool.pick(tried) : pool.pickFor(table, tried);
    if (b === null) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    tried.add(b.id);
    // http-proxy-3 closes the client's socket when the upgrade request fails, so a retry must happen before it:
    // a plain TCP connect tells whether the backend takes connections.
    const probe = connect(b.port, '127.0.0.1');
    probe.once('connect', () => {
      probe.destroy();
      proxy.ws(req, socket, head, { target: target(b) }, (e) => {
        // Also called for errors after the upgrade; a WebSocket cut by either side is routine.
        if (codeOf(e) !== 'ECONNRESET' && codeOf(e) !== 'EPIPE')
          print(`cluster: WebSocket via ${b.id} failed: ${codeOf(e)}`);
      });
    });
    probe.once('error', (e) => {
      probe.destroy();
      if (!CONNECT_FAILURES.has(codeOf(e))) {
        print(`cluster: WebSocket via ${b.id} failed: ${codeOf(e)}`);
        socket.destroy();
        return;
      }
      refused(b, e);
      upgrade(req, socket, head, tried);
    });
  };

  const server: Server = createServer((req, res) => {
    restorers.set(req, forwardedHeaders(req));
    if (!hasBody(req)) return web(req, res, null, new Set());
    readBody(req).then(
      (body) => (body === 'TOO_LARGE' ? answer(res, 413, 'Request body too large') : web(req, res, body, new Set())),
      () => res.destroy(),
    );
  });
  server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    // A client that vanishes mid-handshake must not be an unhandled 'error' that ends the proxy.
    socket.on('error', () => socket.destroy());
    upgrade(req, socket, head, new Set());
  });
  server.on('clientError', (_e, socket) => socket.destroy());

  return {
    listen: (port, host) =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve();
        });
      }),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        for (const s of sockets) s.destroy();
      }),
  };
}
