import { GAME_IDS, getGame } from '@birzha/engine';
import { LIVE, PACE_PRESETS } from '@birzha/protocol';
import { describe, expect, it } from 'vitest';
import i18n from '../i18n/index.ts';
import { DETAIL_KEYS, SHARED_CODES_EN, SHARED_CODES_RU, variantCode } from '../i18n/codes.ts';
import { WEB_GAMES, gameName, optionsLabel, playerRange, webGame } from './registry.ts';

/** Every key path of a dictionary, leaves only. */
function keysOf(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keysOf(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

/** The value at a key path of a dictionary, or undefined. */
function valueAt(o: object, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (v, k) => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>)[k] : undefined),
      o,
    );
}

/** The `{{name}}` values a text interpolates. */
function placeholders(text: string): Set<string> {
  return new Set([...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? ''));
}

/** A code's plain key: upper case, digits and underscores. */
const PLAIN = /^[A-Z][A-Z0-9_]*$/;

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

  it.each(WEB_GAMES.map((g) => [g.id, g] as const))('%s: every part is there', async (id, g) => {
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

    // Its words: the same keys in both languages, registered under the game's id (all of them once a page showing a
    // game has loaded them: test-setup.ts has); the few the first page loads are the same words.
    const all = await g.loadWords();
    expect(keysOf(all.en).sort()).toEqual(keysOf(all.ru).sort());
    for (const key of keysOf(all.ru)) {
      for (const lng of ['ru', 'en'] as const) expect(i18n.exists(`${id}.${key}`, { lng }), `${lng} ${key}`).toBe(true);
    }
    for (const lng of ['ru', 'en'] as const) {
      for (const key of keysOf(g.words[lng])) expect(valueAt(g.words[lng], key), key).toBe(valueAt(all[lng], key));
    }

    // Its rule codes: the same in both languages, none taking over a shared code's words; each key a plain code of
    // its own or a variant (`_detail`) of its own code, or of a shared code under a tagged key (`_detail_<tag>`).
    expect(Object.keys(g.codes.en).sort()).toEqual(Object.keys(g.codes.ru).sort());
    const own = Object.keys(g.codes.ru).filter((k) => variantCode(k) === undefined);
    for (const code of own) {
      expect(code, code).toMatch(PLAIN);
      expect(Object.hasOwn(SHARED_CODES_RU, code), code).toBe(false);
      for (const t of [g.codes.ru[code], g.codes.en[code]]) expect(t, code).not.toContain('{{');
    }
    for (const key of Object.keys(g.codes.ru).filter((k) => variantCode(k) !== undefined)) {
      const code = variantCode(key) ?? '';
      expect(Object.hasOwn(SHARED_CODES_RU, key), key).toBe(false);
      if (own.includes(code)) continue;
      expect(Object.hasOwn(SHARED_CODES_RU, code), `${key}: a variant of another game's code`).toBe(true);
      expect(key, `${key}: a variant of a shared code is tagged`).not.toMatch(/_detail$/);
    }

    // Its variants: each text has its detail-key list and each list its text, naming exactly those values in both
    // languages; a value a game words is worded by this game (a firm by Checkers Exchange's words, not another's).
    const variants = Object.keys(g.codes.ru).filter((k) => variantCode(k) !== undefined);
    expect(Object.keys(g.codes.detailKeys).sort()).toEqual(variants.sort());
    const wordedElsewhere = new Set(
      WEB_GAMES.filter((o) => o.id !== id).flatMap((o) => Object.keys(o.codes.detailWords)),
    );
    for (const [key, needs] of Object.entries(g.codes.detailKeys)) {
      expect(needs.length, key).toBeGreaterThan(0);
      expect(new Set(needs).size, key).toBe(needs.length);
      for (const text of [g.codes.ru[key], g.codes.en[key]]) {
        expect(text, key).toBeDefined();
        expect(placeholders(text ?? ''), key).toEqual(new Set(needs));
      }
      for (const need of needs) expect(wordedElsewhere.has(need), `${key}: ${need}`).toBe(false);
    }
  });

  it('gives no two games (nor a game and the shared words) the same code, variant, detail key or i18n id', async () => {
    const seen = new Map<string, string>(Object.keys(SHARED_CODES_RU).map((k) => [k, 'shared']));
    const worded = new Map<string, string>();
    for (const g of WEB_GAMES) {
      for (const key of Object.keys(g.codes.ru)) {
        expect(seen.get(key), `${g.id} and ${seen.get(key) ?? ''}: ${key}`).toBeUndefined();
        seen.set(key, g.id);
      }
      for (const key of Object.keys(g.codes.detailWords)) {
        expect(worded.get(key), `${g.id} and ${worded.get(key) ?? ''}: ${key}`).toBeUndefined();
        worded.set(key, g.id);
      }
      expect(i18n.getResource('ru', 'translation', g.id)).toEqual((await g.loadWords()).ru);
    }
  });

  it('gives no two variants of a code the same detail values, and every shared variant its words', () => {
    // errorText tries the variants needing more values first; two needing the same values would leave the choice to
    // the order of the games.
    const byCode = new Map<string, string[]>();
    for (const [key, needs] of Object.entries(DETAIL_KEYS)) {
      const code = variantCode(key);
      expect(code, key).toBeDefined();
      const set = [...needs].sort().join(',');
      const others = byCode.get(code ?? '') ?? [];
      expect(others, `${key} needs ${set} like another variant`).not.toContain(set);
      byCode.set(code ?? '', [...others, set]);
    }
    const gameWorded = new Set(WEB_GAMES.flatMap((g) => Object.keys(g.codes.detailWords)));
    for (const key of Object.keys(SHARED_CODES_RU).filter((k) => variantCode(k) !== undefined)) {
      const needs = DETAIL_KEYS[key] ?? [];
      expect(needs.length, key).toBeGreaterThan(0);
      for (const dict of [SHARED_CODES_RU, SHARED_CODES_EN] as const) {
        expect(placeholders((dict as Record<string, string>)[key] ?? ''), key).toEqual(new Set(needs));
      }
      for (const need of needs) expect(gameWorded.has(need), `${key}: ${need} is a game's`).toBe(false);
    }
  });

  it.each(WEB_GAMES.map((g) => [g.id, g] as const))(
    '%s: a turn-based table leaves the game’s own clock out of its labels, and only that',
    (id, g) => {
      const options = g.options.toOptions(g.options.initial);
      for (const lng of ['ru', 'en'] as const) {
        const t = i18n.getFixedT(lng);
        const live = g.optionLabels(options, t);
        const turns = g.optionLabels(options, t, { turnBased: true });
        // The initial options set a clock (a turn-based table keeps a timed one): exactly its label goes.
        expect(g.optionLabels(options, t, { turnBased: false })).toEqual(live);
        expect(turns).toEqual(live.filter((l) => turns.includes(l)));
        expect(live.length - turns.length, lng).toBe(1);
        expect(optionsLabel(id, options, t, PACE_PRESETS.day)).toBe(turns.join(' · '));
        expect(optionsLabel(id, options, t, LIVE)).toBe(live.join(' · '));
        expect(optionsLabel(id, options, t)).toBe(live.join(' · '));
      }
    },
  );

  it('shows an unknown game by its id, with no option labels', () => {
    expect(gameName('chess', 'en')).toBe('chess');
    expect(optionsLabel('chess', { variant: 'classic' }, i18n.getFixedT('en'))).toBe('');
  });
});
