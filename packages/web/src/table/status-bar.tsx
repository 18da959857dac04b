import { turnPace, type SeatInfo } from '@birzha/protocol';
import type { TableInfo } from './use-table.ts';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../i18n/index.ts';
import { clockText } from '../ui/clock-text.ts';
import { clockLeftText, isLowTime, warnSeconds } from '../ui/low-time.ts';
import { usePreferences } from '../ui/preferences.ts';
import { usePeriod, useTimeLeft } from '../ui/use-time-left.ts';
import { useWarningSound } from '../ui/use-warning-sound.ts';
import { BankList } from './bank-list.tsx';
import { HelpLink } from './help-link.tsx';
import './status-bar.css';

export interface StatusBarProps {
  readonly table: TableInfo;
  /** My seat when I hold it myself (not a bot for me), else null. */
  readonly seat: number | null;
  readonly toAct: readonly number[];
  readonly deadline: number | null;
  /** A display name per seat. */
  readonly names: readonly string[];
  /** The game's words for where it stands (its `phaseLabel`), or null. */
  readonly phase: string | null;
  /** The rules section (an anchor of the game's rules) that explains the phase (its `phaseHelp`): a "?" beside it. */
  readonly phaseHelp?: string | null;
  /**
   * The board is playing a public show (a Movement): what comes after it (whose move, my clock and its warning, the
   * end of the match) waits until it is over, as the server's clocks do.
   */
  readonly showing?: boolean;
  /** What the finished table offers (the rematch), shown at the bar's end. */
  readonly children?: ReactNode;
}

/** A person whose seat is theirs to play but who is not connected now (a bot's seat never is). */
function isAway(s: SeatInfo): boolean {
  return s.user !== null && s.bot === null && !s.connected;
}

/**
 * The table's status bar, the same for every game and always in view (sticky at the top of the page): the phase in
 * the game's words, whom the table waits for ("Your move" when it is me), my clock with its low-time warning (a
 * colour, the tenths under 10 s, one sound), who is offline with the countdown to their timeout or to the bot taking
 * their seat, and whether the match is rated. Its own component: it ticks, the board does not. At a turn-based
 * table a clock of an hour or more reads in days, hours and minutes ("1 д 22 ч", no ticking seconds), and each
 * player's time bank is a fold-out list.
 */
export function StatusBar({
  table,
  seat,
  toAct,
  deadline,
  names,
  phase,
  phaseHelp = null,
  showing = false,
  children,
}: StatusBarProps) {
  const { t } = useTranslation();
  const lang = currentLang();
  const { sound } = usePreferences();
  // During a show the match reads as still played (its last round is being shown), whatever came after it.
  const playing = table.status === 'playing' || (showing && table.status === 'finished');
  const running = playing && !showing ? deadline : null;
  const left = useTimeLeft(running);
  const period = usePeriod(table.id, running);
  const mine = playing && !showing && seat !== null && toAct.includes(seat);
  const low = mine && left !== null && isLowTime(left, period);
  useWarningSound(low, sound);

  const name = (s: number) => names[s] ?? `#${s + 1}`;
  const others = playing && !showing ? toAct.filter((s) => s !== seat).map(name) : [];
  const away = playing ? table.seats.filter((s) => isAway(s) && s.seat !== seat) : [];
  const turnBased = turnPace(table.pace) !== null;
  const clock = left === null ? null : clockLeftText(left, lang, t, turnBased);

  return (
    <section
      className={`table-status${mine ? ' table-status--mine' : ''}${low ? ' table-status--low' : ''}`}
      aria-label={t('tableBar.region')}
      data-testid="table-status"
      data-mine={mine}
      data-low={low}
    >
      <p className="table-status__what">
        {/* Once the match is over the bar says so itself ("Game over" twice read as a stutter). */}
        {playing && phase !== null && phase !== '' && (
          <span className="table-status__phase" data-testid="table-status-phase">
            <span className="sr-only">{t('tableBar.phase')}: </span>
            {phase}
            {phaseHelp !== null && <HelpLink game={table.game} anchor={phaseHelp} section={phase} />}
          </span>
        )}
        <span className="table-status__waiting" data-testid="table-status-waiting">
          {showing ? t('tableBar.showing') : waitingText(table, mine, others, t)}
        </span>
      </p>
      {away.length > 0 && (
        <ul className="table-status__away" data-testid="table-status-away">
          {away.map((s) => (
            <AwayMark
              key={s.seat}
              seat={s}
              name={name(s.seat)}
              clock={toAct.includes(s.seat) ? clock : null}
              takeoverAfter={table.takeoverAfter}
            />
          ))}
        </ul>
      )}
      <span
        className={`tag table-status__rated${table.rated === true ? ' is-rated' : ''}`}
        title={table.rated === true ? t('tableBar.ratedHint') : t('tableBar.casualHint')}
        data-testid="table-status-rated"
      >
        {table.rated === true ? t('tableBar.rated') : t('tableBar.casual')}
      </span>
      {turnBased && playing && (
        <BankList table={table} seat={seat} toAct={showing ? [] : toAct} left={left} names={names} />
      )}
      {children}
      {clock !== null && (
        <span className="table-status__clock" data-testid="table-status-clock">
          <span className="sr-only">{mine ? t('tableBar.myTime') : t('tableBar.timeLeft')}: </span>
          {low && <span className="table-status__low">{t('tableBar.lowTime')} </span>}
          <time>{clock}</time>
        </span>
      )}
      {/* Read out once each, never the ticking clock: the warning as it starts, a person going offline. */}
      <p className="sr-only" aria-live="polite" data-testid="table-status-live">
        {low && t('tableBar.lowTimeLive', { time: clockText(Math.round(warnSeconds(period)), t) })}
      </p>
      <p className="sr-only" aria-live="polite">
        {away.length > 0 && t('tableBar.awayLive', { names: away.map((s) => name(s.seat)).join(', ') })}
      </p>
    </section>
  );
}

function waitingText(table: TableInfo, mine: boolean, others: readonly string[], t: TFunction): string {
  if (table.status === 'finished') return t('tableBar.finished');
  if (table.status !== 'playing') return '';
  const names = others.join(', ');
  if (mine)
    return others.length === 0
      ? t('tableBar.yourTurn')
      : `${t('tableBar.yourTurn')} · ${t('tableBar.alsoWaiting', { names })}`;
  return others.length === 0 ? '' : t('tableBar.waitingFor', { names });
}

/**
 * One person offline: when the table waits for them, the countdown to their move by the clock, or to a bot taking
 * their seat when this timeout is the one that makes it (`takeoverAfter` in a row).
 */
function AwayMark({
  seat,
  name,
  clock,
  takeoverAfter,
}: {
  seat: SeatInfo;
  name: string;
  clock: string | null;
  takeoverAfter: number | undefined;
}) {
  const { t } = useTranslation();
  const strikes = seat.timeouts ?? 0;
  const takeover = takeoverAfter !== undefined && strikes + 1 >= takeoverAfter;
  return (
    <li className="table-status__away-mark" data-seat={seat.seat}>
      <span aria-hidden="true" className="table-status__dot" />
      {t('tableBar.away', { name })}
      {clock !== null && (
        <>
          {' · '}
          {takeover ? t('tableBar.awayTakeover', { time: clock }) : t('tableBar.awayTimeout', { time: clock })}
        </>
      )}
      {takeoverAfter !== undefined && strikes > 0 && !takeover && (
        <span className="muted"> ({t('tableBar.awayStrikes', { count: strikes, max: takeoverAfter })})</span>
      )}
    </li>
  );
}
