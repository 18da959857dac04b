import { Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wsPair } from '../../test/ws-pair.ts';
import { netSocketOf, TickCork } from './tick-cork.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('TickCork', () => {
  it('sends the frames of one tick to a ws socket in one write, in order', async () => {
    const { server, client } = await wsPair();
    const net = netSocketOf(server);
    expect(net).toBeInstanceOf(Socket);
    const socket = net as Socket & { _writev: unknown; _write: unknown };
    const writev = vi.spyOn(socket as unknown as { _writev: (...a: unknown[]) => void }, '_writev');
    const write = vi.spyOn(socket as unknown as { _write: (...a: unknown[]) => void }, '_write');
    const got: string[] = [];
    const all = new Promise<void>((resolve) =>
      client.on('message', (data) => {
        got.push(String(data));
        if (got.length === 3) resolve();
      }),
    );
    const cork = new TickCork();
    for (const text of ['update', 'ack', 'chat']) {
      cork.hold(net);
      server.send(text);
    }
    await all;
    expect(got).toEqual(['update', 'ack', 'chat']);
    // Three frames (a header and a payload each) left in one writev, none alone.
    expect(writev).toHaveBeenCalledTimes(1);
    expect(write).not.toHaveBeenCalled();
  });

  it('without it, each frame is a write of its own (what the cork saves)', async () => {
    const { server, client } = await wsPair();
    const socket = netSocketOf(server) as unknown as { _writev: (...a: unknown[]) => void };
    const writev = vi.spyOn(socket, '_writev');
    const got: string[] = [];
    const all = new Promise<void>((resolve) =>
      client.on('message', (data) => {
        got.push(String(data));
        if (got.length === 3) resolve();
      }),
    );
    for (const text of ['update', 'ack', 'chat']) server.send(text);
    await all;
    expect(writev.mock.calls.length).toBeGreaterThanOrEqual(3);
  });

  it('finds no socket to hold under a socket of another kind', () => {
    expect(netSocketOf({ send() {} })).toBeUndefined();
    expect(netSocketOf({ _socket: { cork: 1 } })).toBeUndefined();
    // Holding nothing is a no-op.
    new TickCork().hold(undefined);
  });
});
