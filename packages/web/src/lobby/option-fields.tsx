import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { clockText } from '../ui/clock-text.ts';
import { useTurnBased } from './pace-fields.tsx';

/*
 * The fields a game's options form is made of, so every game's create form looks and reads the same: a label, the
 * control, and a line of what the choice means.
 */

export interface Choice<V extends string | number> {
  readonly value: V;
  readonly label: string;
}

/** A drop-down of fixed choices; it hands back the choice's own value (typed), not the element's string. */
export function SelectField<V extends string | number>({
  name,
  label,
  help,
  choices,
  value,
  onChange,
}: {
  name: string;
  label: string;
  help: ReactNode;
  choices: readonly Choice<V>[];
  value: V;
  onChange: (v: V) => void;
}) {
  return (
    <label className="field">
      <span>{label}</span>
      <select
        name={name}
        value={value}
        onChange={(e) => {
          const picked = choices.find((c) => String(c.value) === e.target.value);
          if (picked !== undefined) onChange(picked.value);
        }}
      >
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
      <small>{help}</small>
    </label>
  );
}

/**
 * The clock per turn or decision, its choices in words ("2 min"); a game offers the seconds its spec allows. At a
 * turn-based table the time banks time every turn: the field gives way to a line saying so (its value stays).
 */
export function ClockField({
  label,
  help,
  seconds,
  value,
  onChange,
}: {
  label: string;
  help: string;
  seconds: readonly number[];
  value: number;
  onChange: (v: number) => void;
}) {
  const { t } = useTranslation();
  if (useTurnBased()) return <ClockNote />;
  const choices = seconds.map((s) => ({ value: s, label: clockText(s, t) }));
  return (
    <SelectField name="turnSeconds" label={label} help={help} choices={choices} value={value} onChange={onChange} />
  );
}

/**
 * What stands in place of a game's own clock field at a turn-based table (TurnBasedContext): the time banks time every
 * turn. A game whose clock is not a ClockField (a drop-down of paces) shows this instead of its field itself.
 */
export function ClockNote() {
  const { t } = useTranslation();
  return (
    <p className="field muted" data-testid="clock-note">
      <small>{t('turns.clockNote')}</small>
    </p>
  );
}

/** A checkbox option with what it means. */
export function CheckField({
  name,
  label,
  help,
  checked,
  onChange,
}: {
  name: string;
  label: string;
  help: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <div className="field">
      <label className="row check">
        <input type="checkbox" name={name} checked={checked} onChange={(e) => onChange(e.target.checked)} />
        <span>{label}</span>
      </label>
      <small>{help}</small>
    </div>
  );
}
