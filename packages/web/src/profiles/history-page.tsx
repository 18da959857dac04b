import type { HistoryQuery } from '@birzha/protocol';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { profilesApi } from '../api/profiles-api.ts';
import { useSession } from '../api/session.tsx';
import { WEB_GAMES, webGame } from '../games/registry.ts';
import { HistoryFilters, type ResultFilter } from './history-filters.tsx';
import { MatchList } from './match-list.tsx';
import { UnfinishedMatches } from './unfinished-matches.tsx';
import { useMatchPages } from './use-match-pages.ts';
import './profiles.css';

/** Matches a history page asks for at a time. */
export const HISTORY_PAGE = 20;

/** Reads the filters from the address (`?game=…&result=win`): an unknown game or result means "all". */
function filtersOf(params: URLSearchParams): { game: string | undefined; result: ResultFilter | undefined } {
  const game = params.get('game') ?? '';
  const result = params.get('result');
  return {
    game: webGame(game) === undefined ? undefined : game,
    result: result === 'win' || result === 'loss' ? result : undefined,
  };
}

/**
 * The viewer's own matches: those not finished yet on top (as the lobby's "My matches"), then the finished ones,
 * newest first, filtered by game and result (kept in the address), paged on.
 */
export default function HistoryPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const { game, result } = filtersOf(params);
  const pages = useMatchPages(
    (before) => {
      const q: HistoryQuery = { limit: HISTORY_PAGE };
      if (game !== undefined) q.game = game;
      if (result !== undefined) q.result = result;
      if (before !== undefined) q.before = before;
      return profilesApi.myMatches(q);
    },
    `${game ?? ''}|${result ?? ''}`,
    HISTORY_PAGE,
  );
  const filtered = game !== undefined || result !== undefined;

  const setFilter = (name: 'game' | 'result', value: string) =>
    setParams((p) => {
      const n = new URLSearchParams(p);
      if (value === '') n.delete(name);
      else n.set(name, value);
      return n;
    });

  return (
    <div className="profiles stack">
      <header className="profiles__head">
        <h1>{t('profiles.history.title')}</h1>
        <Link to={`/u/${encodeURIComponent(user.id)}`}>{t('profiles.myProfile')}</Link>
      </header>
      <UnfinishedMatches />
      <HistoryFilters
        games={WEB_GAMES.map((g) => g.id)}
        game={game}
        result={result}
        onGame={(v) => setFilter('game', v)}
        onResult={(v) => setFilter('result', v)}
      />
      <section className="panel" aria-labelledby="history-list-title">
        <h2 id="history-list-title" className="sr-only">
          {t('profiles.history.title')}
        </h2>
        <MatchList
          pages={pages}
          placeHeading={t('profiles.history.myPlace')}
          empty={
            filtered ? (
              <p className="muted" data-testid="history-empty">
                {t('profiles.history.emptyFiltered')}
              </p>
            ) : (
              <p className="muted" data-testid="history-empty">
                {t('profiles.history.empty')} <Link to="/">{t('profiles.history.toLobby')}</Link>
              </p>
            )
          }
        />
      </section>
    </div>
  );
}
