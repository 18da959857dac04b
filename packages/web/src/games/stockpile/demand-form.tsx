import { Stockpile } from '@birzha/engine';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../ui/error-note.tsx';
import { pileText } from './card-text.ts';
import { money } from './money.ts';

/**
 * Demand (spec 8.6): the bids themselves are the buttons on each pile's track; here are what I have to spend, the
 * lock after being outbid, and MayKnow Martha's peek, which comes before her bid.
 */
export function DemandForm({
  view,
  seat,
  me,
  names,
  legal,
  send,
  sending,
  error,
}: {
  view: Stockpile.View;
  seat: number;
  me: Stockpile.FullSeatView;
  names: readonly string[];
  legal: readonly Stockpile.Move[];
  send: (m: Stockpile.Move) => void;
  sending: boolean;
  error: unknown;
}) {
  const { t } = useTranslation();
  const peeks = legal.flatMap((m) => (m.type === 'peek' ? [m] : []));
  const other = view.piles.findIndex((p) => p.bid?.seat === seat);
  const otherAmount = view.piles[other]?.bid?.amount ?? 0;
  // What that bid takes of my cash is the engine's (spec 8.6 step 5: Discount Donald pays the track value below)
  const otherCost = Stockpile.bidCost(me, otherAmount);
  const locked =
    view.demand?.displaced?.seat === seat && !view.options.rebidSamePileAfterOutbid ? view.demand.displaced.pile : null;
  const name = (s: number) => names[s] ?? `#${s + 1}`;
  return (
    <div className="sp-form" data-form="demand">
      <p>{t('stockpile.demand.how')}</p>
      <p>
        {t('stockpile.demand.cash', { cash: money(me.cash, t) })}
        {other >= 0 && (
          <>
            {' '}
            {t(otherCost === otherAmount ? 'stockpile.demand.other' : 'stockpile.demand.otherCost', {
              pile: pileText(other, t),
              amount: money(otherAmount, t),
              cost: money(otherCost, t),
            })}
          </>
        )}
      </p>
      {locked !== null && <p className="notice">{t('stockpile.demand.locked', { pile: pileText(locked, t) })}</p>}
      {peeks.length > 0 && (
        <fieldset className="sp-peek">
          <legend>{t('stockpile.demand.peek')}</legend>
          <div className="row">
            {peeks.map((m) => {
              const label =
                'hidden' in m.target
                  ? t('stockpile.log.targetHidden', { n: m.target.hidden + 1 })
                  : t('stockpile.log.targetSeat', { name: name(m.target.seat) });
              return (
                <button
                  key={label}
                  type="button"
                  className="btn btn--small"
                  data-peek={JSON.stringify(m.target)}
                  disabled={sending}
                  onClick={() => send(m)}
                >
                  {label}
                </button>
              );
            })}
          </div>
        </fieldset>
      )}
      <ErrorNote error={error} testId="server-error" />
    </div>
  );
}
