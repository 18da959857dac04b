import { CheckersExchange } from '@birzha/engine';
import type { Lang } from '../../i18n/index.ts';
import { FIRM_HUES, firmLabel } from './labels.ts';

/*
 * A static draughts diagram for the rules pages: the start position with each firm's men, or an example's
 * position. Drawn as SVG (the table's live board is a canvas the rules page does not need); a figure caption and
 * the image's label say in words what it shows.
 */

type FirmId = CheckersExchange.FirmId;

/** A piece on a diagram. */
export interface DiagramPiece {
  readonly sq: string;
  readonly firm: FirmId;
  readonly king?: boolean;
}

const CELL = 40;
const EDGE = 18;
const FILES = 'abcdefgh';

/** The start position of spec 5 step 3: every firm's three men on its own squares. */
export function startPieces(): DiagramPiece[] {
  return CheckersExchange.FIRMS.flatMap((firm) => CheckersExchange.FIRM_DEFS[firm].start.map((sq) => ({ sq, firm })));
}

/** A position as spec 12 writes it ("Ka1.w1 c3.b2"), for the diagrams of the examples. */
export function parsePieces(text: string): DiagramPiece[] {
  return text
    .split(' ')
    .filter((t) => t !== '')
    .map((t) => {
      const king = t.startsWith('K');
      const [sq = '', firm = 'w1'] = (king ? t.slice(1) : t).split('.');
      return { sq, firm: firm as FirmId, king };
    });
}

/** Column and row of a square on the diagram, White at the bottom. */
function place(sq: string): { x: number; y: number } {
  const file = FILES.indexOf(sq[0] ?? 'a');
  const rank = Number(sq.slice(1));
  return { x: EDGE + file * CELL, y: (8 - rank) * CELL };
}

const WORDS = {
  ru: { white: 'белая', black: 'чёрная', king: 'дамка', on: 'на' },
  en: { white: 'white', black: 'black', king: 'king', on: 'on' },
} as const;

/** What the diagram shows, square by square, for a screen reader. */
function describe(pieces: readonly DiagramPiece[], lang: Lang): string {
  const w = WORDS[lang];
  return pieces
    .map((p) => {
      const color = CheckersExchange.FIRM_DEFS[p.firm].color === 'white' ? w.white : w.black;
      return `${firmLabel(p.firm)} ${color}${p.king === true ? ` ${w.king}` : ''} ${w.on} ${p.sq}`;
    })
    .join('; ');
}

/** A board with the given pieces, each ringed in its firm's hue and labelled W1..B4. */
export function BoardDiagram({
  pieces,
  lang,
  caption,
}: {
  pieces: readonly DiagramPiece[];
  lang: Lang;
  caption: string;
}) {
  const size = EDGE + 8 * CELL;
  const squares = [];
  for (let rank = 1; rank <= 8; rank++) {
    for (let file = 0; file < 8; file++) {
      const dark = (file + rank - 1) % 2 === 0;
      squares.push(
        <rect
          key={`${file}-${rank}`}
          x={EDGE + file * CELL}
          y={(8 - rank) * CELL}
          width={CELL}
          height={CELL}
          className={dark ? 'rules-board-dark' : 'rules-board-light'}
        />,
      );
    }
  }
  return (
    <figure className="rules-board">
      <svg
        viewBox={`0 0 ${size} ${size}`}
        role="img"
        aria-label={`${caption}: ${describe(pieces, lang)}`}
        data-pieces={pieces.length}
      >
        {squares}
        {[...FILES].map((f, i) => (
          <text key={f} x={EDGE + i * CELL + CELL / 2} y={size - 4} className="rules-board-coord">
            {f}
          </text>
        ))}
        {[1, 2, 3, 4, 5, 6, 7, 8].map((r) => (
          <text key={r} x={EDGE / 2} y={(8 - r) * CELL + CELL / 2 + 4} className="rules-board-coord">
            {r}
          </text>
        ))}
        {pieces.map((p) => {
          const { x, y } = place(p.sq);
          const white = CheckersExchange.FIRM_DEFS[p.firm].color === 'white';
          return (
            <g key={p.sq} data-sq={p.sq} data-firm={p.firm}>
              <circle
                cx={x + CELL / 2}
                cy={y + CELL / 2}
                r={CELL / 2 - 5}
                fill={white ? '#f7f3ea' : '#23201c'}
                stroke={FIRM_HUES[p.firm]}
                strokeWidth={4}
              />
              {p.king === true && (
                <circle
                  cx={x + CELL / 2}
                  cy={y + CELL / 2}
                  r={CELL / 2 - 10}
                  fill="none"
                  stroke={white ? '#23201c' : '#f7f3ea'}
                  strokeWidth={1.5}
                />
              )}
              <text x={x + CELL / 2} y={y + CELL / 2 + 4} className={white ? 'rules-piece-w' : 'rules-piece-b'}>
                {firmLabel(p.firm)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
