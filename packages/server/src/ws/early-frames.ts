import { MAX_FRAME_BYTES, parseClientFrame } from '@birzha/protocol';
import type { RawData, WebSocket } from 'ws';

/**
 * Frames a socket may send before the hub serves it (while it is identified and admitted: a database read, a Redis
 * call), kept to be handled after `hello` in the order sent. A client that subscribes in `onopen` sends a handful.
 */
export const EARLY_FRAMES = 32;

/** A frame as the socket gave it; `data` is null for one over MAX_FRAME_BYTES (only its size is kept, for the code). */
export interface EarlyFrame {
  readonly data: RawData | null;
  readonly isBinary: boolean;
  readonly size: number;
}

/** The size of a frame in bytes, however `ws` delivered it (one buffer, fragments, an ArrayBuffer). */
export function frameSize(data: RawData): number {
  return Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : data.byteLength;
}

/** A frame's text (binary frames have none: they are refused as BAD_JSON). */
export function frameText(data: RawData, isBinary: boolean): string {
  if (isBinary) return '';
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

/**
 * Collects a socket's frames from the moment it exists until it is attached (`take`) or refused (`refuse`): a frame
 * is never dropped without an answer. Up to `max` wait; each one over that is answered RATE_LIMITED at once (with
 * its id and table), and a client that sends `max` more is closed (1008): memory stays bounded by 2 × `max` frames
 * of at most MAX_FRAME_BYTES, whatever the wait for admission.
 */
export class EarlyFrames {
  private frames: EarlyFrame[] = [];
  private over = 0;
  private done = false;
  private readonly onMessage = (data: RawData, isBinary: boolean): void => this.add(data, isBinary);

  constructor(
    private readonly socket: WebSocket,
    private readonly max = EARLY_FRAMES,
  ) {
    socket.on('message', this.onMessage);
    // Gone before it was attached: nothing to answer, and nothing to keep.
    socket.once('close', () => void this.take());
  }

  /** Stops collecting; the frames received so far, in order. Call it and listen to the socket in the same tick. */
  take(): EarlyFrame[] {
    this.done = true;
    this.socket.off('message', this.onMessage);
    const frames = this.frames;
    this.frames = [];
    return frames;
  }

  /** The connection is refused with `code` (it is closed next): each waiting request with an id is answered so. */
  refuse(code: string): void {
    for (const f of this.take()) {
      const ref = f.data === null ? {} : refOf(frameText(f.data, f.isBinary));
      if (ref.id !== undefined) this.send({ t: 'error', code, ...ref });
    }
  }

  private add(data: RawData, isBinary: boolean): void {
    if (this.done) return;
    const size = frameSize(data);
    if (this.frames.length < this.max) {
      this.frames.push({ data: size > MAX_FRAME_BYTES ? null : data, isBinary, size });
      return;
    }
    if (++this.over > this.max) {
      this.take();
      this.socket.close(1008, 'too many frames before hello');
      return;
    }
    const ref = size > MAX_FRAME_BYTES ? {} : refOf(frameText(data, isBinary));
    this.send({ t: 'error', code: 'RATE_LIMITED', ...ref, detail: { max: this.max } });
  }

  private send(message: Record<string, unknown>): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(message));
  }
}

/** The request id and table a frame names, when it can be read (an answer without them helps no client). */
function refOf(text: string): { id?: string; table?: string } {
  const parsed = parseClientFrame(text);
  if (!parsed.ok) return parsed.error.id === undefined ? {} : { id: parsed.error.id };
  const m = parsed.value;
  return {
    ...(m.id === undefined ? {} : { id: m.id }),
    ...('table' in m && typeof m.table === 'string' ? { table: m.table } : {}),
  };
}
