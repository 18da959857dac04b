import { akcioner, type AnyGame } from '@birzha/engine';
import type { ExitCode } from '../exit-codes.ts';
import type { Output } from '../output.ts';
import { simulate } from './simulate.ts';

const DEMO = { games: 200, players: 4, seed: 'demo' } as const;

/** `birzha demo`: the engine at work, a short checked simulation. */
export function startCommand(output: Output): ExitCode {
  output.out(
    `The rules engine at work: ${DEMO.games} Akcioner games between ${DEMO.players} random players, ` +
      'every invariant checked after every move.\n\n',
  );
  const game = akcioner as AnyGame;
  const options = game.parseOptions({}, DEMO.players);
  if (!options.ok) throw new Error(`start: default Akcioner options refused: ${options.error.code}`);
  const config = {
    game,
    players: DEMO.players,
    games: DEMO.games,
    seed: DEMO.seed,
    options: options.value,
    bots: ['random'] as const,
    check: true,
  };
  const code = simulate(config, { json: false, out: 'failures', maxFailureFiles: 20 }, output);
  output.out(
    '\nMore: `npm run birzha -- --help` lists the commands (replay, simulate); `npm run bench` measures speed.\n',
  );
  return code;
}
