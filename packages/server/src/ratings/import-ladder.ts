// Writes `birzha ladder --json` output into bot-ratings.json, the bots' starting ratings (issue 27):
//   npx tsx packages/cli/src/main.ts ladder --game <id> --games 200 --json > <id>.json
//   npx tsx packages/server/src/ratings/import-ladder.ts <id>.json [more.json ...]
// Each file replaces its game's ladder; the other games' stay. A file that is not a ladder's output changes nothing.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseLadder, withLadder, type BotRatingsFile } from './bot-ratings.ts';

const FILE = fileURLToPath(new URL('./bot-ratings.json', import.meta.url));

/** The ratings file with every ladder of `texts` (JSON text each) in it, or the first reason one is not a ladder. */
export function importLadders(
  file: BotRatingsFile,
  texts: readonly { readonly name: string; readonly text: string }[],
): { ok: true; value: BotRatingsFile } | { ok: false; error: string } {
  let next = file;
  for (const { name, text } of texts) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return { ok: false, error: `${name}: not JSON (run the ladder with --json)` };
    }
    const run = parseLadder(value);
    if (!run.ok) return { ok: false, error: `${name}: ${run.error}` };
    next = withLadder(next, run.value);
  }
  return { ok: true, value: next };
}

function main(args: readonly string[]): number {
  if (args.length === 0) {
    process.stderr.write('usage: import-ladder.ts <ladder.json> ... (birzha ladder --json output)\n');
    return 2;
  }
  const file = JSON.parse(readFileSync(FILE, 'utf8')) as BotRatingsFile;
  const done = importLadders(
    file,
    args.map((name) => ({ name, text: readFileSync(name, 'utf8') })),
  );
  if (!done.ok) {
    process.stderr.write(`import-ladder: ${done.error}\n`);
    return 2;
  }
  writeFileSync(FILE, JSON.stringify(done.value, null, 2) + '\n');
  process.stdout.write(`import-ladder: ${FILE} now has ${Object.keys(done.value.games).join(', ')}\n`);
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main(process.argv.slice(2));
