import type { Lang } from '../../i18n/index.ts';
import { StockpileRulesEn } from './rules-en.tsx';
import { StockpileRulesRu } from './rules-ru.tsx';
import '../../rules/rules-body.css';
import './rules.css';

/** The rules of Stockpile in `lang` (the registry loads this only when the rules page opens). */
export function StockpileRules({ lang }: { lang: Lang }) {
  return lang === 'en' ? <StockpileRulesEn /> : <StockpileRulesRu />;
}

export default StockpileRules;
