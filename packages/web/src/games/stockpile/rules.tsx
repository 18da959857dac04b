import type { Lang } from '../../i18n/index.ts';

/** The rules of Stockpile in `lang`: a placeholder until the rules page lands (the registry loads this lazily). */
export function StockpileRules({ lang }: { lang: Lang }) {
  return (
    <article className="rules">
      <h1>{lang === 'en' ? 'Stockpile: the rules' : 'Биржа (Stockpile): правила'}</h1>
    </article>
  );
}

export default StockpileRules;
