import { useTranslation } from 'react-i18next';
import type { LastPly } from './draughts-last-ply.ts';
import { crText } from './exchange-format.ts';
import { firmLabel } from './labels.ts';

/** The last ply in words (spec 9 `plyPlayed`): the firm and its notation, who played it or why it was automatic, the capture income. */
export function LastPlyLine({ last, names, seat }: { last: LastPly; names: readonly string[]; seat: number | null }) {
  const { t, i18n } = useTranslation();
  const e = last.event;
  const parts = [t('checkers-exchange.draughts.lastPly', { firm: firmLabel(e.firm), move: e.move })];
  if (e.auto !== null) parts.push(t(`checkers-exchange.draughts.lastAuto.${e.auto}`));
  else if (e.by !== null) {
    const name = names[e.by] ?? `#${e.by + 1}`;
    parts.push(
      t('checkers-exchange.draughts.lastBy', {
        name: e.by === seat ? t('checkers-exchange.draughts.you', { name }) : name,
      }),
    );
  }
  if (e.income > 0)
    parts.push(t('checkers-exchange.draughts.lastIncome', { amount: crText(e.income, t, i18n.language) }));
  return (
    <p className="ce-last muted" data-testid="ce-last-ply" data-move={e.move}>
      {parts.join(' · ')}
    </p>
  );
}
