// The channels this server delivers notifications on (issue 25), built from its configuration.
import type { ServerConfig } from '../config.ts';
import type { Store } from '../store/store.ts';
import type { Channel } from './channel.ts';
import { createEmailChannel } from './email-channel.ts';
import { createPushChannel } from './push-channel.ts';
import { wording } from './texts.ts';
import { loadVapidKeys } from './vapid.ts';
import { createWebhookChannel } from './webhook-channel.ts';

/** E-mail (SMTP), Web Push (VAPID) and webhooks; a channel this server cannot use says so (`available` false). */
export function createChannels(config: ServerConfig, store: Store, now: () => number = Date.now): Channel[] {
  const notify = config.notify;
  return [
    createEmailChannel(config, store),
    createPushChannel({
      subscriptions: store.notify,
      keys: loadVapidKeys(notify.vapid, config.dataDir),
      subject: notify.vapidSubject,
      allowPrivate: notify.allowPrivateWebhooks,
      wording,
    }),
    createWebhookChannel({ allowPrivate: notify.allowPrivateWebhooks, wording, now }),
  ];
}
