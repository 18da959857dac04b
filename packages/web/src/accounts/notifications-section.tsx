import type { NotifySettingsView } from '@birzha/protocol';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyApi } from '../api/notify-api.ts';
import { useSession } from '../api/session.tsx';
import { currentLang } from '../i18n/index.ts';
import { notifySettingsChanged } from '../ui/notify-trouble.tsx';
import { PushError, pushSupported, subscribePush, unsubscribePush } from '../ui/push.ts';
import { FormError } from './form-error.tsx';
import {
  ChannelBlock,
  emailAvailable,
  EmailWhy,
  PushDevices,
  pushAvailable,
  webhookAvailable,
  WebhookFields,
} from './notifications-channels.tsx';
import { formOf, settingsOf, type NotifyForm } from './notifications-form.ts';
import { KindsGrid, LanguageField, Reminders } from './notifications-kinds.tsx';
import './notifications.css';

/** Where this browser keeps the id its push subscription got (to mark "this device" and unsubscribe on removal). */
const DEVICE_KEY = 'birzha.pushDevice';

function storedDevice(): string | null {
  try {
    return localStorage.getItem(DEVICE_KEY);
  } catch {
    return null;
  }
}
function storeDevice(id: string | null): void {
  try {
    if (id === null) localStorage.removeItem(DEVICE_KEY);
    else localStorage.setItem(DEVICE_KEY, id);
  } catch {
    // Private mode without storage: the device is still subscribed, only not marked as this one.
  }
}

/**
 * The account's notifications (issue 25, anchor #notifications): each channel on or off, the kinds each carries,
 * reminders, the language; e-mail's address, push devices, the webhook and its secret. Saved as a whole; push
 * devices and the webhook's new secret take effect at once.
 */
