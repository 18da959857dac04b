/**
 * A game's view out of what the table holds for it, or undefined when it is not one of that game's views (no view
 * yet, another game's). Every engine's View names its game (its `game` field), so the game's own helpers, such as
 * its `phaseHelp` for the status bar's "?", can read it as theirs; `game` is typed by the view, so a misspelt id does
 * not compile. Kept free of imports: the games' help.ts load it with the first page.
 */
export function viewOf<V extends { readonly game: string }>(raw: unknown, game: V['game']): V | undefined {
  if (typeof raw !== 'object' || raw === null || (raw as { game?: unknown }).game !== game) return undefined;
  return raw as V;
}
