import { useTranslation } from 'react-i18next';
import type { LastPly } from './draughts-last-ply.ts';
import { firmLabel } from './labels.ts';

const K = 'checkers-exchange.draughts';

/** The last ply in words (spec 9 `plyPlayed`): the firm and its notation, who played it or why it was automatic, the capture income. */
export function LastPlyLine({ last, names, seat }: { last: LastPly; names: readonly string[]; seat: number | null }) {
  const { t } = useTranslation();
  const e = last.event;
  const parts = [t(`${K}.lastPly`, { firm: firmLabel(e.firm), move: e.move })];
  if (e.auto !== null) parts.push(t(`${K}.lastAuto.${e.auto}`));
  else if (e.by !== null) {
    const name = names[e.by] ?? `#${e.by + 1}`;
    parts.push(t(`${K}.lastBy`, { name: e.by === seat ? t(`${K}.you`, { name }) : name }));
  }
  if (e.income > 0)
    parts.push(t(`${K}.lastIncome`, { amount: t('checkers-exchange.game.cr', { amount: e.income.toLocaleString() }) }));
  return (
    <p className="ce-last muted" data-testid="ce-last-ply" data-move={e.move}>
      {parts.join(' · ')}
    </p>
  );
}
