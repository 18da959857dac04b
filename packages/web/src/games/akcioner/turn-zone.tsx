import { Akcioner } from '@birzha/engine';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendMove, type SendMoves } from '../../table/use-send-move.ts';
import { ErrorNote } from '../../ui/error-note.tsx';
import { Card } from './card.tsx';
import { canSubmit, composerStage, isAssigned, isZero, type Composition, type Draft } from './compose.ts';
import { eventText } from './event-text.ts';
import { TradeSteppers } from './trade-steppers.tsx';
import { TurnBar } from './turn-bar.tsx';
import type { ComposerAction } from './use-composer.ts';

export interface TurnZoneProps {
  readonly view: Akcioner.View;
  readonly seat: number;
  readonly names: readonly string[];
  readonly draft: Draft;
  readonly composition: Composition;
  readonly dispatch: (a: ComposerAction) => void;
  /** The board's sendMoves: the whole turn goes in one batch. */
  readonly submit: NonNullable<SendMoves>;
  /** My turn's clock, or null without one. */
  readonly deadline: number | null;
}

const STAGE_NO = { trade1: 1, card: 2, trade2: 3 } as const;

/** Why "Готово" cannot be pressed yet, in words beside it; null when it can. */
export function doneWhy(c: Composition, d: Draft, sending: boolean, t: TFunction): string | null {
  if (sending) return t('akcioner.turn.why.sending');
  if (c.error !== null) return t('akcioner.turn.why.error');
  if (c.plan.card && !d.applied) {
    if (d.card === null) return t('akcioner.turn.needCard');
    return isAssigned(d) ? t('akcioner.turn.why.drop') : t('akcioner.turn.assignFirst');
  }
  return null;
}

/**
 * Zone 4, my turn (spec 7.7): stage 1 steppers, the card dropped on the table with a live preview, stage 3
 * steppers against the new prices, and "Готово" sending the whole turn in one message, all or none.
 */
