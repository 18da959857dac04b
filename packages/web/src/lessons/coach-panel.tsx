import { useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLang } from '../i18n/index.ts';
import { COACH_WORDS } from './coach-words.ts';
import { awaitsTurn, currentStep, type Run } from './lesson-runner.ts';

export interface CoachPanelProps {
  readonly run: Run;
  /** A seat's name, for "Boris is playing…". */
  readonly names: readonly string[];
  /** Said when the learner acts where the step does not wait for a turn ("read, then Next"). */
  readonly hint: string | null;
  readonly onNext: () => void;
  readonly onBack: () => void;
  readonly onRestart: () => void;
}

/**
 * Keeps the page's top scroll padding at the coach's height (lessons.css): what the browser scrolls into view (a
 * focused control, the step's zone) stops below the sticky coach instead of under it.
 */
function useScrollInset(coach: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const el = coach.current;
    const root = document.documentElement;
    if (el === null) return;
    const set = () => root.style.setProperty('--coach-inset', `${el.offsetHeight}px`);
    set();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(set);
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--coach-inset');
    };
  }, [coach]);
}

/**
 * The coach: the step's words (what to do, why a turn was not played, what happened), the progress, the buttons. On a
 * phone it is compact and its text can be folded away (lessons.css), leaving the step's number and "Next" over the
 * board; each new step or answer unfolds it again.
 */
export function CoachPanel({ run, names, hint, onNext, onBack, onRestart }: CoachPanelProps) {
  const { t } = useTranslation();
  const lang = currentLang();
  const words = COACH_WORDS[lang];
  const step = currentStep(run);
  const total = run.lesson.steps.length;
  const done = run.phase === 'done';
  const telling = run.phase === 'say' && step?.expect === undefined;
  const playing = step?.others?.[run.othersPlayed]?.seat;
  const ref = useRef<HTMLElement>(null);
  useScrollInset(ref);
  // Folded for the text it was folded on: the next step's words, or what happened, are shown unfolded.
  const said = `${run.step}:${run.phase}`;
  const [foldedAt, setFoldedAt] = useState<string | null>(null);
  const folded = foldedAt === said && !done;
  const textId = useId();
  return (
    <aside
      ref={ref}
      className={`coach panel${folded ? ' coach--folded' : ''}`}
      aria-labelledby="coach-title"
      data-phase={run.phase}
    >
      <div className="coach__head">
        <h2 id="coach-title">{t('lessons.coach')}</h2>
        <span className="muted" data-testid="lesson-progress-text">
          {t('lessons.progress', { step: Math.min(run.step + 1, total), total })}
        </span>
        {!done && (
          <button
            type="button"
            className="btn btn--small coach__fold"
            aria-expanded={!folded}
            aria-controls={textId}
            data-testid="coach-fold"
            onClick={() => setFoldedAt(folded ? null : said)}
          >
            {folded ? words.unfold : words.fold}
          </button>
        )}
      </div>
      <progress className="coach__bar" max={total} value={done ? total : run.step} aria-hidden="true" />
      {done ? (
        <div data-testid="coach-done">
          <p className="coach__say">
            <strong>{t('lessons.done')}</strong> {t('lessons.doneText')}
          </p>
          <p>
            <Link to="/">{t('lessons.toLobby')}</Link> ·{' '}
            <Link to={`/rules/${run.lesson.game}`}>{t('lessons.toRules')}</Link>
          </p>
        </div>
      ) : (
        step !== undefined && (
          <>
            <div className="coach__text" id={textId}>
              {run.phase === 'after' ? (
                <p className="coach__say" data-testid="coach-after">
                  <strong>{t('lessons.whatHappened')}:</strong> {step.after?.[lang]}
                </p>
              ) : (
                <p className="coach__say" data-testid="coach-say">
                  {step.say[lang]}
                </p>
              )}
              {awaitsTurn(run) && run.wrong === null && <p className="muted">{t('lessons.yourTurn')}</p>}
              {run.phase === 'others' && playing !== undefined && (
                <p className="muted" aria-live="polite">
                  {t('lessons.othersPlaying', { name: names[playing] ?? `#${playing + 1}` })}
                </p>
              )}
            </div>
            {run.wrong !== null && (
              <div className="coach__wrong" role="alert" data-testid="coach-wrong">
                <strong>{t('lessons.wrongTitle')}.</strong> {run.wrong[lang]}
              </div>
            )}
            {hint !== null && (
              <p className="coach__wrong" role="alert">
                {hint}
              </p>
            )}
          </>
        )
      )}
      <div className="coach__buttons">
        <button
          type="button"
          className="btn btn--small"
          onClick={onBack}
          disabled={run.step === 0 && run.phase === 'say'}
        >
          {t('lessons.back')}
        </button>
        <button type="button" className="btn btn--small" onClick={onRestart}>
          {t('lessons.restart')}
        </button>
        {(telling || run.phase === 'after') && (
          <button
            type="button"
            className="btn btn--small btn--primary coach__next"
            onClick={onNext}
            data-testid="coach-next"
          >
            {t('lessons.next')}
          </button>
        )}
      </div>
    </aside>
  );
}
