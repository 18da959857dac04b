import type { ReactNode } from 'react';
import type { Lang } from '../../i18n/index.ts';
import { StockpileRulesEn } from './rules-en.tsx';
import { StockpileRulesRu } from './rules-ru.tsx';
import '../../rules/rules-body.css';
import './rules.css';

/**
 * The rules of Stockpile in `lang`, with `summary` before the contents (the registry loads this only when the rules
 * page opens).
 */
export function StockpileRules({ lang, summary }: { lang: Lang; summary?: ReactNode }) {
  return lang === 'en' ? <StockpileRulesEn summary={summary} /> : <StockpileRulesRu summary={summary} />;
}

export default StockpileRules;
