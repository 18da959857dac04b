import type { LeaderboardEntry } from '@birzha/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { profilesApi } from '../api/profiles-api.ts';
import { useSession } from '../api/session.tsx';
import { WEB_GAMES, gameName, webGame } from '../games/registry.ts';
import { currentLang } from '../i18n/index.ts';
import { ErrorNote } from '../ui/error-note.tsx';
import { numberText } from '../ui/numbers.ts';
import { userName } from './player-label.ts';
import './profiles.css';

/** Players a leaderboard page shows. */
export const BOARD_PAGE = 50;

/** The page number in the address (`?page=2`), 1 when absent or not a whole number from 1. */
function pageOf(params: URLSearchParams): number {
  const n = Number(params.get('page') ?? '1');
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** One game's best players by rating points: a game switcher, pages of 50, the viewer's own row marked. */
export default function LeaderboardPage() {
  const { t } = useTranslation();
  const { game: asked } = useParams();
  const game = asked ?? WEB_GAMES[0]?.id ?? '';
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const known = webGame(game) !== undefined;
  const lang = currentLang();

  return (
    <div className="profiles stack">
      <header className="profiles__head">
        <h1>
          {t('profiles.board.title')}
          {known && <span className="muted"> · {gameName(game, lang)}</span>}
        </h1>
        <nav className="board-games" aria-label={t('profiles.board.games')}>
          {WEB_GAMES.map((g) => (
            <Link
              key={g.id}
              to={`/leaderboard/${encodeURIComponent(g.id)}`}
              className={`btn btn--small${g.id === game ? ' btn--primary' : ''}`}
              aria-current={g.id === game ? 'page' : undefined}
              data-game={g.id}
            >
              {gameName(g.id, lang)}
            </Link>
          ))}
        </nav>
      </header>
      {known ? (
        <Board
          key={`${game}|${page}`}
          game={game}
          page={page}
          setPage={(p) => setParams(p === 1 ? {} : { page: String(p) })}
        />
      ) : (
        <ErrorNote error={{ code: 'UNKNOWN_GAME' }} testId="board-error" />
      )}
    </div>
  );
}

function Board({ game, page, setPage }: { game: string; page: number; setPage: (page: number) => void }) {
  const { t } = useTranslation();
  const { user: viewer } = useSession();
  const lang = currentLang();
  const [rows, setRows] = useState<LeaderboardEntry[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setError(null);
    profilesApi.leaderboard(game, { limit: BOARD_PAGE, offset: (page - 1) * BOARD_PAGE }).then(
      (r) => !cancelled && setRows(r),
      (e: unknown) => !cancelled && setError(e),
    );
    return () => {
      cancelled = true;
    };
  }, [game, page, attempt]);

  if (error !== null) {
    return (
      <ErrorNote error={error} testId="board-error">
        <button type="button" className="btn btn--small" onClick={() => setAttempt((a) => a + 1)}>
          {t('app.retry')}
        </button>
      </ErrorNote>
    );
  }
  if (rows === null) return <p className="muted">{t('app.loading')}</p>;
  const hasNext = rows.length === BOARD_PAGE;
  return (
    <section className="panel stack" aria-label={t('profiles.board.title')}>
      {rows.length === 0 ? (
        <p className="muted" data-testid="board-empty">
          {page === 1 ? t('profiles.board.empty') : t('profiles.board.emptyPage')}
        </p>
      ) : (
        <table className="grid board-table" data-testid="board-table">
          <thead>
            <tr>
              <th scope="col" className="num">
                {t('profiles.board.rank')}
              </th>
              <th scope="col">{t('profiles.board.player')}</th>
              <th scope="col" className="num">
                {t('profiles.board.rating')}
              </th>
              <th scope="col" className="num">
                {t('profiles.board.matches')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              const me = r.user.id === viewer.id;
              return (
                <tr
                  key={r.user.id}
                  className={me ? 'board-table__me' : undefined}
                  aria-current={me ? 'true' : undefined}
                  data-testid="board-row"
                  data-user={r.user.id}
                >
                  <td className="num">{numberText(r.rank, lang)}</td>
                  <td className="board-table__name">
                    <Link to={`/u/${encodeURIComponent(r.user.id)}`}>{userName(r.user, t)}</Link>
                    {me && <span className="tag">{t('profiles.you')}</span>}
                  </td>
                  <td className="num" data-testid="board-rating">
                    {numberText(r.rating, lang)}
                  </td>
                  <td className="num">{numberText(r.games, lang)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {(page > 1 || hasNext) && (
        <nav className="row board-pages" aria-label={t('profiles.board.pages')}>
          <button
            type="button"
            className="btn btn--small"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
            data-testid="board-prev"
          >
            {t('profiles.board.prev')}
          </button>
          <span data-testid="board-page">{t('profiles.board.page', { page: numberText(page, lang) })}</span>
          <button
            type="button"
            className="btn btn--small"
            disabled={!hasNext}
            onClick={() => setPage(page + 1)}
            data-testid="board-next"
          >
            {t('profiles.board.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
