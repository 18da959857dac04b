import { useTranslation } from 'react-i18next';
import { PACES, setPreferences, usePreferences, type Pace } from './preferences.ts';
import './table-settings.css';

/** The header's switches for the player's table settings: the sound on or off, the pace of other players' turns. */
export function TableSettings() {
  const { t } = useTranslation();
  const { sound, pace } = usePreferences();
  return (
    <div className="table-settings">
      <button
        type="button"
        className="table-settings__sound"
        data-testid="sound-switch"
        aria-pressed={sound}
        title={t('settings.soundHint')}
        onClick={() => setPreferences({ sound: !sound })}
      >
        <span aria-hidden="true">{sound ? '🔊' : '🔇'}</span> {t('settings.sound')}
      </button>
      <label className="table-settings__pace" title={t('settings.paceHint')}>
        {t('settings.pace')}{' '}
        <select
          data-testid="pace-select"
          value={pace}
          onChange={(e) => setPreferences({ pace: e.target.value as Pace })}
        >
          {PACES.map((p) => (
            <option key={p} value={p}>
              {t(`settings.paces.${p}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
