import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useTouchDrag } from '../../ui/use-touch-drag.ts';
import { boardRows, fileLetters, rankNumbers, type Cell, type Piece } from './draughts-geometry.ts';
import { NO_MARKS, squareLabel, type SquareMarks } from './draughts-labels.ts';
import { PieceDisc } from './draughts-piece.tsx';

/** What the board grid draws and how it answers. */
export interface DraughtsGridProps {
  readonly flipped: boolean;
  /** The pieces by square-order index. */
  readonly pieces: ReadonlyMap<number, Piece>;
  /** The marks of a dark square by index. */
  readonly marks: (index: number) => SquareMarks;
  /** Pieces just captured, fading on the squares they stood on. */
  readonly ghosts: readonly Piece[];
  readonly ghostKey: string;
  /** Clicks and drags do something (my turn, nothing on its way). */
  readonly interactive: boolean;
  readonly onSquare: (index: number) => void;
  /** A drag starts on a piece: it is selected (never unselected) so that its targets show. */
  readonly onLift: (index: number) => void;
  readonly onEscape: () => void;
}

const MOVES: Readonly<Record<string, readonly [number, number]>> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/**
 * The 8×8 board as an ARIA grid: every square a button (role gridcell) named in words, one tab stop moved with the
 * arrow keys, Enter or Space to click, Escape to drop the selection; pieces dragged with a mouse (native drag) or a
 * finger (hold, then move: `useTouchDrag`), or clicked.
 */
export function DraughtsGrid(props: DraughtsGridProps) {
  const { t } = useTranslation();
  const { flipped, pieces, marks, interactive } = props;
  const rows = boardRows(flipped);
  const grid = useRef<HTMLDivElement>(null);
  const [focus, setFocus] = useState<readonly [number, number]>([7, 0]);
  const touch = useTouchDrag(
    '[data-target="true"]',
    (name) => props.onLift(Number(name)),
    (_name, target) => props.onSquare(Number(target.getAttribute('data-index'))),
  );

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      props.onEscape();
      return;
    }
    const step = MOVES[e.key];
    let [r, c] = focus;
    if (step !== undefined) [r, c] = [Math.min(7, Math.max(0, r + step[0])), Math.min(7, Math.max(0, c + step[1]))];
    else if (e.key === 'Home') c = 0;
    else if (e.key === 'End') c = 7;
    else return;
    e.preventDefault();
    setFocus([r, c]);
    grid.current?.querySelector<HTMLElement>(`[data-pos="${r}-${c}"]`)?.focus();
  };

  const square = (cell: Cell, r: number, c: number) => {
    const piece = cell.dark ? pieces.get(cell.index) : undefined;
    const m = cell.dark ? marks(cell.index) : NO_MARKS;
    const ghost = props.ghosts.find((g) => g.sq === cell.name);
    const draggable = interactive && (m.movable || m.selected);
    const dropTarget = interactive && m.target;
    return (
      <button
        key={cell.name}
        type="button"
        role="gridcell"
        className={`ce-sq ce-sq--${cell.dark ? 'dark' : 'light'}`}
        data-testid={`ce-sq-${cell.name}`}
        data-pos={`${r}-${c}`}
        data-index={cell.dark ? cell.index : undefined}
        data-piece={piece?.firm}
        data-king={piece?.king === true ? 'true' : undefined}
        data-target={m.target ? 'true' : undefined}
        data-movable={m.movable ? 'true' : undefined}
        data-selected={m.selected ? 'true' : undefined}
        data-captured={m.captured ? 'true' : undefined}
        data-last={m.last ?? undefined}
        aria-label={squareLabel(cell, piece, m, t)}
        aria-selected={m.selected}
        tabIndex={focus[0] === r && focus[1] === c ? 0 : -1}
        onFocus={() => setFocus([r, c])}
        onClick={cell.dark && interactive ? () => props.onSquare(cell.index) : undefined}
        draggable={draggable}
        onDragStart={draggable ? (e: DragEvent) => startDrag(e, cell, props.onLift) : undefined}
        onDragOver={dropTarget ? (e: DragEvent) => e.preventDefault() : undefined}
        onDrop={dropTarget ? (e: DragEvent) => drop(e, cell, props.onSquare) : undefined}
        onPointerDown={draggable ? (e) => touch.onPointerDown(String(cell.index), e) : undefined}
        onPointerMove={touch.onPointerMove}
        onPointerUp={touch.onPointerUp}
        onPointerCancel={touch.onPointerCancel}
        onContextMenu={draggable ? (e) => e.preventDefault() : undefined}
      >
        {piece !== undefined && <PieceDisc piece={piece} />}
        {ghost !== undefined && <PieceDisc key={props.ghostKey} piece={ghost} className="ce-piece--ghost" />}
        {m.steps.length > 0 && <span className="ce-sq__step" aria-hidden="true" data-steps={m.steps.join('/')} />}
        {m.captured && <span className="ce-sq__x" aria-hidden="true" />}
      </button>
    );
  };

  return (
    <div className="ce-board__frame">
      <div className="ce-board__ranks" aria-hidden="true">
        {rankNumbers(flipped).map((n) => (
          <span key={n}>{n}</span>
        ))}
      </div>
      <div
        ref={grid}
        className="ce-board__grid"
        role="grid"
        aria-label={t(`checkers-exchange.draughts.${flipped ? 'boardLabelFlipped' : 'boardLabel'}`)}
        onKeyDown={onKeyDown}
      >
        {rows.map((row, r) => (
          <div key={r} className="ce-board__row" role="row">
            {row.map((cell, c) => square(cell, r, c))}
          </div>
        ))}
      </div>
      <div className="ce-board__files" aria-hidden="true">
        {fileLetters(flipped).map((f) => (
          <span key={f}>{f}</span>
        ))}
      </div>
    </div>
  );
}

function startDrag(e: DragEvent, cell: Cell, lift: (index: number) => void): void {
  lift(cell.index);
  e.dataTransfer.setData('text/plain', cell.name);
  e.dataTransfer.effectAllowed = 'move';
}

function drop(e: DragEvent, cell: Cell, onSquare: (index: number) => void): void {
  e.preventDefault();
  onSquare(cell.index);
}
