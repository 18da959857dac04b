import { CheckersExchange } from '@birzha/engine';
import { useTranslation } from 'react-i18next';
import { firmLabel, FIRM_HUES } from './labels.ts';
import type { View } from './zone-props.ts';

/** A seat's name, "(you)" added for the viewer. */
function useSeatName(names: readonly string[], me: number | null) {
  const { t } = useTranslation();
  return (seat: number) => {
    const name = names[seat] ?? `#${seat + 1}`;
    return seat === me ? t('checkers-exchange.draughts.you', { name }) : name;
  };
}

/**
 * Who is to move: the colour and the year's ply counter (spec 8.2: 8 plies a year), the firm to move with its
 * director, its token (spec 4: a token serves the year it names) and the seat that effectively moves for it; my
 * turn said in so many words. Outside the board phase: when play on the board resumes.
 */
export function DraughtsCaption({
  view,
  seat,
  names,
  myTurn,
}: {
  view: View;
  seat: number | null;
  names: readonly string[];
  myTurn: boolean;
}) {
  const { t } = useTranslation();
  const nameOf = useSeatName(names, seat);
  const total = CheckersExchange.LIMITS.pliesPerYear;
  const firm = view.phase === 'board' ? view.activeFirm : null;
  if (firm === null) {
    const idle =
      view.phase === 'auction'
        ? t('checkers-exchange.draughts.idle.auction')
        : view.phase === 'finished'
          ? t('checkers-exchange.draughts.idle.over')
          : t('checkers-exchange.draughts.idle.later', { n: Math.min(view.yearPly, total), total });
    return (
      <p className="ce-caption" data-testid="ce-board-caption" data-my-turn="false">
        {idle}
      </p>
    );
  }
  const f = view.firms[firm];
  const holder = CheckersExchange.Reads.effectiveHolder(view, firm);
  const token = CheckersExchange.Reads.servingToken(view, firm);
  return (
    <div
      className={`ce-caption${myTurn ? ' ce-caption--mine' : ''}`}
      data-testid="ce-board-caption"
      data-my-turn={myTurn ? 'true' : 'false'}
      data-firm={firm}
      aria-live="polite"
    >
      <p className="ce-caption__line">
        <strong>{t(`checkers-exchange.draughts.toMove.${view.board.toMove}`)}</strong>
        {' · '}
        {t('checkers-exchange.draughts.plyOfYear', { n: view.yearPly + 1, total })}
      </p>
      <p className="ce-caption__line">
        <span className="ce-swatch" style={{ background: FIRM_HUES[firm] }} aria-hidden="true" />
        <strong>{t('checkers-exchange.draughts.firmToMove', { firm: firmLabel(firm) })}</strong>
        {' · '}
        {t('checkers-exchange.draughts.director', { name: nameOf(f.director) })}
        {token !== null && (
          <>
            {' · '}
            {t('checkers-exchange.draughts.token', {
              name: nameOf(token.holder),
              scope: t(`checkers-exchange.draughts.scope.${token.scope}`),
            })}
          </>
        )}
        {' · '}
        <span data-testid="ce-board-holder">{t('checkers-exchange.draughts.holder', { name: nameOf(holder) })}</span>
      </p>
      <p className={myTurn ? 'ce-caption__turn' : 'ce-caption__line muted'}>
        {myTurn
          ? t('checkers-exchange.draughts.myTurn', { firm: firmLabel(firm) })
          : t('checkers-exchange.draughts.waiting', { name: nameOf(holder) })}
      </p>
    </div>
  );
}
