import { Akcioner } from '@birzha/engine';
import { useEffect, useRef, type DragEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../i18n/index.ts';
import './cards.css';
import { COLOR_LETTER, opText, type Color } from './colors.ts';

export type CardId = Akcioner.CardId;

/** The definition of a card id (spec 2). */
function cardDef(id: CardId): Akcioner.CardDef {
  const def = Akcioner.CARDS.find((c) => c.id === id);
  if (def === undefined) throw new Error(`unknown card ${id}`);
  return def;
}

export interface CardProps {
  readonly card: CardId;
  /** Colours given to the free parts so far (null: not yet). */
  readonly assign?: readonly (Color | null)[] | undefined;
  readonly size?: 'sm' | 'md' | 'lg';
  readonly selected?: boolean;
  readonly disabled?: boolean;
  /** Selecting the card (click or Enter). */
  readonly onSelect?: (() => void) | undefined;
  /** A free part was clicked: open the colour menu for part `i`. */
  readonly onPartClick?: ((i: number, e: MouseEvent<HTMLButtonElement>) => void) | undefined;
  readonly draggable?: boolean;
  readonly onDragStart?: ((e: DragEvent<HTMLDivElement>) => void) | undefined;
}

/**
 * A card drawn like the printed ones: the coloured part in its colour with its letter, the free parts blank until
 * the player gives each a colour.
 */
export function Card({
  card,
  assign,
  size = 'md',
  selected = false,
  disabled = false,
  onSelect,
  onPartClick,
  draggable = false,
  onDragStart,
}: CardProps) {
  const { t } = useTranslation();
  const def = cardDef(card);
  const letters = COLOR_LETTER[currentLang()];
  // The printed card's height follows its parts: two for a small card, four for a big one.
  const parts = 1 + def.free.length;
  const label = t('akcioner.card.label', {
    colored: `${t(`akcioner.color.${def.color}`)} ${opText(def.colored)}`,
    free: def.free.map(opText).join(', '),
  });
  // A selected card holds buttons of its own (its blank parts): it is a group then, not a button, and the keyboard
  // focus moves on to its first blank part.
  const pressable = onSelect !== undefined && !selected && !disabled;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (selected && ref.current !== null && document.activeElement === ref.current)
      ref.current.querySelector('button')?.focus();
  }, [selected]);
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (pressable && (e.key === 'Enter' || e.key === ' ') && e.target === e.currentTarget) {
      e.preventDefault();
      onSelect();
    }
  };
  return (
    <div
      ref={ref}
      className={`card card--${def.group} card--parts-${parts} card--${size}${selected ? ' card--selected' : ''}${disabled ? ' card--disabled' : ''}`}
      data-card={card}
      data-parts={parts}
      role={pressable ? 'button' : onSelect === undefined ? 'img' : 'group'}
      aria-label={label}
      aria-current={selected ? 'true' : undefined}
      tabIndex={pressable ? 0 : selected ? -1 : undefined}
      onClick={pressable ? onSelect : undefined}
      onKeyDown={onKey}
      draggable={draggable && !disabled}
      onDragStart={onDragStart}
    >
      <div className={`card__part card__part--colored swatch swatch--${def.color}`}>
        <span className="card__op">{opText(def.colored)}</span>
        <span className="card__letter" aria-hidden="true">
          {letters[def.color]}
        </span>
      </div>
      {def.free.map((op, i) => {
        const c = assign?.[i] ?? null;
        const cls = `card__part card__part--free${c === null ? '' : ` swatch swatch--${c}`}`;
        const content = (
          <>
            <span className="card__op">{opText(op)}</span>
            {c !== null && (
              <span className="card__letter" aria-hidden="true">
                {letters[c]}
              </span>
            )}
          </>
        );
        return onPartClick === undefined || disabled ? (
          <div key={i} className={cls}>
            {content}
          </div>
        ) : (
          <button
            key={i}
            type="button"
            className={cls}
            data-part={i}
            aria-label={t('akcioner.card.assignPart', {
              op: opText(op),
              color: c === null ? t('akcioner.card.noColor') : t(`akcioner.color.${c}`),
            })}
            onClick={(e) => {
              e.stopPropagation();
              onPartClick(i, e);
            }}
          >
            {content}
          </button>
        );
      })}
    </div>
  );
}
