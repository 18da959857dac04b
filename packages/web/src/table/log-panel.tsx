import type { ChatLine, SeatChange } from '@birzha/protocol';
import { Fragment, useContext, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Chat } from './chat.tsx';
import { HelpHead } from './help-link.tsx';
import { creditOf, creditText, PlayedContext, seatChangeText, stepsByVersion } from './played.ts';
import { SinceLastMoveContext } from './since-last-move.ts';
import { SinceDivider } from './since-divider.tsx';
import { ReviewFromContext } from './review-from.ts';
import './played.css';

/** One line of the log as drawn. */
export interface LogLineView {
  readonly type: string;
  readonly text: ReactNode;
  /** The version of the move whose event this line tells: who played that move is shown beside it. */
  readonly version?: number | undefined;
  /** The line itself says who played its move (a timeout's line): no mark beside that move's lines. */
  readonly tellsWho?: boolean | undefined;
}

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
  /** The version of the event heading the group, when the heading is one (seat changes after it go below it). */
  readonly headVersion?: number | undefined;
  readonly lines: readonly LogLineView[];
}

/** A line as the panel draws it: the game's, with who played its move; or a seat changing hands. */
type Drawn =
  | {
      readonly kind: 'line';
      readonly line: LogLineView;
      readonly index: number;
      readonly by: string | null;
      /** The first line of its move in the group (where "review from here" goes). */
      readonly opens: boolean;
    }
  | { readonly kind: 'seat'; readonly change: SeatChange };

/**
 * Each group's lines with who played them (on the first line of each move, when it was a bot for the seat's person
 * or the clock) and the seat changes at their versions: after the last line of a version at most the change's, else
 * before the oldest line. Nothing is added to a log whose lines carry no versions.
 */
function drawnLines(
  groups: readonly LogGroupView[],
  changes: readonly SeatChange[],
  credit: (version: number) => string | null,
): Drawn[][] {
  // Where each change goes: its group, and the index of the game's line it follows there (-1: the group's start).
  const places: { g: number; i: number; v: number }[] = [];
  for (let g = groups.length - 1; g >= 0; g--) {
    const group = groups[g];
    if (group?.headVersion !== undefined) places.push({ g, i: -1, v: group.headVersion });
    group?.lines.forEach((l, i) => {
      if (l.version !== undefined) places.push({ g, i, v: l.version });
    });
  }
  const after = new Map<string, SeatChange[]>();
  const oldest = places[0];
  if (oldest !== undefined) {
    for (const c of changes) {
      let place = { g: oldest.g, i: -1 };
      for (const p of places) if (p.v <= c.version) place = p;
      const key = `${place.g}:${place.i}`;
      after.set(key, [...(after.get(key) ?? []), c]);
    }
  }
  const seat = (g: number, i: number): Drawn[] =>
    (after.get(`${g}:${i}`) ?? []).map((change) => ({ kind: 'seat', change }));
  return groups.map((group, g) => {
    const lines: Drawn[] = seat(g, -1);
    let prev = group.headVersion;
    const seen = new Set<number>();
    group.lines.forEach((line, i) => {
      const v = line.version;
      const first = v !== undefined && v !== prev && line.tellsWho !== true;
      const opens = v !== undefined && !seen.has(v);
      if (v !== undefined) seen.add(v);
      lines.push({ kind: 'line', line, index: i, by: first && v !== undefined ? credit(v) : null, opens });
      if (v !== undefined) prev = v;
      lines.push(...seat(g, i));
    });
    return lines;
  });
}

/** "Review from here": the replay's position set to this line's move. */
function ReviewButton({ version, review }: { version: number; review: (version: number) => void }) {
  const { t } = useTranslation();
  return (
    <>
      {' '}
      <button
        type="button"
        className="btn btn--small log__review"
        onClick={() => review(version)}
        data-testid="log-review-from"
        data-version={version}
      >
        {t('comingBack.reviewFrom')}
      </button>
    </>
  );
}

/**
 * Where "since your last move" goes: before the oldest line newer than `since` (`line` its index in its group), or,
 * when that is a group's heading, below the whole group (`line` -1: the group and those above it are all news).
 */
