import type { Akcioner } from '@birzha/engine';
import type { ChatLine } from '@birzha/protocol';
import { useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../i18n/index.ts';
import { groupLog } from '../../table/log-order.ts';
import { LogPanel } from '../../table/log-panel.tsx';
import { logNames, PlayedContext } from '../../table/played.ts';
import type { LogItem } from '../../table/use-table.ts';
import { eventText } from './event-text.ts';
import { AKCIONER_LOG } from './log-rules.ts';
import { ZoneHelp } from './zone-help.ts';
import './log.css';

/**
 * Zone 5: every event of the match in words and the table's chat. Newest turn first, each turn headed by its
 * "Round N: X to move" with its lines below in the order they happened; "Game over" on top when it is.
 */
export function LogZone({
  log,
  names,
  roundsTotal,
  holdFrom = null,
  chat,
  sendChat,
}: {
  log: readonly LogItem[];
  /** The first turn the board has still to play out: it and what came after wait until it is shown (null: none). */
  holdFrom?: string | null;
  names: readonly string[];
  roundsTotal: number;
  chat: readonly ChatLine[] | null;
  sendChat: ((text: string) => Promise<unknown>) | null;
}) {
  const { t } = useTranslation();
  const lang = currentLang();
  // A seat's person keeps their name on their moves when a bot takes the seat (the bot's moves are marked as such).
  const seats = useContext(PlayedContext)?.seats;
  const people = useMemo(() => logNames(names, seats), [names, seats]);
  const name = (s: number) => people[s] ?? `#${s + 1}`;
  const groups = useMemo(() => groupLog(log, AKCIONER_LOG), [log]);
  const line = (l: LogItem) => {
    const event = l.event as Akcioner.Event;
    const text = eventText(event, { t, name, roundsTotal, lang });
    // A timeout's line says itself that the clock played the move.
    return { type: event.type, text, version: l.version, tellsWho: event.type === 'timedOut' };
  };
  // The log never runs ahead of the board: turns still waiting to be played out are not told yet.
  const held = holdFrom === null ? -1 : groups.findIndex((g) => g.key === holdFrom);
  const drawn = groups.slice(held + 1).map((g) => {
    const head = g.head === null ? null : line(g.head);
    return {
      key: g.key,
      kind: g.kind,
      seat: g.seat ?? undefined,
      head: head === null ? t('akcioner.logGroup.setup') : head.text,
      headType: head?.type,
      headVersion: g.head?.version,
      lines: g.lines.map(line),
    };
  });
  return (
    <LogPanel
      className="zone zone--log panel"
      titleId="log-title"
      title={t('akcioner.log.title')}
      help={<ZoneHelp zone="log" />}
      groups={drawn}
      chat={chat}
      sendChat={sendChat}
    />
  );
}
