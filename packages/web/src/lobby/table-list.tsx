import { placesOf } from '@birzha/protocol';
import type { TableSummary } from '@birzha/protocol';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../api/session.tsx';
import { gameName, optionsLabel } from '../games/registry.ts';
import { currentLang } from '../i18n/index.ts';
import { SeatBotBadge } from '../profiles/bot-badge.tsx';
import { numberText } from '../ui/numbers.ts';
import { useNow } from '../ui/use-now.ts';
import { JoinButton } from './join-button.tsx';
import { estimateText, paceTag } from './pace-estimate.ts';
import { isMine, seatLabel } from './seat-label.ts';
import { TurnLine } from './turn-line.tsx';

export type ListKind = 'open' | 'playing' | 'finished' | 'mine';

/**
 * One lobby list: the tables with their seats (a bot account's with its badge, issue 29), their pace when
 * turn-based, and what I can do with each; in "My matches" a playing one says whose turn it is, since when, and the
 * time banks.
 */
export function TableList({ tables, kind, empty }: { tables: readonly TableSummary[]; kind: ListKind; empty: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const lang = currentLang();
  const now = useNow();
  if (tables.length === 0) return <p className="muted">{empty}</p>;
  return (
    <ul className="table-list" data-list={kind}>
      {tables.map((tb) => {
        // A seat a bot plays since I left it is still mine: the table opens for me to come back.
        const mine = tb.seats.some((s) => isMine(s, user.id) && (s.bot === null || s.user === null));
        const free = tb.seats.filter((s) => s.user === null && s.bot === null).length;
        const pace = paceTag(tb.pace, t);
        // An open turn-based table says about how long its game takes: who sits down commits to weeks, maybe.
        const estimate =
          tb.status === 'open' && tb.pace !== undefined
            ? estimateText(tb.game, tb.options, tb.players, tb.pace, t)
            : null;
        return (
          <li key={tb.id} className="table-item" data-table={tb.id}>
            <div className="table-item__head">
              <strong>{gameName(tb.game, lang)}</strong>{' '}
              <span className="muted">{optionsLabel(tb.game, tb.options, t, tb.pace)}</span>
              {pace !== null && (
                <span className="tag tag--pace" data-testid="pace-tag">
                  {pace}
                </span>
              )}
              {estimate !== null && (
                <span className="muted" data-testid="pace-estimate">
                  {t('turns.estimate', { range: estimate })}
                </span>
              )}
              {tb.private && <span className="tag">{t('lobby.private')}</span>}
              {mine && kind !== 'mine' && <span className="tag">{t('lobby.yours')}</span>}
              {tb.rated === true && <span className="tag">{t('seats.rated')}</span>}
              <span className="tag">{t(`status.${tb.status}`)}</span>
            </div>
            <div className="table-item__seats">
              {kind === 'finished' && tb.outcome !== null
                ? tb.outcome.ranking.flatMap((group) =>
                    group.map((seat) => {
                      const s = tb.seats[seat];
                      // Tied seats share the better place and the next place skips, as on the results screen.
                      const place = placesOf(tb.outcome?.ranking ?? []).get(seat)?.place ?? 0;
                      return (
                        <span key={seat} className="seat-pill">
                          {place}. {s === undefined ? '?' : seatLabel(s, t)}
                          <SeatBotBadge seat={s} /> · {numberText(tb.outcome?.scores[seat] ?? 0, lang)}
                        </span>
                      );
                    }),
                  )
                : tb.seats.map((s) => (
                    <span
                      key={s.seat}
                      className={`seat-pill${s.user === null && s.bot === null ? ' seat-pill--free' : ''}`}
                    >
                      {seatLabel(s, t)}
                      <SeatBotBadge seat={s} />
                    </span>
                  ))}
            </div>
            {kind === 'mine' && tb.status === 'playing' && <TurnLine table={tb} userId={user.id} now={now} />}
            <div className="row">
              {tb.status === 'open' && !mine && free > 0 && <JoinButton tableId={tb.id} />}
              {tb.status !== 'finished' && (mine || (tb.status === 'open' && free === 0)) && (
                <Link className="btn btn--small" to={`/t/${tb.id}`} data-action="open">
                  {t('lobby.open')}
                </Link>
              )}
              {tb.status === 'playing' && !mine && (
                <Link className="btn btn--small" to={`/t/${tb.id}`} data-action="watch">
                  {t('lobby.watch')}
                </Link>
              )}
              {tb.status === 'finished' && (
                <Link className="btn btn--small" to={`/replay/${tb.id}`} data-action="replay">
                  {t('lobby.replay')}
                </Link>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
