import type { Stockpile } from '@birzha/engine';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../ui/error-note.tsx';
import { cardText, pileText } from './card-text.ts';
import { isListed } from './engine-moves.ts';
import { supplyMove, type SupplyAction, type SupplyDraft } from './supply-draft.ts';

/**
 * Supply (spec 7 supply, 8.5): where my two cards went, which of them lies face up (a choice), Secretive Stuart's
 * "both face down", and Done, enabled only for a move the engine lists as legal.
 */
export function SupplyForm({
  seat,
  legal,
  draft,
  dispatch,
  send,
  sending,
  error,
}: {
  seat: Stockpile.FullSeatView;
  legal: readonly Stockpile.Move[];
  draft: SupplyDraft;
  dispatch: (a: SupplyAction) => void;
  send: (m: Stockpile.Move) => void;
  sending: boolean;
  error: unknown;
}) {
  const { t } = useTranslation();
  const move = supplyMove(draft, seat.hand);
  const ok = move !== null && isListed(legal, move);
  const stuart = legal.some((m) => m.type === 'supply' && m.hideBoth === true);
  return (
    <div className="sp-form" data-form="supply">
      <p>{t('stockpile.supply.how')}</p>
      <ul className="sp-form__list">
        {seat.hand.map((card) => {
          const pile = draft.placed[card];
          return (
            <li key={card} data-supply-card={card}>
              <label className="row">
                <input
                  type="radio"
                  name="sp-face-up"
                  checked={draft.up === card}
                  disabled={pile === undefined || draft.hideBoth}
                  onChange={() => dispatch({ kind: 'up', card })}
                />
                <span>
                  {cardText(card, t)}:{' '}
                  {pile === undefined
                    ? t('stockpile.supply.inHand')
                    : t(draft.up === card && !draft.hideBoth ? 'stockpile.supply.onUp' : 'stockpile.supply.onDown', {
                        pile: pileText(pile, t),
                      })}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      <p className="muted">{t('stockpile.supply.upHint')}</p>
      {stuart && (
        <label className="row">
          <input
            type="checkbox"
            name="hideBoth"
            checked={draft.hideBoth}
            onChange={(e) => dispatch({ kind: 'hideBoth', on: e.target.checked })}
          />
          <span>{t('stockpile.supply.hideBoth')}</span>
        </label>
      )}
      <ErrorNote error={error} testId="server-error" />
      <div className="row">
        <button type="button" className="btn" onClick={() => dispatch({ kind: 'reset' })} disabled={sending}>
          {t('stockpile.turn.reset')}
        </button>
        <button
          type="button"
          className="btn btn--primary"
          data-testid="done"
          disabled={!ok || sending}
          onClick={() => move !== null && send(move)}
        >
          {t('stockpile.turn.done')}
        </button>
      </div>
    </div>
  );
}
