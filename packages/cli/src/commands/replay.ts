import { getGame, replay, stateHash, type AnyGame, type Viewer } from '@birzha/engine';
import { describeViolation } from '../describe-violation.ts';
import { EXIT, type ExitCode } from '../exit-codes.ts';
import type { Output } from '../output.ts';
import { checkViewerSeat, parseViewerSyntax } from '../parse-viewer.ts';
import { readRecord, sourceLabel } from '../read-record.ts';

/** Options of `birzha replay` as commander hands them over. */
export interface ReplayFlags {
  readonly view?: string;
  readonly hash?: boolean;
}

/**
 * `birzha replay FILE`: one JSON object on stdout with the final state (or a viewer's view), or the first illegal
 * move (exit 1). A file that is not a valid record gets a one-line message on stderr and exit 2, nothing on stdout.
 */
export function replayCommand(file: string, flags: ReplayFlags, output: Output): ExitCode {
  const usage = (message: string): ExitCode => {
    output.err(`birzha replay: ${message}\n`);
    return EXIT.usage;
  };
  let viewer: Viewer | undefined;
  if (flags.view !== undefined) {
    const parsed = parseViewerSyntax(flags.view);
    if (!parsed.ok) return usage(parsed.error);
    viewer = parsed.value;
  }
  const record = readRecord(file);
  if (!record.ok) return usage(record.error);
  if (viewer !== undefined) {
    const seat = checkViewerSeat(viewer, record.value.players);
    if (!seat.ok) return usage(seat.error);
  }
  // parseRecord has accepted the game id, so the registry has it.
  const game = getGame(record.value.game) as AnyGame;
  const result = replay(game, record.value);
  if (!result.ok) {
    const { at, error } = result.error;
    if (at === 'setup') return usage(`${sourceLabel(file)}: setup failed: ${describeViolation(error)}`);
    output.out(JSON.stringify({ ok: false, at, error }) + '\n');
    return EXIT.failed;
  }
  const { state, moves } = result.value;
  const outcome = game.outcome(state) ?? null;
  const shown = viewer === undefined ? { state } : { view: game.view(state, viewer) };
  // Always the full state's hash, also with --view: it pins the authoritative result for determinism checks.
  const hash = flags.hash === true ? { hash: stateHash(state) } : {};
  output.out(JSON.stringify({ ok: true, moves, ...shown, outcome, ...hash }) + '\n');
  return EXIT.ok;
}
