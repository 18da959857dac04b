import { GAME_IDS, getGame, startMatch } from '@birzha/engine';
import { describeViolation } from '../describe-violation.ts';
import { EXIT, type ExitCode } from '../exit-codes.ts';
import type { Output } from '../output.ts';
import { simulate } from './simulate.ts';

/** The game `birzha demo` shows when none is named: the first game Birzha had. */
export const DEMO_GAME = 'akcioner';
const DEMO = { games: 200, players: 4, seed: 'demo' } as const;

/** `birzha demo` flags as commander hands them over. */
export interface DemoFlags {
  readonly game: string;
}

/** `birzha demo`: the engine at work, a short checked simulation of any registered game with its default options. */
export function startCommand(flags: DemoFlags, output: Output): ExitCode {
  const game = getGame(flags.game);
  if (game === undefined) {
    output.err(`birzha demo: unknown game '${flags.game}' (known: ${GAME_IDS.join(', ')})\n`);
    return EXIT.usage;
  }
  const { id, minPlayers, maxPlayers } = game.meta;
  const players = Math.min(maxPlayers, Math.max(minPlayers, DEMO.players));
  // Default options with every default made explicit, as simulate records them.
  const trial = startMatch(game, { players, options: {}, seed: DEMO.seed });
  if (!trial.ok) throw new Error(`demo: ${id} refuses its default options: ${describeViolation(trial.error)}`);
  output.out(
    `The rules engine at work: ${DEMO.games} ${id} games between ${players} random players, ` +
      'every invariant checked after every move.\n\n',
  );
  const config = {
    game,
    players,
    games: DEMO.games,
    seed: DEMO.seed,
    options: trial.value.options,
    bots: ['random'] as const,
    check: true,
  };
  const code = simulate(config, { json: false, out: 'failures', maxFailureFiles: 20 }, output);
  output.out(
    '\nMore: `npm run birzha -- --help` lists the commands (replay, simulate); `npm run bench` measures speed.\n',
  );
  return code;
}
