import { GAME_IDS, getGame } from '@birzha/engine';
import { describe, expect, it } from 'vitest';
import i18n from '../i18n/index.ts';
import { SHARED_CODES_RU } from '../i18n/codes.ts';
import { WEB_GAMES, gameName, optionsLabel, playerRange, webGame } from './registry.ts';

/** Every key path of a dictionary, leaves only. */
function keysOf(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keysOf(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

/**
 * Engine games whose table is not in the web client yet (none now). Adding a game's web table must take it off this
 * list, or the test fails.
 */
const WEB_PENDING: readonly string[] = [];

describe('the web registry of games', () => {
  it('has exactly the engine games, each once', () => {
    const ids = WEB_GAMES.map((g) => g.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(GAME_IDS.filter((id) => !WEB_PENDING.includes(id)).sort());
    for (const id of ids) expect(webGame(id)?.id).toBe(id);
    expect(webGame('no-such-game')).toBeUndefined();
    expect(webGame('toString')).toBeUndefined();
  });

  it.each(WEB_GAMES.map((g) => [g.id, g] as const))('%s: every part is there', (id, g) => {
    expect(g.name.ru.length, 'ru name').toBeGreaterThan(0);
    expect(g.name.en.length, 'en name').toBeGreaterThan(0);
    expect(gameName(id, 'ru')).toBe(g.name.ru);
    expect(gameName(id, 'en')).toBe(g.name.en);
    // Lazy components: React's lazy wrapper, loaded only when a page shows them.
    expect(g.Board.$$typeof).toBe(Symbol.for('react.lazy'));
    expect(g.Rules.$$typeof).toBe(Symbol.for('react.lazy'));
    expect(typeof g.options.Form).toBe('function');

    // The initial options are accepted by the engine for every player count the form offers.
    const range = playerRange(g, g.options.initial);
    const meta = getGame(id)?.meta;
    expect(meta).toBeDefined();
    expect(range.min).toBeGreaterThanOrEqual(meta?.minPlayers ?? Infinity);
    expect(range.max).toBeLessThanOrEqual(meta?.maxPlayers ?? -Infinity);
    for (let n = range.min; n <= range.max; n++) {
      expect(getGame(id)?.parseOptions(g.options.toOptions(g.options.initial), n).ok, `${n} players`).toBe(true);
    }
    expect(optionsLabel(id, g.options.toOptions(g.options.initial), i18n.getFixedT('ru'))).not.toBe('');

    // Its words: the same keys in both languages, registered under the game's id.
    expect(keysOf(g.messages.en).sort()).toEqual(keysOf(g.messages.ru).sort());
    for (const key of keysOf(g.messages.ru)) {
      for (const lng of ['ru', 'en'] as const) expect(i18n.exists(`${id}.${key}`, { lng }), `${lng} ${key}`).toBe(true);
    }

    // Its rule codes: the same in both languages, none taking over a shared code's words, a detail text for each
    // code that names detail values.
    expect(Object.keys(g.codes.en).sort()).toEqual(Object.keys(g.codes.ru).sort());
    for (const code of Object.keys(g.codes.ru)) expect(Object.hasOwn(SHARED_CODES_RU, code), code).toBe(false);
    for (const code of Object.keys(g.codes.detailKeys)) expect(g.codes.ru[`${code}_detail`], code).toBeDefined();
  });

  it('gives no two games the same code, detail key or i18n id', () => {
    const seen = new Map<string, string>();
    for (const g of WEB_GAMES) {
      for (const key of [...Object.keys(g.codes.ru), ...Object.keys(g.codes.detailWords)]) {
        expect(seen.get(key), `${g.id} and ${seen.get(key) ?? ''}: ${key}`).toBeUndefined();
        seen.set(key, g.id);
      }
      expect(i18n.getResource('ru', 'translation', g.id)).toBe(g.messages.ru);
    }
  });

  it('shows an unknown game by its id, with no option labels', () => {
    expect(gameName('chess', 'en')).toBe('chess');
    expect(optionsLabel('chess', { variant: 'classic' }, i18n.getFixedT('en'))).toBe('');
  });
});
