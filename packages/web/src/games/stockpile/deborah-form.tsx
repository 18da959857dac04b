import type { Stockpile } from '@birzha/engine';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../ui/error-note.tsx';
import { COMPANIES } from './companies.ts';
import { CompanyChip } from './company-chip.tsx';

/** Dividend Deborah (spec 8.11): $1,000 a share to every holder of one company, or not this round. */
export function DeborahForm({
  send,
  sending,
  error,
}: {
  send: (m: Stockpile.Move) => void;
  sending: boolean;
  error: unknown;
}) {
  const { t } = useTranslation();
  return (
    <div className="sp-form" data-form="deborah">
      <p>{t('stockpile.power.deborah')}</p>
      <div className="sp-companies">
        {COMPANIES.map((c) => (
          <button
            key={c}
            type="button"
            className="btn btn--small"
            data-deborah={c}
            disabled={sending}
            onClick={() => send({ type: 'deborah', company: c })}
          >
            <CompanyChip company={c} /> {t(`stockpile.company.${c}`)}
          </button>
        ))}
      </div>
      <ErrorNote error={error} testId="server-error" />
      <button
        type="button"
        className="btn"
        data-testid="skip-power"
        disabled={sending}
        onClick={() => send({ type: 'skipPower' })}
      >
        {t('stockpile.turn.skipPower')}
      </button>
    </div>
  );
}
