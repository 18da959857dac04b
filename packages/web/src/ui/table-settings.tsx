import { useTranslation } from 'react-i18next';
import { PaceSelect } from './pace-select.tsx';
import { setPreferences, usePreferences } from './preferences.ts';
import './table-settings.css';

/** The header's switches for the player's table settings: the sound on or off, the pace of other players' turns. */
export function TableSettings() {
  const { t } = useTranslation();
  const { sound } = usePreferences();
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
        {/* A note, struck through when muted: emoji speaker glyphs are missing from many system fonts. */}
        <span aria-hidden="true" className={sound ? 'table-settings__note' : 'table-settings__note is-muted'}>
          ♪
        </span>{' '}
        {t('settings.sound')}
      </button>
      <PaceSelect />
    </div>
  );
}
