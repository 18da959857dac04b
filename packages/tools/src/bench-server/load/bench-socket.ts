import type { ServerMessage } from '@birzha/protocol';
import { WebSocket } from 'ws';

/** What a socket reports of its traffic: every frame received, and a close nobody asked for. */
export interface FrameCounter {
  frame(bytes: number, isUpdate: boolean): void;
  unexpectedClose(code: number): void;
}

/** How long a connection may take to open and say hello. */
const OPEN_TIMEOUT_MS = 30_000;

/** One client WebSocket to /ws?token=...: JSON in and out, every frame counted. */
export class BenchSocket {
  /** Set before a deliberate close, so that only surprises count as unexpected closes. */
  private closing = false;
  private readonly requests = new Map<string, (m: ServerMessage) => void>();
  private nextId = 0;
  onMessage: (m: ServerMessage) => void = () => undefined;

  private constructor(
    private readonly socket: WebSocket,
    counters: FrameCounter,
  ) {
    socket.on('message', (data: Buffer) => {
      const m = JSON.parse(data.toString('utf8')) as ServerMessage;
      counters.frame(data.length, m.t === 'update');
      const answered = (m.t === 'ack' || m.t === 'error') && m.id !== undefined ? this.requests.get(m.id) : undefined;
      if (answered === undefined) return this.onMessage(m);
      this.requests.delete((m as { id: string }).id);
      answered(m);
    });
    socket.on('close', (code) => {
      if (!this.closing) counters.unexpectedClose(code);
    });
    socket.on('error', () => undefined);
  }

  /** Connects and waits for the server's hello. */
  static open(wsUrl: string, token: string, counters: FrameCounter): Promise<BenchSocket> {
    const socket = new WebSocket(`${wsUrl}?token=${encodeURIComponent(token)}`, { perMessageDeflate: false });
    const client = new BenchSocket(socket, counters);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`websocket: no hello within ${OPEN_TIMEOUT_MS / 1000} s (server overloaded?)`)),
        OPEN_TIMEOUT_MS,
      );
      socket.once('error', (e) => {
        clearTimeout(timer);
        reject(e);
      });
      client.onMessage = (m) => {
        clearTimeout(timer);
        client.onMessage = () => undefined;
        if (m.t === 'hello') resolve(client);
        else reject(new Error(`websocket: ${m.t === 'error' ? m.code : m.t} instead of hello`));
      };
    });
  }

  send(message: object): void {
    this.socket.send(JSON.stringify(message));
  }

  /** Sends a request with an id and waits for its ack or error; both resolve (the caller looks at `t`). */
  request(message: object): Promise<ServerMessage> {
    const id = `q${this.nextId++}`;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`websocket: no answer to ${JSON.stringify(message)}`)),
        OPEN_TIMEOUT_MS,
      );
      this.requests.set(id, (m) => {
        clearTimeout(timer);
        resolve(m);
      });
      this.send({ ...message, id });
    });
  }

  close(): void {
    this.closing = true;
    this.socket.terminate();
  }
}
