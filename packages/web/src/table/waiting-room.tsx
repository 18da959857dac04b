import { TAKEOVER_BOT_LEVEL, isBotLevel, type BotLevel } from '@birzha/protocol';
import type { TableInfo } from './use-table.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lobbyApi } from '../api/lobby-api.ts';
import { useSession } from '../api/session.tsx';
import { paceTag } from '../lobby/pace-estimate.ts';
import { seatLabel } from '../lobby/seat-label.ts';
import { gameName, optionsLabel, webGame } from '../games/registry.ts';
import { hasLesson } from '../lessons/registry.ts';
import { currentLang } from '../i18n/index.ts';
import { ErrorNote } from '../ui/error-note.tsx';
import { fitLevel, pickerLevels, useGameLevels } from '../lobby/game-levels.ts';
import { InviteForm } from './invite-form.tsx';
import { BotBadge } from '../profiles/bot-badge.tsx';

/** An open table: who sits where, take or leave a seat, the host adds bots and starts; the invite link. */
export function WaitingRoom({ table, invite }: { table: TableInfo; invite: string | undefined }) {
  const { t } = useTranslation();
  const { user, isAccount } = useSession();
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);
  const [picked, setLevel] = useState<BotLevel>(TAKEOVER_BOT_LEVEL);
  // Only the levels this table's game offers (the server's catalogue).
  const offered = useGameLevels()?.get(table.game);
  const level = fitLevel(picked, offered);
  const host = table.host.id === user.id;
  const mySeat = table.seats.find((s) => s.user?.id === user.id && s.bot === null)?.seat ?? null;
  const full = table.seats.every((s) => s.user !== null || s.bot !== null);
  const pace = paceTag(table.pace, t);
  const link = `${location.origin}/t/${table.id}${invite === undefined ? '' : `?invite=${encodeURIComponent(invite)}`}`;

  const act = (p: Promise<unknown>) => {
    setBusy(true);
    setError(null);
    p.then(
      () => setBusy(false),
      (e: unknown) => {
        setError(e);
        setBusy(false);
      },
    );
  };

  return (
    <section className="panel stack waiting" aria-labelledby="waiting-title">
      <h1 id="waiting-title">
        {gameName(table.game, currentLang())}{' '}
        <span className="muted">{optionsLabel(table.game, table.options, t, table.pace)}</span>
        {/* A turn-based table's options leave the game's clock out: its pace says how it is timed. */}
        {pace !== null && (
          <span className="tag tag--pace" data-testid="pace-tag">
            {pace}
          </span>
        )}
      </h1>
      {/* a person who came by an invite link may not know the game: what it is, and where to read or learn it */}
      <p className="muted" data-testid="waiting-about">
        {webGame(table.game)?.intro.line[currentLang()]} <Link to={`/rules/${table.game}`}>{t('waiting.rules')}</Link>
        {hasLesson(table.game) && (
          <>
            {' · '}
            <Link to={`/learn/${table.game}`}>{t('waiting.learn')}</Link>
          </>
        )}
      </p>
      <p>
        {host
          ? full
            ? t('waiting.hostFull')
            : t('waiting.hostWait')
          : mySeat === null
            ? t('waiting.pickSeat')
            : t('waiting.wait', { name: table.host.name })}
      </p>
      <RatedLine table={table} full={full} />
      <ol className="waiting__seats">
        {table.seats.map((s) => {
          const free = s.user === null && s.bot === null;
          // Each seat's row has the same buttons: their names say which seat (a screen reader's list of buttons
          // read «Убрать бота» three times; newcomer's audit).
          const onSeat = (action: string) => t('waiting.onSeat', { action, seat: s.seat + 1 });
          return (
            <li key={s.seat} className="row waiting__seat" data-seat={s.seat}>
              <span className={`seat-pill${free ? ' seat-pill--free' : ''}`}>
                {s.seat + 1}. {seatLabel(s, t)}
                {s.bot === null && s.user?.botAccount === true && <BotBadge account />}
                {s.user?.id === user.id && s.bot === null ? ` (${t('waiting.you')})` : ''}
              </span>
              {free && mySeat === null && (
                <button
                  type="button"
                  className="btn btn--small btn--primary"
                  data-action="sit"
                  aria-label={onSeat(t('waiting.sit'))}
                  disabled={busy}
                  onClick={() => act(lobbyApi.join(table.id, s.seat, invite))}
                >
                  {t('waiting.sit')}
                </button>
              )}
              {free && host && (
                <button
                  type="button"
                  className="btn btn--small"
                  data-action="add-bot"
                  aria-label={onSeat(t('waiting.addBot', { bot: t(`bot.${level}`) }))}
                  disabled={busy}
                  onClick={() => act(lobbyApi.addBot(table.id, s.seat, level))}
                >
                  {t('waiting.addBot', { bot: t(`bot.${level}`) })}
                </button>
              )}
              {s.bot !== null && s.user === null && host && (
                <button
                  type="button"
                  className="btn btn--small btn--danger"
                  data-action="remove-bot"
                  aria-label={onSeat(t('waiting.removeBot'))}
                  disabled={busy}
                  onClick={() => act(lobbyApi.removeBot(table.id, s.seat))}
                >
                  {t('waiting.removeBot')}
                </button>
              )}
            </li>
          );
        })}
      </ol>
      {/* the level is for the bots the host adds: with no free seat there is none to add */}
      {host && !full && (
        <label className="row">
          <span>{t('waiting.botLevel')}</span>
          <select value={level} onChange={(e) => isBotLevel(e.target.value) && setLevel(e.target.value)}>
            {pickerLevels(offered, level).map((l) => (
              <option key={l} value={l}>
                {t(`bot.${l}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className="row">
        <label className="field invite-link">
          <span>{table.private ? t('waiting.inviteLink') : t('waiting.shareLink')}</span>
          <input readOnly value={link} onFocus={(e) => e.currentTarget.select()} data-testid="invite-link" />
        </label>
        <button
          type="button"
          className="btn btn--small"
          onClick={() => {
            void navigator.clipboard?.writeText(link).then(() => setCopied(true));
          }}
        >
          {copied ? t('waiting.copied') : t('waiting.copy')}
        </button>
      </div>
      {isAccount && (host || mySeat !== null) && !full && <InviteForm tableId={table.id} />}
      <ErrorNote error={error} />
      <div className="row">
        {host && (
          <button
            type="button"
            className="btn btn--primary"
            data-action="start"
            disabled={!full || busy}
            onClick={() => act(lobbyApi.start(table.id))}
          >
            {t('waiting.start')}
          </button>
        )}
        {mySeat !== null && (
          <button
            type="button"
            className="btn"
            data-action="leave"
            disabled={busy}
            onClick={() => act(lobbyApi.leave(table.id))}
          >
            {t('waiting.leave')}
          </button>
        )}
      </div>
    </section>
  );
}

/**
 * Whether the match will be rated, as the server decides at the start (lobby/table-service.ts `start`): rated only
 * if it was asked for and every seat is a registered account. Until every seat is taken it can only say "if"; once
 * they are, it says yes, or no and why (a guest in a seat, a bot).
 */
export function RatedLine({ table, full }: { table: TableInfo; full: boolean }) {
  const { t } = useTranslation();
  if (table.rated !== true) return null;
  if (!full)
    return (
      <p className="muted" data-testid="rated-line">
        {t('seats.ratedAsked')}
      </p>
    );
  const guests = table.seats.flatMap((s) =>
    s.user !== null && s.bot === null && s.user.kind !== 'account' ? [s.user.name] : [],
  );
  const bots = table.seats.some((s) => s.bot !== null);
  if (guests.length === 0 && !bots)
    return (
      <p className="rated-line is-rated" data-testid="rated-line">
        {t('tableBar.willBeRated')}
      </p>
    );
  const why = [
    ...(guests.length > 0 ? [t('tableBar.notRatedGuests', { names: guests.join(', ') })] : []),
    ...(bots ? [t('tableBar.notRatedBots')] : []),
  ].join('; ');
  return (
    <p className="rated-line" data-testid="rated-line">
      {t('tableBar.notRated', { why })}
    </p>
  );
}
