import { Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useSession } from '../api/session.tsx';
import { seatLabel } from '../lobby/seat-label.ts';
import { webGame } from '../games/registry.ts';
import { currentLang } from '../i18n/index.ts';
import { ErrorNote } from '../ui/error-note.tsx';
import { ClockTableContext } from '../ui/use-time-left.ts';
import { PlayedContext, playedInfo } from './played.ts';
import { goToRematch, oldSeat, RematchOffer } from './rematch.tsx';
import { ResultsContext, type ResultsInfo } from './results.tsx';
import { ReturnToSeat } from './return-to-seat.tsx';
import { useTable } from './use-table.ts';
import { ChatRoleProvider } from './chat-role.tsx';
import { ComingBack } from './catch-up.tsx';
import { InvitedHere } from './invited-here.tsx';
import { QuickCountdown } from '../lobby/quick-play-countdown.tsx';
import { StatusBar } from './status-bar.tsx';
import { TurnSignals } from './turn-signals.tsx';
import { WaitingRoom } from './waiting-room.tsx';

/** A table: the waiting room while it is open, then the game's board, live over the socket. */
export default function TablePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const invite = params.get('invite') ?? undefined;
  const { state, sendMoves, sendChat } = useTable(id, invite);
  const navigate = useNavigate();
  const { user, isAccount } = useSession();
  const [againError, setAgainError] = useState<unknown>(null);
  const summary = state.summary;
  const names = useMemo(() => (summary === null ? [] : summary.seats.map((s) => seatLabel(s, t))), [summary, t]);
  const seated = state.seat !== null && summary?.seats[state.seat]?.bot === null;
  // While the board plays a public show, the table is shown as the show has reached it: nothing after it yet.
  const [shown, setShown] = useState<{ readonly view: unknown } | null>(null);
  const showing = shown !== null;
  const myTurn = seated && !showing && summary?.status === 'playing' && state.toAct.includes(state.seat as number);
  const game = summary === null ? '' : (webGame(summary.game)?.name[currentLang()] ?? summary.game);
  const signals = <TurnSignals myTurn={myTurn} deadline={state.deadline} game={game} table={summary} />;
  // A seat a bot plays since this person left it: theirs to take back while the match goes on.
  const left = summary?.seats.some((s) => s.user === null && s.left?.id === user.id) === true;
  const resultsInfo = useMemo<ResultsInfo | null>(
    () => (summary === null ? null : { userId: user.id, seats: summary.seats, results: summary.results }),
    [summary, user.id],
  );

  // Who played each move (a bot for a person, the clock) and the seats' changes, for the log and the results.
  const played = useMemo(
    () => (summary === null ? null : playedInfo(summary, state.steps, webGame(summary.game)?.roundKey)),
    [summary, state.steps],
  );

  // "Play again" is for the table's people: the same seats, each in their old one (spectators may watch it).
  const playAgain = useCallback(() => {
    if (summary === null) return;
    setAgainError(null);
    goToRematch(summary, user.id).then(
      (path) => navigate(path),
      (e: unknown) => setAgainError(e),
    );
  }, [summary, user.id, navigate]);
  const wasSeated = summary !== null && oldSeat(summary, user.id) !== null;

  if (state.error !== null) {
    return (
      <>
        <ErrorNote error={state.error}>
          <Link to="/">{t('app.home')}</Link>
        </ErrorNote>
        {/* A private table opened from an invitation's notification: the invitation, to accept (issue 25). */}
        {state.error.code === 'BAD_INVITE' && <InvitedHere tableId={id} />}
        {/* Opened signed out (a notice's link read on another device): the seat may be the account's. */}
        {state.error.code === 'BAD_INVITE' && !isAccount && (
          <p className="notice" data-testid="sign-in-to-table">
            {t('table.signInFirst')}{' '}
            <Link className="btn btn--primary" to={`/login?next=${encodeURIComponent(`/t/${id}`)}`}>
              {t('table.signIn')}
            </Link>
          </p>
        )}
      </>
    );
  }
  if (summary === null) return <p className="muted">{t('app.loading')}</p>;
  if (summary.status === 'open' || state.view === null)
    return (
      <>
        {signals}
        <QuickCountdown table={summary} />
        <WaitingRoom table={summary} invite={invite} />
      </>
    );
  const web = webGame(summary.game);
  if (web === undefined) return <ErrorNote error={{ code: 'UNKNOWN_GAME' }} />;
  return (
    <div className="table-page" data-table={summary.id} data-version={state.version}>
      {signals}
      <StatusBar
        table={summary}
        seat={seated ? state.seat : null}
        toAct={state.toAct}
        deadline={state.deadline}
        names={names}
        phase={web.phaseLabel?.(shown?.view ?? state.view, t, showing) ?? null}
        phaseHelp={web.phaseHelp?.(shown?.view ?? state.view, showing) ?? null}
        showing={showing}
      >
        <RematchOffer table={summary} userId={user.id} />
      </StatusBar>
      {state.seat === null && summary.status === 'playing' && !left && (
        <p className="notice">{t('table.spectating')}</p>
      )}
      {left && summary.status === 'playing' && <ReturnToSeat tableId={summary.id} />}
      <ErrorNote error={againError} />
      <Suspense fallback={<p className="muted">{t('app.loading')}</p>}>
        <ResultsContext.Provider value={resultsInfo}>
          {/* The chat's role (player or spectator): spectators chat apart. */}
          <ChatRoleProvider table={summary} seat={state.seat}>
            <PlayedContext.Provider value={played}>
              {/* "Since your last move" in the log, and the step-through from there (issue 25). */}
              <ComingBack
                table={summary}
                seat={seated ? state.seat : null}
                steps={state.steps}
                log={state.log}
                logLoaded={state.logVersion >= 0}
                invite={invite}
                Board={web.Board}
                board={{ names, seat: state.seat }}
              >
                {/* The board's own clocks count the same period as the status bar's (one low-time warning). */}
                <ClockTableContext.Provider value={summary.id}>
                  <web.Board
                    view={state.view}
                    version={state.version}
                    toAct={state.toAct}
                    legal={state.legal}
                    seat={state.seat}
                    names={names}
                    log={state.log}
                    chat={state.chat}
                    deadline={state.deadline}
                    outcome={summary.outcome}
                    tableId={summary.id}
                    sendMoves={seated && summary.status === 'playing' ? sendMoves : null}
                    sendChat={sendChat}
                    onPlayAgain={summary.status === 'finished' && wasSeated ? playAgain : null}
                    onShow={setShown}
                  />
                </ClockTableContext.Provider>
              </ComingBack>
            </PlayedContext.Provider>
          </ChatRoleProvider>
        </ResultsContext.Provider>
      </Suspense>
    </div>
  );
}
