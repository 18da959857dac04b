// How long a Checkers Exchange order takes from send to ack with 8 seats trading as fast as the rate limit allows
// (not a test: a measurement). The server runs in a child process (as `npm run bench:server` runs it), the 8 seats
// and a spectator are raw WebSockets that only read the fields they need. Usage:
//   node --import tsx packages/server/test/checkers-exchange-latency.ts [seconds=20]
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';
import { summarize } from '../../tools/src/bench-server/percentiles.ts';
import { DEFAULT_CONFIG } from '../src/config.ts';
import { api, guest, startServer, versionOf } from './harness.ts';
import { randomChooser } from './random-chooser.ts';
import { sleep } from '@birzha/test-support';

const FIRMS = ['w1', 'w2', 'w3', 'w4', 'b1', 'b2', 'b3', 'b4'];
type Msg = Record<string, unknown> & { t: string };

async function serve(): Promise<void> {
  const server = await startServer(randomChooser, { rateLimit: DEFAULT_CONFIG.rateLimit });
  // SIGINT: a clean exit, so that a CPU profile asked for is written.
  process.once('SIGINT', () => void server.close().then(() => process.exit(0)));
  console.log(`URL ${server.url}`);
}

/** One seat's socket: its newest version, what it may do, its resting orders, and the answers it waits for. */
class Seat {
  version = 0;
  toAct: number[] = [];
  legal: unknown[] | null = null;
  phase = 'auction';
  readonly orders: number[] = [];
  private readonly waiting = new Map<string, (m: Msg) => void>();
  private n = 0;
  private constructor(
    readonly socket: WebSocket,
    readonly seat: number | null,
  ) {
    socket.on('message', (data) => {
      const m = JSON.parse(String(data)) as Msg;
      const version = m.t === 'update' || m.t === 'snapshot' ? versionOf(m) : undefined;
      if (version !== undefined) {
        this.version = Math.max(this.version, version);
        this.toAct = m['toAct'] as number[];
        this.legal = m['legal'] as unknown[] | null;
        for (const e of (m['events'] as { type: string; phase?: string; id?: number; account?: unknown }[]) ?? []) {
          if (e.type === 'stageOpened') this.phase = e.phase!;
          if (e.type === 'orderPlaced' && e.account === this.seat) this.orders.push(e.id!);
          if (e.type === 'orderCancelled' || e.type === 'trade') this.forget(e);
        }
      }
      const id = m['id'];
      if (typeof id === 'string') this.waiting.get(id)?.(m);
    });
  }

  private forget(e: { type: string; id?: number; buyOrder?: number; sellOrder?: number }): void {
    // A filled order leaves the book; a partly filled one stays (cancelling it later is still fine).
    for (const id of e.type === 'trade' ? [] : [e.id]) {
      const k = this.orders.indexOf(id!);
      if (k >= 0) this.orders.splice(k, 1);
    }
  }

  static async open(wsUrl: string, token: string, seat: number | null): Promise<Seat> {
    const socket = new WebSocket(`${wsUrl}?token=${encodeURIComponent(token)}`);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    return new Seat(socket, seat);
  }

  request(message: Record<string, unknown>): Promise<Msg> {
    const id = `r${this.n++}`;
    return new Promise((resolve) => {
      this.waiting.set(id, (m) => {
        this.waiting.delete(id);
        resolve(m);
      });
      this.socket.send(JSON.stringify({ ...message, id }));
    });
  }
}

async function load(seconds: number): Promise<void> {
  // CX_PROFILE=dir: the server writes a CPU profile there when it exits.
  const profile = process.env['CX_PROFILE'];
  const flags = profile === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${profile}`];
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', fileURLToPath(import.meta.url), 'serve'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve) =>
    createInterface({ input: child.stdout }).on('line', (l) => l.startsWith('URL ') && resolve(l.slice(4))),
  );
  const server = { url, wsUrl: url.replace(/^http/, 'ws') + '/ws' };
  try {
    const users = await Promise.all(Array.from({ length: 8 }, (_, s) => guest(server, `P${s}`)));
    const created = await api<{ table: { id: string } }>(server, users[0]!.token, 'POST', '/api/tables', {
      game: 'checkers-exchange',
      players: 8,
      options: { timing: 'untimed', years: 4 },
    });
    const table = created.body.table.id;
    for (let s = 1; s < 8; s++) await api(server, users[s]!.token, 'POST', `/api/tables/${table}/join`, { seat: s });
    const seats = await Promise.all(users.map((u, s) => Seat.open(server.wsUrl, u.token, s)));
    const spectator = await Seat.open(server.wsUrl, (await guest(server, 'W')).token, null);
    // The seats play from their legal moves: they ask for them (Checkers Exchange's boards do not).
    for (const c of [...seats, spectator]) await c.request({ t: 'subscribe', table, legal: true });
    await api(server, users[0]!.token, 'POST', `/api/tables/${table}/start`);
    await sleep(200);
    await Promise.all(seats.map((c) => c.request({ t: 'move', table, version: c.version, move: { type: 'ready' } })));
    while (spectator.phase !== 'session') {
      await sleep(20);
      const mover = seats[spectator.toAct[0]!]!;
      if (mover.legal === null || mover.version !== spectator.version) continue;
      await mover.request({ t: 'move', table, version: mover.version, move: mover.legal[0] });
    }

    // The session: every seat sends at the rate limit's sustained pace, without waiting for its answers.
    const gap = 1000 / (DEFAULT_CONFIG.rateLimit.perSecond * 0.95);
    const latencies: number[] = [];
    const errors = new Map<string, number>();
    const until = performance.now() + seconds * 1000;
    let sent = 0;
    const trader = async (c: Seat, s: number) => {
      let k = 0;
      while (performance.now() < until) {
        const r = (s * 7919 + k++ * 104729) % 100;
        const firm = FIRMS[(s + k) % 8]!;
        const move =
          c.orders.length >= 15
            ? { type: 'cancel', orderId: c.orders.shift() }
            : { type: 'order', account: 'me', side: 'buy', firm, qty: 1, limit: r < 10 ? 10 + (r % 5) : 1 + (r % 9) };
        const started = performance.now();
        sent++;
        void c.request({ t: 'move', table, version: c.version, move }).then((m) => {
          latencies.push(performance.now() - started);
          if (m.t === 'error') errors.set(String(m['code']), (errors.get(String(m['code'])) ?? 0) + 1);
        });
        await sleep(gap);
      }
    };
    await Promise.all(seats.map((c, s) => trader(c, s)));
    await sleep(2000);
    const summary = summarize(latencies);
    console.log(
      `8 seats, ${seconds} s: ${sent} sent, ${summary.count} answered (${(summary.count / seconds).toFixed(0)}/s), ` +
        `errors ${JSON.stringify(Object.fromEntries(errors))}; book ${seats.reduce((n, c) => n + c.orders.length, 0)} own orders resting`,
    );
    console.log(`send -> ack ms: ${JSON.stringify(summary)}`);
    for (const c of [...seats, spectator]) c.socket.close();
  } finally {
    child.kill('SIGINT');
  }
}

if (process.argv[2] === 'serve') await serve();
else await load(Number(process.argv[2] ?? 20));
