import { Stockpile } from '@birzha/engine';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../ui/error-note.tsx';
import { isListed } from './listed.ts';
import { money } from './money.ts';

/** The investors phase (spec 8.14): my offered investors with cash and power; keep one (two in a 2-player game). */
export function InvestorForm({
  view,
  seat,
  legal,
  send,
  sending,
  error,
}: {
  view: Stockpile.View;
  seat: Stockpile.FullSeatView;
  legal: readonly Stockpile.Move[];
  send: (m: Stockpile.Move) => void;
  sending: boolean;
  error: unknown;
}) {
  const { t } = useTranslation();
  const keep = Stockpile.investorsKept(view.players);
  const [chosen, setChosen] = useState<readonly Stockpile.InvestorId[]>([]);
  const move: Stockpile.Move = { type: 'chooseInvestor', investors: chosen };
  const ok = chosen.length === keep && isListed(legal, move);
  const toggle = (id: Stockpile.InvestorId) =>
    setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : keep === 1 ? [id] : [...c, id].slice(-keep)));
  return (
    <div className="sp-form" data-form="investors">
      <p>{t(keep === 1 ? 'stockpile.investors.keepOne' : 'stockpile.investors.keepTwo')}</p>
      <ul className="sp-investors">
        {seat.investorOffer.map((id) => {
          const cash = Stockpile.investorCash(view.players, [id]);
          return (
            <li key={id}>
              <label className={`sp-investor${chosen.includes(id) ? ' is-chosen' : ''}`}>
                <input
                  type={keep === 1 ? 'radio' : 'checkbox'}
                  name="sp-investor"
                  value={id}
                  checked={chosen.includes(id)}
                  onChange={() => toggle(id)}
                />
                <span>
                  <strong>{t(`stockpile.investor.${id}`)}</strong> ·{' '}
                  {t('stockpile.investors.cash', { cash: money(cash, t) })}
                  <br />
                  <span className="muted">{t(`stockpile.power.${id}`)}</span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      <ErrorNote error={error} testId="server-error" />
      <button
        type="button"
        className="btn btn--primary"
        data-testid="done"
        disabled={!ok || sending}
        aria-describedby={ok || sending ? undefined : 'sp-investors-why'}
        onClick={() => send(move)}
      >
        {t('stockpile.turn.done')}
      </button>
      {!ok && !sending && (
        <p className="muted sp-why" id="sp-investors-why" data-testid="done-why">
          {t(keep === 1 ? 'stockpile.investors.chooseOne' : 'stockpile.investors.chooseTwo', {
            count: keep - chosen.length,
          })}
        </p>
      )}
    </div>
  );
}
