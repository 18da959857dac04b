import { err, ok, type Result, type Viewer } from '@birzha/engine';

/** `--view` syntax, checked before any file is read: a seat number or `spectator`. */
export function parseViewerSyntax(text: string): Result<Viewer, string> {
  if (text === 'spectator') return ok('spectator');
  if (/^\d+$/.test(text) && Number.isSafeInteger(Number(text))) return ok(Number(text));
  return err(`--view must be a seat number or 'spectator', got '${text}'`);
}

/** The viewer must be a seat of this match (the engine would silently show a view with no own hand). */
export function checkViewerSeat(viewer: Viewer, players: number): Result<Viewer, string> {
  if (viewer === 'spectator' || viewer < players) return ok(viewer);
  return err(`--view ${viewer}: no such seat (this match has seats 0..${players - 1})`);
}
