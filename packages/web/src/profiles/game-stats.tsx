import type { GameProfile } from '@birzha/protocol';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { gameName } from '../games/registry.ts';
import { currentLang } from '../i18n/index.ts';
import { numberText } from '../ui/numbers.ts';
import { averagePlaceText } from './format.ts';
import { RatingChart } from './rating-chart.tsx';

/** One game of a profile: the rating (or "not rated yet"), the counts, the mean place and the rating's chart. */
export function GameStats({ stats }: { stats: GameProfile }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const title = gameName(stats.game, lang);
  const headingId = `game-stats-${stats.game}`;
  return (
    <section className="panel game-stats" aria-labelledby={headingId} data-testid="game-stats" data-game={stats.game}>
      <h3 id={headingId}>
        <Link to={`/leaderboard/${encodeURIComponent(stats.game)}`}>{title}</Link>
      </h3>
      <p className="game-stats__rating">
        <span className="muted">{t('profiles.rating')}: </span>
        {stats.rating === null ? (
          <span className="muted" data-testid="profile-rating">
            {t('profiles.notRated')}
          </span>
        ) : (
          <strong className="game-stats__figure" data-testid="profile-rating">
            {numberText(stats.rating, lang)}
          </strong>
        )}
      </p>
      {stats.games === 0 ? (
        <p className="muted">{t('profiles.notPlayed')}</p>
      ) : (
        <dl className="game-stats__counts">
          <div>
            <dt>{t('profiles.ratedGames')}</dt>
            <dd data-testid="profile-rated-games">{numberText(stats.ratedGames, lang)}</dd>
          </div>
          <div>
            <dt>{t('profiles.played')}</dt>
            <dd data-testid="profile-games">{numberText(stats.games, lang)}</dd>
          </div>
          <div>
            <dt>{t('profiles.wins')}</dt>
            <dd data-testid="profile-wins">{numberText(stats.wins, lang)}</dd>
          </div>
          <div>
            <dt>{t('profiles.averagePlace')}</dt>
            <dd data-testid="profile-average-place">
              {stats.averagePlace === null ? t('profiles.none') : averagePlaceText(stats.averagePlace, lang)}
            </dd>
          </div>
        </dl>
      )}
      {stats.history.length > 0 && <RatingChart history={stats.history} gameTitle={title} />}
    </section>
  );
}
