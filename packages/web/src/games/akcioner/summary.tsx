import { useMemo } from 'react';
import type { Lang } from '../../i18n/index.ts';
import { RulesSummary } from '../../rules/rules-summary.tsx';
import { AccountsPicture, HandPicture, PricesPicture } from './summary-pictures.tsx';
import { akcionerSample } from './summary-sample.ts';
import { AKCIONER_SUMMARY } from './summary-words.ts';

const NAMES: Readonly<Record<Lang, readonly string[]>> = { ru: ['Вы', 'Анна', 'Борис'], en: ['You', 'Ann', 'Bob'] };

/** Akcioner on one page, in `lang` (loaded with the rules). */
export default function AkcionerSummary({ lang }: { lang: Lang }) {
  const sample = useMemo(() => akcionerSample(), []);
  const w = AKCIONER_SUMMARY[lang];
  return (
    <RulesSummary
      game="akcioner"
      lang={lang}
      text={w}
      pictures={{
        goal: { picture: <PricesPicture sample={sample} />, caption: w.pictures.goal },
        turn: { picture: <HandPicture sample={sample} />, caption: w.pictures.turn },
        end: { picture: <AccountsPicture sample={sample} names={NAMES[lang]} />, caption: w.pictures.end },
      }}
    />
  );
}
