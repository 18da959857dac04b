import { getGame } from '@birzha/engine';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { webGame } from '../games/registry.ts';
import { currentLang } from '../i18n/index.ts';
import { ErrorNote } from '../ui/error-note.tsx';
import type { Lesson } from './lesson-types.ts';
import { LessonTable } from './lesson-table.tsx';
import { openProgress } from './progress-store.ts';
import { hasLesson, loadLesson } from './registry.ts';

/** How long the page waits for the account's place in the lesson before it opens the table with this browser's. */
const ACCOUNT_WAIT_MS = 2000;

/** `/learn/:game`: the game's guided first game, or a note that it has none yet. */
export default function LearnPage() {
  const { t } = useTranslation();
  const { game = '' } = useParams();
  const lang = currentLang();
  const web = webGame(game);
  const engine = getGame(game);
  const [loaded, setLoaded] = useState<{ game: string; lesson: Lesson } | { game: string; error: unknown } | null>(
    null,
  );
  // `?step=N` (a rules section's "Try it in the lesson", issue 30.5) is taken once and dropped from the address, so a
  // reload goes on from where the learner got to rather than back to that step.
  const [params, setParams] = useSearchParams();
  const asked = params.get('step');
  const [jump, setJump] = useState<{ readonly raw: string; readonly id: number } | null>(null);
  useEffect(() => {
    if (asked === null) return;
    setJump((j) => ({ raw: asked, id: (j?.id ?? 0) + 1 }));
    setParams(
      (p) => {
        const rest = new URLSearchParams(p);
        rest.delete('step');
        return rest;
      },
      { replace: true },
    );
  }, [asked, setParams]);

  useEffect(() => {
    let live = true;
    const lesson = loadLesson(game);
    // The account's place (another browser's) is asked for before the table opens, so that the table starts there;
    // a server slower than ACCOUNT_WAIT_MS is not waited for (this browser's place is used, and nothing is lost).
    const account = Promise.race([
      openProgress(game).catch(() => null),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), ACCOUNT_WAIT_MS)),
    ]);
    lesson?.then(
      (value) => account.then(() => live && setLoaded({ game, lesson: value })),
      (error: unknown) => live && setLoaded({ game, error }),
    );
    return () => {
      live = false;
    };
  }, [game]);

  if (web === undefined || engine === undefined || !hasLesson(game)) {
    return (
      <section className="panel stack" data-testid="no-lesson">
        <p role="alert">{t('lessons.none', { game: web?.name[lang] ?? game })}</p>
        <p>
          {t('lessons.noneHint')} {web !== undefined && <Link to={`/rules/${web.id}`}>{t('lessons.toRules')}</Link>}
          {web !== undefined && ' · '}
          <Link to="/">{t('lessons.toLobby')}</Link>
        </p>
      </section>
    );
  }
  if (loaded === null || loaded.game !== game || asked !== null) return <p className="muted">{t('app.loading')}</p>;
  if ('error' in loaded) return <ErrorNote error={{ code: 'INTERNAL' }} />;
  const startAt = jump === null ? undefined : stepAsked(jump.raw, loaded.lesson.steps.length);
  return (
    <>
      <p className="sr-only">{t('lessons.heading', { game: web.name[lang] })}</p>
      {jump !== null && startAt === undefined && (
        <p role="status" className="notice" data-testid="no-such-step">
          {t('lessons.noStep', { step: jump.raw, total: loaded.lesson.steps.length })}
        </p>
      )}
      <LessonTable
        key={`${game}:${jump?.id ?? 0}`}
        lesson={loaded.lesson}
        game={engine}
        Board={web.Board}
        {...(startAt === undefined ? {} : { startAt })}
      />
    </>
  );
}

/** The step `?step=` names (1 for the first), as the runner counts them (0 for the first); undefined when no step. */
export function stepAsked(raw: string, steps: number): number | undefined {
  if (!/^[1-9][0-9]{0,3}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n <= steps ? n - 1 : undefined;
}
