// The absolute links notifications carry (issue 25).
import type { NotifyChannel } from '@birzha/protocol';
import type { Links } from './channel.ts';

/** Links on the site at `base` (config.publicUrl, or the server's own address), the unsubscribe ones signed. */
export function siteLinks(base: string, unsubscribe: (userId: string, channel: NotifyChannel) => string): Links {
  const root = base.replace(/\/+$/, '');
  return {
    table: (tableId) => `${root}/t/${encodeURIComponent(tableId)}`,
    unsubscribe: (userId, channel) => `${root}${unsubscribe(userId, channel)}`,
    settings: () => `${root}/account#notifications`,
    home: () => `${root}/`,
  };
}
