import type { CheckersExchange } from '@birzha/engine';
import { useMemo } from 'react';
import { piecesByIndex } from './draughts-geometry.ts';
import { DraughtsGrid } from './draughts-grid.tsx';
import { NO_MARKS } from './draughts-labels.ts';
import { PieceDisc } from './draughts-piece.tsx';
import './draughts.css';
import './summary.css';

/*
 * The pictures of Checkers Exchange's summary and lobby: the table's own board grid and pieces over a sample view
 * from the engine (summary-sample.ts), not interactive, so they draw exactly what a player sees at the table.
 */

const NOTHING = () => undefined;

/** The board as the table draws it, White at the bottom, nothing marked and nothing to press. */
export function BoardPicture({ view }: { view: CheckersExchange.View }) {
  const pieces = useMemo(() => piecesByIndex(view.board.pieces), [view.board.pieces]);
  return (
    <div className="ce-board" data-testid="ce-board">
      <DraughtsGrid
        flipped={false}
        pieces={pieces}
        marks={() => NO_MARKS}
        ghosts={[]}
        ghostKey=""
        interactive={false}
        onSquare={NOTHING}
        onLift={NOTHING}
        onEscape={NOTHING}
      />
    </div>
  );
}

/** One man of every firm on the board, drawn by the table's piece. */
export function FirmsPicture({ view }: { view: CheckersExchange.View }) {
  const firstOfFirm = view.board.pieces.filter((p, i, all) => all.findIndex((q) => q.firm === p.firm) === i);
  return (
    <div className="ce-summary-pieces">
      {firstOfFirm.map((p) => (
        <PieceDisc key={p.firm} piece={p} />
      ))}
    </div>
  );
}
