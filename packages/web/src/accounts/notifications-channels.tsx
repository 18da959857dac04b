import type { ChannelTrouble, NotifyChannel } from '@birzha/protocol';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PushDevice } from '../api/notify-api.ts';
import { currentLang } from '../i18n/index.ts';
import { withChannel, type NotifyForm } from './notifications-form.ts';

const when = (ms: number) =>
  new Intl.DateTimeFormat(currentLang(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms));

/**
 * One channel: its switch (a checkbox with the switch role), why the channel cannot deliver if it cannot, why the
 * server switched it off if it did, and what the channel needs below (the address, the devices, the webhook's URL).
 * A channel that cannot deliver shows off and cannot be switched: ticked beside "this server sends no e-mail" it
 * promised what will not come. The stored choice stays as it was, so it holds again once the channel can deliver.
 */
export function ChannelBlock({
  channel,
  form,
  available,
  why,
  trouble,
  onChange,
  children,
}: {
  readonly channel: NotifyChannel;
  readonly form: NotifyForm;
  /** Whether this channel can deliver to this account now. */
  readonly available: boolean;
  /** Why it cannot (shown under the switch and read with it); nothing while that is not known yet. */
  readonly why?: ReactNode;
  readonly trouble: ChannelTrouble | undefined;
  readonly onChange: (form: NotifyForm) => void;
  readonly children: ReactNode;
}) {
  const { t } = useTranslation();
  const id = `notify-${channel}-on`;
  const whyId = `notify-${channel}-why`;
  const stored = form.settings[channel].on;
  const explained = !available && why !== undefined && why !== null;
  return (
    <fieldset className="notify-channel stack" data-testid={`notify-${channel}`}>
      <legend>{t(`notifications.channels.${channel}`)}</legend>
      <label className="check notify-switch" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={available && stored}
          disabled={!available}
          aria-describedby={explained ? whyId : undefined}
          onChange={(e) => onChange(withChannel(form, channel, e.target.checked))}
        />
        <span>{t(`notifications.channelOn.${channel}`)}</span>
      </label>
      {explained && (
        <p className="muted notify-why" id={whyId} data-testid={whyId}>
          {why}
        </p>
      )}
      {trouble !== undefined && !stored && (
        <p className="notice notify-off" data-testid={`notify-${channel}-trouble`}>
          {t('notifications.offSince', { when: when(trouble.at), reason: trouble.reason })}
        </p>
      )}
      {children}
    </fieldset>
  );
}

/** Whether mail reaches this account: the server sends mail (null until it says) and the account has an address. */
export function emailAvailable(email: string | null, mail: boolean | null): boolean {
  return mail === true && email !== null;
}

/** Why mail cannot reach this account: no mail on this server, or no address (with a link to set one). */
export function EmailWhy({ email, mail }: { readonly email: string | null; readonly mail: boolean }) {
  const { t } = useTranslation();
  if (emailAvailable(email, mail)) return null;
  if (!mail) return <>{t('notifications.email.noMail')}</>;
  return (
    <>
      {t('notifications.email.none')} <a href="#account-email">{t('notifications.email.setIt')}</a>
    </>
  );
}

/** Whether push reaches this account: the server sends push and some device is subscribed. */
export function pushAvailable(offered: boolean, devices: readonly PushDevice[]): boolean {
  return offered && devices.length > 0;
}

/**
 * Whether webhooks reach this account: a URL is given. The URL as typed, since it is saved with the switch and the
 * kinds: typing it unlocks them before the save.
 */
export function webhookAvailable(url: string): boolean {
  return url.trim() !== '';
}

/**
 * The devices subscribed to push, this one marked, each removable; and the button that subscribes this one (or why
 * this browser cannot). With none subscribed the channel's own line says push waits for one.
 */
