/** Tests only: boards from the spec's `pieces` strings (section 12: `"Ka1.w1 c3.b1"`, colour from the firm). */
import { FIRM_DEFS, type FirmId, type Square } from '../../config.ts';
import { boardFromPieces } from '../board.ts';
import type { Board } from '../types.ts';

/** The board of a spec `pieces` string; a malformed token is a bug in the test. */
export function boardOf(pieces: string): Board {
  return boardFromPieces(
    pieces
      .split(/\s+/)
      .filter((t) => t !== '')
      .map((token) => {
        const m = /^(K?)([a-h][1-8])\.([wb][1-4])$/.exec(token);
        if (m === null) throw new Error(`test board: bad token ${token}`);
        const firm = m[3] as FirmId;
        return { sq: m[2] as Square, king: m[1] === 'K', color: FIRM_DEFS[firm].color, firm };
      }),
  );
}
