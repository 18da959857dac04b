#!/usr/bin/env node
// Starts a Birzha process (the command given), waits until it answers GET /healthz, stops it and exits: what
// `farm-bench` times to say how long a process takes to become ready (issue 26: within 2 s on an idle machine).
// Plain JavaScript with no dependency, so that it costs the timing nothing to start:
//   farm-bench -n 7 -- node packages/tools/src/ready/until-ready.mjs node dist/node/birzha.mjs serve
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const [command, ...args] = process.argv.slice(2);
if (command === undefined) {
  console.error('usage: until-ready.mjs COMMAND [ARG ...] (a command that serves Birzha on $PORT)');
  process.exit(2);
}
const port = await new Promise((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const p = s.address().port;
    s.close(() => resolve(p));
  });
});
const data = mkdtempSync(join(tmpdir(), 'birzha-ready-'));
const child = spawn(command, args, {
  stdio: 'ignore',
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', BIRZHA_DATA_DIR: data, LOG_LEVEL: 'silent' },
});
let exited = false;
child.on('exit', () => (exited = true));
const started = Date.now();
let ready = false;
while (!exited && Date.now() - started < 60_000) {
  ready = await fetch(`http://127.0.0.1:${port}/healthz`).then(
    (r) => r.ok,
    () => false,
  );
  if (ready) break;
  await new Promise((r) => setTimeout(r, 10));
}
child.kill('SIGKILL');
rmSync(data, { recursive: true, force: true });
if (!ready) {
  console.error(exited ? 'the process exited before it answered /healthz' : 'no answer from /healthz within 60 s');
  process.exit(1);
}
