import { WebSocketServer, type WebSocket } from 'ws';
import { fromParent, toParent } from '../ipc.ts';
import { LagMonitor } from '../lag-monitor.ts';
import { tableEchoFrames } from './table-echo-frames.ts';

// The physical limit of the machine for WebSocket traffic: a bare `ws` server (no framework, no JSON, no work) that
// sends every text frame straight back. Usage (by the orchestrator): echo-server.mjs PORT [table UPDATE_BYTES].
//
// With `table`, the table echo: a connection joins the table named in its URL (`?table=ID`), and each frame it sends
// is answered as Birzha answers a move (an update to every connection of the table, and an ack to the mover that
// leaves with its own update in one write), with nothing else done.

const port = Number(process.argv[2]);
const tableMode = process.argv[3] === 'table';
const frames = tableEchoFrames(Number(process.argv[4] ?? 0));
const lag = new LagMonitor();
const tables = new Map<string, Set<WebSocket>>();
const server = new WebSocketServer({ host: '127.0.0.1', port, perMessageDeflate: false, backlog: 4096 });

/** The net.Socket under a ws WebSocket (ws offers no cork of its own), as the server's tick-cork.ts reaches it. */
function netOf(socket: WebSocket): { cork(): void; uncork(): void } | undefined {
  const net = (socket as unknown as { _socket?: { cork?: unknown; uncork?: unknown } })._socket;
  return typeof net?.cork === 'function' && typeof net.uncork === 'function'
    ? (net as { cork(): void; uncork(): void })
    : undefined;
}

server.on('connection', (socket, request) => {
  socket.on('error', () => socket.terminate());
  if (!tableMode) {
    socket.on('message', (data, isBinary) => socket.send(data, { binary: isBinary }));
    return;
  }
  const id = new URL(request.url ?? '/', 'ws://echo').searchParams.get('table') ?? '';
  let members = tables.get(id);
  if (members === undefined) tables.set(id, (members = new Set()));
  const table = members;
  table.add(socket);
  socket.on('close', () => table.delete(socket));
  socket.on('message', () => {
    const net = netOf(socket);
    net?.cork();
    for (const member of table) member.send(frames.update);
    socket.send(frames.ack);
    net?.uncork();
  });
});
server.on('listening', () => toParent({ t: 'ready', connections: 0 }));

fromParent((m) => {
  if (m.t === 'window') {
    if (m.on) return lag.reset();
    return toParent({ t: 'stats', stats: { lag: lag.summary(), profile: null } });
  }
  if (m.t === 'stop') process.exit(0);
});
