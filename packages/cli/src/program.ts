import { GAME_IDS } from '@birzha/engine';
import { Command } from 'commander';
import { arenaCommand, type ArenaCommandFlags } from './commands/arena.ts';
import { ladderCommand, type LadderFlags } from './commands/ladder.ts';
import { addBotCommand } from './bot/command.ts';
import { MAX_PERFT_DEPTH, perftCommand, type PerftFlags } from './commands/perft.ts';
import { PERFT_GAMES } from './perft/registry.ts';
import { replayCommand, type ReplayFlags } from './commands/replay.ts';
import { simulateCommand, type SimulateCommandFlags } from './commands/simulate.ts';
import { serveCommand } from './commands/serve.ts';
import { processPasswordInput } from './commands/read-password.ts';
import { setPasswordCommand, type SetPasswordFlags } from './commands/set-password.ts';
import { DEMO_GAME, startCommand, type DemoFlags } from './commands/start.ts';
import type { ExitCode } from './exit-codes.ts';
import type { Output } from './output.ts';
import { BOT_KINDS } from './simulate/config.ts';

const EXIT_HELP = `
Exit codes: 0 ok; 1 an illegal move (replay), a broken invariant (simulate) or a game not played to its end (bot
--once); 2 bad arguments or a bad file; 3 an internal error (a bug).`;

/**
 * The `birzha` command tree. Actions report their exit code through `setExit` rather than exiting, so that output
 * piped to another process is flushed completely before the process ends.
 */
export function createProgram(output: Output, setExit: (code: ExitCode) => void): Command {
  const program = new Command('birzha')
    .description(
      'Birzha: stock-exchange board games. Serve the game, replay match records, simulate bot matches, play as a bot account.',
    )
    .exitOverride()
    .showSuggestionAfterError()
    .addHelpText('afterAll', EXIT_HELP);

  program
    .command('replay')
    .description('replay a match record and print {ok, moves, state, outcome} as one JSON object')
    .argument('<file>', 'the match record (JSON); - reads standard input')
    .option('--view <viewer>', "print this viewer's view instead of the state: a seat number or spectator")
    .option('--hash', 'add "hash": the hash of the final state')
    .action((file: string, flags: ReplayFlags) => setExit(replayCommand(file, flags, output)));

  program
    .command('simulate')
    .description('play matches between bots, checking every invariant after every move, and summarize them')
    .requiredOption('--game <id>', `game id: ${GAME_IDS.join(', ')}`)
    .requiredOption('--players <n>', 'players per match, or a range A..B: match i has A + (i mod (B-A+1)) players')
    .requiredOption('--games <k>', 'number of matches')
    .requiredOption('--seed <s>', 'match i is played with seed <s>-<i>')
    .option('--variant <v>', 'game variant (same as "variant" in --options; this flag wins)')
    .option('--options <json>', 'table options as a JSON object, e.g. \'{"rounding":"down"}\'')
    .option(
      '--bots <list>',
      `bot levels, one for all seats or one per seat, comma-separated (${BOT_KINDS.join(', ')}; a game without its own bot of a level gets the random bot)`,
      'random',
    )
    .option('--workers <n>', 'worker threads to play on (0 or auto: one per core); the results do not change', '1')
    .option('--json', 'print the summary as one JSON object (and no progress bar)')
    .option('--no-check', 'skip the per-move invariant checks (faster)')
    .option('--out <dir>', 'directory for failure records (failure-<seed>.json)', 'failures')
    .option(
      '--max-failure-files <n>',
      'write at most this many failure records (all failures are still counted)',
      '100',
    )
    .action(async (flags: SimulateCommandFlags) => setExit(await simulateCommand(flags, output)));

  program
    .command('arena')
    .description(
      'measure bots against each other: every deal is played once per seating (every bot in every seat), ' +
        'simultaneous seats are served in a random order, and each bot gets its firsts, share, 95% interval, ' +
        'mean place and ms per decision',
    )
    .requiredOption('--game <id>', `game id: ${GAME_IDS.join(', ')}`)
    .requiredOption('--players <n>', 'seats per game')
    .requiredOption('--bots <list>', 'one level per seat, comma-separated (a level may repeat: heuristic,heuristic)')
    .requiredOption('--games <k>', 'games in all, rounded up to whole rotations: ceil(k/n) deals × n seatings')
    .requiredOption('--seed <s>', 'deal i is set up with seed <s>-<i>')
    .option(
      '--ms <m>',
      "milliseconds each bot may spend per decision (default: the level's own); longer ones are counted",
    )
    .option('--variant <v>', 'game variant (same as "variant" in --options; this flag wins)')
    .option('--options <json>', 'table options as a JSON object, e.g. \'{"variant":"long"}\' (default: the game\'s)')
    .option('--workers <n>', 'worker threads to play on (0 or auto: one per core); the games do not change', '1')
    .option('--no-check', 'skip the per-move invariant checks (faster)')
    .option('--json', 'print the report as one JSON object (and no progress bar)')
    .action(async (flags: ArenaCommandFlags) => setExit(await arenaCommand(flags, output)));

  program
    .command('ladder')
    .description(
      "rate a game's bot levels (its own and random): every level plays every other on seat-rotated deals, " +
        'and an OpenSkill table (mu, sigma, ordinal = mu - 3 sigma, games) is printed',
    )
    .requiredOption('--game <id>', `game id: ${GAME_IDS.join(', ')}`)
    .option('--players <n>', "seats per game (default: the game's smallest table)")
    .option('--games <k>', 'games per lineup, rounded up to whole rotations', '20')
    .option('--seed <s>', 'seed of the deals', 'ladder')
    .option('--workers <n>', 'worker threads to play on (0 or auto: one per core)', '1')
    .option('--json', 'print the table as one JSON object (and no progress bar)')
    .action(async (flags: LadderFlags) => setExit(await ladderCommand(flags, output)));

  program
    .command('perft')
    .description("count the leaves of a game's move tree (every legal move at every ply) to check the move generator")
    .requiredOption('--game <id>', `game id: ${Object.keys(PERFT_GAMES).join(', ')}`)
    .requiredOption('--depth <n>', `plies, 0..${MAX_PERFT_DEPTH}`)
    .option('--fen <position>', "the root position in the game's format (default: the start)")
    .option('--divide', 'one line per root move with its count, then the total')
    .option('--json', 'one JSON line: depth, nodes, seconds, nodesPerSecond (and divide)')
    .action((flags: PerftFlags) => setExit(perftCommand(flags, output)));

  program
    .command('serve')
    .alias('start')
    .description('serve Birzha on http://localhost:$PORT (environment: PORT, BIRZHA_DATA_DIR, DATABASE_URL, LOG_LEVEL)')
    .action(async () => setExit(await serveCommand(output)));

  program
    .command('set-password')
    .description(
      "set a new password for an account, the operator's way back from a forgotten one on a server without mail; " +
        'typed twice without echo on a terminal, else the first line of standard input; every device of the ' +
        'account is signed out (environment: BIRZHA_DATA_DIR, DATABASE_URL)',
    )
    .requiredOption('--user <name>', "the account's user name (any case)")
    .action(async (flags: SetPasswordFlags) =>
      setExit(
        await setPasswordCommand(flags, output, processPasswordInput(process.stdin, process.stderr), process.env),
      ),
    );

  addBotCommand(program, output, setExit);

  program
    .command('demo')
    .description('a short demonstration: 200 checked games between random players')
    .option('--game <id>', 'game id', DEMO_GAME)
    .action((flags: DemoFlags) => setExit(startCommand(flags, output)));

  return program;
}
