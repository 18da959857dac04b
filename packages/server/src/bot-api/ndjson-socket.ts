import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import type { RawData } from 'ws';
import type { HubSocket } from '../ws/hub.ts';

/** How often an idle stream gets an empty line, so that proxies and clients know it is alive (lichess: a few seconds). */
export const KEEPALIVE_MS = 15_000;
/** How long a shutdown waits for a stream's last lines to flush before it drops the connection. */
const SHUTDOWN_GRACE_MS = 1_000;

/**
 * An HTTP response as the hub's socket (issue 29): each message the hub sends goes through `transform` (the bot
 * stream's own shape of it, or nothing) and out as one line of newline-delimited JSON; `frame` hands the hub a frame
 * as if the client had sent it (the stream's own subscribe). Closing either side ends the other.
 */
export class NdjsonSocket extends EventEmitter implements HubSocket {
  readonly #res: ServerResponse;
  readonly #transform: (text: string) => readonly string[];
  readonly #keepalive: NodeJS.Timeout;
  #closed = false;

  constructor(res: ServerResponse, transform: (text: string) => readonly string[]) {
    super();
    this.#res = res;
    this.#transform = transform;
    this.#keepalive = setInterval(() => this.#write('\n'), KEEPALIVE_MS);
    this.#keepalive.unref();
    res.on('close', () => this.#ended());
    // The client may have gone while the request was being authorised: its 'close' came before anyone listened.
    if (res.destroyed || res.socket === null || res.socket.destroyed) process.nextTick(() => this.#ended());
  }

  get bufferedAmount(): number {
    return this.#res.writableLength;
  }

  get closed(): boolean {
    return this.#closed;
  }

  send(text: string): void {
    for (const line of this.#transform(text)) this.#write(`${line}\n`);
  }

  /** Writes a line of the stream's own (not a hub message). */
  line(value: unknown): void {
    this.#write(`${JSON.stringify(value)}\n`);
  }

  /** A frame as if from the client. */
  frame(message: object): void {
    const data: RawData = Buffer.from(JSON.stringify(message));
    this.emit('message', data, false);
  }

  /**
   * Ends the stream. At a shutdown (code 1001, as for a WebSocket) a client that does not read could keep the last
   * lines from flushing and so the server from closing: its socket is destroyed if they are not out in SHUTDOWN_GRACE_MS.
   */
  close(code?: number, _reason?: string): void {
    if (!this.#closed) {
      const socket = this.#res.socket;
      this.#res.end();
      if (code === 1001 && socket !== null && !this.#res.writableFinished) {
        const timer = setTimeout(() => socket.destroy(), SHUTDOWN_GRACE_MS);
        timer.unref();
        this.#res.once('finish', () => clearTimeout(timer));
      }
    }
    this.#ended();
  }

  #write(text: string): void {
    if (!this.#closed) this.#res.write(text);
  }

  #ended(): void {
    if (this.#closed) return;
    this.#closed = true;
    clearInterval(this.#keepalive);
    this.emit('close');
  }
}
