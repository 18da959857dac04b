import { CheckersExchange } from '@birzha/engine';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardProps } from '../../table/board-props.ts';
import { ResignButton } from '../../table/resign-button.tsx';
import { AuctionZone } from './auction-zone.tsx';
import { DraughtsZone } from './draughts-zone.tsx';
import { ExchangeZone } from './exchange-zone.tsx';
import { FirmsZone } from './firms-zone.tsx';
import { LogZone } from './log-zone.tsx';
import { MeetingZone } from './meeting-zone.tsx';
import { PhaseBanner } from './phase-banner.tsx';
import { SettlementZone } from './settlement-zone.tsx';
import type { ZoneProps } from './zone-props.ts';
import './board.css';

/**
 * The Checkers Exchange table: the year and phase banner on top (the clock is the shared status bar's); the draughts
 * board and the firms table; the phase's own panel (the auction's sealed bids, the session's exchange first, the
 * meeting); the settlement at the end; the log and the chat. Each zone decides itself when it has something to show
 * (null otherwise): the auction zone during the auction (and its results through year 1), the exchange during a
 * session, the meeting panel during a meeting and with the last meeting's results afterwards. On a phone the phase's
 * panel comes before the board outside the board phase.
 */
export default function CheckersExchangeBoard(props: BoardProps) {
  const { t } = useTranslation();
  const view = props.view as CheckersExchange.View;
  const { seat, sendMoves } = props;
  // spec 6.1: every active seat may act in every phase but finished; the engine says so (Reads.mayAct)
  const canSend = sendMoves !== null && seat !== null && CheckersExchange.Reads.mayAct(view, seat);
  const zone: ZoneProps = useMemo(
    () => ({
      view,
      seat,
      toAct: props.toAct,
      names: props.names,
      send: canSend ? sendMoves : null,
      log: props.log,
      deadline: props.deadline,
      live: props.tableId !== null,
    }),
    [view, seat, props.toAct, props.names, canSend, sendMoves, props.log, props.deadline, props.tableId],
  );
  const finished = view.phase === 'finished';
  return (
    <div className="board board--ce" data-phase={view.phase}>
      <PhaseBanner {...zone} />
      {finished && (
        <SettlementZone {...zone} outcome={props.outcome} tableId={props.tableId} onPlayAgain={props.onPlayAgain} />
      )}
      <div className="ce-main">
        <div className="ce-col ce-col--board">
          <DraughtsZone {...zone} />
        </div>
        <div className="ce-col ce-col--market">
          <ExchangeZone {...zone} />
          <AuctionZone {...zone} />
          <MeetingZone {...zone} />
          <FirmsZone {...zone} />
        </div>
      </div>
      <LogZone {...zone} chat={props.chat} sendChat={props.sendChat} />
      {canSend && sendMoves !== null && (
        <ResignButton sendMoves={sendMoves} confirm={t('checkers-exchange.game.resignConfirm')} />
      )}
    </div>
  );
}
