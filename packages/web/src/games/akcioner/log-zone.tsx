import type { Akcioner } from '@birzha/engine';
import type { ChatLine } from '@birzha/protocol';
import { useTranslation } from 'react-i18next';
import { Chat } from '../../table/chat.tsx';
import { newestMovesFirst } from '../../table/log-order.ts';
import type { LogItem } from '../../table/use-table.ts';
import { eventText } from './event-text.ts';

/** Zone 5: every event of the match in words, newest first, and the table's chat. */
export function LogZone({
  log,
  names,
  roundsTotal,
  chat,
  sendChat,
}: {
  log: readonly LogItem[];
  names: readonly string[];
  roundsTotal: number;
  chat: readonly ChatLine[] | null;
  sendChat: ((text: string) => Promise<unknown>) | null;
}) {
  const { t } = useTranslation();
  const name = (s: number) => names[s] ?? `#${s + 1}`;
  const lines = newestMovesFirst(log);

  return (
    <section className="zone zone--log panel" aria-labelledby="log-title">
      <h2 id="log-title">{t('akcioner.log.title')}</h2>
      <ol
        className="log"
        data-testid="log"
        aria-live="polite"
        aria-relevant="additions"
        tabIndex={0}
        aria-labelledby="log-title"
      >
        {lines.map((l, i) => {
          const e = l.event as Akcioner.Event;
          return (
            <li key={lines.length - i} data-version={l.version} className={`log__line log__line--${e.type}`}>
              {eventText(e, { t, name, roundsTotal })}
            </li>
          );
        })}
      </ol>
      {chat !== null && <Chat lines={chat} send={sendChat} />}
    </section>
  );
}
