import { useTranslation } from 'react-i18next';
import { refusalText, useAmounts } from './exchange-format.ts';
import type { Refusal } from './order-check.ts';

/**
 * The refusal an exchange form foresees before sending (spec 7.2), in words, in a live region that screen readers
 * announce as it changes; empty while the draft would be accepted. It is also why the form's send button is off:
 * `id` lets the button point at it.
 */
export function FormRefusal({ refusal, testId, id }: { refusal: Refusal | null; testId: string; id?: string }) {
  const { t } = useTranslation();
  const { cr } = useAmounts();
  return (
    <div aria-live="polite">
      {refusal !== null && (
        <p className="ce-refusal" id={id} data-testid={testId} data-code={refusal.code}>
          {refusalText(refusal, t, cr)}
        </p>
      )}
    </div>
  );
}
