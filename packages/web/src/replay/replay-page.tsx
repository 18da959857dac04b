import type { Viewer } from '@birzha/engine';
import type { TableSummary } from '@birzha/protocol';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { api, query } from '../api/http.ts';
import { lobbyApi } from '../api/lobby-api.ts';
import { seatLabel } from '../lobby/seat-label.ts';
import { isBotAccountSeat } from '../profiles/bot-badge.tsx';
import { gameName, webGame } from '../games/registry.ts';
import { currentLang } from '../i18n/index.ts';
import { PlayedContext, creditOf, playedInfo, stepsByVersion } from '../table/played.ts';
import { ResultsContext, type ResultsInfo } from '../table/results.tsx';
import { ReviewFromContext } from '../table/review-from.ts';
import { ErrorNote } from '../ui/error-note.tsx';
import { ReplayControls } from './replay-controls.tsx';
import { historySteps, type HistoryResponse } from '../table/use-table.ts';
import { eventsSeen, movesSteps, unroll, withActors, type ReplaySteps } from './replay-steps.ts';
import { nextTurn, prevTurn } from './replay-turns.ts';

/** Step through a finished match, as a spectator or as any seat (hands are no secret once the match is over). */
export default function ReplayPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const invite = params.get('invite') ?? undefined;
  const [steps, setSteps] = useState<ReplaySteps | null>(null);
  const [summary, setSummary] = useState<TableSummary | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [viewer, setViewer] = useState<Viewer>('spectator');
  const last = steps === null ? 0 : steps.states.length - 1;
  // ?move= is the step shown; ?from= where a replay opens (the table's "replay from here": the move it follows).
  const at = Math.min(last, Math.max(0, Number(params.get('move') ?? params.get('from') ?? last) || 0));
  const setAt = (k: number) =>
    setParams(
      (p) => {
        const n = new URLSearchParams(p);
        n.set('move', String(Math.min(last, Math.max(0, k))));
        n.delete('from');
        return n;
      },
      { replace: true },
    );

  useEffect(() => {
    let cancelled = false;
    Promise.all([lobbyApi.record(id, invite), lobbyApi.table(id, invite)]).then(
      ([record, table]) => {
        if (cancelled) return;
        const r = unroll(record);
        if (!r.ok) return setError({ code: r.error.code });
        setSteps(r.value);
        setSummary(table);
        // A record that does not say who played each move: the match's history does.
        if (r.value.by.every((b) => b === null) && r.value.seats.length > 1)
          api<HistoryResponse>('GET', `/api/tables/${encodeURIComponent(id)}/history${query({ invite })}`).then(
            (h) => !cancelled && setSteps(withActors(r.value, historySteps(h))),
            () => undefined,
          );
      },
      (e: unknown) => !cancelled && setError(e),
    );
    return () => {
      cancelled = true;
    };
  }, [id, invite]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement) return;
      // By turns as the rules count them; with Shift, by the finer steps inside a turn.
      if (e.key === 'ArrowLeft') setAt(e.shiftKey ? at - 1 : prevTurn(steps?.turns ?? [], at));
      if (e.key === 'ArrowRight') setAt(e.shiftKey ? at + 1 : nextTurn(steps?.turns ?? [], at));
      if (e.key === 'Home') setAt(0);
      if (e.key === 'End') setAt(last);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const names = useMemo(() => (summary === null ? [] : summary.seats.map((s) => seatLabel(s, t))), [summary, t]);
  const log = useMemo(() => (steps === null ? [] : eventsSeen(steps, at, viewer)), [steps, at, viewer]);
  const view = useMemo(() => (steps === null ? null : steps.game.view(steps.states[at], viewer)), [steps, at, viewer]);
  // Whom the game waited for at the step shown: the engine's own toAct on the replayed state.
  const toAct = useMemo(() => (steps === null ? [] : steps.game.toAct(steps.states[at])), [steps, at]);
  // Who played each move, for the log and the results as at the live table; the results name no viewer.
  const roundKey = steps === null ? undefined : webGame(steps.game.meta.id)?.roundKey;
  const played = useMemo(
    () => (steps === null || summary === null ? null : playedInfo(summary, movesSteps(steps), roundKey)),
    [steps, summary, roundKey],
  );
  const byVersion = useMemo(() => stepsByVersion(played?.steps ?? []), [played]);
  // The seats change hands in the replay as they did in the match: not before the step shown.
  const playedHere = useMemo(
    () => (played === null ? null : { ...played, seatChanges: played.seatChanges.filter((c) => c.version <= at) }),
    [played, at],
  );
  const results = useMemo<ResultsInfo | null>(
    () => (summary === null ? null : { userId: null, seats: summary.seats, results: summary.results }),
    [summary],
  );

  if (error !== null) {
    return (
      <ErrorNote error={error}>
        <Link to="/">{t('app.home')}</Link>
      </ErrorNote>
    );
  }
  // The move shown, credited to whoever played it: the seat's person, a bot for them, or the clock (never to the
  // seat a phase closed by its timer is recorded under).
  function moverText(seat: number | null, credit: ReturnType<typeof creditOf>): string | null {
    if (credit?.kind === 'clock') return t('played.mover.clock');
    if (credit?.kind === 'botFor') return t('played.mover.bot', { name: credit.name });
    return seat === null ? null : t('played.mover.person', { name: names[seat] ?? `#${seat + 1}` });
  }
  if (steps === null || summary === null || view === null) return <p className="muted">{t('app.loading')}</p>;
  const game = webGame(steps.game.meta.id);
  if (game === undefined) return <ErrorNote error={{ code: 'UNKNOWN_GAME' }} />;
  const mover = moverText(steps.seats[at] ?? null, played === null ? null : creditOf(played, byVersion, at));
  return (
    <div className="replay" data-testid="replay">
      <section className="panel replay__controls" aria-label={t('replay.controls')}>
        <h1>
          {t('replay.title')} <span className="muted">{gameName(game.id, currentLang())}</span>
        </h1>
        <ReplayControls
          turns={steps.turns}
          at={at}
          last={last}
          setAt={setAt}
          {...(game.roundKey === undefined ? {} : { roundKey: game.roundKey })}
        />
        {mover !== null && (
          <p className="muted replay__mover" data-testid="replay-mover">
            {mover}
          </p>
        )}
        <label className="row">
          <span>{t('replay.viewAs')}</span>
          <select
            value={String(viewer)}
            onChange={(e) => setViewer(e.target.value === 'spectator' ? 'spectator' : Number(e.target.value))}
            data-testid="replay-viewer"
          >
            <option value="spectator">{t('replay.spectator')}</option>
            {names.map((n, s) => (
              <option key={s} value={s}>
                {/* An option holds text only: a bot account's badge is its word (issue 29). */}
                {isBotAccountSeat(summary.seats[s]) ? `${n} · ${t('profiles.bot.badge')}` : n}
              </option>
            ))}
          </select>
        </label>
      </section>
      <Suspense fallback={<p className="muted">{t('app.loading')}</p>}>
        <ResultsContext.Provider value={results}>
          <PlayedContext.Provider value={playedHere}>
            {/* "Review from here" on each move of the log: the replay goes to it (issue 25). */}
            <ReviewFromContext value={setAt}>
              <game.Board
                view={view}
                version={at}
                toAct={toAct}
                legal={null}
                seat={viewer === 'spectator' ? null : viewer}
                names={names}
                log={log}
                chat={null}
                deadline={null}
                outcome={at === last ? summary.outcome : null}
                tableId={null}
                sendMoves={null}
                sendChat={null}
                onPlayAgain={null}
              />
            </ReviewFromContext>
          </PlayedContext.Provider>
        </ResultsContext.Provider>
      </Suspense>
    </div>
  );
}
