import { Stockpile } from '@birzha/engine';
import { useTranslation } from 'react-i18next';
import { CheckField, ClockField, SelectField } from '../../lobby/option-fields.tsx';

export type StockpileOptionsDraft = {
  -readonly [K in keyof Stockpile.Options]: Stockpile.Options[K];
};

export const DEFAULT_OPTIONS: StockpileOptionsDraft = { ...Stockpile.DEFAULT_OPTIONS };
/** Clock choices offered (spec 3: 0 or 10..600 seconds per decision). */
const TURN_SECONDS = [0, 15, 30, 60, 120, 300, 600] as const;

/** The table options of Stockpile (spec 3), each with what it means. */
export function StockpileOptionsForm({
  value,
  onChange,
}: {
  value: StockpileOptionsDraft;
  onChange: (v: StockpileOptionsDraft) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <CheckField
        name="investors"
        label={t('stockpile.options.investors')}
        help={t('stockpile.options.investorsHelp')}
        checked={value.investors}
        onChange={(investors) => onChange({ ...value, investors })}
      />
      <SelectField
        name="board"
        label={t('stockpile.options.board')}
        help={t('stockpile.options.boardHelp')}
        choices={[
          { value: 'standard', label: t('stockpile.options.boardStandard') },
          { value: 'advanced', label: t('stockpile.options.boardAdvanced') },
        ]}
        value={value.board}
        onChange={(board) => onChange({ ...value, board })}
      />
      <ClockField
        label={t('stockpile.options.clock')}
        help={t('stockpile.options.clockHelp')}
        seconds={TURN_SECONDS}
        value={value.turnSeconds}
        onChange={(turnSeconds) => onChange({ ...value, turnSeconds })}
      />
      <SelectField
        name="displacedBids"
        label={t('stockpile.options.displaced')}
        help={t('stockpile.options.displacedHelp')}
        choices={[
          { value: 'inTurn', label: t('stockpile.options.displacedInTurn') },
          { value: 'immediately', label: t('stockpile.options.displacedImmediately') },
        ]}
        value={value.displacedBids}
        onChange={(displacedBids) => onChange({ ...value, displacedBids })}
      />
      <CheckField
        name="rebidSamePileAfterOutbid"
        label={t('stockpile.options.rebid')}
        help={t('stockpile.options.rebidHelp')}
        checked={value.rebidSamePileAfterOutbid}
        onChange={(rebidSamePileAfterOutbid) => onChange({ ...value, rebidSamePileAfterOutbid })}
      />
      <CheckField
        name="seedPiles"
        label={t('stockpile.options.seedPiles')}
        help={t('stockpile.options.seedPilesHelp')}
        checked={value.seedPiles}
        onChange={(seedPiles) => onChange({ ...value, seedPiles })}
      />
    </>
  );
}
