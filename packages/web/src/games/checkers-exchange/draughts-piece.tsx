import type { CSSProperties } from 'react';
import { firmNumber, type Piece } from './draughts-geometry.ts';
import { FIRM_HUES } from './labels.ts';

/** A crown (a king, дамка): drawn, not a font glyph, so it looks the same on every device. */
function Crown() {
  return (
    <svg className="ce-piece__crown" viewBox="0 0 24 16" aria-hidden="true" focusable="false">
      <path d="M2 14 L1 3 L7 8 L12 1 L17 8 L23 3 L22 14 Z" />
    </svg>
  );
}

/**
 * One piece as drawn: a white or a black disc ringed in its firm's hue with the firm's number (W2 → 2), a king with
 * a crown over the number. Decorative: the square's label says it in words.
 */
export function PieceDisc({ piece, className }: { piece: Piece; className?: string }) {
  const style = { '--ce-hue': FIRM_HUES[piece.firm] } as CSSProperties;
  return (
    <span
      className={`ce-piece ce-piece--${piece.color}${piece.king ? ' ce-piece--king' : ''}${className === undefined ? '' : ` ${className}`}`}
      style={style}
      aria-hidden="true"
    >
      {piece.king && <Crown />}
      {/* drawn by CSS from the attribute: text here would be a visible label missing from the square's name (WCAG 2.5.3) */}
      <span className="ce-piece__num" data-num={firmNumber(piece.firm)} />
    </span>
  );
}
