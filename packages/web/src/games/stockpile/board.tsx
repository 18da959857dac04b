import { Stockpile } from '@birzha/engine';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardProps } from '../../table/board-props.ts';
import { ResignButton } from '../../table/resign-button.tsx';
import { Results } from '../../table/results.tsx';
import { useSendMove } from '../../table/use-send-move.ts';
import { FinalZone } from './final-zone.tsx';
import { ForecastsZone } from './forecasts-zone.tsx';
import { HandZone } from './hand-zone.tsx';
import { LogZone } from './log-zone.tsx';
import { lastMovement } from './movement-steps.ts';
import { money } from './money.ts';
import { MovementZone } from './movement-zone.tsx';
import { PhaseZone } from './phase-zone.tsx';
import { PilesZone, type PileInteraction } from './piles-zone.tsx';
import { PortfolioZone } from './portfolio-zone.tsx';
import { bidRefusals } from './preview.ts';
import { priceHistory } from './price-history.ts';
import { PricesZone } from './prices-zone.tsx';
import { SeatsZone } from './seats-zone.tsx';
import { EMPTY_SUPPLY, liesFaceDown, reduceSupply } from './supply-draft.ts';
import { TurnZone } from './turn-zone.tsx';
import { useShow } from './use-show.ts';
import { ZoneHelp } from './zone-help.ts';
import './board.css';

const NOBODY: readonly number[] = [];
const NO_MOVES: readonly Stockpile.Move[] = [];

/**
 * Which power my prep decision is for (spec 8.14), from my legal moves: Wise Warren's lists the piles to inspect,
 * Maverick Mark's the cards to move (and either the pass).
 */
function prepPowerOf(legal: readonly Stockpile.Move[]): 'mark' | 'warren' {
  return legal.some((m) => m.type === 'inspectPile') ? 'warren' : 'mark';
}

