import type { HistoryItem } from '@birzha/protocol';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { gameName } from '../games/registry.ts';
import { currentLang } from '../i18n/index.ts';
import { BotBadge } from './bot-badge.tsx';
import { dateTimeText, placeText, ratingChangeText, ratingTrend } from './format.ts';
import { playerLabel } from './player-label.ts';

/**
 * What a bot did for the person in the match (issue 24.4): finished it for them, or played part of it (they came
 * back); in a rated match the rating rule then rated them as if placed last, which the row says beside the place it
 * keeps as played.
 */
function botTag(m: HistoryItem, t: TFunction) {
  const bot = m.replaced ? 'replaced' : m.standIn === true ? 'standIn' : null;
  if (bot === null) return null;
  return (
    <>
      {' '}
      <span className="tag" data-testid="history-bot">
        {t(`profiles.history.${bot}`)}
      </span>
      {m.rated && m.standIn === true && (
        <>
          {' '}
          <span className="tag" data-testid="history-rated-last">
            {t('profiles.history.ratedLast')}
          </span>
        </>
      )}
    </>
  );
}

/**
 * Finished matches, newest first, one row each: date, game, the players by place (a bot account with its badge,
 * issue 29), the place of the player whose list it is, the rating change and the replay. On a phone each row stacks
 * into a card (profiles.css), so the page never scrolls sideways; the cells then carry their column's name, and the
 * explicit roles keep it a table for screen readers whose browsers drop a table's meaning once its parts are
 * displayed as blocks.
 */
export function HistoryTable({ items, placeHeading }: { items: readonly HistoryItem[]; placeHeading: string }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const heads = {
    date: t('profiles.history.date'),
    game: t('profiles.history.game'),
    players: t('profiles.history.players'),
    place: placeHeading,
    rating: t('profiles.history.rating'),
    replay: t('profiles.history.replay'),
  };
  return (
    <table className="grid history-table" role="table" data-testid="history-table">
      <thead role="rowgroup">
        <tr role="row">
          <th scope="col" role="columnheader">
            {heads.date}
          </th>
          <th scope="col" role="columnheader">
            {heads.game}
          </th>
          <th scope="col" role="columnheader">
            {heads.players}
          </th>
          <th scope="col" role="columnheader">
            {heads.place}
          </th>
          <th scope="col" role="columnheader" className="num">
            {heads.rating}
          </th>
          <th scope="col" role="columnheader">
            {heads.replay}
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {items.map((m) => {
          const date = dateTimeText(m.finishedAt, lang);
          const trend = ratingTrend(m);
          const players = [...m.players].sort((a, b) => a.place - b.place || a.seat - b.seat);
          return (
            <tr role="row" key={m.tableId} data-testid="history-row" data-table={m.tableId} data-game={m.game}>
              <td role="cell" data-label={heads.date}>
                <time dateTime={new Date(m.finishedAt).toISOString()}>{date}</time>
              </td>
              <td role="cell" data-label={heads.game}>
                {gameName(m.game, lang)}
              </td>
              <td role="cell" data-label={heads.players}>
                <ul className="history-players">
                  {players.map((p) => (
                    <li key={p.seat} className={p.seat === m.seat ? 'history-players__me' : undefined}>
                      {p.place}.{' '}
                      {p.user === null || p.user.kind === 'deleted' ? (
                        playerLabel(p, t)
                      ) : (
                        <Link to={`/u/${encodeURIComponent(p.user.id)}`}>{playerLabel(p, t)}</Link>
                      )}
                      {p.user?.botAccount === true && <BotBadge account />}
                    </li>
                  ))}
                </ul>
              </td>
              <td role="cell" data-label={heads.place} data-testid="history-place">
                {placeText(m.place, m.tied, t, lang)}
                {botTag(m, t)}
              </td>
              <td
                role="cell"
                data-label={heads.rating}
                data-testid="history-rating"
                className={`num ${trend === null ? 'muted' : trend > 0 ? 'rating-up' : trend < 0 ? 'rating-down' : ''}`}
              >
                {ratingChangeText(m, t, lang)}
              </td>
              <td role="cell" data-label={heads.replay}>
                <Link to={`/replay/${encodeURIComponent(m.tableId)}`} data-testid="history-replay">
                  {t('profiles.history.watch')}
                  <span className="sr-only"> {t('profiles.history.watchLabel', { date })}</span>
                </Link>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
