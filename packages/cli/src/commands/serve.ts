import { configFromEnv, DatabaseUnreachable, serve } from '@birzha/server';
import { EXIT, type ExitCode } from '../exit-codes.ts';
import type { Output } from '../output.ts';

/** `birzha serve` (and `npm start`): the game server, configured by the environment only (README). */
export async function serveCommand(output: Output): Promise<ExitCode> {
  let config;
  try {
    config = configFromEnv(process.env);
  } catch (e) {
    output.err(`birzha serve: ${e instanceof Error ? e.message : String(e)}\n`);
    return EXIT.usage;
  }
  try {
    await serve(config);
  } catch (e) {
    // Not a bug: the environment's database is not there (a wrong DATABASE_URL, or it is down).
    if (!(e instanceof DatabaseUnreachable)) throw e;
    output.err(`birzha serve: ${e.message}\n`);
    return EXIT.failed;
  }
  output.out(
    `Birzha is serving on http://localhost:${config.port} (data in ${config.databaseUrl === null ? config.dataDir : 'PostgreSQL'})\n`,
  );
  // The server keeps the process alive until SIGINT/SIGTERM.
  return new Promise<ExitCode>(() => undefined);
}
