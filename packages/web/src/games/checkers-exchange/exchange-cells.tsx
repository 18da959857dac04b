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

/** A column of an exchange table: its head, right-aligned over numbers, or read only by screen readers (buttons). */
export interface Column {
  readonly head: string;
  readonly num?: boolean;
  readonly hidden?: boolean;
}

/** The head row of an exchange table; a `false` column (one the viewer does not get) is left out. */
export function TableHead({ columns }: { columns: readonly (Column | false)[] }) {
  return (
    <thead>
      <tr>
        {columns.map(
          (c, i) =>
            c !== false && (
              <th key={i} scope="col" className={c.num === true ? 'num' : undefined}>
                {c.hidden === true ? <span className="sr-only">{c.head}</span> : c.head}
              </th>
            ),
        )}
      </tr>
    </thead>
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
