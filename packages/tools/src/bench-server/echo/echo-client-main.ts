import { WebSocket } from 'ws';
import { fromParent, toParent, type EchoSetup } from '../ipc.ts';
import { LagMonitor } from '../lag-monitor.ts';

// Load for the echo server: every connection sends its frame again as soon as the echo arrives (one frame in flight
// per connection, all connections at once), so the pair runs as fast as the machine allows; or, with a pause, after a
// pause uniform in [0.5, 1.5] x pauseMs (and the first frame after a pause uniform in [0, 1] x pauseMs, so the
// connections do not start together), at about connections / pauseMs messages a second.

/** Connections opened at once. */
const CONNECT_CONCURRENCY = 200;
/** Every this many echoes, one round trip is sampled. */
const ROUND_TRIP_SAMPLE_EVERY = 16;

const lag = new LagMonitor();
const sockets: WebSocket[] = [];
let counting = false;
let startedAt = 0;
let messages = 0;
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
  let next = 0;
  const worker = async () => {
    while (next++ < setup.connections) sockets.push(await connect(setup.url));
  };
  await Promise.all(Array.from({ length: Math.min(CONNECT_CONCURRENCY, setup.connections) }, worker));
  for (const socket of sockets) {
    let sentAt = 0;
    const send = () => {
      sentAt = performance.now();
      socket.send(setup.frame);
    };
    socket.on('message', () => {
      if (counting && ++messages % ROUND_TRIP_SAMPLE_EVERY === 0) roundTrips.push(performance.now() - sentAt);
      if (setup.pauseMs === 0) send();
      else setTimeout(send, setup.pauseMs * (0.5 + Math.random()));
    });
    if (setup.pauseMs === 0) send();
    else setTimeout(send, setup.pauseMs * Math.random());
  }
  toParent({ t: 'ready', connections: sockets.length });
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
        roundTrips = [];
        return lag.reset();
      }
      counting = false;
      return toParent({
        t: 'stats',
        stats: {
          seconds: (performance.now() - startedAt) / 1000,
          messages,
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
