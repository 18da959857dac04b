import { CheckersExchange } from '@birzha/engine';

const { Draughts } = CheckersExchange;

/** A piece as the board shows it (its square's data attributes). */
export interface ShownPiece {
  readonly sq: CheckersExchange.Square;
  readonly firm: CheckersExchange.FirmId;
  readonly king: boolean;
}

const colorOf = (firm: CheckersExchange.FirmId): CheckersExchange.Color => (firm.startsWith('w') ? 'white' : 'black');

/**
 * The browser test's person plays for captures, as a player who wants one would: a capture when there is one; else
 * a ply that makes the opponent capture into a position where only the moving firm can take back (so the next ply
 * of that colour is the firm's own, and its holder's); else the most advanced quiet ply (into contact). Plain
 * draughts on the board the page shows, with the firms read from its squares. Returns the ply's notation.
 */
export function steerPly(pieces: readonly ShownPiece[], firm: CheckersExchange.FirmId): string | null {
  const color = colorOf(firm);
  const other: CheckersExchange.Color = color === 'white' ? 'black' : 'white';
  const full = pieces.map((p) => ({ ...p, color: colorOf(p.firm) }));
  const plies = CheckersExchange.Reads.firmPlies({ board: boardState(full, color) }, firm);
  if (plies.length === 0) return null;
  const capture = plies.find((p) => p.captured.length > 0);
  if (capture !== undefined) return capture.notation;
  const firmAt = new Map(full.map((p) => [Draughts.squareIndex(p.sq), p.firm]));
  let best: { notation: string; score: number } | null = null;
  for (const p of plies) {
    const board = Draughts.applyMove(Draughts.boardFromPieces(full), color, p);
    const to = p.path[p.path.length - 1]!;
    const owners = new Map(firmAt);
    owners.delete(p.from);
    owners.set(to, firm);
    let score = advance(to, color);
    const replies = Draughts.generateMoves(board, other);
    if (replies.length > 0 && replies[0]!.captured.length > 0) {
      // The opponent must take: count the replies after which this firm alone can take back.
      let back = 0;
      for (const r of replies) {
        const after = Draughts.applyMove(board, other, r);
        const mine = Draughts.generateMoves(after, color);
        const left = new Map(owners);
        for (const c of r.captured) left.delete(c);
        if (mine.length > 0 && mine[0]!.captured.length > 0 && mine.some((m) => left.get(m.from) === firm)) back++;
      }
      score += back === replies.length ? 100 : back > 0 ? 50 : -20;
    }
    if (best === null || score > best.score) best = { notation: p.notation, score };
  }
  return best?.notation ?? null;
}

/** How far a square is up the board for a colour (rank 1..8 seen from its side). */
function advance(index: number, color: CheckersExchange.Color): number {
  const rank = Number(Draughts.squareName(index)[1]);
  return color === 'white' ? rank : 9 - rank;
}

function boardState(
  pieces: readonly CheckersExchange.Piece[],
  toMove: CheckersExchange.Color,
): CheckersExchange.BoardState {
  return {
    pieces: [...pieces].sort((a, b) => Draughts.squareIndex(a.sq) - Draughts.squareIndex(b.sq)),
    toMove,
    plies: 0,
    result: null,
    draw: { positions: [], kingPlies: 0, endgame: null },
  };
}
