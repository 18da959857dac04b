import { NOTIFY_CHANNELS, NOTIFY_KINDS, type NotifyChannel } from '@birzha/protocol';
import { useTranslation } from 'react-i18next';
import { reminderChips, REMINDERS_MAX, withKind, withReminder, type NotifyForm } from './notifications-form.ts';

interface Props {
  readonly form: NotifyForm;
  readonly onChange: (form: NotifyForm) => void;
}

/**
 * Which kinds of event each channel carries: a grid of kinds (rows) by channels (columns). The column of a channel
 * that cannot deliver is shown empty and cannot be changed, as its switch; what is stored for it is kept.
 */
export function KindsGrid({
  form,
  available,
  onChange,
}: Props & { readonly available: Readonly<Record<NotifyChannel, boolean>> }) {
  const { t } = useTranslation();
  return (
    <table className="notify-kinds">
      <caption>{t('notifications.kindsTitle')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('notifications.kind')}</th>
          {NOTIFY_CHANNELS.map((c) => (
            <th key={c} scope="col" data-off={!available[c] || !form.settings[c].on}>
              {t(`notifications.channels.${c}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {NOTIFY_KINDS.map((k) => (
          <tr key={k}>
            <th scope="row">{t(`notifications.kinds.${k}`)}</th>
            {NOTIFY_CHANNELS.map((c) => (
              <td key={c} data-off={!available[c] || !form.settings[c].on}>
                <input
                  type="checkbox"
                  checked={available[c] && form.settings[c].kinds.includes(k)}
                  disabled={!available[c]}
                  aria-label={t('notifications.kindVia', {
                    kind: t(`notifications.kinds.${k}`),
                    channel: t(`notifications.channels.${c}`),
                  })}
                  onChange={(e) => onChange(withKind(form, c, k, e.target.checked))}
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The hours before a bank runs out at which to be reminded: toggle chips, at most REMINDERS_MAX on. */
export function Reminders({ form, onChange }: Props) {
  const { t } = useTranslation();
  const chosen = form.settings.reminders;
  const full = chosen.length >= REMINDERS_MAX;
  return (
    <div className="stack notify-reminders" role="group" aria-labelledby="notify-reminders-title">
      <h3 id="notify-reminders-title">{t('notifications.reminders.title')}</h3>
      <p className="muted" id="notify-reminders-help">
        {t('notifications.reminders.help')}
      </p>
      <div className="row notify-chips">
        {reminderChips(chosen).map((h) => {
          const on = chosen.includes(h);
          return (
            <button
              key={h}
              type="button"
              className="btn btn--small notify-chip"
              aria-pressed={on}
              aria-label={t('notifications.reminders.hoursLabel', { n: h })}
              aria-describedby="notify-reminders-help"
              disabled={!on && full}
              onClick={() => onChange(withReminder(form, h, !on))}
            >
              {t('notifications.reminders.hours', { n: h })}
            </button>
          );
        })}
      </div>
    </div>
  );
}

/** The language of mail, push and webhook texts. */
export function LanguageField({ form, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <label htmlFor="notify-lang">{t('notifications.lang.label')}</label>
      <select
        id="notify-lang"
        value={form.settings.lang}
        onChange={(e) =>
          onChange({ ...form, settings: { ...form.settings, lang: e.target.value === 'en' ? 'en' : 'ru' } })
        }
      >
        <option value="ru">{t('notifications.lang.ru')}</option>
        <option value="en">{t('notifications.lang.en')}</option>
      </select>
    </div>
  );
}