export function dividerPlace(groups: readonly LogGroupView[], since: number): { group: number; line: number } | null {
  for (let g = groups.length - 1; g >= 0; g--) {
    const group = groups[g] as LogGroupView;
    if (group.headVersion !== undefined && group.headVersion > since) return { group: g, line: -1 };
    const line = group.lines.findIndex((l) => l.version !== undefined && l.version > since);
    if (line >= 0) return { group: g, line };
  }
  return null;
}

/**
 * A game's log zone: its title, every event in words grouped as the game cuts its log (newest group first), and the
 * table's chat. The list is a polite live region that announces only additions, so a screen reader hears new moves.
 * Who played a move is shown beside it when it was not the seat's own player (a bot standing in, the clock), and a
 * seat taken over or taken back has its own line, from the table's record of who played (PlayedContext).
 */
export function LogPanel({
  className,
  titleId,
  title,
  help,
  groups,
  chat,
  sendChat,
}: {
  className: string;
  titleId: string;
  title: string;
  /** The game's "?" to its rules (its ZoneHelp), beside the title and out of it: the log keeps its name. */
  help?: ReactNode;
  groups: readonly LogGroupView[];
  chat: readonly ChatLine[] | null;
  sendChat: ((text: string) => Promise<unknown>) | null;
}) {
  const { t } = useTranslation();
  const info = useContext(PlayedContext);
  const since = useContext(SinceLastMoveContext);
  const review = useContext(ReviewFromContext);
  const place = useMemo(() => (since === null ? null : dividerPlace(groups, since.since)), [groups, since]);
  const divider = since === null ? null : <SinceDivider since={since.since} replay={since.replay} />;
  const steps = useMemo(() => stepsByVersion(info?.steps ?? []), [info?.steps]);
  const drawn = useMemo(() => {
    const credit = (v: number) => {
      const c = info === null ? null : creditOf(info, steps, v);
      return c === null ? null : creditText(c, t);
    };
    return drawnLines(groups, info?.seatChanges ?? [], credit);
  }, [groups, info, steps, t]);
  return (
    <section className={className} aria-labelledby={titleId}>
      {help === undefined ? (
        <h2 id={titleId}>{title}</h2>
      ) : (
        <HelpHead>
          <h2 id={titleId}>{title}</h2>
          {help}
        </HelpHead>
      )}
      <ol
        className="log"
        data-testid="log"
        aria-live="polite"
        aria-relevant="additions"
        tabIndex={0}
        aria-labelledby={titleId}
      >
        {groups.map((g, k) => (
          <Fragment key={g.key}>
            <li
              className={`log__group log__group--${g.kind}`}
              data-testid="log-group"
              data-group={g.key}
              data-seat={g.seat}
            >
              <h3 className={`log__head${g.headType === undefined ? '' : ` log__line--${g.headType}`}`}>{g.head}</h3>
              {(drawn[k]?.length ?? 0) > 0 && (
                <ol className="log__lines">
                  {drawn[k]?.map((d, i) =>
                    d.kind === 'line' ? (
                      <Fragment key={i}>
                        {place?.group === k && place.line === d.index && divider}
                        <li className={`log__line log__line--${d.line.type}`}>
                          {d.line.text}
                          {d.by !== null && (
                            <span className="log__by" data-testid="log-by">
                              {' · '}
                              {d.by}
                            </span>
                          )}
                          {review !== null && d.opens && d.line.version !== undefined && (
                            <ReviewButton version={d.line.version} review={review} />
                          )}
                        </li>
                      </Fragment>
                    ) : (
                      <li
                        key={i}
                        className="log__line log__line--seat-change"
                        data-testid="log-seat-change"
                        data-kind={d.change.kind}
                        data-seat={d.change.seat}
                      >
                        {info === null ? '' : seatChangeText(d.change, info, t)}
                      </li>
                    ),
                  )}
                </ol>
              )}
            </li>
            {place?.group === k && place.line === -1 && divider}
          </Fragment>
        ))}
      </ol>
      {chat !== null && <Chat lines={chat} send={sendChat} />}
    </section>
  );
}
