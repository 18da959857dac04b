import type { Stockpile } from '@birzha/engine';
import { useRef } from 'react';
import { eventText, type EventTextContext } from './event-text.ts';
import type { MovementStep } from './movement-steps.ts';
import { HelpHead } from '../../table/help-link.tsx';
import { useBringIntoView } from '../../ui/use-bring-into-view.ts';
import { ZoneHelp } from './zone-help.ts';

/**
 * The Movement (spec 8.10) step by step: each forecast revealed in the rules' order with what it did (moves, splits,
 * bankruptcies, dividends). While a live Movement is played out, the steps appear one by one and Skip shows the end
 * at once; otherwise the last Movement is listed whole.
 */
export function MovementZone({
  movement,
  playing,
  left,
  onSkip,
  ctx,
}: {
  movement: { readonly round: number | null; readonly steps: readonly MovementStep[] };
  /** The step being played out now, or null. */
  playing: MovementStep | null;
  left: number;
  onSkip: () => void;
  ctx: EventTextContext;
}) {
  const { t } = ctx;
  const at = playing === null ? -1 : movement.steps.findIndex((s) => s.at === playing.at);
  // A step of an older Movement than the one listed is not shown as playing.
  const current = at < 0 ? null : playing;
  const upTo = current === null ? movement.steps.length : at + 1;
  const shown = movement.steps.slice(0, upTo);
  const zone = useRef<HTMLElement>(null);
  const playingNow = current !== null;
  // A show that starts out of sight is brought into view (a phone scrolled down to the sell form, say).
  useBringIntoView(zone, playingNow, 0.5);
  return (
    <section
      ref={zone}
      className={`zone sp-zone sp-movement panel${current !== null ? ' is-playing' : ''}`}
      aria-labelledby="sp-movement-title"
      data-testid="movement"
    >
      <div className="sp-zone__head">
        <HelpHead>
          <h2 id="sp-movement-title">
            {movement.round === null
              ? t('stockpile.movement.title')
              : t('stockpile.movement.titleRound', { round: movement.round })}
          </h2>
          <ZoneHelp zone="movement" />
        </HelpHead>
        {current !== null && (
          <button type="button" className="btn btn--small" data-testid="skip-movement" onClick={onSkip}>
            {t('stockpile.movement.skip')}
          </button>
        )}
      </div>
      {current !== null && (
        <p className="sp-caption" aria-live="polite" data-testid="movement-step">
          {t('stockpile.movement.step', { step: upTo, total: upTo + left })}
        </p>
      )}
      <ol className="sp-movement__steps">
        {shown.map((s) => (
          <li key={s.at} className={current?.at === s.at ? 'is-current' : undefined} data-step-at={s.at}>
            {s.items.map((item, i) => {
              const text = eventText(item.event as Stockpile.Event, ctx);
              return i === 0 ? <strong key={i}>{text}</strong> : <span key={i}> {text}</span>;
            })}
          </li>
        ))}
      </ol>
    </section>
  );
}
