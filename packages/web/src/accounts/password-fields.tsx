import { PASSWORD_MIN } from '@birzha/protocol';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** A new password and its repeat, with the rule under the first: register, change and reset share it. */
export function NewPasswordFields({
  password,
  repeat,
  onPassword,
  onRepeat,
  label,
}: {
  password: string;
  repeat: string;
  onPassword: (v: string) => void;
  onRepeat: (v: string) => void;
  /** The first field's label (default "Password"). */
  label?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-pw`}>{label ?? t('accounts.field.password')}</label>
        <input
          id={`${id}-pw`}
          type="password"
          name="new-password"
          autoComplete="new-password"
          required
          maxLength={200}
          value={password}
          onChange={(e) => onPassword(e.target.value)}
          aria-describedby={`${id}-rules`}
        />
        <small id={`${id}-rules`}>{t('accounts.field.passwordRules', { min: PASSWORD_MIN })}</small>
      </div>
      <div className="field">
        <label htmlFor={`${id}-repeat`}>{t('accounts.field.repeat')}</label>
        <input
          id={`${id}-repeat`}
          type="password"
          name="repeat-password"
          autoComplete="new-password"
          required
          maxLength={200}
          value={repeat}
          onChange={(e) => onRepeat(e.target.value)}
        />
      </div>
    </>
  );
}