/** The Stockpile table: where the game is, my decision, the piles, prices, forecasts, players, my cards, the log. */
export default function StockpileBoard(props: BoardProps) {
  const { t } = useTranslation();
  const { names, seat, sendMoves } = props;
  // While a Movement is shown, the board is drawn as the show has reached it: nothing of what comes after it yet.
  const show = useShow(props.view as Stockpile.View, props.log, props.tableId !== null);
  const { view, log } = show;
  const showing = show.step !== null;
  // The table's status bar follows the show too (its phase; no "Your move", clock or "Game over" before its end).
  const { onShow } = props;
  useEffect(() => onShow?.(showing ? { view } : null), [onShow, showing, view]);
  useEffect(() => () => onShow?.(null), [onShow]);
  const live = sendMoves !== null;
  const mine = seat === null ? undefined : view.seats[seat];
  const me = mine?.full === true ? mine : null;
  // Whom the game waits for and my choices are the server's (the engine's toAct and legalMoves); none while a show
  // plays (the board is drawn as of before the show's end).
  const deciding = showing ? NOBODY : props.toAct;
  const deadline = showing ? null : props.deadline;
  const myTurn = live && seat !== null && me !== null && !me.resigned && deciding.includes(seat);
  // The server lists them only in the phases whose forms read them (Stockpile.sendsLegalIn): Selling's form bounds a
  // sale by my portfolio and Deborah's offers every company, so there my turn goes on without a list.
  const sent = props.legal as readonly Stockpile.Move[] | null;
  const legal = myTurn ? (sent ?? (Stockpile.sendsLegalIn(view.phase) ? null : NO_MOVES)) : null;
  const refused = useMemo(
    () => (myTurn && seat !== null && view.phase === 'demand' ? bidRefusals(view, seat) : null),
    [myTurn, view, seat],
  );
  // Every decision is one move; its refusal shows in the decision's form.
  const sender = useSendMove<Stockpile.Move>(sendMoves);
  const { pending: sending, error, clearError } = sender;
  const sendOne = sender.send;
  const send = useCallback((move: Stockpile.Move) => void sendOne([move]), [sendOne]);

  // Drafts of a decision belong to that decision: a new one (or a new round) starts them afresh.
  const decision = `${view.round}:${view.phase}:${view.step}:${view.demand?.acting ?? ''}`;
  const [supply, dispatchSupply] = useReducer(reduceSupply, EMPTY_SUPPLY);
  const [picked, setPicked] = useState<{ from: number; index: number } | null>(null);
  const [seenDecision, setSeenDecision] = useState(decision);
  if (seenDecision !== decision) {
    setSeenDecision(decision);
    dispatchSupply({ kind: 'reset' });
    setPicked(null);
    clearError();
  }

  const movement = useMemo(() => lastMovement(log), [log]);
  const majorities = useMemo(
    () =>
      view.phase === 'over' || view.phase === 'investors'
        ? null
        : { of: Stockpile.knownMajorities(view), viewer: view.viewer, names },
    [view, names],
  );
  const history = useMemo(() => priceHistory(log, view.prices), [log, view.prices]);
  const prepPower = view.phase === 'prep' && legal !== null ? prepPowerOf(legal) : null;
  const finished = view.phase === 'over';
  const outcome = showing ? null : props.outcome;

  useEffect(() => {
    document.title = myTurn ? `● ${t('stockpile.turn.title')} · ${t('app.name')}` : t('app.name');
    return () => {
      document.title = t('app.name');
    };
  }, [myTurn, t]);

  let interaction: PileInteraction = { kind: 'none' };
  if (myTurn && legal !== null && me !== null && seat !== null) {
    if (view.phase === 'supply')
      interaction = {
        kind: 'supply',
        selected: supply.selected,
        placed: supply.placed,
        faceDown: (card) => liesFaceDown(supply, me.hand, card),
        onPlace: (card, pile) => dispatchSupply({ kind: 'place', card, pile, hand: me.hand }),
      };
    else if (view.phase === 'demand') {
      const bids = new Map<number, Set<number>>();
      for (const m of legal) if (m.type === 'bid') bids.set(m.pile, (bids.get(m.pile) ?? new Set()).add(m.amount));
      interaction = {
        kind: 'bid',
        legal: bids,
        refused: refused ?? new Map(),
        onBid: (pile, amount) => send({ type: 'bid', pile, amount }),
        costOf: (amount) => Stockpile.bidCost(me, amount),
      };
    } else if (prepPower === 'mark')
      interaction = {
        kind: 'mark',
        picked,
        onPick: (from, index) => setPicked({ from, index }),
        onMove: (to) => picked !== null && send({ type: 'moveCard', from: picked.from, index: picked.index, to }),
      };
    else if (prepPower === 'warren')
      interaction = { kind: 'warren', onInspect: (pile) => send({ type: 'inspectPile', pile }) };
  }
  const ctx = { t, name: (s: number) => names[s] ?? `#${s + 1}`, rounds: view.rounds, options: view.options };
  const movementZone = movement !== null && (
    <MovementZone movement={movement} playing={show.step} left={show.left} onSkip={show.skip} ctx={ctx} />
  );

  return (
    <div
      className="board board--stockpile"
      data-phase={view.phase}
      data-my-turn={myTurn}
      data-show={showing}
      data-deadline={deadline ?? undefined}
    >
      {finished && (
        <div className="sp-top">
          <Results
            names={names}
            outcome={outcome}
            scoreLabel={t('stockpile.final.score')}
            scoreText={(n) => money(n, t)}
            fallbackScores={view.final?.scores ?? []}
            statusOf={(s) => (view.seats[s]?.resigned === true ? t('stockpile.seats.resigned') : null)}
            tableId={props.tableId}
            onPlayAgain={props.onPlayAgain}
            help={<ZoneHelp zone="results" />}
          />
          <FinalZone view={view} names={names} log={log} />
        </div>
      )}
      <div className="sp-col sp-col--main">
        <PhaseZone view={view} names={names} deciding={deciding} deadline={deadline} showing={showing} />
        {/* The show plays where the player looks: just below the phase, the prices it moves right after it. */}
        {showing && movementZone}
        {!finished && !showing && <PilesZone view={view} names={names} interaction={interaction} />}
        <PricesZone
          options={view.options}
          prices={view.prices}
          moved={show.moved}
          history={history}
          caption={showing ? t('stockpile.movement.playing') : null}
          majorities={majorities}
        />
        {!showing && movementZone}
      </div>
      <div className="sp-col sp-col--side">
        {myTurn && legal !== null && me !== null && seat !== null && (
          <TurnZone
            view={view}
            seat={seat}
            me={me}
            names={names}
            legal={legal}
            supply={supply}
            dispatchSupply={dispatchSupply}
            markPicked={picked !== null}
            prepPower={prepPower}
            send={send}
            sending={sending}
            error={error}
          />
        )}
        {me !== null && !finished && (me.hand.length > 0 || me.actions.length > 0) && (
          <HandZone
            seat={me}
            choice={
              interaction.kind === 'supply'
                ? {
                    selected: supply.selected,
                    placed: supply.placed,
                    onSelect: (card) => dispatchSupply({ kind: 'select', card }),
                    onDrop: (card, pile) => dispatchSupply({ kind: 'place', card, pile, hand: me.hand }),
                  }
                : null
            }
          />
        )}
        {/* At the end the final scoring says it all: no forecasts are dealt, every share is sold. */}
        {!finished && <ForecastsZone view={view} names={names} />}
        {me !== null && !finished && <PortfolioZone view={view} seat={me} />}
        <SeatsZone view={view} names={names} deciding={deciding} deadline={deadline} />
        <LogZone log={log} names={names} view={view} chat={props.chat} sendChat={props.sendChat} />
        {live && me !== null && !finished && !showing && !me.resigned && (
          <ResignButton sendMoves={sendMoves} confirm={t('stockpile.resignConfirm')} />
        )}
      </div>
    </div>
  );
}
