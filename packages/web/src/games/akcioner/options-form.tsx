import { Akcioner, akcioner } from '@birzha/engine';
import { useTranslation } from 'react-i18next';
import { ClockField, SelectField } from '../../lobby/option-fields.tsx';

export interface AkcionerOptionsDraft {
  variant: Akcioner.VariantId;
  rounding: 'up' | 'down';
  turnSeconds: number;
}

/** The engine's defaults (its meta), as the other games' forms take theirs. */
export const DEFAULT_OPTIONS: AkcionerOptionsDraft = { ...akcioner.meta.defaultOptions };
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
      <SelectField
        name="variant"
        label={t('akcioner.options.variant')}
        help={t('akcioner.options.variantHelp', {
          big: v.big,
          small: v.small,
          count: v.rounds,
          min: v.minPlayers,
          max: v.maxPlayers,
        })}
        choices={Akcioner.VARIANT_IDS.map((id) => ({ value: id, label: t(`akcioner.variant.${id}`) }))}
        value={value.variant}
        onChange={(variant) => onChange({ ...value, variant })}
      />
      <SelectField
        name="rounding"
        label={t('akcioner.options.rounding')}
        help={t('akcioner.options.roundingHelp')}
        choices={[
          { value: 'up', label: t('akcioner.options.roundingUp') },
          { value: 'down', label: t('akcioner.options.roundingDown') },
        ]}
        value={value.rounding}
        onChange={(rounding) => onChange({ ...value, rounding })}
      />
      <ClockField
        label={t('akcioner.options.clock')}
        help={t('akcioner.options.clockHelp')}
        seconds={TURN_SECONDS}
        value={value.turnSeconds}
        onChange={(turnSeconds) => onChange({ ...value, turnSeconds })}
      />
    </>
  );
}