export function PushDevices({
  devices,
  thisDevice,
  offered,
  supported,
  busy,
  onTurnOn,
  onRemove,
}: {
  readonly devices: readonly PushDevice[];
  /** The id this browser's subscription got, when it is subscribed. */
  readonly thisDevice: string | null;
  /** Whether the server sends push (it has a VAPID key). */
  readonly offered: boolean;
  /** Whether this browser can take push. */
  readonly supported: boolean;
  readonly busy: boolean;
  readonly onTurnOn: () => void;
  readonly onRemove: (id: string) => void;
}) {
  const { t } = useTranslation();
  const subscribed = thisDevice !== null && devices.some((d) => d.id === thisDevice);
  return (
    <div className="stack">
      {/* Without push on the server the channel says so above; devices once subscribed can still be removed. */}
      {offered &&
        (!supported ? (
          <p className="muted">{t('notifications.push.unsupported')}</p>
        ) : (
          !subscribed && (
            <button type="button" className="btn" disabled={busy} onClick={onTurnOn}>
              {busy ? t('notifications.push.turningOn') : t('notifications.push.turnOn')}
            </button>
          )
        ))}
      {devices.length > 0 && (
        <>
          <h4 className="notify-devices-title" id="notify-devices-title">
            {t('notifications.push.devices')}
          </h4>
          <ul className="devices" aria-labelledby="notify-devices-title" data-testid="push-devices">
            {devices.map((d) => {
              const mine = d.id === thisDevice;
              return (
                <li key={d.id} className="devices__item">
                  <div>
                    <strong>{d.host}</strong>
                    {mine && <span className="devices__this"> — {t('notifications.push.thisDevice')}</span>}
                    <div className="muted devices__when">
                      {t('notifications.push.since', { when: when(d.createdAt) })}
                    </div>
                  </div>
                  <button
                    type="button"
                    className="btn btn--small"
                    disabled={busy}
                    aria-label={t('notifications.push.removeLabel', {
                      device: mine ? `${d.host} (${t('notifications.push.thisDevice')})` : d.host,
                    })}
                    onClick={() => onRemove(d.id)}
                  >
                    {t('notifications.push.remove')}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}

/** The webhook's URL and Discord switch, and its signing secret (copy, replace) once the server made one. */
export function WebhookFields({
  form,
  secret,
  busy,
  onChange,
  onNewSecret,
}: {
  readonly form: NotifyForm;
  readonly secret: string | null;
  readonly busy: boolean;
  readonly onChange: (form: NotifyForm) => void;
  readonly onNewSecret: () => void;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    if (secret === null) return;
    // Without the clipboard API (plain http, old browsers) the field itself can be selected and copied.
    navigator.clipboard?.writeText(secret).then(
      () => setCopied(true),
      () => undefined,
    );
  };
  return (
    <div className="stack">
      <div className="field">
        <label htmlFor="notify-webhook-url">{t('notifications.webhook.url')}</label>
        <input
          id="notify-webhook-url"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          maxLength={2000}
          placeholder="https://"
          value={form.webhookUrl}
          aria-describedby="notify-webhook-help"
          onChange={(e) => onChange({ ...form, webhookUrl: e.target.value })}
        />
        <small id="notify-webhook-help">{t('notifications.webhook.urlHelp')}</small>
      </div>
      <label className="check" htmlFor="notify-webhook-discord">
        <input
          id="notify-webhook-discord"
          type="checkbox"
          role="switch"
          checked={form.discord}
          onChange={(e) => onChange({ ...form, discord: e.target.checked })}
        />
        <span>{t('notifications.webhook.discord')}</span>
      </label>
      {secret === null ? (
        form.webhookUrl.trim() !== '' && <p className="muted">{t('notifications.webhook.secretAfterSave')}</p>
      ) : (
        <div className="field">
          <label htmlFor="notify-webhook-secret">{t('notifications.webhook.secret')}</label>
          <div className="row notify-secret">
            <input
              id="notify-webhook-secret"
              type="text"
              readOnly
              value={secret}
              spellCheck={false}
              onFocus={(e) => e.target.select()}
            />
            <button type="button" className="btn btn--small" onClick={copy}>
              {copied ? t('notifications.webhook.copied') : t('notifications.webhook.copy')}
            </button>
            <button
              type="button"
              className="btn btn--small"
              disabled={busy}
              onClick={() => (setCopied(false), onNewSecret())}
            >
              {t('notifications.webhook.newSecret')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
