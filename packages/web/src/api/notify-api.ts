import type { NotifySettings, NotifySettingsView, PushSubscriptionBody } from '@birzha/protocol';
import { api, query } from './http.ts';

/** A push device as the settings list it. */
export type PushDevice = NotifySettingsView['pushDevices'][number];

/** REST calls of notification settings (issue 25); each rejects with an ApiError carrying the server's code. */
export const notifyApi = {
  /** The account's settings; `lang` is the language of settings never set (the page's). */
  get: (lang?: 'ru' | 'en') => api<NotifySettingsView>('GET', `/api/account/notifications${query({ lang })}`),
  /** Stores the whole settings; answers what is stored now (a new webhook's secret with it). */
  put: (settings: NotifySettings) => api<NotifySettingsView>('PUT', '/api/account/notifications', settings),
  /** A new secret for the webhook (the old one stops signing at once). */
  newWebhookSecret: () => api<NotifySettingsView>('POST', '/api/account/notifications/webhook-secret', {}),
  /** Subscribes this browser's push subscription to the account. */
  addPush: async (body: PushSubscriptionBody): Promise<PushDevice> =>
    (await api<{ device: PushDevice }>('POST', '/api/account/push', body)).device,
  removePush: (id: string) => api<unknown>('DELETE', `/api/account/push/${encodeURIComponent(id)}`),
};
