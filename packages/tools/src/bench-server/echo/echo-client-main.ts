import { WebSocket } from 'ws';
import { fromParent, toParent, type EchoSetup } from '../ipc.ts';
import { LagMonitor } from '../lag-monitor.ts';
import { isTableEchoAck } from './table-echo-frames.ts';

// Load for the echo server: every connection sends its frame again as soon as the echo arrives (one frame in flight
// per connection, all connections at once), so the pair runs as fast as the machine allows; or, with a pause, after a
// pause uniform in [0.5, 1.5] x pauseMs (and the first frame after a pause uniform in [0, 1] x pauseMs, so the
// connections do not start together), at about connections / pauseMs messages a second. The table echo (`table`):
// connections in tables, whose seats send in turn, the next seat after a pause once the mover's ack came, at about
// tables / pauseMs moves a second.

/** Connections opened at once. */
const CONNECT_CONCURRENCY = 200;
/** Every this many echoes, one round trip is sampled. */
const ROUND_TRIP_SAMPLE_EVERY = 16;

const lag = new LagMonitor();
const sockets: WebSocket[] = [];
let counting = false;
let startedAt = 0;
let messages = 0;
let framesReceived = 0;
let roundTrips: number[] = [];

function connect(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { perMessageDeflate: false });
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Opens every connection, then starts every loop. */
async function setUp(setup: EchoSetup): Promise<void> {
  const perTable = setup.table === null ? 1 : setup.table.seats + setup.table.spectators;
  // A table's connections are opened together, each told its table (a lone echo connection is a table of one).
  const tableUrl = (t: number) => (setup.table === null ? setup.url : `${setup.url}/?table=${process.pid}-${t}`);
  const tables: WebSocket[][] = [];
  let next = 0;
  const worker = async () => {
    for (let t = next++; t * perTable < setup.connections; t = next++) {
      const url = tableUrl(t);
      tables[t] = await Promise.all(Array.from({ length: perTable }, () => connect(url)));
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONNECT_CONCURRENCY, setup.connections) }, worker));
  for (const table of tables) {
    sockets.push(...table);
    if (setup.table === null) echoLoop(table[0] as WebSocket, setup.frame, setup.pauseMs);
    else tableLoop(table.slice(0, setup.table.seats), table, setup.frame, setup.pauseMs);
  }
  toParent({ t: 'ready', connections: sockets.length });
}

/** A pause uniform in [0.5, 1.5] x pauseMs (0: none). */
const pause = (pauseMs: number) => pauseMs * (0.5 + Math.random());

function counted(sentAt: number): void {
  if (counting && ++messages % ROUND_TRIP_SAMPLE_EVERY === 0) roundTrips.push(performance.now() - sentAt);
}

/** One echo connection: sends its frame again when it comes back. */
function echoLoop(socket: WebSocket, frame: string, pauseMs: number): void {
  let sentAt = 0;
  const send = () => {
    sentAt = performance.now();
    socket.send(frame);
  };
  socket.on('message', () => {
    if (counting) framesReceived++;
    counted(sentAt);
    if (pauseMs === 0) send();
    else setTimeout(send, pause(pauseMs));
  });
  if (pauseMs === 0) send();
  else setTimeout(send, pauseMs * Math.random());
}

/** One table of the table echo: its seats move in turn, the next once the mover's ack came and it paused. */
function tableLoop(seats: readonly WebSocket[], all: readonly WebSocket[], frame: string, pauseMs: number): void {
  let turn = 0;
  let sentAt = 0;
  const mover = () => seats[turn % seats.length] as WebSocket;
  const move = () => {
    sentAt = performance.now();
    mover().send(frame);
  };
  for (const socket of all)
    socket.on('message', (data: Buffer) => {
      if (counting) framesReceived++;
      if (socket !== mover() || !isTableEchoAck(data)) return;
      counted(sentAt);
      turn++;
      if (pauseMs === 0) move();
      else setTimeout(move, pause(pauseMs));
    });
  setTimeout(move, pauseMs * Math.random());
}

fromParent(async (m) => {
  switch (m.t) {
    case 'echo':
      return setUp(m);
    case 'window':
      if (m.on) {
        counting = true;
        startedAt = performance.now();
        messages = 0;
        framesReceived = 0;
        roundTrips = [];
        return lag.reset();
      }
      counting = false;
      return toParent({
        t: 'stats',
        stats: {
          seconds: (performance.now() - startedAt) / 1000,
          messages,
          framesReceived,
          roundTripMs: roundTrips,
          lag: lag.summary(),
        },
      });
    case 'stop':
      for (const s of sockets) s.terminate();
      process.exit(0);
      break;
    default:
      throw new Error(`echo client: unexpected message ${m.t}`);
  }
});
