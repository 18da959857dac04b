import type { Lang } from '../../i18n/index.ts';
import { AkcionerRulesEn } from './rules-en.tsx';
import { AkcionerRulesRu } from './rules-ru.tsx';
import './rules.css';

export function AkcionerRules({ lang }: { lang: Lang }) {
  return lang === 'en' ? <AkcionerRulesEn /> : <AkcionerRulesRu />;
}
