/**
 * A move being composed, kept in the tab's sessionStorage so that a reload in the middle of a turn brings it back
 * (nothing is sent until the player says so, so the server cannot keep it). Stored with the turn it belongs to;
 * anything that is not a draft of this turn (as the game's `parse` decides) is ignored.
 */
export function loadDraft<D>(key: string | null, turn: string, parse: (raw: unknown) => D | null): D | null {
  if (key === null) return null;
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    if (typeof raw !== 'object' || raw === null || (raw as { turn?: unknown }).turn !== turn) return null;
    return parse((raw as { draft?: unknown }).draft);
  } catch {
    return null;
  }
}

/** Keeps `draft` for `turn` under `key`; an empty draft removes what was kept. */
export function saveDraft<D>(key: string | null, turn: string, draft: D, empty: boolean): void {
  if (key === null) return;
  try {
    if (empty) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify({ turn, draft }));
  } catch {
    // Storage full or disabled: the draft simply lives as long as the page.
  }
}
