import { useId, useRef, type ReactNode } from 'react';

/** A typed whole number, NaN when the field is empty (the forms' pre-check then names the field, spec 7.2). */
export const typedNumber = (s: string): number => (s.trim() === '' ? Number.NaN : Number(s));

/**
 * A labelled whole-number input of the table's forms (quantities, prices, amounts). The value stays the text as typed
 * so that an empty field stays empty. A field comes prefilled (1 share, the best price), so focusing it selects its
 * text: typing replaces the prefill instead of appending to it ("1" then "15" must give 15, not 115). A text input
 * with the numeric keyboard rather than `type=number`, whose text cannot be selected in every browser and whose
 * spin arrows are too small to tap. An optional hint under it is tied to the input for screen readers.
 */
export function NumberField({
  label,
  testId,
  value,
  onChange,
  hint,
  describedBy,
  className,
}: {
  label: ReactNode;
  testId: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  /** Another element that describes the field (a warning about its value). */
  describedBy?: string;
  className?: string;
}) {
  const hintId = useId();
  // A click that focuses the field would drop the selection on its mouse up: that one mouse up keeps it.
  const focusing = useRef(false);
  const described = [hint === undefined ? null : hintId, describedBy ?? null].filter((x) => x !== null).join(' ');
  return (
    <label className={`field${className === undefined ? '' : ` ${className}`}`}>
      <span>{label}</span>
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        data-testid={testId}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onFocus={(e) => e.currentTarget.select()}
        onMouseDown={(e) => {
          focusing.current = document.activeElement !== e.currentTarget;
        }}
        onMouseUp={(e) => {
          if (focusing.current) e.preventDefault();
          focusing.current = false;
        }}
        aria-describedby={described === '' ? undefined : described}
      />
      {hint !== undefined && <small id={hintId}>{hint}</small>}
    </label>
  );
}
