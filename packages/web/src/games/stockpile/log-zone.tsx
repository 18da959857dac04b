import type { Stockpile } from '@birzha/engine';
import type { ChatLine } from '@birzha/protocol';
import { useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LogPanel } from '../../table/log-panel.tsx';
import { logNames, PlayedContext } from '../../table/played.ts';
import type { LogItem } from '../../table/use-table.ts';
import { eventText } from './event-text.ts';
import { logSections } from './log-parts.ts';
import { ZoneHelp } from './zone-help.ts';

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
  // A seat's person keeps their name on their moves when a bot takes the seat (the bot's moves are marked as such).
  const seats = useContext(PlayedContext)?.seats;
  const people = useMemo(() => logNames(names, seats), [names, seats]);
  const ctx = { t, name: (s: number) => people[s] ?? `#${s + 1}`, rounds: view.rounds, options: view.options };
  const head = (round: number | null, part: string) =>
    part === 'setup'
      ? t('stockpile.log.setup')
      : part === 'end'
        ? t('stockpile.log.end')
        : `${round === null ? '' : `${t('stockpile.log.round', { round, total: view.rounds })} · `}${t(`stockpile.logPart.${part}`)}`;
  const groups = sections.map((s) => ({
    key: s.key,
    kind: s.part,
    head: head(s.round, s.part),
    lines: s.items.map((l) => {
      const event = l.event as Stockpile.Event;
      // The version says who played the move (a bot for its person, the clock); a timeout's line says it itself.
      return { type: event.type, text: eventText(event, ctx), version: l.version, tellsWho: event.type === 'timedOut' };
    }),
  }));
  return (
    <LogPanel
      className="zone sp-zone sp-log panel"
      titleId="sp-log-title"
      title={t('stockpile.log.title')}
      help={<ZoneHelp zone="log" />}
      groups={groups}
      chat={chat}
      sendChat={sendChat}
    />
  );
}
