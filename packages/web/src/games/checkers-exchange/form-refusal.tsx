import { useTranslation } from 'react-i18next';
import { refusalText, useAmounts } from './exchange-format.ts';
import type { Refusal } from './engine-check.ts';

/**
 * The refusal an exchange form foresees before sending (spec 7.2: the engine's code and detail, also in `data-code`
 * and `data-detail`), in words, in a live region that screen readers
 * announce as it changes; empty while the draft would be accepted. It is also why the form's send button is off:
 * `id` lets the button point at it.
 */
export function FormRefusal({ refusal, testId, id }: { refusal: Refusal | null; testId: string; id?: string }) {
  const { t } = useTranslation();
  const { cr } = useAmounts();
  return (
    <div aria-live="polite">
      {refusal !== null && (
        <p
          className="ce-refusal"
          id={id}
          data-testid={testId}
          data-code={refusal.code}
          data-detail={JSON.stringify(refusal.detail ?? {})}
        >
          {refusalText(refusal, t, cr)}
        </p>
      )}
    </div>
  );
}
