import { Akcioner } from '@birzha/engine';
import { useTranslation } from 'react-i18next';
import { clockText } from '../../ui/clock-text.ts';

export interface AkcionerOptionsDraft {
  variant: Akcioner.VariantId;
  rounding: 'up' | 'down';
  turnSeconds: number;
}

export const DEFAULT_OPTIONS: AkcionerOptionsDraft = { variant: 'classic', rounding: 'up', turnSeconds: 120 };
/** Clock choices offered (spec 3: 0 or 10..86400 seconds). */
const TURN_SECONDS = [0, 30, 60, 120, 300, 600, 3600, 86400] as const;

/** Player counts the variant allows (spec 2, VARIANTS). */
export function playerRange(variant: Akcioner.VariantId): { min: number; max: number } {
  const v = Akcioner.VARIANTS[variant];
  return { min: v.minPlayers, max: v.maxPlayers };
}

/** The table options of Akcioner, each with what it means. */
export function AkcionerOptionsForm({
  value,
  onChange,
}: {
  value: AkcionerOptionsDraft;
  onChange: (v: AkcionerOptionsDraft) => void;
}) {
  const { t } = useTranslation();
  const v = Akcioner.VARIANTS[value.variant];
  return (
    <>
      <label className="field">
        <span>{t('akcioner.options.variant')}</span>
        <select
          name="variant"
          value={value.variant}
          onChange={(e) => onChange({ ...value, variant: e.target.value as Akcioner.VariantId })}
        >
          {Akcioner.VARIANT_IDS.map((id) => (
            <option key={id} value={id}>
              {t(`akcioner.variant.${id}`)}
            </option>
          ))}
        </select>
        <small>
          {t('akcioner.options.variantHelp', {
            big: v.big,
            small: v.small,
            rounds: v.rounds,
            min: v.minPlayers,
            max: v.maxPlayers,
          })}
        </small>
      </label>
      <label className="field">
        <span>{t('akcioner.options.rounding')}</span>
        <select
          name="rounding"
          value={value.rounding}
          onChange={(e) => onChange({ ...value, rounding: e.target.value === 'down' ? 'down' : 'up' })}
        >
          <option value="up">{t('akcioner.options.roundingUp')}</option>
          <option value="down">{t('akcioner.options.roundingDown')}</option>
        </select>
        <small>{t('akcioner.options.roundingHelp')}</small>
      </label>
      <label className="field">
        <span>{t('akcioner.options.clock')}</span>
        <select
          name="turnSeconds"
          value={value.turnSeconds}
          onChange={(e) => onChange({ ...value, turnSeconds: Number(e.target.value) })}
        >
          {TURN_SECONDS.map((s) => (
            <option key={s} value={s}>
              {clockText(s, t)}
            </option>
          ))}
        </select>
        <small>{t('akcioner.options.clockHelp')}</small>
      </label>
    </>
  );
}
