// The games' names in notifications, in both languages (issue 25): the web words them in its own game folders, which
// the server cannot import. A registry like the engine's: one line per game, keyed by the engine's `meta.title`
// (so a renamed id needs no change here). A game missing here is named by its `meta.title` in both languages.
export const GAME_NAMES: Readonly<Record<string, { readonly ru: string; readonly en: string }>> = Object.freeze({
  Акционер: { ru: 'Акционер', en: 'Akcioner' },
  Stockpile: { ru: 'Стокпайл', en: 'Stockpile' },
  'Шашечная биржа': { ru: 'Шашечная биржа', en: 'Checkers Exchange' },
});
