import type { Akcioner } from '@birzha/engine';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from './card.tsx';
import { ColorMenu } from './color-menu.tsx';
import type { Color } from './colors.ts';
import { allowedColors } from './compose.ts';
import { dragCard, HandSlot } from '../../table/hand-slot.tsx';
import { Collapsible } from '../../ui/collapsible.tsx';
import { useTouchDrag } from '../../ui/use-touch-drag.ts';
import './playback.css';
import { HelpHead } from '../../table/help-link.tsx';
import { ZoneHelp } from './zone-help.ts';

const NONE: ReadonlySet<string> = new Set();

export interface HandChoice {
  readonly selected: Akcioner.CardId | null;
  readonly assign: readonly (Color | null)[];
  readonly onSelect: (card: Akcioner.CardId) => void;
  readonly onAssign: (part: number, color: Color) => void;
  /** The chosen card goes back among the others (Escape). */
  readonly onUnselect: () => void;
  /** The card was dropped on the table (by mouse or by finger). */
  readonly onDrop: (card: Akcioner.CardId) => void;
}

/** Zone 3: my hand, drawn like the real cards (selectable and draggable on my turn), and everyone's played cards. */
export function HandZone({
  view,
  names,
  assignments,
  choice,
  onTable = null,
  justPlayed = null,
  hidden = NONE,
}: {
  view: Akcioner.View;
  names: readonly string[];
  /** Assignments of played cards, from the log ("seat:card" → colours). */
  assignments: ReadonlyMap<string, readonly Color[]>;
  /** Present while I compose my card. */
  choice: HandChoice | null;
  /** The card I put on the table in this draft (shown dimmed in the hand until the turn is sent). */
  onTable?: Akcioner.CardId | null;
  /** Another player's card being played out on the board ("seat:card"): highlighted as just played. */
  justPlayed?: string | null;
  /** Cards of turns still waiting to be played out ("seat:card"): not on the table yet. */
  hidden?: ReadonlySet<string>;
}) {
  const { t } = useTranslation();
  const [menu, setMenu] = useState<number | null>(null);
  // The part the keyboard's focus goes back to once the colour menu closes: the menu held it, and its buttons go with
  // it (focus fell to the page, and Tab started over from the next card). Or the card itself, once Escape took the
  // choice back: its blank parts that held the focus go with it.
  const [refocus, setRefocus] = useState<{ part: number } | { card: Akcioner.CardId } | null>(null);
  const handRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refocus === null) return;
    const selector =
      'part' in refocus ? `.card--selected button[data-part="${refocus.part}"]` : `[data-card="${refocus.card}"]`;
    handRef.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [refocus]);
  // Escape takes back the choice of a card, as a person who chose it by keyboard or tap expects (newcomer's audit); the
  // colour menu's own Escape closes the menu alone (it marks the key as used).
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Escape' || e.defaultPrevented || choice === null || choice.selected === null) return;
    e.preventDefault();
    if (e.target instanceof Element && e.target.closest('.card--selected') !== null)
      setRefocus({ card: choice.selected });
    choice.onUnselect();
  };
  const closeMenu = (part: number) => {
    setMenu(null);
    setRefocus({ part });
  };
  const touch = useTouchDrag(
    '[data-testid=dropzone]',
    (card) => choice?.onSelect(card as Akcioner.CardId),
    (card) => choice?.onDrop(card as Akcioner.CardId),
  );
  const me = view.viewer === 'spectator' ? null : view.seats[view.viewer];
  const hand = me?.hand ?? null;
  return (
    <section className="zone zone--hand panel" aria-labelledby="hand-title">
      <HelpHead>
        <h2 id="hand-title">{view.viewer === 'spectator' ? t('akcioner.hand.played') : t('akcioner.hand.title')}</h2>
        <ZoneHelp zone="hand" />
      </HelpHead>
      {hand !== null && (
        <>
          {choice !== null && (
            <p className="muted hand__hint">
              {choice.selected === null ? t('akcioner.hand.pickCard') : t('akcioner.hand.assignHint')}
            </p>
          )}
          <div ref={handRef} className="hand" role="group" aria-label={t('akcioner.hand.title')} onKeyDown={onKeyDown}>
            {hand.length === 0 && <span className="muted">{t('akcioner.hand.empty')}</span>}
            {hand.map((card) => {
              const selected = choice?.selected === card;
              return (
                <HandSlot
                  key={card}
                  className="hand__slot"
                  touch={touch}
                  active={choice !== null}
                  onPointerDown={choice === null ? undefined : (e) => touch.onPointerDown(card, e)}
                >
                  <Card
                    card={card}
                    size={selected ? 'lg' : 'md'}
                    selected={selected}
                    disabled={onTable === card}
                    assign={selected ? choice?.assign : undefined}
                    onSelect={choice === null ? undefined : () => choice.onSelect(card)}
                    onPartClick={selected && choice !== null ? (i) => setMenu(i) : undefined}
                    draggable={choice !== null}
                    onDragStart={dragCard(card, choice?.onSelect)}
                  />
                  {selected && choice !== null && menu !== null && (
                    <ColorMenu
                      colors={allowedColors(card, choice.assign, menu)}
                      onPick={(c) => {
                        choice.onAssign(menu, c);
                        // on to the next part still blank, else back to this one
                        const next = choice.assign.findIndex((a, i) => a === null && i !== menu);
                        closeMenu(next === -1 ? menu : next);
                      }}
                      onClose={(by) => (by === 'key' ? closeMenu(menu) : setMenu(null))}
                    />
                  )}
                </HandSlot>
              );
            })}
          </div>
        </>
      )}
      <PlayedBox titled={hand !== null} title={t('akcioner.hand.history')}>
        <ol className="played">
          {view.order.map((s) => {
            const seat = view.seats[s];
            if (seat === undefined) return null;
            return (
              <li key={s} className="played__row" data-seat={s}>
                <span className="played__name">{names[s] ?? `#${s + 1}`}</span>
                <span className="played__cards">
                  {seat.played.length === 0 && <span className="muted">—</span>}
                  {seat.played.map((card) => {
                    const id = `${s}:${card}`;
                    if (hidden.has(id)) return null;
                    const drawn = <Card key={card} card={card} size="sm" assign={assignments.get(id)} />;
                    return id !== justPlayed ? (
                      drawn
                    ) : (
                      <span key={card} className="played__just" data-testid="just-played">
                        {drawn}
                        <span className="sr-only">{t('akcioner.playback.justPlayed')}</span>
                      </span>
                    );
                  })}
                </span>
              </li>
            );
          })}
        </ol>
      </PlayedBox>
    </section>
  );
}

/**
 * The cards played so far: under my hand, a fold-out of its own; for a spectator, whose zone is headed with them,
 * the list itself (a second heading of the same words read twice).
 */
function PlayedBox({ titled, title, children }: { titled: boolean; title: string; children: ReactNode }) {
  return titled ? (
    <Collapsible title={title} className="played__box">
      {children}
    </Collapsible>
  ) : (
    <div className="played__box">{children}</div>
  );
}
