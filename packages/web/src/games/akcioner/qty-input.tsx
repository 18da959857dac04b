import { useRef, useState } from 'react';
import type { Lang } from '../../i18n/index.ts';
import { numberText } from '../../ui/numbers.ts';

/** A signed quantity as the steppers show it: +3 bought, −2 sold (digits grouped as the language writes them). */
export function qtyText(q: number, lang: Lang): string {
  return q > 0 ? `+${numberText(q, lang)}` : q < 0 ? numberText(q, lang) : '0';
}

/** A typed quantity: a whole number with an optional sign (the typographic minus too); null if it is not one. */
export function parseQty(raw: string): number | null {
  // Digits may come grouped as they were shown ("1 000", "1,000").
  const m = /^\s*([+\-−])?\s*(\d[\d\s,\u00a0\u202f]*)$/.exec(raw);
  if (m === null) return null;
  const n = Number((m[2] ?? '').replace(/[\s,\u00a0\u202f]/g, '')) * (m[1] === '-' || m[1] === '−' ? -1 : 1);
  return Number.isSafeInteger(n) ? n : null;
}

/**
 * The quantity of one colour, typed: each whole number is tried at once (`onTry` says whether it was taken); what
 * was typed stays while the field has the focus, and the field shows the quantity in force again when it leaves.
 * Typing replaces what the field shows: it is all selected when the field gets the focus (kept through the click
 * that focused it, which would otherwise put the caret after it: "1" then "15" read "115"), and a zero is not
 * there to type after (the field is empty, "0" its placeholder).
 */
export function QtyInput({
  value,
  label,
  lang,
  onTry,
  testId,
}: {
  value: number;
  lang: Lang;
  label: string;
  /** Tries a typed quantity (null: not a number): true if taken. */
  onTry: (q: number | null) => boolean;
  testId: string;
}) {
  const [text, setText] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const justFocused = useRef(false);
  const shown = text ?? (value === 0 ? '' : qtyText(value, lang));
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
      placeholder="0"
      onFocus={(e) => {
        e.currentTarget.select();
        justFocused.current = true;
      }}
      onMouseUp={(e) => {
        // The click that focused the field would put the caret where it landed, undoing the selection.
        if (justFocused.current) e.preventDefault();
        justFocused.current = false;
      }}
      onChange={(e) => {
        const raw = e.target.value;
        setText(raw);
        // A sign alone or nothing is a number still being typed.
        if (/^\s*[+\-−]?\s*$/.test(raw)) return setRefused(false);
        setRefused(!onTry(parseQty(raw)));
      }}
      onBlur={() => {
        justFocused.current = false;
        leave();
      }}
      onKeyDown={(e) => {
        // Escape while typing ends the typing alone; once more, it is the turn's (turn-zone.tsx: back a stage).
        if (e.key === 'Escape' && text !== null) e.preventDefault();
        if (e.key === 'Enter' || e.key === 'Escape') leave();
      }}
    />
  );
}
