import { cpus } from 'node:os';
import { figuresKey } from './extra-figures.ts';
import { measureGame } from './game-figures.ts';
import { BENCH_TARGETS } from './targets.ts';

// `npm run bench`: one JSON object on stdout, progress on stderr. Everything runs on this one thread, one
// measurement after another, so the numbers are per core. Root script runs node with --expose-gc for the memory part.
// BIRZHA_BENCH_GAMES=stockpile (a comma-separated list) measures only the games named; BIRZHA_BENCH_ONLY=determinize
// measures only the determinize figures (seconds instead of minutes), BIRZHA_BENCH_ONLY=expert only the expert level's.

const log = (text: string): void => void process.stderr.write(`bench: ${text}\n`);
const started = performance.now();
const only = (process.env['BIRZHA_BENCH_GAMES'] ?? '').split(',').filter((g) => g !== '');
const targets = only.length === 0 ? BENCH_TARGETS : BENCH_TARGETS.filter((t) => only.includes(t.game));
if (targets.length === 0) throw new Error(`bench: no game to measure among ${only.join(', ')}`);

const onlyPart = process.env['BIRZHA_BENCH_ONLY'] ?? '';
if (!['', 'determinize', 'expert'].includes(onlyPart)) {
  throw new Error(`bench: BIRZHA_BENCH_ONLY must be determinize or expert, got '${onlyPart}'`);
}
const figures: Record<string, unknown> = {};
for (const target of targets) {
  if (onlyPart !== '') {
    figures[figuresKey(target.game)] = target[onlyPart as 'determinize' | 'expert']?.(target.game, log) ?? {};
    continue;
  }
  const extras = (target.extras ?? []).map((measure) => measure(target.game, log));
  const common = measureGame(target, log);
  const determinize = target.determinize?.(target.game, log) ?? {};
  const expert = target.expert?.(target.game, log) ?? {};
  figures[figuresKey(target.game)] = { ...common, ...Object.assign({}, ...extras), ...determinize, ...expert };
}

const result = {
  node: process.version,
  cpu: cpus()[0]?.model ?? 'unknown',
  threads: 1,
  ...figures,
  totalSeconds: Math.round((performance.now() - started) / 100) / 10,
};
process.stdout.write(JSON.stringify(result, null, 2) + '\n');
