/**
 * Node flags for a worker thread (the bot pool's, `birzha simulate --workers`): a worker is a fresh module graph, so
 * it needs the parent's module-loading flags (`--import tsx`, `--conditions ...`) and, for a TypeScript worker
 * without them, the tsx loader. Nothing else is passed on: a worker thread refuses V8 and process flags such as the
 * bench's `--expose-gc` (ERR_WORKER_INVALID_EXEC_ARGV), which the bot pool used to inherit whole.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const TS_MODULE = /\.[cm]?ts$/;

/** Flags that decide how modules load, with their value. */
const MODULE_FLAGS = /^(--import|--require|-r|--loader|--experimental-loader|--conditions|-C)(=|$)/;

/** Whether Node flags already load tsx (`--import tsx`, `--import=tsx`, a path into tsx's package, `--require tsx/cjs`). */
function loadsTsx(execArgv: readonly string[]): boolean {
  return execArgv.some((arg) => /(^|[=\s/\\])tsx([/\\]|$)/.test(arg) || arg === 'tsx');
}

/** The module-loading flags of `execArgv` with their values (`--import tsx` takes the next argument, `--import=tsx` not). */
export function moduleFlags(execArgv: readonly string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < execArgv.length; i++) {
    const m = MODULE_FLAGS.exec(execArgv[i] ?? '');
    if (m === null) continue;
    const width = m[2] === '' ? 2 : 1;
    kept.push(...execArgv.slice(i, i + width));
    i += width - 1;
  }
  return kept;
}

/** The workers' flags: the parent's module flags, plus the tsx loader for a TypeScript worker when they lack it. */
export function workerExecArgv(workerPath: string, parentArgv: readonly string[] = process.execArgv): string[] {
  const inherited = moduleFlags(parentArgv);
  if (!TS_MODULE.test(workerPath) || loadsTsx(inherited)) return inherited;
  let loader: string;
  try {
    loader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  } catch {
    throw new Error(`the worker ${workerPath} is TypeScript but tsx cannot be resolved: bundle the worker`);
  }
  return [...inherited, '--import', loader];
}
