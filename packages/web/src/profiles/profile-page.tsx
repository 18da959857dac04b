import type { HistoryItem, Profile } from '@birzha/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../api/http.ts';
import { profilesApi } from '../api/profiles-api.ts';
import { useSession } from '../api/session.tsx';
import { WEB_GAMES } from '../games/registry.ts';
import { currentLang } from '../i18n/index.ts';
import { ErrorNote } from '../ui/error-note.tsx';
import { BotBadge } from './bot-badge.tsx';
import { dayText } from './format.ts';
import { GameStats } from './game-stats.tsx';
import { MatchList } from './match-list.tsx';
import { accountName } from './player-label.ts';
import { useMatchPages } from './use-match-pages.ts';
import './profiles.css';

/** Older matches a profile asks for at a time, after its recent ones. */
export const PROFILE_PAGE = 20;

/** Where a game stands in the lobby's order (games the web does not know go last). */
function order(game: string): number {
  const i = WEB_GAMES.findIndex((g) => g.id === game);
  return i < 0 ? WEB_GAMES.length : i;
}

/**
 * Whether the server says there is no such player: no one has the id (NOT_FOUND), or the address cannot be an id at
 * all (BAD_REQUEST, one too long). Asking again would get the same answer, so no retry is offered.
 */
function noSuchPlayer(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'NOT_FOUND' || error.code === 'BAD_REQUEST');
}

/**
 * A player's page: name, since when, each game's rating with its chart and counts, and the recent matches. A bot's
 * rated account (issue 27) has one too, named by its level and marked.
 */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setProfile(null);
    setError(null);
    profilesApi.profile(id).then(
      (p) => !cancelled && setProfile(p),
      (e: unknown) => !cancelled && setError(e),
    );
    return () => {
      cancelled = true;
    };
  }, [id, attempt]);

  if (noSuchPlayer(error)) {
    return (
      <div className="profiles stack" data-testid="profile-missing">
        <h1>{t('profiles.missing')}</h1>
        <p>
          <Link to="/">{t('profiles.history.toLobby')}</Link>
        </p>
      </div>
    );
  }
  if (error !== null) {
    return (
      <ErrorNote error={error} testId="profile-error">
        <button type="button" className="btn btn--small" onClick={() => setAttempt((a) => a + 1)}>
          {t('app.retry')}
        </button>
      </ErrorNote>
    );
  }
  if (profile === null) return <p className="muted">{t('app.loading')}</p>;
  return <ProfileView key={profile.user.id} profile={profile} />;
}

function ProfileView({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { user: viewer } = useSession();
  const lang = currentLang();
  const { user } = profile;
  const own = viewer.id === user.id;
  const games = [...profile.games].sort((a, b) => order(a.game) - order(b.game));
  return (
    <div className="profiles stack" data-testid="profile">
      <header className="profiles__head">
        <h1 data-testid="profile-name" className={user.kind === 'deleted' ? 'muted' : undefined}>
          {accountName(user, profile.botLevel, t)}
          {profile.botLevel !== undefined && <BotBadge />}
          {profile.botLevel === undefined && user.botAccount === true && <BotBadge account />}
          {user.kind === 'guest' && <span className="tag">{t('profiles.guest')}</span>}
        </h1>
        <p className="muted">{t('profiles.memberSince', { date: dayText(profile.createdAt, lang) })}</p>
        {own && (
          <p className="row" data-testid="profile-own">
            <span>{t('profiles.yours')}</span>
            <Link to="/history">{t('profiles.myHistory')}</Link>
            <Link to="/account">{t('profiles.myAccount')}</Link>
          </p>
        )}
      </header>
      <section aria-labelledby="profile-games-title">
        <h2 id="profile-games-title">{t('profiles.ratings')}</h2>
        <div className="profile-games">
          {games.map((g) => (
            <GameStats key={g.game} stats={g} />
          ))}
        </div>
      </section>
      <RecentMatches userId={user.id} recent={profile.recent} more={profile.moreRecent ?? true} own={own} />
    </div>
  );
}

/** The profile's recent matches (they come with it), and older ones on "Show more". */
function RecentMatches({
  userId,
  recent,
  more,
  own,
}: {
  userId: string;
  recent: readonly HistoryItem[];
  /** Whether the server has older matches than `recent`. */
  more: boolean;
  own: boolean;
}) {
  const { t } = useTranslation();
  const pages = useMatchPages(
    (before) =>
      profilesApi.matches(userId, before === undefined ? { limit: PROFILE_PAGE } : { before, limit: PROFILE_PAGE }),
    userId,
    PROFILE_PAGE,
    recent,
    more,
  );
  return (
    <section className="panel" aria-labelledby="profile-recent-title">
      <h2 id="profile-recent-title">{t('profiles.recent')}</h2>
      <MatchList
        pages={pages}
        placeHeading={own ? t('profiles.history.myPlace') : t('profiles.history.place')}
        empty={
          <p className="muted" data-testid="history-empty">
            {t('profiles.recentEmpty')}
          </p>
        }
      />
    </section>
  );
}
