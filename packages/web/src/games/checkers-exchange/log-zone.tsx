import { CheckersExchange } from '@birzha/engine';
import type { ChatLine } from '@birzha/protocol';
import { useContext, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LogPanel } from '../../table/log-panel.tsx';
import { logNames, PlayedContext } from '../../table/played.ts';
import type { LogItem } from '../../table/use-table.ts';
import { logLines } from './log-lines.ts';
import { logSections } from './log-parts.ts';
import type { ZoneProps } from './zone-props.ts';
import { ZoneHelp } from './zone-help.ts';

/**
 * Every event of the match in words (spec 9), and the chat. Newest first: the part of the year now under way on top
 * ("Год 2 из 6 · Биржевая сессия"), each part's lines in the order they happened; quiet events (a stage opening, a
 * ready flag) leave no line. What this viewer may not see arrives redacted (spec 10) and reads as anonymous. Each line
 * carries its move's version, so the shared panel marks a move a bot or the clock played for a person.
 */
export function LogZone({
  view,
  names,
  log,
  chat,
  sendChat,
}: ZoneProps & {
  readonly chat: readonly ChatLine[] | null;
  readonly sendChat: ((text: string) => Promise<unknown>) | null;
}) {
  const { t } = useTranslation();
  // A seat's person keeps their name on their moves when a bot takes the seat (the bot's moves are marked as such).
  const played = useContext(PlayedContext);
  const seats = played?.seats;
  // At a turn-based table the start does not name the stages' timing (the time banks time them).
  const turnBased = played?.turnBased === true;
  const people = useMemo(() => logNames(names, seats), [names, seats]);
  const directorsNow = useMemo(
    () =>
      Object.fromEntries(CheckersExchange.FIRMS.map((f) => [f, view.firms[f].director])) as Record<
        CheckersExchange.FirmId,
        number
      >,
    [view.firms],
  );
  // Lines already worded for the same language and names are kept (a live log only grows).
  const known = useRef<{ t: unknown; names: unknown; turnBased: boolean; lines: Map<LogItem, string | null> } | null>(
    null,
  );
  const lines = useMemo(() => {
    const prev = known.current;
    const same = prev !== null && prev.t === t && prev.names === people && prev.turnBased === turnBased;
    const next = logLines(log, t, people, directorsNow, same ? prev.lines : undefined, turnBased);
    known.current = { t, names: people, turnBased, lines: next };
    return next;
  }, [log, t, people, directorsNow, turnBased]);
  const sections = useMemo(() => logSections(log), [log]);
  const head = (year: number | null, part: string) => {
    const title = t(`checkers-exchange.log.part.${part}`);
    if (year === null || year === 0) return title;
    return t('checkers-exchange.log.yearPart', {
      year: t('checkers-exchange.game.year', { year, years: view.options.years }),
      part: title,
    });
  };
  const groups = sections.map((s) => ({
    key: s.key,
    kind: s.part,
    head: head(s.year, s.part),
    lines: s.items.flatMap((item) => {
      const text = lines.get(item);
      const e = item.event as { type?: unknown; auto?: unknown };
      // a ply the clock played says so itself (plyTimeout)
      const tellsWho = e.type === 'plyPlayed' && e.auto === 'timeout';
      return text === null || text === undefined
        ? []
        : [{ type: String(e.type), text, version: item.version, tellsWho }];
    }),
  }));
  return (
    <div className="ce-log" data-testid="ce-log">
      <LogPanel
        className="zone panel"
        titleId="ce-log-title"
        title={t('checkers-exchange.log.title')}
        help={<ZoneHelp zone="log" />}
        groups={groups}
        chat={chat}
        sendChat={sendChat}
      />
    </div>
  );
}
