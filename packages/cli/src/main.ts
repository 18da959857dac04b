import { CommanderError } from 'commander';
import { EXIT, type ExitCode } from './exit-codes.ts';
import { processOutput } from './output.ts';
import { createProgram } from './program.ts';

/** Runs the CLI on `argv` (as in process.argv) and returns the exit code; commander's usage errors become 2. */
export async function main(argv: readonly string[]): Promise<ExitCode> {
  const output = processOutput();
  let code: ExitCode = EXIT.ok;
  const program = createProgram(output, (c) => {
    code = c;
  });
  try {
    await program.parseAsync([...argv], { from: 'node' });
    return code;
  } catch (e) {
    // Commander has already printed its message (or the help); only the exit code is ours to choose.
    if (e instanceof CommanderError) return e.exitCode === 0 ? EXIT.ok : EXIT.usage;
    output.err(`birzha: internal error (a bug): ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    return EXIT.bug;
  }
}

// Setting exitCode rather than calling process.exit lets a large JSON answer drain into a pipe first.
process.exitCode = await main(process.argv);
