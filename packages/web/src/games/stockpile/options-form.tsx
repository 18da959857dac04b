import { Stockpile } from '@birzha/engine';
import { useTranslation } from 'react-i18next';
import { clockText } from '../../ui/clock-text.ts';

export type StockpileOptionsDraft = {
  -readonly [K in keyof Stockpile.Options]: Stockpile.Options[K];
};

export const DEFAULT_OPTIONS: StockpileOptionsDraft = { ...Stockpile.DEFAULT_OPTIONS };
/** Clock choices offered (spec 3: 0 or 10..600 seconds per decision). */
const TURN_SECONDS = [0, 15, 30, 60, 120, 300, 600] as const;

/** A checkbox option with what it means. */
function Check({
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
      <Check
        name="investors"
        label={t('stockpile.options.investors')}
        help={t('stockpile.options.investorsHelp')}
        checked={value.investors}
        onChange={(investors) => onChange({ ...value, investors })}
      />
      <label className="field">
        <span>{t('stockpile.options.board')}</span>
        <select
          name="board"
          value={value.board}
          onChange={(e) => onChange({ ...value, board: e.target.value === 'advanced' ? 'advanced' : 'standard' })}
        >
          <option value="standard">{t('stockpile.options.boardStandard')}</option>
          <option value="advanced">{t('stockpile.options.boardAdvanced')}</option>
        </select>
        <small>{t('stockpile.options.boardHelp')}</small>
      </label>
      <label className="field">
        <span>{t('stockpile.options.clock')}</span>
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
        <small>{t('stockpile.options.clockHelp')}</small>
      </label>
      <label className="field">
        <span>{t('stockpile.options.displaced')}</span>
        <select
          name="displacedBids"
          value={value.displacedBids}
          onChange={(e) =>
            onChange({ ...value, displacedBids: e.target.value === 'immediately' ? 'immediately' : 'inTurn' })
          }
        >
          <option value="inTurn">{t('stockpile.options.displacedInTurn')}</option>
          <option value="immediately">{t('stockpile.options.displacedImmediately')}</option>
        </select>
        <small>{t('stockpile.options.displacedHelp')}</small>
      </label>
      <Check
        name="rebidSamePileAfterOutbid"
        label={t('stockpile.options.rebid')}
        help={t('stockpile.options.rebidHelp')}
        checked={value.rebidSamePileAfterOutbid}
        onChange={(rebidSamePileAfterOutbid) => onChange({ ...value, rebidSamePileAfterOutbid })}
      />
      <Check
        name="seedPiles"
        label={t('stockpile.options.seedPiles')}
        help={t('stockpile.options.seedPilesHelp')}
        checked={value.seedPiles}
        onChange={(seedPiles) => onChange({ ...value, seedPiles })}
      />
    </>
  );
}
