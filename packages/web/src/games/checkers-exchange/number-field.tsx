import { useId } from 'react';

/** A typed whole number, NaN when the field is empty (the forms' pre-check then names the field, spec 7.2). */
export const typedNumber = (s: string): number => (s.trim() === '' ? Number.NaN : Number(s));

/**
 * A labelled whole-number input of the exchange forms (quantities and prices). The value stays the text as typed so
 * that an empty field stays empty; an optional hint under it is tied to the input for screen readers.
 */
export function NumberField({
  label,
  testId,
  value,
  onChange,
  min,
  max,
  hint,
}: {
  label: string;
  testId: string;
  value: string;
  onChange: (value: string) => void;
  min: number;
  max: number;
  hint?: string;
}) {
  const hintId = useId();
  return (
    <label className="field">
      <span>{label}</span>
      <input
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        data-testid={testId}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={hint === undefined ? undefined : hintId}
      />
      {hint !== undefined && <small id={hintId}>{hint}</small>}
    </label>
  );
}
