/**
 * A table saw my turn come or go: the header's count of matches waiting for me looks again at once. A move at a table
 * is no change of the lobby, so the count otherwise waited for its minute, and said nothing of a turn the status bar
 * already called mine.
 */
const changes = new EventTarget();

export function myTurnsChanged(): void {
  changes.dispatchEvent(new Event('change'));
}

/** Calls `listener` at each change; returns what stops it. */
export function onMyTurnsChanged(listener: () => void): () => void {
  changes.addEventListener('change', listener);
  return () => changes.removeEventListener('change', listener);
}
