import { useTranslation } from 'react-i18next';
import { endOfTurn, nextTurn, positionOf, prevTurn, type ReplayTurn } from './replay-turns.ts';
import './replay.css';

/**
 * The replay's steppers: by turns as the rules count them (the buttons, the slider), and by the finer steps inside
 * a turn (a trade, the card, "done") with a second, smaller stepper.
 */
export function ReplayControls({
  turns,
  at,
  last,
  setAt,
  roundKey = 'replay.round',
}: {
  turns: readonly ReplayTurn[];
  /** The i18n key of "round {{round}}" in the game's words (a game that counts years says "year"). */
  roundKey?: string;
  /** The internal step shown (0 = after setup). */
  at: number;
  last: number;
  setAt: (k: number) => void;
}) {
  const { t } = useTranslation();
  const pos = positionOf(turns, at);
  const total = turns.length;
  const atEnd = at === last;
  return (
    <>
      <div className="row">
        <button
          type="button"
          className="btn btn--small"
          onClick={() => setAt(0)}
          disabled={at === 0}
          aria-label={t('replay.first')}
        >
          «
        </button>
        <button
          type="button"
          className="btn btn--small"
          onClick={() => setAt(prevTurn(turns, at))}
          disabled={at === 0}
          aria-label={t('replay.prev')}
          data-testid="replay-prev"
        >
          ◀
        </button>
        <input
          type="range"
          min={0}
          max={total}
          value={pos.turn}
          onChange={(e) => setAt(endOfTurn(turns, Number(e.target.value)))}
          aria-label={t('replay.jump')}
          aria-valuetext={pos.turn === 0 ? t('replay.start', { total }) : t('replay.position', { at: pos.turn, total })}
          className="replay__slider"
        />
        <button
          type="button"
          className="btn btn--small"
          onClick={() => setAt(nextTurn(turns, at))}
          disabled={atEnd}
          aria-label={t('replay.next')}
          data-testid="replay-next"
        >
          ▶
        </button>
        <button
          type="button"
          className="btn btn--small"
          onClick={() => setAt(last)}
          disabled={atEnd}
          aria-label={t('replay.last')}
        >
          »
        </button>
        <span data-testid="replay-position" data-turn={pos.turn}>
          {pos.turn === 0 ? t('replay.start', { total }) : t('replay.position', { at: pos.turn, total })}
          {pos.round !== null && <span className="muted"> · {t(roundKey, { round: pos.round })}</span>}
        </span>
      </div>
      <div className="row replay__steps" role="group" aria-label={t('replay.steps')}>
        <button
          type="button"
          className="btn btn--small"
          onClick={() => setAt(at - 1)}
          disabled={at === 0}
          aria-label={t('replay.stepPrev')}
          data-testid="replay-step-prev"
        >
          ‹
        </button>
        <span data-testid="replay-step" data-step={at}>
          {pos.turn === 0 ? '—' : t('replay.step', { at: pos.step, total: pos.steps })}
        </span>
        <button
          type="button"
          className="btn btn--small"
          onClick={() => setAt(at + 1)}
          disabled={atEnd}
          aria-label={t('replay.stepNext')}
          data-testid="replay-step-next"
        >
          ›
        </button>
        <small className="muted replay__keys">{t('replay.keys')}</small>
      </div>
    </>
  );
}
