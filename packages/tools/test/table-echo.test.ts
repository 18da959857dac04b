// The table echo's server and client as bench:server runs them (child processes on its IPC channel), through tsx:
// every move is answered with an update to each of its table's connections and an ack to the mover, and the seats
// take turns.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, it } from 'vitest';
import type { EchoSetup, EchoStats, FromChild, ToChild } from '../src/bench-server/ipc.ts';
import { freePort } from '../src/bench-server/wait.ts';

const echoDir = fileURLToPath(new URL('../src/bench-server/echo/', import.meta.url));
const children: ChildProcess[] = [];

function start(file: string, args: string[] = []): ChildProcess {
  const child = fork(echoDir + file, args, {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.push(child);
  return child;
}

function next(child: ChildProcess, t: FromChild['t']): Promise<FromChild> {
  return new Promise((resolve, reject) => {
    const onMessage = (m: FromChild) => {
      if (m.t === 'failed') return reject(new Error(m.message));
      if (m.t !== t) return;
      child.off('message', onMessage);
      resolve(m);
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`${t}: the child exited (${code})`)));
  });
}

afterEach(() => {
  for (const c of children.splice(0)) c.kill();
});

it('answers each move with the table’s updates and the mover’s ack, the seats moving in turn', async () => {
  const port = await freePort();
  const server = start('echo-server-main.ts', [String(port), 'table', '300']);
  await next(server, 'ready');
  const client = start('echo-client-main.ts');
  const send = (c: ChildProcess, m: ToChild) => c.send(m);
  // 10 tables of 4 seats and 2 spectators, a move per table every 20 ms or so.
  const setup: EchoSetup = {
    t: 'echo',
    url: `ws://127.0.0.1:${port}`,
    connections: 60,
    frame: '{"t":"move"}',
    pauseMs: 20,
    table: { seats: 4, spectators: 2, updateBytes: 300 },
  };
  send(client, setup);
  expect(await next(client, 'ready')).toEqual({ t: 'ready', connections: 60 });
  send(client, { t: 'window', on: true, profile: false });
  await new Promise((r) => setTimeout(r, 1500));
  const stats = next(client, 'stats');
  send(client, { t: 'window', on: false, profile: false });
  const { messages, framesReceived, seconds } = ((await stats) as Extract<FromChild, { t: 'stats' }>)
    .stats as EchoStats;
  // About 10 tables / 20 ms = 500 moves a second; each brings every connection of its table an update, and an ack.
  expect(messages / seconds).toBeGreaterThan(150);
  expect(messages / seconds).toBeLessThan(700);
  expect(framesReceived / messages).toBeGreaterThan(6.8);
  expect(framesReceived / messages).toBeLessThan(7.2);
});
