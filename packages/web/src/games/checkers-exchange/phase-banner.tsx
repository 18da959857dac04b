import { CheckersExchange } from '@birzha/engine';
import { useTranslation } from 'react-i18next';
import { useSendMove } from '../../table/use-send-move.ts';
import { HelpHead } from '../../table/help-link.tsx';
import { ErrorNote } from '../../ui/error-note.tsx';
import { firmLabel, FIRM_HUES } from './labels.ts';
import type { FirmId, View, ZoneProps } from './zone-props.ts';
import './status.css';
import { useAmounts } from './exchange-format.ts';
import { ZoneHelp } from './zone-help.ts';

/** What the banner gets: a zone's props, whom the game waits for among them (BoardProps.toAct, the engine's toAct). */
export type PhaseBannerProps = ZoneProps;

/** Whom the phase waits for, as the banner says it. */
type Waiting =
  /** The board: the firm to move, the seat the game waits for (its token holder, else its director) and its director. */
  | { readonly kind: 'board'; readonly firm: FirmId; readonly holder: number; readonly director: number }
  /** A simultaneous phase: the active seats not ready yet (empty: all ready, the phase is closing). */
  | { readonly kind: 'ready'; readonly seats: readonly number[] }
  | { readonly kind: 'none' };

/**
 * Whether the phase has a Ready flag: the simultaneous phases, where the engine takes `ready` (spec 6.1, 7.2's table).
 */
function hasReady(phase: View['phase']): boolean {
  return CheckersExchange.Reads.allowedIn(phase, 'ready');
}

/**
 * Whom the phase waits for: the seats are the game's own (`toAct`); the view names the firm to move and its director.
 */
function waitingFor(view: View, toAct: readonly number[]): Waiting {
  const holder = toAct[0];
  if (view.phase === 'board' && view.activeFirm !== null && holder !== undefined) {
    const firm = view.activeFirm;
    return { kind: 'board', firm, holder, director: view.firms[firm].director };
  }
  if (hasReady(view.phase)) return { kind: 'ready', seats: toAct };
  return { kind: 'none' };
}

/**
 * Where the game is (spec 6.1): the year and the phase with what it is about, whom the phase waits for (the firm to
 * move and its holder on the board; the players not ready yet elsewhere), my Ready flag in the simultaneous phases,
 * and my cash with what of it is free. The clock is the table's status bar's, always in view above every game.
 */
export function PhaseBanner({ view, seat, names, send, toAct }: PhaseBannerProps) {
  const { t } = useTranslation();
  const { send: run, pending: sending, error } = useSendMove(send);
  const name = (s: number) => (s === seat ? t('checkers-exchange.status.banner.you') : (names[s] ?? `#${s + 1}`));
  const year =
    view.year === 0
      ? t('checkers-exchange.game.yearZero')
      : t('checkers-exchange.game.year', { year: view.year, years: view.options.years });
  const finished = view.phase === 'finished';
  const ready = seat !== null && view.ready[seat] === true;
  const canReady = send !== null && seat !== null && hasReady(view.phase);
  return (
    <section
      className="zone panel ce-banner"
      aria-labelledby="ce-banner-title"
      data-testid="ce-banner"
      data-phase={view.phase}
    >
      <div className="ce-banner__head">
        <HelpHead>
          <h2 id="ce-banner-title" data-testid="ce-phase">
            {t('checkers-exchange.status.banner.title', {
              year,
              phase: t(`checkers-exchange.game.phase.${view.phase}`),
            })}
          </h2>
          <ZoneHelp zone="banner" />
        </HelpHead>
        {!finished && view.options.timing === 'untimed' && (
          <span className="muted">{t('checkers-exchange.status.banner.untimed')}</span>
        )}
      </div>
      <p className="muted ce-banner__help">{t(`checkers-exchange.status.banner.help.${view.phase}`)}</p>
      <Waiting view={view} seat={seat} name={name} toAct={toAct} />
      {canReady && (
        <div className="ce-banner__ready">
          <button
            type="button"
            className={`btn${ready ? ' btn--primary' : ''}`}
            aria-pressed={ready}
            aria-describedby="ce-ready-help"
            disabled={sending}
            data-testid="ce-ready"
            onClick={() => void run([ready ? { type: 'ready', ready: false } : { type: 'ready' }])}
          >
            {ready && <span aria-hidden="true">✓ </span>}
            {t('checkers-exchange.status.banner.ready')}
          </button>
          <small id="ce-ready-help" className="muted">
            {ready ? t('checkers-exchange.status.banner.readyOn') : t('checkers-exchange.status.banner.readyHelp')}
          </small>
        </div>
      )}
      {seat !== null && !finished && <MyCash view={view} seat={seat} />}
      <ErrorNote error={error} />
    </section>
  );
}

/** Whom the phase waits for, in words; the finished game says why it ended. */
function Waiting({
  view,
  seat,
  name,
  toAct,
}: Pick<PhaseBannerProps, 'view' | 'seat' | 'toAct'> & { name: (s: number) => string }) {
  const { t } = useTranslation();
  const w = waitingFor(view, toAct);
  let text: string | null = null;
  let mine = false;
  if (w.kind === 'board') {
    const firm = firmLabel(w.firm);
    const token = w.holder !== w.director;
    mine = w.holder === seat;
    const key = mine ? (token ? 'yourMoveToken' : 'yourMove') : token ? 'toMoveToken' : 'toMove';
    text = t(`checkers-exchange.status.banner.${key}`, { firm, name: name(w.holder), director: name(w.director) });
  } else if (w.kind === 'ready') {
    mine = seat !== null && w.seats.includes(seat);
    text =
      w.seats.length === 0
        ? t('checkers-exchange.status.banner.allReady')
        : t('checkers-exchange.status.banner.waiting', {
            names: w.seats
              .map((s) => (s === seat ? t('checkers-exchange.status.banner.youWaited') : name(s)))
              .join(', '),
          });
  } else if (view.final !== null) {
    text = t(`checkers-exchange.status.banner.ended.${view.final.reason}`);
  }
  if (text === null) return null;
  return (
    <p className={`ce-banner__waiting${mine ? ' is-mine' : ''}`} data-testid="ce-waiting">
      {w.kind === 'board' && (
        <span className="ce-swatch" style={{ background: FIRM_HUES[w.firm] }} aria-hidden="true" />
      )}
      {text}
      {w.kind === 'board' && (
        <span className="muted ce-banner__ply">
          {' · '}
          {t('checkers-exchange.status.banner.ply', {
            ply: view.yearPly + 1,
            plies: CheckersExchange.LIMITS.pliesPerYear,
          })}
        </span>
      )}
    </p>
  );
}

/** My cash and the free part of it (spec 4 `freeCash`: less what my bids and buy orders reserve). */
function MyCash({ view, seat }: { view: ZoneProps['view']; seat: number }) {
  const { t } = useTranslation();
  const cash = view.seats[seat]?.cash ?? 0;
  const free = CheckersExchange.Reads.freeCash(view, seat);
  const { cr } = useAmounts();
  return (
    <p className="ce-banner__cash" data-testid="ce-cash">
      {t('checkers-exchange.status.banner.cash', { cash: cr(cash) })}
      {' · '}
      <span title={t('checkers-exchange.status.banner.freeHelp')}>
        {t('checkers-exchange.status.banner.free', { free: cr(free) })}
      </span>
    </p>
  );
}
