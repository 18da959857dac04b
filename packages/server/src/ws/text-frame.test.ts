import { afterEach, describe, expect, it, vi } from 'vitest';
import * as wsModule from 'ws';
import type { WebSocket } from 'ws';
import { wsPair } from '../../test/ws-pair.ts';
import { frameWriter, OutgoingText, textFrame } from './text-frame.ts';

/** ws's own framing (lib/sender.js), which its typings leave out. */
const { Sender } = wsModule as unknown as {
  Sender: {
    frame(
      data: Buffer,
      options: { fin: boolean; opcode: number; mask: boolean; readOnly: boolean; rsv1: boolean },
    ): Buffer[];
  };
};

afterEach(() => {
  vi.restoreAllMocks();
});

function received(client: WebSocket, count: number): Promise<string[]> {
  const got: string[] = [];
  return new Promise((resolve) =>
    client.on('message', (data, isBinary) => {
      expect(isBinary).toBe(false);
      got.push(String(data));
      if (got.length === count) resolve(got);
    }),
  );
}

// Lengths at each edge of the three length encodings, and texts whose UTF-8 is longer than their UTF-16.
const TEXTS = [
  '',
  'a',
  'x'.repeat(125),
  'x'.repeat(126),
  'ы'.repeat(63),
  'ы'.repeat(64),
  'x'.repeat(65_535),
  'x'.repeat(65_536),
  `{"t":"update","name":"Чебурашка 🐊"${'ы'.repeat(40_000)}}`,
];

describe('textFrame', () => {
  it.each(TEXTS.map((t) => [t.length, t]))("is byte for byte what ws's own Sender frames (%i chars)", (_, text) => {
    const ws = Sender.frame(Buffer.from(text), { fin: true, opcode: 1, mask: false, readOnly: false, rsv1: false });
    expect(textFrame(text).equals(Buffer.concat(ws))).toBe(true);
  });

  it.each(TEXTS.map((t) => [t.length, t]))('is the same frame from the text in parts (%i chars)', (_, text) => {
    // Cut at code points, some parts as UTF-8 bytes (as an update's shared parts are), one of them empty.
    const chars = [...text];
    const n = chars.length;
    const cuts = [0, Math.min(1, n), Math.floor(n / 3), Math.floor(n / 2), Math.max(0, n - 1), n].sort((a, b) => a - b);
    const parts = cuts.slice(1).map((end, i) => {
      const part = chars.slice(cuts[i], end).join('');
      return i % 2 === 0 ? Buffer.from(part) : part;
    });
    expect(textFrame(parts).equals(textFrame(text))).toBe(true);
    const out = new OutgoingText(parts);
    expect(out.text).toBe(text);
    expect(out.frame.equals(textFrame(text))).toBe(true);
  });

  it('is built once for every socket an outgoing text goes to', () => {
    const out = new OutgoingText('{"t":"update"}');
    expect(out.frame).toBe(out.frame);
    expect(out.frame.subarray(2).toString()).toBe(out.text);
  });
});

describe('frameWriter', () => {
  it('writes whole frames a ws client reads as the texts, in order with what ws sends itself', async () => {
    const { server, client } = await wsPair();
    const write = frameWriter(server);
    expect(write).toBeDefined();
    const all = received(client, TEXTS.length + 2);
    const send = vi.spyOn(server, 'send');
    for (const text of TEXTS) expect(write?.(textFrame(text))).toBe(true);
    expect(send).not.toHaveBeenCalled();
    server.send('through ws');
    expect(write?.(new OutgoingText('after').frame)).toBe(true);
    expect(await all).toEqual([...TEXTS, 'through ws', 'after']);
  });

  it('declines once the socket is closing, and the caller falls back to ws (which drops it)', async () => {
    const { server } = await wsPair();
    const write = frameWriter(server);
    server.close(1000, 'bye');
    expect(write?.(textFrame('late'))).toBe(false);
  });

  it('is not made for a socket with compression agreed, nor for another kind of socket', async () => {
    const { server } = await wsPair({ perMessageDeflate: true }, { perMessageDeflate: true });
    expect(Object.keys((server as unknown as { _extensions: object })._extensions)).toEqual(['permessage-deflate']);
    expect(frameWriter(server)).toBeUndefined();
    expect(frameWriter({ send: () => undefined, bufferedAmount: 0 })).toBeUndefined();
  });

  it('declines while the Sender holds frames back, so that none overtakes them', async () => {
    const { server } = await wsPair();
    const write = frameWriter(server);
    const sender = (server as unknown as { _sender: { _queue: unknown[] } })._sender;
    sender._queue.push([() => undefined]);
    expect(write?.(textFrame('x'))).toBe(false);
    sender._queue.pop();
    expect(write?.(textFrame('x'))).toBe(true);
  });
});
