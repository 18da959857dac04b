export { createApp, type BirzhaApp, type AppParts } from './app.ts';
export { DEFAULT_CONFIG, type ServerConfig } from './config.ts';
export { configFromEnv, serve } from './main.ts';
export type { Store } from './store/store.ts';
export { workerExecArgv } from './workers/worker-exec-argv.ts';
export { loadSecret } from './identity/secret.ts';
export { setAccountPasswordIn } from './identity/operator.ts';
export { openStore } from './store/open-store.ts';
export { hashSecret, newSecret } from './identity/sessions.ts';
