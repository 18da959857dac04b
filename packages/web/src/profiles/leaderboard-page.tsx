import { LEADERBOARD_WHO, type LeaderboardEntry, type LeaderboardWho } from '@birzha/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { profilesApi } from '../api/profiles-api.ts';
import { useSession } from '../api/session.tsx';
import { WEB_GAMES, gameName, webGame } from '../games/registry.ts';
import { currentLang } from '../i18n/index.ts';
import { ErrorNote } from '../ui/error-note.tsx';
import { numberText } from '../ui/numbers.ts';
import { BotBadge } from './bot-badge.tsx';
import { accountName } from './player-label.ts';
import './profiles.css';

/** Players a leaderboard page shows. */
export const BOARD_PAGE = 50;

/** The page number in the address (`?page=2`), 1 when absent or not a whole number from 1. */
function pageOf(params: URLSearchParams): number {
  const n = Number(params.get('page') ?? '1');
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** Whose accounts the address asks for (`?who=bots`): people's, bots' or, when absent or unknown, everyone's. */
function whoOf(params: URLSearchParams): LeaderboardWho {
  const who = params.get('who');
  return (LEADERBOARD_WHO as readonly (string | null)[]).includes(who) ? (who as LeaderboardWho) : 'all';
}

/** The words of each `who` choice. */
const WHO_WORDS = { all: 'whoAll', people: 'whoPeople', bots: 'whoBots' } as const satisfies Record<
  LeaderboardWho,
  string
>;

/**
 * One game's best players by rating points: a game switcher, people, bots (issue 27: marked) or both, pages of 50,
 * the viewer's own row marked.
 */
export default function LeaderboardPage() {
  const { t } = useTranslation();
  const { game: asked } = useParams();
  const game = asked ?? WEB_GAMES[0]?.id ?? '';
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const who = whoOf(params);
  /** The address of a page and choice (the defaults left out). */
  const go = (next: { page?: number; who?: LeaderboardWho }) => {
    const p = next.page ?? page;
    const w = next.who ?? who;
    setParams({ ...(w === 'all' ? {} : { who: w }), ...(p === 1 ? {} : { page: String(p) }) });
  };
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
              // Another game keeps whom it shows (from its first page).
              to={`/leaderboard/${encodeURIComponent(g.id)}${who === 'all' ? '' : `?who=${who}`}`}
              className={`btn btn--small${g.id === game ? ' btn--primary' : ''}`}
              aria-current={g.id === game ? 'page' : undefined}
              data-game={g.id}
            >
              {gameName(g.id, lang)}
            </Link>
          ))}
        </nav>
        <div className="board-who" role="group" aria-label={t('profiles.board.who')}>
          {LEADERBOARD_WHO.map((w) => (
            <button
              key={w}
              type="button"
              className={`btn btn--small${w === who ? ' btn--primary' : ''}`}
              aria-pressed={w === who}
              data-who={w}
              onClick={() => go({ who: w, page: 1 })}
            >
              {t(`profiles.board.${WHO_WORDS[w]}`)}
            </button>
          ))}
        </div>
      </header>
      {known ? (
        <Board key={`${game}|${who}|${page}`} game={game} who={who} page={page} setPage={(p) => go({ page: p })} />
      ) : (
        <ErrorNote error={{ code: 'UNKNOWN_GAME' }} testId="board-error" />
      )}
    </div>
  );
}

function Board({
  game,
  who,
  page,
  setPage,
}: {
  game: string;
  who: LeaderboardWho;
  page: number;
  setPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const { user: viewer } = useSession();
  const lang = currentLang();
  const [rows, setRows] = useState<LeaderboardEntry[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setError(null);
    const paging = { limit: BOARD_PAGE, offset: (page - 1) * BOARD_PAGE };
    profilesApi.leaderboard(game, who === 'all' ? paging : { ...paging, who }).then(
      (r) => !cancelled && setRows(r),
      (e: unknown) => !cancelled && setError(e),
    );
    return () => {
      cancelled = true;
    };
  }, [game, who, page, attempt]);

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
                    <Link to={`/u/${encodeURIComponent(r.user.id)}`}>{accountName(r.user, r.botLevel, t)}</Link>
                    {r.bot && <BotBadge account={r.user.botAccount === true} />}
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
