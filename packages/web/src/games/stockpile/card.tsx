import { Stockpile } from '@birzha/engine';
import type { CSSProperties, DragEvent, PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cardText } from './card-text.ts';
import { COMPANY_HEX } from './companies.ts';
import { money } from './money.ts';
import './cards.css';

export interface CardProps {
  /** The card's id; null for a face-down card the viewer does not know. */
  readonly card: string | null;
  /** Lying face down (a card the viewer knows is drawn with a "face down" band). */
  readonly faceDown?: boolean;
  readonly selected?: boolean;
  readonly disabled?: boolean;
  /** Makes the card a button: a click or Enter chooses it. */
  readonly onSelect?: (() => void) | undefined;
  readonly draggable?: boolean;
  readonly onDragStart?: ((e: DragEvent<HTMLDivElement>) => void) | undefined;
  readonly onPointerDown?: ((e: PointerEvent<HTMLDivElement>) => void) | undefined;
  readonly size?: 'sm' | 'md';
}

/** A market card: a share in its company's colour, a Trading Fee, a Boom or a Bust; or its back. */
export function Card({
  card,
  faceDown = false,
  selected = false,
  disabled = false,
  onSelect,
  draggable = false,
  onDragStart,
  onPointerDown,
  size = 'md',
}: CardProps) {
  const { t } = useTranslation();
  const info = card === null ? undefined : Stockpile.cardInfo(card);
  const label = faceDown
    ? card === null
      ? t('stockpile.card.faceDown')
      : t('stockpile.card.faceDownMine', { card: cardText(card, t) })
    : cardText(card, t);
  const kind = info === undefined ? 'back' : info.kind === 'action' ? info.action : info.kind;
  const style = info?.kind === 'stock' ? ({ '--company': COMPANY_HEX[info.company] } as CSSProperties) : undefined;
  const pressable = onSelect !== undefined && !disabled;
  return (
    <div
      className={`sp-card sp-card--${kind} sp-card--${size}${selected ? ' is-selected' : ''}${faceDown ? ' is-face-down' : ''}`}
      style={style}
      data-card={card ?? undefined}
      data-face={faceDown ? 'down' : 'up'}
      role={pressable ? 'button' : 'img'}
      tabIndex={pressable ? 0 : undefined}
      aria-pressed={pressable ? selected : undefined}
      aria-disabled={onSelect !== undefined && disabled ? true : undefined}
      aria-label={label}
      title={label}
      draggable={draggable && !disabled}
      onDragStart={onDragStart}
      onPointerDown={onPointerDown}
      onClick={pressable ? onSelect : undefined}
      onKeyDown={
        pressable
          ? (e) => {
              if (e.key === 'Enter' || e.key === ' ') {
                e.preventDefault();
                onSelect();
              }
            }
          : undefined
      }
    >
      <span className="sp-card__face" aria-hidden="true">
        {info === undefined && '?'}
        {info?.kind === 'stock' && (
          <>
            <span className="sp-card__company">{t(`stockpile.companyShort.${info.company}`)}</span>
            <span className="sp-card__name">{t(`stockpile.company.${info.company}`)}</span>
          </>
        )}
        {info?.kind === 'fee' && (
          <>
            <span className="sp-card__company">{t('stockpile.card.feeShort')}</span>
            <span className="sp-card__name">{money(info.value, t)}</span>
          </>
        )}
        {info?.kind === 'action' && (
          <>
            <span className="sp-card__company">{t(`stockpile.card.${info.action}Short`)}</span>
            <span className="sp-card__name">{info.action === 'boom' ? '+2' : '−2'}</span>
          </>
        )}
      </span>
      {faceDown && card !== null && (
        <span className="sp-card__band" aria-hidden="true">
          {t('stockpile.card.faceDownMark')}
        </span>
      )}
    </div>
  );
}