export function TurnZone({ view, seat, names, draft, composition: c, dispatch, submit, deadline }: TurnZoneProps) {
  const { t } = useTranslation();
  const { send, pending: sending, error: serverError, clearError } = useSendMove(submit);
  const [dragOver, setDragOver] = useState(false);
  // A refusal speaks of the draft it refused: any edit makes it old news.
  useEffect(clearError, [draft, clearError]);
  // The control that had the focus goes with its stage (the drop zone once the card is played, Cancel once it is taken
  // back), or is no longer to be pressed (Done, the card taken back by Escape): the focus moves on to what comes next,
  // stage 3's first stepper or Done, or the drop zone again, instead of falling to the page (a keyboard player then
  // needed 30 to 50 Tabs back). Not on a new turn: nothing had it then.
  const zone = useRef<HTMLElement>(null);
  const applied = draft.applied;
  const appliedBefore = useRef(applied);
  useEffect(() => {
    const changed = appliedBefore.current !== applied;
    appliedBefore.current = applied;
    const el = zone.current;
    const had = document.activeElement;
    const lost = had === null || had === document.body || (el?.contains(had) === true && had.matches(':disabled'));
    if (!changed || el === null || !lost) return;
    const next = applied
      ? (el.querySelector<HTMLElement>(
          '.steppers[data-stage="trade2"] button:not([aria-disabled="true"]):not(:disabled)',
        ) ?? el.querySelector<HTMLElement>('[data-testid="done"]:not(:disabled)'))
      : el.querySelector<HTMLElement>('[data-testid="dropzone"]');
    next?.focus();
  }, [applied]);
  const name = (s: number) => names[s] ?? `#${s + 1}`;
  const stage = composerStage(c, draft);
  const stageNo = STAGE_NO[stage];
  // In the last round there is no trading: the card alone, and the bar says so.
  const stageLabel =
    stage === 'card' && Akcioner.isLastRound(view) ? t('akcioner.bar.lastRound') : t(`akcioner.turn.stage${stageNo}`);

  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setDragOver(false);
    // Dropping the chosen card plays it; dropping another one chooses it (its blank parts still need colours).
    const card = e.dataTransfer.getData('text/plain');
    if (card !== '') dispatch({ kind: 'select', card: card as Akcioner.CardId });
    dispatch({ kind: 'apply' });
  };

  const done = () => void send(c.moves).then((accepted) => accepted && dispatch({ kind: 'clear' }));
  const cancel = () => dispatch({ kind: 'cancel' });
  // Escape steps back, as a person expects (newcomer's audit): the card on the table back to the hand, as Cancel does
  // (the focus then moves on as above), else the card chosen back among the others. The Escape of a field being typed
  // in is the field's own (it marks the key as used).
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key !== 'Escape' || e.defaultPrevented || sending) return;
    if (draft.applied) cancel();
    else if (draft.card !== null) dispatch({ kind: 'unselect' });
    else return;
    e.preventDefault();
  };

  const ready = canSubmit(c, draft);
  const why = doneWhy(c, draft, sending, t);
  const effects = c.cardEvents.filter((e) => e.type !== 'cardPlayed' && e.type !== 'turnStarted');

  return (
    <section
      ref={zone}
      className="zone zone--turn panel is-my-turn"
      aria-labelledby="turn-title"
      data-stage={stageNo}
      onKeyDown={onKeyDown}
    >
      {/* The bar comes after the steppers in the page, so that Tab reaches Done after them, not before (newcomer's
          audit); turn-bar.css draws it above them all the same, or docked at the bottom on a phone. */}
      <div className="turn-zone__body">
        {c.plan.trade1 && !draft.applied && c.trade1 !== null && (
          <>
            <TradeSteppers
              stage="trade1"
              base={c.trade1}
              value={draft.trade1}
              onChange={(q) => dispatch({ kind: 'trade1', q })}
              onReset={isZero(draft.trade1) ? null : () => dispatch({ kind: 'reset' })}
            />
          </>
        )}
        {!c.plan.trade1 && c.plan.card && !draft.applied && (
          <p className="notice">
            {Akcioner.isLastRound(view) ? t('akcioner.turn.lastRoundNote') : t('akcioner.turn.cardNow')}
          </p>
        )}
        {c.plan.card && !draft.applied && (
          <div
            className={`dropzone${dragOver ? ' dropzone--over' : ''}${isAssigned(draft) ? ' dropzone--ready' : ''}`}
            data-testid="dropzone"
            role="button"
            tabIndex={0}
            aria-disabled={!isAssigned(draft)}
            onDragOver={(e) => {
              e.preventDefault();
              setDragOver(true);
            }}
            onDragLeave={() => setDragOver(false)}
            onDrop={onDrop}
            onClick={() => dispatch({ kind: 'apply' })}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') {
                e.preventDefault();
                dispatch({ kind: 'apply' });
              }
            }}
          >
            {draft.card === null
              ? t('akcioner.turn.dropHere')
              : isAssigned(draft)
                ? t('akcioner.turn.dropReady')
                : t('akcioner.turn.assignFirst')}
          </div>
        )}
        {draft.applied && draft.card !== null && (
          <div className="applied">
            <Card card={draft.card} assign={draft.assign} size="lg" />
            <div className="applied__effects">
              <h3>{t('akcioner.turn.preview')}</h3>
              {effects.length === 0 && c.afterCard !== null && <p className="muted">{t('akcioner.turn.noEffects')}</p>}
              <ul className="effects" data-testid="preview-effects">
                {effects.map((e, i) => (
                  <li key={i}>{eventText(e, { t, name, roundsTotal: view.roundsTotal })}</li>
                ))}
              </ul>
            </div>
          </div>
        )}
        {c.trade2 !== null && (draft.applied || !c.plan.card) && (
          <>
            <TradeSteppers
              stage="trade2"
              base={c.trade2}
              value={draft.trade2}
              onChange={(q) => dispatch({ kind: 'trade2', q })}
              onReset={isZero(draft.trade2) ? null : () => dispatch({ kind: 'reset' })}
            />
          </>
        )}
        <ErrorNote error={c.error?.violation ?? null} testId="compose-error" />
        <ErrorNote error={serverError} testId="server-error" />
      </div>
      <TurnBar mine who={t('akcioner.turn.title')} stage={stageLabel} deadline={deadline} why={why} whyId="done-why">
        {draft.applied && (
          <button type="button" className="btn" onClick={cancel} disabled={sending}>
            {t('akcioner.turn.cancel')}
          </button>
        )}
        <button
          type="button"
          className="btn btn--primary"
          data-testid="done"
          onClick={done}
          disabled={!ready || sending}
          aria-describedby={why === null ? undefined : 'done-why'}
        >
          {t('akcioner.turn.done')}
        </button>
      </TurnBar>
      <p className="sr-only" aria-live="polite">
        {t('akcioner.turn.seatLine', { name: name(seat) })}
      </p>
    </section>
  );
}
