import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { WEB_GAMES, webGame } from '../games/registry.ts';
import { currentLang } from '../i18n/index.ts';
import { LessonBesideSection, ScrollToSection } from './section-arrival.tsx';
import { TocJump } from './toc-jump.tsx';

/**
 * The rules of a game in the reader's language, its one-page summary first; without a game (or for an unknown one),
 * the games that have rules.
 */
export default function RulesPage() {
  const { t } = useTranslation();
  const { game } = useParams();
  const lang = currentLang();
  const entry = game === undefined ? undefined : webGame(game);
  if (entry === undefined) {
    return (
      <section className="panel stack" aria-labelledby="rules-title">
        <h1 id="rules-title">{t('rules.title')}</h1>
        {game !== undefined && (
          <p role="alert" data-testid="unknown-game">
            {t('rules.unknown', { game })}
          </p>
        )}
        <ul>
          {WEB_GAMES.map((g) => (
            <li key={g.id}>
              <Link to={`/rules/${g.id}`}>{g.name[lang]}</Link>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  const { Rules, Summary } = entry;
  // The one-page summary goes first, before the rules' contents (issue 30): it loads with them.
  const summary = (
    <Suspense fallback={null}>
      <Summary lang={lang} />
      <ScrollToSection />
    </Suspense>
  );
  return (
    <article className="rules panel" lang={lang}>
      <Suspense fallback={<p className="muted">{t('app.loading')}</p>}>
        <Rules lang={lang} summary={summary} />
        <ScrollToSection />
        <TocJump />
        <LessonBesideSection game={entry.id} lang={lang} />
      </Suspense>
    </article>
  );
}
