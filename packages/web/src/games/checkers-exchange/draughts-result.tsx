import { CheckersExchange } from '@birzha/engine';
import { useTranslation } from 'react-i18next';
import type { View } from './zone-props.ts';

type Reason = NonNullable<View['board']['result']>['reason'];

/** The words key of a draw reason (i18next keys cannot hold the rule's dots). */
const REASON_KEYS: Readonly<Record<Exclude<Reason, 'noMoves'>, string>> = {
  '7.2.3': 'r723',
  '7.2.4': 'r724',
  '7.2.5': 'r725',
  '7.2.6': 'r726',
  '7.2.7': 'r727',
  '7.2.8': 'r728',
};

/** The end of the board game (spec 8.4): the winning colour or a draw, and why. In place of the caption. */
export function DraughtsResult({ result }: { result: NonNullable<View['board']['result']> }) {
  const { t } = useTranslation();
  const head =
    result.winner === null
      ? t('checkers-exchange.draughts.result.draw')
      : t('checkers-exchange.draughts.result.win', { color: t(`checkers-exchange.game.color.${result.winner}`) });
  const why =
    result.reason === 'noMoves'
      ? t(`checkers-exchange.draughts.result.noMoves.${result.winner === 'white' ? 'black' : 'white'}`)
      : t(`checkers-exchange.draughts.result.${REASON_KEYS[result.reason]}`);
  return (
    <div className="ce-caption ce-caption--end" data-testid="ce-board-caption">
      <p className="ce-caption__turn" data-testid="ce-board-result" data-winner={result.winner ?? 'draw'}>
        {head} {why}
      </p>
    </div>
  );
}

/** The draw counters of spec 8.4, small, only those that have started counting. */
export function DrawCounters({ board }: { board: View['board'] }) {
  const { t } = useTranslation();
  const { draw } = board;
  const repeats = CheckersExchange.Reads.currentRepetitions(board);
  const limits = CheckersExchange.DRAW_LIMITS;
  const items: string[] = [];
  if (repeats > 1) items.push(t('checkers-exchange.draughts.repeats', { n: repeats }));
  if (draw.kingPlies > 0)
    items.push(t('checkers-exchange.draughts.kingPlies', { n: draw.kingPlies, limit: limits['7.2.5'] }));
  if (draw.endgame !== null)
    items.push(
      t('checkers-exchange.draughts.endgame', {
        rule: draw.endgame.rule,
        n: draw.endgame.plies,
        limit: limits[draw.endgame.rule],
      }),
    );
  if (items.length === 0) return null;
  return (
    <p className="ce-draw muted" data-testid="ce-draw">
      <span>{t('checkers-exchange.draughts.drawCounters')}: </span>
      {items.join('; ')}
    </p>
  );
}
