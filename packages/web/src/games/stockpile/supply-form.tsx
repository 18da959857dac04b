import type { Stockpile } from '@birzha/engine';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../ui/error-note.tsx';
import { Card } from './card.tsx';
import { cardText } from './card-text.ts';
import { isListed } from './listed.ts';
import { liesFaceDown, supplyMove, type SupplyAction, type SupplyDraft } from './supply-draft.ts';

/**
 * Supply (spec 7 supply, 8.5), every control of the decision in one place that fits a phone's screen: per card in
 * hand, the pile it goes on and whether it lies face up or face down (exactly one face up, unless Secretive Stuart
 * hides both); then Done, enabled only for a move the engine lists as legal, and saying what is missing while not.
 * On a wide screen the cards may also be dragged onto the piles.
 */
export function SupplyForm({
  seat,
  piles,
  legal,
  draft,
  dispatch,
  send,
  sending,
  error,
}: {
  seat: Stockpile.FullSeatView;
  /** How many piles there are. */
  piles: number;
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
  const unplaced = seat.hand.filter((c) => draft.placed[c] === undefined).length;
  const why = sending ? null : unplaced > 0 ? t('stockpile.supply.placeFirst', { count: unplaced }) : null;
  return (
    <div className="sp-form" data-form="supply">
      <p>{t('stockpile.supply.how')}</p>
      <ul className="sp-supply">
        {seat.hand.map((card, k) => {
          const pile = draft.placed[card];
          const up = !liesFaceDown(draft, seat.hand, card);
          const name = cardText(card, t);
          const other = seat.hand.find((c) => c !== card);
          return (
            <li key={card} className="sp-supply__card" data-supply-card={card}>
              <Card card={card} size="sm" faceDown={pile !== undefined && !up} />
              <div className="sp-supply__choices">
                <fieldset className="sp-seg" data-supply-piles={card}>
                  <legend className="sp-seg__legend">{t('stockpile.supply.pileFor', { card: name })}</legend>
                  {Array.from({ length: piles }, (_, i) => (
                    <label key={i} className="sp-seg__opt">
                      <input
                        type="radio"
                        name={`sp-pile-${k}`}
                        value={i}
                        data-supply-pile={`${card}:${i}`}
                        checked={pile === i}
                        onChange={() => dispatch({ kind: 'place', card, pile: i, hand: seat.hand })}
                      />
                      <span aria-hidden="true">{i + 1}</span>
                      <span className="sr-only">{t('stockpile.pileNo', { n: i + 1 })}</span>
                    </label>
                  ))}
                </fieldset>
                <fieldset className="sp-seg" disabled={draft.hideBoth}>
                  <legend className="sr-only">{t('stockpile.supply.faceFor', { card: name })}</legend>
                  <label className="sp-seg__opt sp-seg__opt--wide">
                    <input
                      type="radio"
                      name={`sp-face-${k}`}
                      data-face-up={card}
                      checked={up}
                      onChange={() => dispatch({ kind: 'up', card })}
                    />
                    <span>{t('stockpile.supply.faceUp')}</span>
                  </label>
                  <label className="sp-seg__opt sp-seg__opt--wide">
                    <input
                      type="radio"
                      name={`sp-face-${k}`}
                      data-face-down={card}
                      checked={!up}
                      onChange={() => other !== undefined && dispatch({ kind: 'up', card: other })}
                    />
                    <span>{t('stockpile.supply.faceDown')}</span>
                  </label>
                </fieldset>
              </div>
            </li>
          );
        })}
      </ul>
      <p className="muted">{t('stockpile.supply.upHint')}</p>
      {stuart && (
        <label className="row sp-check">
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
          aria-describedby={why === null ? undefined : 'sp-supply-why'}
          onClick={() => move !== null && send(move)}
        >
          {t('stockpile.turn.done')}
        </button>
      </div>
      {why !== null && (
        <p className="muted sp-why" id="sp-supply-why" data-testid="done-why">
          {why}
        </p>
      )}
    </div>
  );
}