export function NotificationsSection({ mail }: { readonly mail: boolean | null }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [view, setView] = useState<NotifySettingsView | null>(null);
  const [form, setForm] = useState<NotifyForm | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [pushError, setPushError] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [pushBusy, setPushBusy] = useState(false);
  const [thisDevice, setThisDevice] = useState<string | null>(storedDevice);
  const section = useRef<HTMLElement>(null);

  useEffect(() => {
    let cancelled = false;
    notifyApi.get(currentLang()).then(
      (v) => {
        if (cancelled) return;
        setView(v);
        setForm(formOf(v.settings));
      },
      (err: unknown) => !cancelled && setError(err),
    );
    return () => {
      cancelled = true;
    };
  }, [user.id]);

  // A link to #notifications (the trouble notice, a mail's footer) lands here once the settings are shown.
  const loaded = form !== null;
  useEffect(() => {
    if (loaded && window.location.hash === '#notifications') section.current?.scrollIntoView?.();
  }, [loaded]);

  /** A fresh answer of the server: shown, and told to the site's notice. */
  const show = (v: NotifySettingsView, resetForm: boolean) => {
    setView(v);
    if (resetForm) setForm(formOf(v.settings));
    notifySettingsChanged(v);
  };
  const edit = (next: NotifyForm) => {
    setForm(next);
    setSaved(false);
  };

  const save = (e: FormEvent) => {
    e.preventDefault();
    if (form === null) return;
    setSaving(true);
    setSaved(false);
    setError(null);
    notifyApi.put(settingsOf(form)).then(
      (v) => {
        show(v, true);
        setSaving(false);
        setSaved(true);
      },
      (err: unknown) => {
        setError(err);
        setSaving(false);
      },
    );
  };

  const newSecret = () => {
    setSaving(true);
    setError(null);
    notifyApi.newWebhookSecret().then(
      (v) => {
        show(v, false);
        setSaving(false);
      },
      (err: unknown) => {
        setError(err);
        setSaving(false);
      },
    );
  };

  const turnOnPush = async () => {
    const key = view?.vapidPublicKey ?? null;
    if (key === null) return;
    setPushBusy(true);
    setPushError(null);
    try {
      const subscription = await subscribePush(key);
      const device = await notifyApi.addPush(subscription);
      storeDevice(device.id);
      setThisDevice(device.id);
      setView((v) => v && { ...v, pushDevices: [...v.pushDevices.filter((d) => d.id !== device.id), device] });
      // Subscribing is asking for push here: the channel is switched on in the form (saved with the rest).
      setForm((f) =>
        f === null || f.settings.push.on
          ? f
          : { ...f, settings: { ...f.settings, push: { ...f.settings.push, on: true } } },
      );
    } catch (err) {
      setPushError(err);
    } finally {
      setPushBusy(false);
    }
  };

  const removePush = async (id: string) => {
    setPushBusy(true);
    setPushError(null);
    try {
      await notifyApi.removePush(id);
      if (id === thisDevice) {
        storeDevice(null);
        setThisDevice(null);
        await unsubscribePush().catch(() => undefined); // the server forgot it already
      }
      setView((v) => v && { ...v, pushDevices: v.pushDevices.filter((d) => d.id !== id) });
    } catch (err) {
      setPushError(err);
    } finally {
      setPushBusy(false);
    }
  };

  const troubleOf = (channel: 'email' | 'push' | 'webhook') => view?.trouble.find((x) => x.channel === channel);
  const offered = (view?.vapidPublicKey ?? null) !== null;
  const available = {
    email: emailAvailable(user.email, mail),
    push: pushAvailable(offered, view?.pushDevices ?? []),
    webhook: webhookAvailable(form?.webhookUrl ?? ''),
  };

  return (
    <section className="panel stack notify" id="notifications" ref={section} aria-labelledby="notifications-title">
      <h2 id="notifications-title">{t('notifications.title')}</h2>
      <p className="muted">{t('notifications.intro')}</p>
      {view === null || form === null ? (
        error === null ? (
          <p className="muted">{t('notifications.loading')}</p>
        ) : (
          <FormError error={error} testId="notify-error" />
        )
      ) : (
        <form className="stack" onSubmit={save} noValidate>
          <ChannelBlock
            channel="email"
            form={form}
            available={available.email}
            why={mail === null ? undefined : <EmailWhy email={user.email} mail={mail} />}
            trouble={troubleOf('email')}
            onChange={edit}
          >
            {available.email && <p className="muted">{t('notifications.email.to', { email: user.email })}</p>}
          </ChannelBlock>
          <ChannelBlock
            channel="push"
            form={form}
            available={available.push}
            why={offered ? t('notifications.push.needDevice') : t('notifications.push.off')}
            trouble={troubleOf('push')}
            onChange={edit}
          >
            <PushDevices
              devices={view.pushDevices}
              thisDevice={thisDevice}
              offered={offered}
              supported={pushSupported()}
              busy={pushBusy}
              onTurnOn={() => void turnOnPush()}
              onRemove={(id) => void removePush(id)}
            />
            {pushError instanceof PushError ? (
              <div className="error-box" role="alert" data-testid="notify-push-error">
                {pushError.code === 'PUSH_DENIED'
                  ? t('notifications.push.denied')
                  : t('notifications.push.unavailable')}
              </div>
            ) : (
              <FormError error={pushError} testId="notify-push-error" />
            )}
          </ChannelBlock>
          <ChannelBlock
            channel="webhook"
            form={form}
            available={available.webhook}
            why={t('notifications.webhook.needUrl')}
            trouble={troubleOf('webhook')}
            onChange={edit}
          >
            <WebhookFields
              form={form}
              secret={view.webhookSecret}
              busy={saving}
              onChange={edit}
              onNewSecret={newSecret}
            />
          </ChannelBlock>
          <KindsGrid form={form} available={available} onChange={edit} />
          <Reminders form={form} onChange={edit} />
          <LanguageField form={form} onChange={edit} />
          <FormError error={error} testId="notify-error" />
          <div className="row">
            <button type="submit" className="btn btn--primary" disabled={saving}>
              {saving ? t('notifications.saving') : t('notifications.save')}
            </button>
            {saved && <span role="status">{t('notifications.saved')}</span>}
          </div>
        </form>
      )}
    </section>
  );
}
