import type { ReactNode } from 'react';
import type { Lang } from '../../i18n/index.ts';
import { CheckersExchangeRulesEn } from './rules-en.tsx';
import { CheckersExchangeRulesRu } from './rules-ru.tsx';
import '../../rules/rules-body.css';
import './rules.css';

/**
 * The rules of Checkers Exchange in `lang`, with `summary` before the contents (the registry loads this only when the rules
 * page opens).
 */
export function CheckersExchangeRules({ lang, summary }: { lang: Lang; summary?: ReactNode }) {
  return lang === 'en' ? <CheckersExchangeRulesEn summary={summary} /> : <CheckersExchangeRulesRu summary={summary} />;
}

export default CheckersExchangeRules;
