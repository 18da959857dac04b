/**
 * A message's WebSocket frame built once and written as it is to every socket that gets the same text (issue 28.5:
 * closer to the wire). ws's own send measures the string (Buffer.byteLength), allocates a header, and hands the
 * socket two chunks, the header and the string, which Node encodes again for each socket inside its writev: for the
 * update of a table's four seats and its spectators that was five encodings of mostly the same few texts and two
 * stream writes per connection. A frame here is one buffer: the header and the UTF-8 payload together.
 */

/** A piece of a message's text: a string, or a string's UTF-8 bytes when the piece is shared by several messages. */
export type TextPart = string | Buffer;

/**
 * A text to send, with its frame made the first time a socket takes it whole. It may be given in parts (an update's
 * fields shared by its viewers' kinds, encoded once: shared-updates.ts), which the frame copies one after another: the
 * text is then neither concatenated nor flattened nor encoded again per message. The text itself is put together only
 * if asked for (a socket that takes text, not frames).
 */
export class OutgoingText {
  #frame: Buffer | undefined;
  #text: string | undefined;

  constructor(readonly parts: string | readonly TextPart[]) {
    if (typeof parts === 'string') this.#text = parts;
  }

  get text(): string {
    if (this.#text !== undefined) return this.#text;
    let text = '';
    for (const part of this.parts as readonly TextPart[]) text += typeof part === 'string' ? part : part.toString();
    return (this.#text = text);
  }

  get frame(): Buffer {
    return (this.#frame ??= textFrame(this.parts));
  }
}

/**
 * RFC 6455 5.2: one final text frame (FIN, opcode 1), unmasked as a server's are, its length in 7, 16 or 64 bits; the
 * payload a text or its parts one after another.
 */
export function textFrame(text: string | readonly TextPart[]): Buffer {
  let length = 0;
  if (typeof text === 'string') length = Buffer.byteLength(text);
  else for (const part of text) length += typeof part === 'string' ? Buffer.byteLength(part) : part.length;
  const head = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(head + length);
  frame[0] = 0x81;
  if (head === 2) frame[1] = length;
  else if (head === 4) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    // A message is far below 2^53 bytes: the high half of the 64-bit length is the part above 2^32.
    frame.writeUInt32BE(Math.floor(length / 2 ** 32), 2);
    frame.writeUInt32BE(length >>> 0, 6);
  }
  if (typeof text === 'string') frame.write(text, head, 'utf8');
  else {
    let at = head;
    for (const part of text) at += typeof part === 'string' ? frame.write(part, at, 'utf8') : part.copy(frame, at);
  }
  return frame;
}

/** What of a ws WebSocket the writer reads: its state, its sender's and its net.Socket. */
interface WsInternals {
  readyState: number;
  _extensions?: Record<string, unknown>;
  _sender?: { _state?: unknown; _queue?: { length: number } };
  _socket?: { write(chunk: Buffer): boolean };
}

/**
 * Writes whole frames straight to a ws WebSocket's socket, or undefined for another kind of socket (the bot API's
 * streams, a test's fake). A write goes past ws's Sender only while that is what the Sender would do itself: the
 * socket open, no compression negotiated (which would set the frame's RSV1 bit and hold frames back while it
 * deflates: then there is no writer), and nothing queued in the Sender (so that frames keep their order). Otherwise it returns false and the
 * caller sends the text through ws.
 */
export function frameWriter(socket: object): ((frame: Buffer) => boolean) | undefined {
  const ws = socket as WsInternals;
  const net = ws._socket;
  const sender = ws._sender;
  if (typeof net?.write !== 'function' || sender === undefined || typeof ws.readyState !== 'number') return undefined;
  // Extensions are agreed in the handshake, before the hub ever sees the socket.
  if (ws._extensions === undefined || Object.keys(ws._extensions).length > 0) return undefined;
  return (frame) => {
    if (ws.readyState !== OPEN || sender._state !== SENDER_IDLE || (sender._queue?.length ?? 1) !== 0) return false;
    net.write(frame);
    return true;
  };
}

/** ws's WebSocket.OPEN. */
const OPEN = 1;
/** ws's Sender state when it writes at once (DEFAULT in lib/sender.js). */
const SENDER_IDLE = 0;
