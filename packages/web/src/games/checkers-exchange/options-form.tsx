import { CheckersExchange } from '@birzha/engine';
import { useTranslation } from 'react-i18next';
import { ClockNote, SelectField } from '../../lobby/option-fields.tsx';
import { useTurnBased } from '../../lobby/pace-fields.tsx';
import { clockText } from '../../ui/clock-text.ts';

export type CheckersExchangeOptionsDraft = {
  -readonly [K in keyof CheckersExchange.Options]: CheckersExchange.Options[K];
};

export const DEFAULT_OPTIONS: CheckersExchangeOptionsDraft = { ...CheckersExchange.DEFAULT_OPTIONS };

/** Game lengths offered (spec 3: an integer 4..10). */
const YEARS = Array.from(
  { length: CheckersExchange.YEARS.max - CheckersExchange.YEARS.min + 1 },
  (_, i) => CheckersExchange.YEARS.min + i,
);

/**
 * The table options of Checkers Exchange (spec 3): the pace with each stage's time (TIMING), and the years. At a
 * turn-based table the time banks time every stage instead of the timing's clocks: the timing gives way to a note, as
 * the other games' per-turn clock does (its value stays in the draft).
 */
export function CheckersExchangeOptionsForm({
  value,
  onChange,
}: {
  value: CheckersExchangeOptionsDraft;
  onChange: (v: CheckersExchangeOptionsDraft) => void;
}) {
  const { t } = useTranslation();
  const name = (id: CheckersExchange.TimingId) => t(`checkers-exchange.options.timingName.${id}`);
  const limits = CheckersExchange.TIMING[value.timing];
  const turnBased = useTurnBased();
  return (
    <>
      {turnBased ? (
        <ClockNote />
      ) : (
        <SelectField
          name="timing"
          label={t('checkers-exchange.options.timing')}
          help={
            limits === null
              ? t('checkers-exchange.options.timingHelpUntimed')
              : t('checkers-exchange.options.timingHelp', {
                  limits: t('checkers-exchange.options.timingLimits', {
                    ply: clockText(limits.ply, t),
                    auction: clockText(limits.auction, t),
                    session: clockText(limits.session, t),
                    meeting: clockText(limits.meeting, t),
                  }),
                })
          }
          choices={CheckersExchange.TIMING_IDS.map((id) => {
            const stage = CheckersExchange.TIMING[id];
            return {
              value: id,
              label:
                stage === null
                  ? name(id)
                  : t('checkers-exchange.options.timingChoice', { name: name(id), ply: clockText(stage.ply, t) }),
            };
          })}
          value={value.timing}
          onChange={(timing) => onChange({ ...value, timing })}
        />
      )}
      <SelectField
        name="years"
        label={t('checkers-exchange.options.years')}
        help={t('checkers-exchange.options.yearsHelp')}
        choices={YEARS.map((n) => ({ value: n, label: t('checkers-exchange.options.yearsCount', { count: n }) }))}
        value={value.years}
        onChange={(years) => onChange({ ...value, years })}
      />
    </>
  );
}
