import type { Stockpile } from '@birzha/engine';
import type { ChatLine } from '@birzha/protocol';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chat } from '../../table/chat.tsx';
import type { LogItem } from '../../table/use-table.ts';
import { eventText } from './event-text.ts';
import { logSections } from './log-parts.ts';

/**
 * Every event of the match in words (spec 9), and the chat. Newest first: the round now on top, its newest part
 * first ("Round 2 of 6 · Demand"), each part's lines in the order they happened.
 */
export function LogZone({
  log,
  names,
  view,
  chat,
  sendChat,
}: {
  log: readonly LogItem[];
  names: readonly string[];
  view: Stockpile.View;
  chat: readonly ChatLine[] | null;
  sendChat: ((text: string) => Promise<unknown>) | null;
}) {
  const { t } = useTranslation();
  const sections = useMemo(() => logSections(log), [log]);
  const ctx = { t, name: (s: number) => names[s] ?? `#${s + 1}`, rounds: view.rounds, options: view.options };
  const head = (round: number | null, part: string) =>
    part === 'setup'
      ? t('stockpile.log.setup')
      : part === 'end'
        ? t('stockpile.log.end')
        : `${round === null ? '' : `${t('stockpile.log.round', { round, total: view.rounds })} · `}${t(`stockpile.logPart.${part}`)}`;
  return (
    <section className="zone sp-zone sp-log panel" aria-labelledby="sp-log-title">
      <h2 id="sp-log-title">{t('stockpile.log.title')}</h2>
      <ol
        className="log"
        data-testid="log"
        aria-live="polite"
        aria-relevant="additions"
        tabIndex={0}
        aria-labelledby="sp-log-title"
      >
        {sections.map((s) => (
          <li key={s.key} className={`log__group log__group--${s.part}`} data-testid="log-group" data-group={s.key}>
            <h3 className="log__head">{head(s.round, s.part)}</h3>
            <ol className="log__lines">
              {s.items.map((l, i) => (
                <li key={i} className={`log__line log__line--${(l.event as Stockpile.Event).type}`}>
                  {eventText(l.event as Stockpile.Event, ctx)}
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
      {chat !== null && <Chat lines={chat} send={sendChat} />}
    </section>
  );
}
