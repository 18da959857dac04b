import type { ReactNode } from 'react';
import { CheckersExchange } from '@birzha/engine';
import { BoardDiagram, startPieces } from './rules-board.tsx';
import { CeEndEn, CeTipsEn } from './rules-end-en.tsx';
import { CeExamplesEn } from './rules-examples-en.tsx';
import { credits, makeHeadings, openingFirm, rotationText, Toc } from './rules-parts.tsx';
import { FirmsTable } from './rules-tables.tsx';
import { tocFor } from './rules-toc.ts';
import { BoardFigure, PlayersFigure } from './section-pictures.tsx';
import { CeTradeEn } from './rules-trade-en.tsx';

const TOC_EN = tocFor('en');

/** The rules of Checkers Exchange in English, first half: the game, the board, the accounts, play on the board. */
/** `summary`: the one-page summary, shown after the opening paragraph and before the contents. */
export function CheckersExchangeRulesEn({ summary }: { summary?: ReactNode }) {
  const lang = 'en';
  const { H2, H3 } = makeHeadings(TOC_EN);
  const $ = (v: number) => credits(v, lang);
  const { SHARES, INCOME, LIMITS } = CheckersExchange;
  return (
    <div className="rules-body" lang="en">
      <h1>Checkers Exchange (Шашечная биржа): the rules</h1>
      <p className="rules-lead">
        Checkers Exchange is a business game played on a Russian draughts board. All 24 pieces belong to eight
        joint-stock firms, and the players are private persons: they run the firms, buy and sell shares, and move a
        firm’s pieces only while they hold its move token. Success on the board earns the firms money, the exchange lets
        you buy up another firm and replace its director, and the richest player at the end wins.
      </p>
      {summary}
      <Toc toc={TOC_EN} label="Contents" />

      <H2 id="ce-about" />
      <p>
        White and Black take turns as in ordinary draughts, but neither colour has an owner. Each piece is moved by the
        director of its firm, or by whoever the director has handed the move token to. A firm earns money when its
        pieces capture, and when its pieces survive to the end of the game. Firms’ shares trade on an exchange: buy a
        controlling stake and you can replace the director and move the firm’s pieces yourself. So one player may move
        both white and black pieces, and a “white” and a “black” director may share an owner without the others
        noticing. Ordinary draughts strategy takes a back seat: what matters is whose pieces capture and whose are lost.
      </p>
      <p>
        3 to 8 people play (4–8 is best), and any seat can be taken by a bot. A game lasts 4 to 10 game years (6 by
        default); with the “online” timing it takes at most about an hour and a half, usually much less.
      </p>

      <H2 id="ce-board" />
      <p>
        The board is the usual 8 × 8, White at the bottom; only the dark squares are used (a1 is dark). Each of the
        eight firms owns three pieces of one colour: four white firms W1–W4 and four black firms B1–B4. A piece belongs
        to its firm for the whole game, also after it becomes a king. At the start each firm stands on three squares at
        its own edge:
      </p>
      <BoardDiagram
        pieces={startPieces()}
        lang={lang}
        caption={`The start position: three men for every firm. Year 1 opens with ${openingFirm('white')}, then ${openingFirm('black')}`}
      />
      <FirmsTable lang={lang} />

      <BoardFigure
        section="ce-board"
        caption="The board as the table draws it, after year 1’s moves in a sample game: every piece ringed in its firm’s colour, with the firm’s number."
      />

      <H2 id="ce-accounts" />
      <p>
        Money (credits, cr) and shares sit in <strong>accounts</strong>. Every player, every firm and the State has one.
        All amounts are whole numbers; whatever is divided is rounded down.
      </p>
      <ul>
        <li>
          Every firm has {SHARES.perFirm} shares. At the start the State holds {SHARES.stateStart} of them and the firm
          itself {SHARES.treasuryStart}: these are <strong>treasury</strong> shares, which never vote and are never paid
          dividends, but the director may sell them on the exchange.
        </li>
        <li>Every player starts with {$(CheckersExchange.START_CASH)} and no shares. The firms start with no money.</li>
        <li>
          <strong>Directors</strong> are dealt by lot: the players are shuffled and the firms dealt round them in the
          order W1, B1, W2, B2, W3, B3, W4, B4. With fewer than eight players some direct two or three firms, sometimes
          of both colours.
        </li>
        <li>
          A director moves the firm’s pieces (or hands over the token), receives a fee from its income, and places
          orders on the exchange for the firm: buys other firms’ shares with its money and sells its treasury shares. A
          firm’s money can never be transferred to a player.
        </li>
        <li>
          <strong>The State</strong> is an automatic participant. It sells shares and collects taxes; it never votes,
          never buys and is not ranked.
        </li>
      </ul>

      <PlayersFigure
        section="ce-accounts"
        lang={lang}
        caption="Players, as the table lists them: each one’s cash, shares, status and the firms they direct."
      />

      <H2 id="ce-year" />
      <p>
        Before year 1 comes the <strong>opening auction</strong>, where the State sells the first blocks of shares. Then
        the game runs in game years, each made of these steps:
      </p>
      <ol>
        <li>
          <strong>Play on the board</strong>: {LIMITS.pliesPerYear} plies (four by each colour, usually one by each
          firm).
        </li>
        <li>
          <strong>The year’s income</strong>: firms earn money for the pieces they captured and pay dividends.
        </li>
        <li>
          <strong>The exchange session</strong>: everyone trades shares at the same time.
        </li>
        <li>
          <strong>Shareholders’ meetings</strong>, only if someone requested them: elections of directors in all firms.
        </li>
        <li>
          <strong>Taxes</strong>: the firms pay the State the tax on the year’s income.
        </li>
      </ol>
      <p>
        The game ends after the year in which the board game ended, or after the last year. Then the surviving pieces
        earn their firms a last income, every firm is liquidated, and the money is shared among the shareholders.
      </p>

      <H2 id="ce-moves" />
      <p>
        The board sees an ordinary game of Russian draughts. Each ply is made by one firm of the colour to move; before
        the ply the table shows which firm moves and who holds its token.
      </p>
      <H3 id="ce-rotation" />
      <p>
        White and Black alternate, and White starts every year. Which firm of a colour moves is settled by the{' '}
        <strong>year’s rotation</strong>: in year 1 {rotationText(1, 'white')} (and {rotationText(1, 'black')}), in year
        2 {rotationText(2, 'white')} (and {rotationText(2, 'black')}), in year 3 {rotationText(3, 'white')}, and so on
        round; year 5 is like year 1 again. The two colours’ orders mirror each other: turn the board round and W4
        stands on B1’s squares, W3 on B2’s, so each colour opens from its own right-hand edge and neither colour’s first
        plies are forced.
      </p>
      <ul>
        <li>
          The <strong>candidates</strong> are the firms whose pieces have a legal move. When the colour must capture,
          only the firms that can capture are candidates.
        </li>
        <li>
          The first candidate in the rotation that has not yet moved this year moves; if every candidate has moved, the
          first candidate in the rotation.
        </li>
      </ul>
      <p>
        In the {LIMITS.pliesPerYear} plies of a year every firm usually moves exactly once. A capture changes that: if
        only one firm can capture, it moves even if it has moved already, and another firm may miss its turn. Who moves
        next can always be worked out in advance.
      </p>
      <p data-testid="ce-rules-version-1">
        Matches begun under the first version of these rules keep its order in their records and replays: White{' '}
        {rotationText(1, 'white', 1)} in year 1, {rotationText(2, 'white', 1)} in year 2, and so on (Black as now). In
        that order White’s first two plies were forced, and Black took two men at the fourth ply of every game.
      </p>
      <H3 id="ce-draughts" />
      <ul>
        <li>A man moves one square diagonally forwards.</li>
        <li>
          <strong>Capturing is compulsory</strong>, for the whole colour: if any piece of the colour can capture, the
          colour must capture. Men capture both forwards and backwards.
        </li>
        <li>
          Among several captures you may choose <strong>any</strong>, not necessarily the one that takes the most. But a
          capture, once begun, must be completed: as long as there is something to take, you go on taking.
        </li>
        <li>
          A <strong>king</strong> moves any distance along a diagonal (a flying king), captures from a distance and may
          land on any free square beyond the captured piece; but if some of those squares allow it to capture further,
          it must land on one of them.
        </li>
        <li>
          <strong>The Turkish strike</strong>: captured pieces leave the board only when the move ends, so no piece can
          be jumped twice, and a captured piece blocks the way.
        </li>
        <li>
          A man that reaches the last rank becomes a king. If that happens during a capture, it goes on capturing as a
          king in the same move.
        </li>
      </ul>
      <p>
        Notation: a quiet move is “c3-d4”, a capture lists every landing square after a colon: “c3:e5:g3”. Each captured
        piece earns the firm of the capturing piece {$(INCOME.captureMan)} for a man and {$(INCOME.captureKing)} for a
        king. The firm whose piece was taken simply loses it.
      </p>
      <CeTradeEn />
      <CeEndEn />
      <CeExamplesEn />
      <CeTipsEn />
    </div>
  );
}
