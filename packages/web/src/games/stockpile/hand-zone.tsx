import type { Stockpile } from '@birzha/engine';
import { useTranslation } from 'react-i18next';
import { dragCard, HandSlot } from '../../table/hand-slot.tsx';
import { useTouchDrag } from '../../ui/use-touch-drag.ts';
import { Card } from './card.tsx';
import { HelpHead } from '../../table/help-link.tsx';
import { ZoneHelp } from './zone-help.ts';

/** Choosing and dragging hand cards in Supply (the piles are the drop targets). */
export interface HandChoice {
  readonly selected: string | null;
  readonly placed: Readonly<Record<string, number>>;
  readonly onSelect: (card: string) => void;
  readonly onDrop: (card: string, pile: number) => void;
}

/**
 * My cards (spec 4): the two Supply cards in hand (chosen by a click, or dragged onto a pile by mouse or finger)
 * and the Boom/Bust cards I won this round, which must be played in the Action phase.
 */
export function HandZone({ seat, choice }: { seat: Stockpile.FullSeatView; choice: HandChoice | null }) {
  const { t } = useTranslation();
  const touch = useTouchDrag(
    '[data-drop-pile]',
    (card) => choice?.onSelect(card),
    (card, zone) => choice?.onDrop(card, Number(zone.getAttribute('data-drop-pile'))),
  );
  return (
    <section className="zone sp-zone sp-hand panel" aria-labelledby="sp-hand-title">
      <HelpHead>
        <h2 id="sp-hand-title">{t('stockpile.hand.title')}</h2>
        <ZoneHelp zone="hand" />
      </HelpHead>
      {choice !== null && <p className="muted">{t('stockpile.hand.hint')}</p>}
      <div className="sp-hand__cards" role="group" aria-label={t('stockpile.hand.supply')}>
        {seat.hand.length === 0 && seat.actions.length === 0 && (
          <span className="muted">{t('stockpile.hand.empty')}</span>
        )}
        {seat.hand.map((card) => (
          <HandSlot key={card} className="sp-hand__slot" touch={touch} active={choice !== null}>
            <Card
              card={card}
              selected={choice?.selected === card}
              disabled={choice !== null && choice.placed[card] !== undefined}
              onSelect={choice === null ? undefined : () => choice.onSelect(card)}
              draggable={choice !== null}
              onPointerDown={choice === null ? undefined : (e) => touch.onPointerDown(card, e)}
              onDragStart={dragCard(card, choice?.onSelect)}
            />
          </HandSlot>
        ))}
      </div>
      {seat.actions.length > 0 && (
        <>
          <h3>{t('stockpile.hand.actions')}</h3>
          <div className="sp-hand__cards">
            {seat.actions.map((card) => (
              <Card key={card} card={card} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
