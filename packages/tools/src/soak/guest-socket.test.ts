import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import { GuestLink, newLinkCounts } from './guest-socket.ts';
import { ProcessKills } from './process-kills.ts';

/** A stand-in for a server process: guests over REST, a hello on /ws, and what each connection was sent. */
class FakeProcess {
  readonly sockets: WebSocket[] = [];
  readonly received: unknown[] = [];
  private constructor(
    private readonly http: Server,
    private readonly wss: WebSocketServer,
    /** REST requests (new guests) and WebSocket paths, as they came. */
    readonly requests: string[],
  ) {}

  static async start(port = 0): Promise<FakeProcess> {
    const requests: string[] = [];
    const http = createServer((req, res) => {
      requests.push(`${req.method} ${req.url}`);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ user: { id: 'u1' }, token: 'tok' }));
    });
    const wss = new WebSocketServer({ server: http, path: '/ws' });
    const p = new FakeProcess(http, wss, requests);
    wss.on('connection', (ws, req) => {
      requests.push(`WS ${req.url}`);
      p.sockets.push(ws);
      ws.on('message', (data: Buffer) => p.received.push(JSON.parse(data.toString('utf8'))));
      ws.send(JSON.stringify({ t: 'hello' }));
    });
    await new Promise<void>((resolve) => http.listen(port, '127.0.0.1', resolve));
    return p;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.http.address() as AddressInfo).port}`;
  }

  /** Gone at once, as a SIGKILL leaves it: every connection cut, the port closed. */
  async kill(): Promise<void> {
    for (const s of this.sockets) s.terminate();
    this.wss.close();
    await new Promise((resolve) => this.http.close(resolve));
  }
}

const until = async (done: () => boolean, ms = 5000) => {
  const end = performance.now() + ms;
  while (!done()) {
    if (performance.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

let running: FakeProcess[] = [];
afterEach(async () => {
  await Promise.all(running.map((p) => p.kill().catch(() => undefined)));
  running = [];
});

/** A guest's link to a fake process the soak's kills know of (started, to be killed and started again). */
async function linkToKillable() {
  const first = await FakeProcess.start();
  running.push(first);
  const url = first.url;
  const kills = new ProcessKills();
  const counts = newLinkCounts();
  const link = await GuestLink.open(url, 'watcher', counts, kills);
  /** Kills the process as the soak does and starts it again on its port; the restarted process. */
  const killAndRestart = async (whileDown: () => void = () => undefined): Promise<FakeProcess> => {
    kills.down(url);
    await first.kill();
    await until(() => !link.up);
    whileDown();
    const again = await FakeProcess.start(Number(new URL(url).port));
    running.push(again);
    kills.up(url);
    return again;
  };
  return { first, counts, link, killAndRestart };
}

describe('GuestLink', () => {
  it('reconnects with its session to a process the soak killed and started again, and its owner asks again', async () => {
    const { first, counts, link, killAndRestart } = await linkToKillable();
    let reopened = 0;
    link.onReopen = () => {
      reopened++;
      link.send({ t: 'subscribe', table: 't1' });
    };
    const generation = link.generation;
    const again = await killAndRestart(() => expect(link.generation).toBe(generation + 1));
    await until(() => reopened === 1 && again.received.length === 1);
    expect(link.up).toBe(true);
    expect(again.received).toEqual([{ t: 'subscribe', table: 't1' }]);
    // The same session: no new guest, the token it had.
    expect(first.requests).toEqual(['POST /api/session', 'WS /ws?token=tok']);
    expect(again.requests).toEqual(['WS /ws?token=tok']);
    expect(counts).toEqual({ unexpectedCloses: 0, closesByKills: 1, reconnects: 1, notReconnected: 0 });
    link.close();
  });

  it('settles once the reconnect after a kill is done, so that an owner stopping then counts it (the soak end race)', async () => {
    const { counts, link, killAndRestart } = await linkToKillable();
    await killAndRestart();
    // The process is back, but the link tries again only after its pause: stopped now, it would not be counted.
    expect(counts.reconnects).toBe(0);
    await link.settled();
    link.close();
    expect(counts).toEqual({ unexpectedCloses: 0, closesByKills: 1, reconnects: 1, notReconnected: 0 });
    await expect(link.settled()).resolves.toBeUndefined();
  });

  it('counts a close the soak did not cause as unexpected, and does not reconnect', async () => {
    const p = await FakeProcess.start();
    running.push(p);
    const counts = newLinkCounts();
    const link = await GuestLink.open(p.url, 'watcher', counts, new ProcessKills());
    for (const s of p.sockets) s.terminate();
    await until(() => counts.unexpectedCloses === 1);
    await new Promise((r) => setTimeout(r, 700));
    expect(p.sockets).toHaveLength(1);
    expect(counts).toEqual({ unexpectedCloses: 1, closesByKills: 0, reconnects: 0, notReconnected: 0 });
    expect(link.up).toBe(false);
    link.close();
  });
});
