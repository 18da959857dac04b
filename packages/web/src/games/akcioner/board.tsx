import { Akcioner } from '@birzha/engine';
import { useMemo } from 'react';
import type { BoardProps } from '../../table/board-props.ts';
import { ResignButton } from '../../table/resign-button.tsx';
import { Results } from '../../table/results.tsx';
import { AccountsZone } from './accounts-zone.tsx';
import { FlashCells } from './flash-cells.tsx';
import type { Color } from './colors.ts';
import { HandZone } from './hand-zone.tsx';
import { LogZone } from './log-zone.tsx';
import { priceHistory } from './price-history.ts';
import { PricesZone } from './prices-zone.tsx';
import { composerStage } from './compose.ts';
import { TurnBar } from './turn-bar.tsx';
import { TurnZone } from './turn-zone.tsx';
import { useComposer } from './use-composer.ts';
import { useTurnPlayback } from './use-turn-playback.ts';
import { ZoneHelp } from './zone-help.ts';
import { useTranslation } from 'react-i18next';
import './board.css';

/** The Akcioner table: prices, accounts, my cards, my turn, the log (the original online game's four zones + log). */
export default function AkcionerBoard(props: BoardProps) {
  const { t } = useTranslation();
  const view = props.view as Akcioner.View;
  const { names, log, seat, sendMoves } = props;
  const live = sendMoves !== null;
  const { draft, dispatch, composition } = useComposer(
    view,
    live ? seat : null,
    live && props.tableId !== null ? `birzha.draft.${props.tableId}` : null,
  );
  const events = useMemo(() => log.map((l) => l.event), [log]);
  const history = useMemo(() => priceHistory(events, view.prices), [events, view.prices]);
  const assignments = useMemo(() => {
    const m = new Map<string, readonly Color[]>();
    for (const e of events as Akcioner.Event[]) if (e.type === 'cardPlayed') m.set(`${e.seat}:${e.card}`, e.assign);
    return m;
  }, [events]);
  const composing = composition !== null && composition.plan.card && !draft.applied;
  const preview = composition?.afterCard?.prices ?? null;
  const finished = view.phase === 'finished';
  const waitingFor = view.toMove === null ? null : (names[view.toMove] ?? `#${view.toMove + 1}`);
  // The stage I am composing, for the accounts' badge (the server's stays at the turn's first until I send it).
  const myStage = composition === null ? null : composerStage(composition, draft);
  const myTurn = composition !== null && seat !== null && sendMoves !== null;
  const lastRound = view.phase === 'playing' && Akcioner.isLastRound(view);
  // Other players' turns played out on the live table (a replay steps by itself).
  const playback = useTurnPlayback({ log, prices: view.prices, seat, myTurn, enabled: props.tableId !== null });
  const step = playback.step;

  return (
    <div
      className={`board board--akcioner${myTurn && props.tableId !== null ? ' board--with-bar' : ''}${myTurn ? ' board--my-turn' : ''}`}
      data-phase={view.phase}
    >
      {finished && (
        <Results
          names={names}
          outcome={props.outcome}
          scoreLabel={t('akcioner.accounts.capital')}
          fallbackScores={view.seats.map((s) => Akcioner.capital(s, view.prices))}
          statusOf={(s) => {
            const status = view.seats[s]?.status;
            return status === undefined || status === 'active' ? null : t(`akcioner.accounts.status.${status}`);
          }}
          tableId={props.tableId}
          onPlayAgain={props.onPlayAgain}
          help={<ZoneHelp zone="results" />}
        />
      )}
      <PricesZone
        prices={view.prices}
        preview={preview}
        history={history}
        playing={
          step && { ...step, label: t('akcioner.playback.showing', { name: names[step.seat] ?? `#${step.seat + 1}` }) }
        }
      />
      <FlashCells turn={step?.key ?? null} cells={step?.cells ?? []}>
        <AccountsZone view={view} names={names} deadline={props.deadline} myStage={myStage} />
      </FlashCells>
      <HandZone
        view={view}
        names={names}
        assignments={assignments}
        onTable={draft.applied ? draft.card : null}
        justPlayed={step?.card?.id ?? null}
        hidden={playback.hidden}
        choice={
          composing
            ? {
                selected: draft.card,
                assign: draft.assign,
                onSelect: (card) => dispatch({ kind: 'select', card }),
                onAssign: (part, color) => dispatch({ kind: 'assign', part, color }),
                onUnselect: () => dispatch({ kind: 'unselect' }),
                onDrop: (card) => {
                  dispatch({ kind: 'select', card });
                  dispatch({ kind: 'apply' });
                },
              }
            : null
        }
      />
      {myTurn && composition !== null && seat !== null && sendMoves !== null ? (
        <TurnZone
          view={view}
          seat={seat}
          names={names}
          draft={draft}
          composition={composition}
          dispatch={dispatch}
          submit={sendMoves}
          deadline={props.deadline}
        />
      ) : (
        !finished && (
          <section className="zone zone--turn panel" aria-labelledby="turn-title">
            <TurnBar
              mine={false}
              // Whom we wait for and their clock are in the table's status bar, always in view: this one scrolls.
              docked={false}
              who={waitingFor === null ? '' : t('akcioner.bar.theirs', { name: waitingFor })}
              stage={lastRound ? t('akcioner.bar.lastRound') : t(`akcioner.stage.${view.stage ?? 'card'}`)}
              deadline={waitingFor === null ? null : props.deadline}
              testId="waiting"
            />
            <p className="sr-only" aria-live="polite">
              {waitingFor === null ? '' : t('akcioner.turn.waiting', { name: waitingFor })}
            </p>
          </section>
        )
      )}
      <LogZone
        log={log}
        names={names}
        roundsTotal={view.roundsTotal}
        holdFrom={playback.pending[0]?.key ?? null}
        chat={props.chat}
        sendChat={props.sendChat}
      />
      {live && seat !== null && !finished && view.seats[seat]?.status === 'active' && (
        <ResignButton sendMoves={sendMoves} confirm={t('akcioner.resignConfirm')} />
      )}
    </div>
  );
}
