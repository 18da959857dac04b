import type { Akcioner } from '@birzha/engine';
import type { ChatLine } from '@birzha/protocol';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chat } from '../../table/chat.tsx';
import { groupLog } from '../../table/log-order.ts';
import type { LogItem } from '../../table/use-table.ts';
import { eventText } from './event-text.ts';
import { AKCIONER_LOG } from './log-rules.ts';
import './log.css';

/**
 * Zone 5: every event of the match in words and the table's chat. Newest turn first, each turn headed by its
 * "Round N: X to move" with its lines below in the order they happened; "Game over" on top when it is.
 */
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
  const groups = useMemo(() => groupLog(log, AKCIONER_LOG), [log]);
  const text = (l: LogItem) => eventText(l.event as Akcioner.Event, { t, name, roundsTotal });

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
        {groups.map((g) => (
          <li
            key={g.key}
            className={`log__group log__group--${g.kind}`}
            data-testid="log-group"
            data-group={g.key}
            data-seat={g.seat ?? undefined}
          >
            <h3 className={`log__head${g.head === null ? '' : ` log__line--${(g.head.event as Akcioner.Event).type}`}`}>
              {g.head === null ? t('akcioner.logGroup.setup') : text(g.head)}
            </h3>
            {g.lines.length > 0 && (
              <ol className="log__lines">
                {g.lines.map((l, i) => (
                  <li key={i} className={`log__line log__line--${(l.event as Akcioner.Event).type}`}>
                    {text(l)}
                  </li>
                ))}
              </ol>
            )}
          </li>
        ))}
      </ol>
      {chat !== null && <Chat lines={chat} send={sendChat} />}
    </section>
  );
}
