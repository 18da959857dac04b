import type { Lang } from '../../i18n/index.ts';
import { CheckersExchangeRulesEn } from './rules-en.tsx';
import { CheckersExchangeRulesRu } from './rules-ru.tsx';
import '../../rules/rules-body.css';
import './rules.css';

/** The rules of Checkers Exchange in `lang` (the registry loads this only when the rules page opens). */
export function CheckersExchangeRules({ lang }: { lang: Lang }) {
  return lang === 'en' ? <CheckersExchangeRulesEn /> : <CheckersExchangeRulesRu />;
}

export default CheckersExchangeRules;
