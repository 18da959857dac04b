import type { Stockpile } from '@birzha/engine';
import { useTranslation } from 'react-i18next';
import { CompanyButtons } from './company-buttons.tsx';
import { DecisionForm } from './decision-form.tsx';

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
    <DecisionForm form="deborah" error={error} sending={sending} onSkip={() => send({ type: 'skipPower' })}>
      <p>{t('stockpile.power.deborah')}</p>
      <CompanyButtons mark="data-deborah" sending={sending} onPick={(company) => send({ type: 'deborah', company })} />
    </DecisionForm>
  );
}
