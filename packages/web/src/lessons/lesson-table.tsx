import type { AnyGame } from '@birzha/engine';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../i18n/index.ts';
import type { BoardProps } from '../table/board-props.ts';
import { CoachPanel } from './coach-panel.tsx';
import {
  turnRun,
  currentStep,
  lessonAtStep,
  nextStep,
  playOther,
  previousStep,
  progressOf,
  restoreLesson,
  startLesson,
  submitTurn,
  type Run,
} from './lesson-runner.ts';
import type { Lesson } from './lesson-types.ts';
import { clearProgress, loadProgress, saveProgress } from './progress-store.ts';
import { useHighlight } from './use-highlight.ts';
import './lessons.css';

export interface LessonTableProps {
  readonly lesson: Lesson;
  readonly game: AnyGame;
  /** The game's own board (its web entry's Board), fed from the lesson's local state. */
  readonly Board: ComponentType<BoardProps>;
  /** The pause before each scripted turn of another seat, so the learner sees it come. */
  readonly pauseMs?: number;
  /** Opens at this step (a rules section's link, issue 30.5) instead of where the learner left off. */
  readonly startAt?: number;
}

/**
 * A lesson's table: the game's real board on the engine's state of the lesson, and the coach beside it. The place in
 * the lesson is kept in this browser and replayed on a reload.
 */
export function LessonTable({ lesson, game, Board, pauseMs = 900, startAt }: LessonTableProps) {
  const { t } = useTranslation();
  const lang = currentLang();
  const [run, setRun] = useState<Run>(
    () =>
      (startAt === undefined ? undefined : lessonAtStep(lesson, game, startAt)) ??
      restoreLesson(lesson, game, loadProgress(lesson.game)),
  );
  const [hint, setHint] = useState<string | null>(null);
  const current = useRef(run);
  current.current = run;
  useEffect(() => saveProgress(lesson.game, progressOf(run)), [lesson.game, run]);
  useEffect(() => setHint(null), [run.step, run.phase]);

  // The other seats play their scripted turns one by one, each after a pause.
  useEffect(() => {
    if (run.phase !== 'others') return;
    const timer = setTimeout(() => setRun(playOther), pauseMs);
    return () => clearTimeout(timer);
  }, [run, pauseMs]);

  // The board sends the learner's turn here instead of to a server: refused by the engine (the board shows why),
  // or taken by the lesson, which plays it or says why not (the coach shows it; the board starts the turn afresh).
  const sendMoves = useCallback(
    (moves: readonly unknown[]): Promise<unknown> => {
      const now = turnRun(current.current);
      if (now === null) {
        setHint(current.current.phase === 'done' ? null : t('lessons.readFirst'));
        return Promise.resolve();
      }
      const verdict = submitTurn(now, moves);
      if (verdict.kind === 'illegal') return Promise.reject(verdict.violation);
      setRun(verdict.run);
      return Promise.resolve();
    },
    [t],
  );

  const seat = lesson.seat;
  const board = useMemo(() => {
    const toAct = game.toAct(run.state);
    const mine = toAct.includes(seat);
    return {
      view: game.view(run.state, seat),
      toAct,
      legal: mine && game.sendsLegal?.(run.state) === true ? game.legalMoves(run.state, seat) : null,
      outcome: game.outcome(run.state) ?? null,
      mine,
    };
  }, [game, run.state, seat]);

  const names = lesson.names[lang];
  const root = useRef<HTMLDivElement>(null);
  const step = currentStep(run);
  const selectors = (step?.look ?? []).flatMap((zone) => {
    const selector = lesson.zones[zone];
    return selector === undefined ? [] : [selector];
  });
  useHighlight(root, run.phase === 'say' ? selectors : [], run.step);

  return (
    <div className="lesson">
      <h1 className="lesson__title">{lesson.title[lang]}</h1>
      <CoachPanel
        run={run}
        names={names}
        hint={hint}
        onNext={() => setRun(nextStep)}
        onBack={() => setRun(previousStep)}
        onRestart={() => {
          clearProgress(lesson.game);
          setRun(startLesson(lesson, game));
        }}
      />
      <div className="lesson__board" ref={root} data-testid="lesson-board">
        <Suspense fallback={<p className="muted">{t('app.loading')}</p>}>
          <Board
            view={board.view}
            version={run.version}
            toAct={board.toAct}
            legal={board.legal}
            seat={seat}
            names={names}
            log={run.log}
            chat={null}
            deadline={null}
            outcome={board.outcome}
            tableId={null}
            sendMoves={board.mine && run.phase !== 'done' ? sendMoves : null}
            sendChat={null}
            onPlayAgain={null}
          />
        </Suspense>
      </div>
    </div>
  );
}
