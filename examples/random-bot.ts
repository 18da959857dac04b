// A Birzha bot that plays random legal moves, for any game. Run it through the bot client, which starts one copy of it
// per game and speaks to it in JSON lines (examples/README.md):
//
//   npm run -s birzha -- bot --server http://localhost:8080 --exec "npx tsx examples/random-bot.ts" --play akcioner --once
//
// It reads one JSON object a line on standard input and writes one move a line on standard output. Anything it wants
// to say to a person goes to standard error, which the client passes through: standard output is for moves only.
import { createInterface } from 'node:readline';

/** The lines this bot reads: only `turn` matters here; `start`, `update`, `error` and `end` are seen and let go. */
interface Line {
  readonly t: 'start' | 'turn' | 'update' | 'error' | 'end';
  /** On `turn`: the version the move answers (the client sends it along), the view and the legal moves. */
  readonly version?: number;
  readonly view?: unknown;
  /** Null when the game sends no list in this phase: a real bot builds its move from the view then. */
  readonly legal?: readonly unknown[] | null;
  /** On `error`: why the server refused our last move (a new `turn` follows if it is still ours). */
  readonly code?: string;
}

const input = createInterface({ input: process.stdin });

input.on('line', (text) => {
  const line = JSON.parse(text) as Line;
  if (line.t === 'error') console.error(`random-bot: move refused: ${line.code}`);
  if (line.t !== 'turn') return;
  if (line.legal === null || line.legal === undefined || line.legal.length === 0) {
    // No list to choose from: a random bot has nothing to go on; the game's clock will move for the seat.
    console.error(`random-bot: no legal moves given at version ${line.version}; waiting`);
    return;
  }
  // One element of `legal`, exactly as given: the client posts it with the turn's version.
  const move = line.legal[Math.floor(Math.random() * line.legal.length)];
  process.stdout.write(JSON.stringify(move) + '\n');
});

// Standard input closes after the `end` line: the game is over, and so is this program.
input.on('close', () => process.exit(0));
