import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { WEB_GAMES } from '../games/registry.ts';
import { en } from './en.ts';
import { ru } from './ru.ts';

export const LANGS = ['ru', 'en'] as const;
export type Lang = (typeof LANGS)[number];

/** The language in use, narrowed to the two we ship. */
export function currentLang(): Lang {
  return i18n.resolvedLanguage === 'en' ? 'en' : 'ru';
}

/** One language's dictionary: the shared words, and each registered game's words under its id. */
function withGames(shared: object, lang: Lang): Record<string, unknown> {
  return { ...shared, ...Object.fromEntries(WEB_GAMES.map((g) => [g.id, g.messages[lang]])) };
}

// The default follows the browser (navigator.languages); a choice made in the header is kept in localStorage.
void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: { ru: { translation: withGames(ru, 'ru') }, en: { translation: withGames(en, 'en') } },
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

export default i18n;
