import type { TFunction } from 'i18next';
import type { Cell, Piece } from './draughts-geometry.ts';
import { firmLabel } from './labels.ts';

/** What the board marks on one square besides its piece. */
export interface SquareMarks {
  readonly selected: boolean;
  readonly movable: boolean;
  readonly target: boolean;
  /** Step numbers of the landing squares of the paths being chosen. */
  readonly steps: readonly number[];
  /** A piece that the chosen capture would take. */
  readonly captured: boolean;
  readonly last: 'from' | 'path' | 'to' | null;
}

export const NO_MARKS: SquareMarks = {
  selected: false,
  movable: false,
  target: false,
  steps: [],
  captured: false,
  last: null,
};

/** A piece in words: "white man of W2". */
export function pieceWords(piece: Piece, t: TFunction): string {
  return t(`checkers-exchange.draughts.piece.${piece.color}.${piece.king ? 'king' : 'man'}`, {
    firm: firmLabel(piece.firm),
  });
}

/** A square's accessible name: "c3, white man of W2, can move", with every mark the eye sees. */
export function squareLabel(cell: Cell, piece: Piece | undefined, marks: SquareMarks, t: TFunction): string {
  if (!cell.dark) return cell.name;
  const parts = [cell.name, piece === undefined ? t('checkers-exchange.draughts.empty') : pieceWords(piece, t)];
  if (marks.selected) parts.push(t('checkers-exchange.draughts.mark.selected'));
  else if (marks.movable) parts.push(t('checkers-exchange.draughts.mark.movable'));
  if (marks.steps.length > 0) parts.push(t('checkers-exchange.draughts.mark.step', { steps: marks.steps.join(', ') }));
  if (marks.target) parts.push(t('checkers-exchange.draughts.mark.target'));
  if (marks.captured) parts.push(t('checkers-exchange.draughts.mark.captured'));
  if (marks.last !== null) parts.push(t(`checkers-exchange.draughts.mark.last.${marks.last}`));
  return parts.join(', ');
}
