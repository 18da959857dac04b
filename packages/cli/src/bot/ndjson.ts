/**
 * Splits a byte stream of newline-delimited JSON (the bot API's streams, a program's standard output) into lines.
 * A chunk may end in the middle of a line, or of a multi-byte character: both wait for the next chunk. Lines come back
 * without their "\n" (and without a "\r" before it); empty lines are the servers' keep-alives and are dropped.
 */
export class LineSplitter {
  readonly #decoder = new TextDecoder('utf-8');
  #rest = '';

  /** The complete lines that `chunk` finishes. */
  push(chunk: Uint8Array | string): string[] {
    const text = typeof chunk === 'string' ? chunk : this.#decoder.decode(chunk, { stream: true });
    const parts = (this.#rest + text).split('\n');
    this.#rest = parts.pop()!;
    return parts.map(trimCr).filter((line) => line.trim() !== '');
  }

  /** The last line when the stream ended without a final "\n". */
  end(): string[] {
    const last = trimCr(this.#rest + this.#decoder.decode());
    this.#rest = '';
    return last.trim() === '' ? [] : [last];
  }
}

function trimCr(line: string): string {
  return line.endsWith('\r') ? line.slice(0, -1) : line;
}
