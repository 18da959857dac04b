import { GAME_IDS } from '@birzha/engine';
import { BOT_LEVELS } from '@birzha/protocol';
import type { Command } from 'commander';
import { EXIT, type ExitCode } from '../exit-codes.ts';
import type { Output } from '../output.ts';
import { runClient } from './client.ts';
import { parseBotArgs, TOKEN_VARIABLE, type BotFlags } from './parse-args.ts';
import { reporter } from './report.ts';

/** `birzha bot`: a program plays on a Birzha server through the bot API (examples/README.md). */
export function addBotCommand(program: Command, output: Output, setExit: (code: ExitCode) => void): void {
  program
    .command('bot')
    .description(
      'play on a Birzha server as a bot account: each game the account is seated at runs --exec, which reads the ' +
        "seat's view as JSON lines on stdin and writes moves on stdout (examples/README.md); invitations are " +
        "accepted, --play makes tables with the server's bots, dropped streams are reopened",
    )
    .option('--server <url>', 'the server, e.g. http://localhost:8080')
    .option('--token <token>', `the bot account's API token, bzb_... (default: $${TOKEN_VARIABLE})`)
    .option('--exec <command>', 'the program, run through the shell, one per game')
    .option(
      '--play <game>',
      `make a table of this game with the server's bots and play it (repeatable): ${GAME_IDS.join(', ')}`,
      collect,
    )
    .option('--games <n>', 'how many tables of each --play game, one after another (default 1)')
    .option('--players <n>', "seats at each --play table (default: the game's smallest table)")
    .option(
      '--opponents <levels>',
      `the server bots' level, or one per other seat: ${BOT_LEVELS.join(', ')} (default beginner)`,
    )
    .option('--variant <v>', 'game variant of the --play tables (same as "variant" in --options; this flag wins)')
    .option('--options <json>', 'table options of the --play tables as a JSON object')
    .option('--rated', 'ask for rated --play tables')
    .option('--decline-invitations', 'decline invitations instead of accepting them')
    .option(
      '--once',
      'exit when the games are over (with --play: only the tables it makes; other matches and invitations are left ' +
        'alone); give up on a server out of reach after 7 tries (about a minute)',
    )
    .option('--quiet', 'no line per event on stderr (problems are still told)')
    .action(async (flags: BotFlags) => setExit(await botCommand(flags, output)));
}

function collect(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

/** Checks the flags (exit 2), then runs the client until --once is done or SIGINT/SIGTERM stops it. */
export async function botCommand(flags: BotFlags, output: Output): Promise<ExitCode> {
  const parsed = parseBotArgs(flags, process.env);
  if (!parsed.ok) {
    output.err(`birzha bot: ${parsed.error}\n`);
    return EXIT.usage;
  }
  const report = reporter(output, parsed.value.quiet);
  const stopping = new AbortController();
  const stop = (signal: NodeJS.Signals) => {
    // Games under way are left as they are, not resigned: run the client again and it takes them up where they are.
    report.event(`${signal}: stopping; games under way go on without this client until it runs again`);
    stopping.abort();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    return await runClient(parsed.value, report, stopping.signal);
  } finally {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
  }
}
