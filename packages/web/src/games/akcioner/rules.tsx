import type { Lang } from '../../i18n/index.ts';
import { AkcionerRulesEn } from './rules-en.tsx';
import { AkcionerRulesRu } from './rules-ru.tsx';
import '../../rules/rules-body.css';
import './rules.css';

/** The rules of Akcioner in `lang` (the registry loads this only when the rules page opens). */
export function AkcionerRules({ lang }: { lang: Lang }) {
  return lang === 'en' ? <AkcionerRulesEn /> : <AkcionerRulesRu />;
}

export default AkcionerRules;
