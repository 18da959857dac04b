import type { Stockpile } from '@birzha/engine';
import { useTranslation } from 'react-i18next';
import { DecisionForm } from './decision-form.tsx';

/**
 * The investors' powers before Demand (spec 8.14): Maverick Mark moves a pile card (picked on the piles), Wise
 * Warren looks at one pile's face-down cards (a button on each pile); either may pass.
 */
export function PrepForm({
  power,
  picked,
  send,
  sending,
  error,
}: {
  power: 'mark' | 'warren';
  picked: boolean;
  send: (m: Stockpile.Move) => void;
  sending: boolean;
  error: unknown;
}) {
  const { t } = useTranslation();
  return (
    <DecisionForm form="prep" error={error} sending={sending} onSkip={() => send({ type: 'skipPower' })}>
      <p>
        <strong>{t(`stockpile.investor.${power}`)}</strong>: {t(`stockpile.power.${power}`)}
      </p>
      <p>
        {power === 'mark'
          ? t(picked ? 'stockpile.prep.markTo' : 'stockpile.prep.markPick')
          : t('stockpile.prep.warren')}
      </p>
    </DecisionForm>
  );
}
