import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { askNotifications, notificationPermission } from './notify.ts';
import { PaceSelect } from './pace-select.tsx';
import { setPreferences, usePreferences } from './preferences.ts';
import './table-settings.css';

/**
 * The header's switches for the player's table settings: the sound on or off (the mute switch of every sound),
 * notifications while the tab is hidden, the pace of other players' turns.
 */
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
        aria-label={t('settings.sound')}
        title={t('settings.soundHint')}
        onClick={() => setPreferences({ sound: !sound })}
      >
        {/* A note, struck through when muted: emoji speaker glyphs are missing from many system fonts. */}
        <span aria-hidden="true" className={sound ? 'table-settings__note' : 'table-settings__note is-muted'}>
          ♪
        </span>{' '}
        <span className="table-settings__word">{t('settings.sound')}</span>
      </button>
      <NotifySwitch />
      <PaceSelect />
    </div>
  );
}

/**
 * Notifications on or off. Turning them on asks the browser's permission, from this click (browsers refuse asks
 * made without one); when the browser refuses, the switch stays off and says why.
 */
function NotifySwitch() {
  const { t } = useTranslation();
  const { notify } = usePreferences();
  const [note, setNote] = useState<string | null>(null);
  const permission = notificationPermission();
  const on = notify && permission === 'granted';
  const toggle = () => {
    setNote(null);
    if (on) return setPreferences({ notify: false });
    void askNotifications().then((granted) => {
      setPreferences({ notify: granted });
      if (!granted) setNote(t('quick.notifyBlocked'));
    });
  };
  return (
    <>
      <button
        type="button"
        className="table-settings__sound"
        data-testid="notify-switch"
        aria-pressed={on}
        aria-label={t('quick.notify')}
        title={permission === 'unsupported' ? t('quick.notifyUnsupported') : t('quick.notifyHint')}
        disabled={permission === 'unsupported'}
        onClick={toggle}
      >
        <span aria-hidden="true" className={on ? 'table-settings__note' : 'table-settings__note is-muted'}>
          !
        </span>{' '}
        <span className="table-settings__word">{t('quick.notifyShort')}</span>
      </button>
      {note !== null && (
        <span role="status" className="table-settings__note-text">
          {note}
        </span>
      )}
    </>
  );
}
