import { getGame } from '@birzha/engine';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
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
  if (loaded === null || loaded.game !== game) return <p className="muted">{t('app.loading')}</p>;
  if ('error' in loaded) return <ErrorNote error={{ code: 'INTERNAL' }} />;
  return (
    <>
      <p className="sr-only">{t('lessons.heading', { game: web.name[lang] })}</p>
      <LessonTable key={game} lesson={loaded.lesson} game={engine} Board={web.Board} />
    </>
  );
}
