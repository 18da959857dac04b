import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { registerCodes, type GameCodes } from './codes.ts';
import { en } from './en.ts';
import { ru } from './ru.ts';

export const LANGS = ['ru', 'en'] as const;
export type Lang = (typeof LANGS)[number];

/** The language in use, narrowed to the two we ship. */
export function currentLang(): Lang {
  return i18n.resolvedLanguage === 'en' ? 'en' : 'ru';
}

/**
 * One language's shared words as i18next's store starts from them: a copy of the top level and of `code`, the one
 * group that games add to (i18next merges added words into the object it holds, which must not be ru.ts's own).
 */
function store(shared: { readonly code: object }): Record<string, unknown> {
  return { ...shared, code: { ...shared.code } };
}

// The default follows the browser (navigator.languages); a choice made in the header is kept in localStorage.
void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: { ru: { translation: store(ru) }, en: { translation: store(en) } },
    supportedLngs: [...LANGS],
    nonExplicitSupportedLngs: true,
    fallbackLng: 'en',
    detection: { order: ['localStorage', 'navigator'], lookupLocalStorage: 'birzha.lang', caches: ['localStorage'] },
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });

// The page's lang attribute follows (screen readers and hyphenation use it).
i18n.on('languageChanged', () => {
  document.documentElement.lang = currentLang();
});
document.documentElement.lang = currentLang();

/**
 * A game's words, at key `<id>.*` in each language (the English must have the Russian keys). i18n imports no game:
 * each game brings its words (games/registry.ts, as the client starts), so the first page loads no game's table.
 */
export function addGameWords(id: string, words: Readonly<Record<Lang, object>>): void {
  for (const lang of LANGS) i18n.addResourceBundle(lang, 'translation', { [id]: words[lang] }, true, false);
}

/**
 * A game's rule codes: their words at `code.*` and what `errorText` needs to choose among a code's texts. Every
 * game's codes come as the client starts, so an error of any game reads well on any page (the lobby too).
 */
export function addGameCodes(codes: GameCodes): void {
  registerCodes(codes);
  for (const lang of LANGS) i18n.addResourceBundle(lang, 'translation', { code: codes[lang] }, true, false);
}

export default i18n;
