import { useTranslation } from 'react-i18next';
import { refusalText, useAmounts } from './exchange-format.ts';
import type { Refusal } from './order-check.ts';

/**
 * The refusal an exchange form foresees before sending (spec 7.2), in words, in a live region that screen readers
 * announce as it changes; empty while the draft would be accepted.
 */
export function FormRefusal({ refusal, testId }: { refusal: Refusal | null; testId: string }) {
  const { t } = useTranslation();
  const { cr } = useAmounts();
  return (
    <div aria-live="polite">
      {refusal !== null && (
        <p className="ce-refusal" data-testid={testId} data-code={refusal.code}>
          {refusalText(refusal, t, cr)}
        </p>
      )}
    </div>
  );
}
