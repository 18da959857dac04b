import type { ReactNode } from 'react';
import type { Lang } from '../../i18n/index.ts';
import { AkcionerRulesEn } from './rules-en.tsx';
import { AkcionerRulesRu } from './rules-ru.tsx';
import '../../rules/rules-body.css';
import './rules.css';

/**
 * The rules of Akcioner in `lang`, with `summary` before the contents (the registry loads this only when the rules
 * page opens).
 */
export function AkcionerRules({ lang, summary }: { lang: Lang; summary?: ReactNode }) {
  return lang === 'en' ? <AkcionerRulesEn summary={summary} /> : <AkcionerRulesRu summary={summary} />;
}

export default AkcionerRules;
