import type { AddressInfo } from 'node:net';
import { onTestFinished } from 'vitest';
import { WebSocket, WebSocketServer, type ClientOptions, type ServerOptions } from 'ws';

/**
 * A ws server on a free port and one client connected to it, both closed when the calling test ends: `server` is the
 * server's side of the connection (the socket the hub would be given).
 */
export async function wsPair(
  options: Partial<ServerOptions> = {},
  clientOptions: ClientOptions = {},
): Promise<{ server: WebSocket; client: WebSocket }> {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1', ...options });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const port = (wss.address() as AddressInfo).port;
  const accepted = new Promise<WebSocket>((resolve) => wss.once('connection', resolve));
  const client = new WebSocket(`ws://127.0.0.1:${port}`, clientOptions);
  await new Promise<void>((resolve) => client.once('open', () => resolve()));
  const server = await accepted;
  onTestFinished(() => {
    client.terminate();
    return new Promise<void>((resolve) => wss.close(() => resolve()));
  });
  return { server, client };
}
