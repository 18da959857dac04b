import type { CatchUpViews, MoveStep } from '@birzha/protocol';
import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api, query } from '../api/http.ts';
import { ErrorNote } from '../ui/error-note.tsx';
import type { BoardProps } from './board-props.ts';
import { sinceLastMove, SinceLastMoveContext, type SinceLastMove } from './since-last-move.ts';
import type { LogItem, TableInfo } from './use-table.ts';
import './since-last-move.css';

/**
 * The version "since your last move" follows, fixed when the table's log first arrives (coming back is opening the
 * table): null when nothing happened since, when I hold no seat, and again once I move. Live play never marks
 * anything new: a move of mine clears the mark, and later moves of others do not make one.
 */
export function useSinceAnchor(steps: readonly MoveStep[], seat: number | null, logLoaded: boolean): number | null {
  const [anchor, setAnchor] = useState<number | null>(null);
  const fixed = useRef(false);
  useEffect(() => {
    if (seat === null || !logLoaded) return;
    if (!fixed.current) {
      fixed.current = true;
      setAnchor(sinceLastMove(steps, seat));
      return;
    }
    if (anchor !== null && steps.some((s) => s.version > anchor && s.seat === seat && s.by === 'person'))
      setAnchor(null);
  }, [steps, seat, logLoaded, anchor]);
  return anchor;
}

/** The board's props the step-through shares with the live table (the rest it sets: a read-only past). */
type SharedBoardProps = Pick<BoardProps, 'names' | 'seat'>;

/**
 * Coming back to a table (issue 25): marks "since your last move" in the log (SinceLastMoveContext) and, asked to
 * replay from there, steps through the moves since on the board, as my seat saw each of them, in place of the live
 * board (`children`), until I go back to the table. A finished match opens the replay from there instead.
 */
export function ComingBack({
  table,
  seat,
  steps,
  log,
  logLoaded,
  invite,
  Board,
  board,
  children,
}: {
  table: TableInfo;
  /** My seat, when I hold it as a person (no mark for a spectator). */
  seat: number | null;
  steps: readonly MoveStep[];
  log: readonly LogItem[];
  /** The log has its history (the first load is done). */
  logLoaded: boolean;
  invite: string | undefined;
  Board: ComponentType<BoardProps>;
  board: SharedBoardProps;
  children: ReactNode;
}) {
  const anchor = useSinceAnchor(steps, seat, logLoaded);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const finished = table.status === 'finished';
  const replay = useCallback(() => {
    if (anchor === null) return;
    if (finished) void navigate(`/replay/${encodeURIComponent(table.id)}${query({ from: anchor, invite })}`);
    else setOpen(true);
  }, [anchor, finished, navigate, table.id, invite]);
  const since = useMemo<SinceLastMove | null>(
    () => (anchor === null ? null : { since: anchor, replay }),
    [anchor, replay],
  );
  return (
    <SinceLastMoveContext value={since}>
      {open && anchor !== null ? (
        <CatchUp
          tableId={table.id}
          invite={invite}
          from={anchor}
          log={log}
          steps={steps}
          Board={Board}
          board={board}
          onClose={() => setOpen(false)}
        />
      ) : (
        children
      )}
    </SinceLastMoveContext>
  );
}

/** The step-through: the board after each move from `from` on, one at a time, read-only. */
export function CatchUp({
  tableId,
  invite,
  from,
  log,
  steps,
  Board,
  board,
  onClose,
}: {
  tableId: string;
  invite: string | undefined;
  from: number;
  log: readonly LogItem[];
  /** Who sent each move, as this viewer may know it (the mover of the step shown). */
  steps: readonly MoveStep[];
  Board: ComponentType<BoardProps>;
  board: SharedBoardProps;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [views, setViews] = useState<CatchUpViews['views'] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [at, setAt] = useState(0);
  useEffect(() => {
    let cancelled = false;
    api<CatchUpViews>('GET', `/api/tables/${encodeURIComponent(tableId)}/views${query({ from, invite })}`).then(
      (r) => !cancelled && setViews(r.views),
      (e: unknown) => !cancelled && setError(e),
    );
    return () => {
      cancelled = true;
    };
  }, [tableId, from, invite]);
  const shown = views?.[at];
  // The log as it stood then: nothing after the move shown.
  const logThen = useMemo(
    () => (shown === undefined ? [] : log.filter((l) => l.version <= shown.version)),
    [log, shown],
  );
  const total = (views?.length ?? 1) - 1;
  const step = shown === undefined ? undefined : steps.find((x) => x.version === shown.version);
  const mover =
    step === undefined || step.seat === null
      ? null
      : step.by === 'clock'
        ? t('played.mover.clock')
        : t('played.mover.person', { name: board.names[step.seat] ?? `#${step.seat + 1}` });
  const last = Math.max(0, total);
  const bar = (
    <section className="panel catch-up" aria-labelledby="catch-up-title" data-testid="catch-up">
      <h2 id="catch-up-title">{t('comingBack.title')}</h2>
      <button
        type="button"
        className="btn btn--small"
        onClick={() => setAt(0)}
        disabled={at === 0}
        aria-label={t(from === 0 ? 'comingBack.firstOfGame' : 'comingBack.first')}
      >
        «
      </button>
      <button
        type="button"
        className="btn btn--small"
        onClick={() => setAt(Math.max(0, at - 1))}
        disabled={at === 0}
        aria-label={t('comingBack.prev')}
        data-testid="catch-up-prev"
      >
        ‹
      </button>
      <span data-testid="catch-up-position" data-version={shown?.version}>
        {at === 0
          ? t(from === 0 ? 'comingBack.startOfGame' : 'comingBack.start')
          : t('comingBack.position', { at, total })}
      </span>
      <button
        type="button"
        className="btn btn--small"
        onClick={() => setAt(Math.min(last, at + 1))}
        disabled={at >= last}
        aria-label={t('comingBack.next')}
        data-testid="catch-up-next"
      >
        ›
      </button>
      <button
        type="button"
        className="btn btn--small"
        onClick={() => setAt(last)}
        disabled={at >= last}
        aria-label={t('comingBack.last')}
      >
        »
      </button>
      {at > 0 && mover !== null && (
        <span className="muted" data-testid="catch-up-mover">
          {mover}
        </span>
      )}
      <button type="button" className="btn btn--small btn--primary" onClick={onClose} data-testid="catch-up-close">
        {t('comingBack.close')}
      </button>
    </section>
  );
  if (error !== null)
    return (
      <>
        {bar}
        <ErrorNote error={error} />
      </>
    );
  if (shown === undefined)
    return (
      <>
        {bar}
        <p className="muted">{t('comingBack.loading')}</p>
      </>
    );
  return (
    <>
      {bar}
      {/* A board of its own per step: a game's playback of news (a finished turn) is not for a step back and forth. */}
      <SinceLastMoveContext value={{ since: from, replay: null }}>
        <Board
          key={shown.version}
          view={shown.view}
          version={shown.version}
          toAct={shown.toAct}
          legal={null}
          seat={board.seat}
          names={board.names}
          log={logThen}
          chat={null}
          deadline={null}
          outcome={null}
          tableId={null}
          sendMoves={null}
          sendChat={null}
          onPlayAgain={null}
        />
      </SinceLastMoveContext>
    </>
  );
}
