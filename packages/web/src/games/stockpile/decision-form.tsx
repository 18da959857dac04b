import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../ui/error-note.tsx';

/**
 * The frame of a decision's form: its choices, then the server's refusal if there is one, then (for an investor's
 * power that may be passed) the button to pass. `form` names it for tests and styles (`data-form`).
 */
export function DecisionForm({
  form,
  error,
  sending,
  onSkip,
  children,
}: {
  form: string;
  error: unknown;
  sending: boolean;
  /** Present where the power may be passed. */
  onSkip?: (() => void) | undefined;
  children: ReactNode;
}) {
  return (
    <div className="sp-form" data-form={form}>
      {children}
      <ErrorNote error={error} testId="server-error" />
      {onSkip !== undefined && <SkipPowerButton sending={sending} onSkip={onSkip} />}
    </div>
  );
}

/** "Pass": not using an investor's power this time. */
export function SkipPowerButton({ sending, onSkip }: { sending: boolean; onSkip: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="btn" data-testid="skip-power" disabled={sending} onClick={onSkip}>
      {t('stockpile.turn.skipPower')}
    </button>
  );
}
