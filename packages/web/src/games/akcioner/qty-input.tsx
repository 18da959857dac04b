import { useState } from 'react';

/** A signed quantity as the steppers show it: +3 bought, −2 sold. */
export function qtyText(q: number): string {
  return q > 0 ? `+${q}` : q < 0 ? `−${-q}` : '0';
}

/** A typed quantity: a whole number with an optional sign (the typographic minus too); null if it is not one. */
export function parseQty(raw: string): number | null {
  const m = /^\s*([+\-−])?\s*(\d+)\s*$/.exec(raw);
  if (m === null) return null;
  const n = Number(m[2]) * (m[1] === '-' || m[1] === '−' ? -1 : 1);
  return Number.isSafeInteger(n) ? n : null;
}

/**
 * The quantity of one colour, typed: each whole number is tried at once (`onTry` says whether it was taken); what
 * was typed stays while the field has the focus, and the field shows the quantity in force again when it leaves.
 */
export function QtyInput({
  value,
  label,
  onTry,
  testId,
}: {
  value: number;
  label: string;
  /** Tries a typed quantity (null: not a number): true if taken. */
  onTry: (q: number | null) => boolean;
  testId: string;
}) {
  const [text, setText] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const shown = text ?? qtyText(value);
  const leave = () => {
    setText(null);
    setRefused(false);
  };
  return (
    <input
      type="text"
      className={`stepper__input${value > 0 ? ' is-buy' : value < 0 ? ' is-sell' : ''}`}
      aria-label={label}
      aria-invalid={refused}
      autoComplete="off"
      spellCheck={false}
      size={5}
      data-testid={testId}
      value={shown}
      onFocus={(e) => e.currentTarget.select()}
      onChange={(e) => {
        const raw = e.target.value;
        setText(raw);
        // A sign alone or nothing is a number still being typed.
        if (/^\s*[+\-−]?\s*$/.test(raw)) return setRefused(false);
        setRefused(!onTry(parseQty(raw)));
      }}
      onBlur={leave}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === 'Escape') leave();
      }}
    />
  );
}
