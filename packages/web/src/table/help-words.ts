import type { Lang } from '../i18n/index.ts';

/**
 * The words of the table's "?" links to the rules (help-link.tsx), in both languages: few and the table's own, kept
 * beside it as the summary's and the lobby's introduction's are.
 */
export const HELP_WORDS: Readonly<Record<Lang, { label: (section: string) => string; newTab: string }>> = {
  ru: {
    label: (section) => `Правила: ${section}`,
    newTab: 'откроются в новой вкладке',
  },
  en: {
    label: (section) => `Rules: ${section}`,
    newTab: 'opens in a new tab',
  },
};
