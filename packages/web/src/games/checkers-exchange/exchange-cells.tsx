import { FIRM_HUES, firmLabel } from './labels.ts';
import type { FirmId } from './zone-props.ts';

/** A table cell naming a firm with its colour swatch (the auction results, the tape). */
export function FirmCell({ firm }: { firm: FirmId }) {
  return (
    <td>
      <span className="ce-x-swatch" style={{ background: FIRM_HUES[firm] }} aria-hidden="true" /> {firmLabel(firm)}
    </td>
  );
}

/** The header of a column of cancel buttons: no visible text, its name for screen readers. */
export function CancelHead({ text }: { text: string }) {
  return (
    <th scope="col">
      <span className="sr-only">{text}</span>
    </th>
  );
}

/** A cell with the cancel button of my bid or order `id` (spec 7.2 `cancel`); `label` names which one it cancels. */
export function CancelCell({
  id,
  text,
  label,
  disabled,
  onCancel,
}: {
  id: number;
  text: string;
  label: string;
  disabled: boolean;
  onCancel: () => void;
}) {
  return (
    <td>
      <button
        type="button"
        className="btn btn--small"
        data-testid={`ce-cancel-${id}`}
        aria-label={label}
        disabled={disabled}
        onClick={onCancel}
      >
        {text}
      </button>
    </td>
  );
}
