import { useTranslation } from 'react-i18next';
import { PACES, setPreferences, usePreferences, type Pace } from './preferences.ts';

/** The header's choice of how fast other players' turns are played out on the board (kept per browser). */
export function PaceSelect() {
  const { t } = useTranslation();
  const { pace } = usePreferences();
  return (
    <label className="pace-select" title={t('settings.paceHint')}>
      {t('settings.pace')}{' '}
      <select data-testid="pace-select" value={pace} onChange={(e) => setPreferences({ pace: e.target.value as Pace })}>
        {PACES.map((p) => (
          <option key={p} value={p}>
            {t(`settings.paces.${p}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
