import { useMemo } from 'react';
import type { Lang } from '../../i18n/index.ts';
import { RulesSummary } from '../../rules/rules-summary.tsx';
import { BoardPicture, FirmsPicture } from './summary-pictures.tsx';
import { checkersExchangeSample } from './summary-sample.ts';
import { CE_SUMMARY } from './summary-words.ts';

/** Checkers Exchange on one page, in `lang` (loaded with the rules). */
export default function CheckersExchangeSummary({ lang }: { lang: Lang }) {
  const view = useMemo(() => checkersExchangeSample(), []);
  const w = CE_SUMMARY[lang];
  return (
    <RulesSummary
      game="checkers-exchange"
      lang={lang}
      text={w}
      pictures={{
        goal: { picture: <FirmsPicture view={view} />, caption: w.pictures.goal },
        turn: { picture: <BoardPicture view={view} />, caption: w.pictures.turn },
      }}
    />
  );
}
