import { useMemo } from 'react';
import type { Lang } from '../../i18n/index.ts';
import { RulesSummary } from '../../rules/rules-summary.tsx';
import { PilesPicture, TracksPicture } from './summary-pictures.tsx';
import { stockpileSample } from './summary-sample.ts';
import { STOCKPILE_SUMMARY } from './summary-words.ts';

const NAMES: Readonly<Record<Lang, readonly string[]>> = { ru: ['Вы', 'Анна', 'Борис'], en: ['You', 'Ann', 'Bob'] };

/** Stockpile on one page, in `lang` (loaded with the rules). */
export default function StockpileSummary({ lang }: { lang: Lang }) {
  const sample = useMemo(() => stockpileSample(NAMES[lang]), [lang]);
  const w = STOCKPILE_SUMMARY[lang];
  return (
    <RulesSummary
      game="stockpile"
      lang={lang}
      text={w}
      pictures={{
        goal: { picture: <TracksPicture sample={sample} />, caption: w.pictures.goal },
        turn: { picture: <PilesPicture sample={sample} />, caption: w.pictures.turn },
      }}
    />
  );
}
