import { WebSocketServer } from 'ws';
import { fromParent, toParent } from '../ipc.ts';
import { LagMonitor } from '../lag-monitor.ts';

// The physical limit of the machine for WebSocket traffic: a bare `ws` server (no framework, no JSON, no work) that
// sends every text frame straight back. Usage (by the orchestrator): echo-server.mjs PORT.

const port = Number(process.argv[2]);
const lag = new LagMonitor();
const server = new WebSocketServer({ host: '127.0.0.1', port, perMessageDeflate: false, backlog: 4096 });
server.on('connection', (socket) => {
  socket.on('message', (data, isBinary) => socket.send(data, { binary: isBinary }));
  socket.on('error', () => socket.terminate());
});
server.on('listening', () => toParent({ t: 'ready', connections: 0 }));

fromParent((m) => {
  if (m.t === 'window') {
    if (m.on) return lag.reset();
    return toParent({ t: 'stats', stats: { lag: lag.summary(), profile: null } });
  }
  if (m.t === 'stop') process.exit(0);
});
