import type { NdjsonSocket } from './ndjson-socket.ts';

/**
 * How often the streams' tokens are looked up again: a token revoked through another process (or with its account
 * deleted) ends the streams it opened here within this long. One revoked through this process ends them at once.
 */
export const TOKEN_RECHECK_MS = 15_000;

interface Opened {
  readonly hash: string;
  readonly sockets: Set<NdjsonSocket>;
}

/**
 * The bot API's open streams by the API token each was opened with, so that revoking a token (DELETE
 * /api/account/tokens/:id) ends them as well as refusing its next requests, as ending a session closes the WebSockets
 * it opened (identity/live-sockets.ts).
 */
export class TokenStreams {
  readonly #byToken = new Map<string, Opened>();

  /** A stream opened with the token (its id, and its hash to look it up again); forgotten when it closes. */
  add(tokenId: string, tokenHash: string, socket: NdjsonSocket): void {
    let opened = this.#byToken.get(tokenId);
    if (opened === undefined) this.#byToken.set(tokenId, (opened = { hash: tokenHash, sockets: new Set() }));
    const entry = opened;
    entry.sockets.add(socket);
    socket.on('close', () => {
      entry.sockets.delete(socket);
      if (entry.sockets.size === 0 && this.#byToken.get(tokenId) === entry) this.#byToken.delete(tokenId);
    });
  }

  /** Ends every stream opened with the token; the number ended. */
  end(tokenId: string): number {
    const opened = this.#byToken.get(tokenId);
    if (opened === undefined) return 0;
    this.#byToken.delete(tokenId);
    const sockets = [...opened.sockets];
    for (const socket of sockets) socket.close();
    return sockets.length;
  }

  /** The tokens that have streams open, with their hashes. */
  tokens(): { readonly id: string; readonly hash: string }[] {
    return [...this.#byToken].map(([id, o]) => ({ id, hash: o.hash }));
  }
}

const byApp = new WeakMap<object, TokenStreams>();

/**
 * The open streams of one server (its Fastify instance): the bot API's routes add to it, the token routes'
 * revocation ends a token's. Kept by instance, not in a module-wide singleton: each test server has its own.
 */
export function tokenStreamsOf(app: object): TokenStreams {
  let streams = byApp.get(app);
  if (streams === undefined) byApp.set(app, (streams = new TokenStreams()));
  return streams;
}
