import type { ChatLine } from '@birzha/protocol';
import type { ReactNode } from 'react';
import { Chat } from './chat.tsx';

/** One group of the log as drawn: a heading, then its lines in the order they happened. */
export interface LogGroupView {
  /** The same live and after a reload, so React keeps a group's element and tests can find it. */
  readonly key: string;
  readonly kind: string;
  /** Whose turn the group is, where it is one seat's. */
  readonly seat?: number | undefined;
  readonly head: ReactNode;
  /** The type of the event heading the group, so the heading is styled as that event's line would be. */
  readonly headType?: string | undefined;
  readonly lines: readonly { readonly type: string; readonly text: ReactNode }[];
}

/**
 * A game's log zone: its title, every event in words grouped as the game cuts its log (newest group first), and the
 * table's chat. The list is a polite live region that announces only additions, so a screen reader hears new moves.
 */
export function LogPanel({
  className,
  titleId,
  title,
  groups,
  chat,
  sendChat,
}: {
  className: string;
  titleId: string;
  title: string;
  groups: readonly LogGroupView[];
  chat: readonly ChatLine[] | null;
  sendChat: ((text: string) => Promise<unknown>) | null;
}) {
  return (
    <section className={className} aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <ol
        className="log"
        data-testid="log"
        aria-live="polite"
        aria-relevant="additions"
        tabIndex={0}
        aria-labelledby={titleId}
      >
        {groups.map((g) => (
          <li
            key={g.key}
            className={`log__group log__group--${g.kind}`}
            data-testid="log-group"
            data-group={g.key}
            data-seat={g.seat}
          >
            <h3 className={`log__head${g.headType === undefined ? '' : ` log__line--${g.headType}`}`}>{g.head}</h3>
            {g.lines.length > 0 && (
              <ol className="log__lines">
                {g.lines.map((l, i) => (
                  <li key={i} className={`log__line log__line--${l.type}`}>
                    {l.text}
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
