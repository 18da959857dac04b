/**
 * What one line of a program's standard output asks for: a move (any JSON object the game defines as one, e.g. an
 * element of `legal`), a batch `{"moves": [...]}` played in order, all or none, a chat line `{"chat": "text"}`, or
 * nothing usable (the reason is reported and the line ignored).
 */
export type ProgramAction =
  | { readonly kind: 'move'; readonly move: unknown }
  | { readonly kind: 'moves'; readonly moves: readonly unknown[] }
  | { readonly kind: 'chat'; readonly text: string }
  | { readonly kind: 'bad'; readonly reason: string };

export function parseProgramLine(line: string): ProgramAction {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return { kind: 'bad', reason: 'not JSON' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { kind: 'bad', reason: 'not a JSON object (a move, {"moves": [...]} or {"chat": "..."})' };
  }
  const o = value as Record<string, unknown>;
  // Every game's moves carry a `type` (the engines' Move unions), so neither key below can be a move's own.
  if (!('type' in o) && 'chat' in o) {
    return typeof o['chat'] === 'string'
      ? { kind: 'chat', text: o['chat'] }
      : { kind: 'bad', reason: 'chat is not text' };
  }
  if (!('type' in o) && 'moves' in o) {
    return Array.isArray(o['moves']) && o['moves'].length > 0
      ? { kind: 'moves', moves: o['moves'] }
      : { kind: 'bad', reason: 'moves is not a non-empty list' };
  }
  return { kind: 'move', move: o };
}

/** The body of POST /api/bot/game/:id/move for a move or a batch answering `version`. */
export function moveBody(
  action: Extract<ProgramAction, { kind: 'move' | 'moves' }>,
  version: number,
): { version: number; move: unknown } | { version: number; moves: readonly unknown[] } {
  return action.kind === 'move' ? { version, move: action.move } : { version, moves: action.moves };
}
