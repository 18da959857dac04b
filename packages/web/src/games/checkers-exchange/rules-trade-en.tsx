import { CheckersExchange } from '@birzha/engine';
import { credits, makeHeadings } from './rules-parts.tsx';
import { DrawsTable } from './rules-tables.tsx';
import { tocFor } from './rules-toc.ts';
import { OrderBookFigure } from './section-pictures.tsx';

const TOC_EN = tocFor('en');

/** The English rules from the draws to the exchange session: every figure from the engine's constants. */
export function CeTradeEn() {
  const lang = 'en';
  const { H2, H3 } = makeHeadings(TOC_EN);
  const $ = (v: number) => credits(v, lang);
  const { AUCTION, INCOME, LIMITS, RATES, STATE_ASK } = CheckersExchange;
  return (
    <>
      <H3 id="ce-draws" />
      <p>
        A colour with no move left (no pieces, or every piece blocked) loses the board game. Nobody can offer a draw or
        resign for a colour: a colour has no owner. A draw comes by itself:
      </p>
      <ul>
        <li>when the same position (with the same colour to move) occurs for the third time;</li>
        <li>when the number of moves in the table has been played in one of these positions:</li>
      </ul>
      <DrawsTable lang={lang} />
      <p>
        The count in the last rows starts again at every capture and whenever the balance of material changes. If the
        years run out while the board game is still going, it counts as a draw for the settlement: every surviving piece
        of both colours earns income.
      </p>

      <H3 id="ce-tokens" />
      <p>
        The right to move a firm’s pieces is the <strong>move token</strong>. While nobody holds it, the director moves.
        The director may give the token to any player who has not resigned:
      </p>
      <ul>
        <li>
          <strong>for one ply</strong>: the token is gone as soon as the firm has moved;
        </li>
        <li>
          <strong>for the year</strong>: until the end of that year’s play on the board.
        </li>
      </ul>
      <p>
        A token issued during play on the board serves this year; one issued in the auction serves year 1; one issued in
        a session or meeting serves the next year. A new token replaces the old one, and by issuing it to himself the
        director takes the move back. When the director changes, the firm’s token is void. Tokens are public.
      </p>
      <p>
        Players may <strong>transfer</strong> any amount of their free personal cash to each other at any time, for
        instance to pay for a token. Transfers are public; a firm’s money cannot be transferred.
      </p>

      <H2 id="ce-income" />
      <p>
        When the year’s play on the board is over, every firm whose pieces captured this year receives its{' '}
        <strong>gross income</strong>: {$(INCOME.captureMan)} for each man it captured and {$(INCOME.captureKing)} for
        each king. Out of it:
      </p>
      <ol>
        <li>
          a <strong>tax</strong> of {RATES.taxPct} % is set aside and paid to the State at the end of the year;
        </li>
        <li>
          the <strong>director’s fee</strong> of {RATES.feePct} % goes at once to the director personally (also if
          resigned);
        </li>
        <li>
          the rest is the <strong>net income</strong>. Half of it ({RATES.payoutPct} %) goes to dividends: it is divided
          by the number of shares that are paid (all {CheckersExchange.SHARES.perFirm} except the treasury) and rounded
          down. Every shareholder, whether a player, another firm or the State, receives the dividend per share times
          its shares;
        </li>
        <li>whatever is not paid out stays with the firm.</li>
      </ol>
      <p>
        Dividends a firm receives from other firms are not taxed and stay with it until the end of the game. Money kept
        in a firm is not lost: at the liquidation it goes to the firm’s shareholders. Example 1 works it all through.
      </p>

      <H2 id="ce-auction" />
      <p>
        Before year 1 the State sells {AUCTION.lot} shares of every firm in a <strong>sealed-bid auction</strong>. Each
        player places any bids: a firm, a number of shares (1 to {AUCTION.maxBidQty}) and a price per share of at least{' '}
        {$(AUCTION.reserve)}. The money for a bid (shares × price) is reserved at once; a bid can be cancelled until the
        close. Nobody sees anyone else’s bids before the close.
      </p>
      <p>At the close, for each firm:</p>
      <ol>
        <li>the bids are ranked by price, highest first, and at equal prices by time of placing;</li>
        <li>
          in that order each gets what it asked for until all {AUCTION.lot} shares are gone; the last may be filled only
          in part, and the later ones get nothing;
        </li>
        <li>
          <strong>all winners pay one price</strong>: the price of the last bid that received shares, even those who bid
          more;
        </li>
        <li>that price becomes the firm’s closing price; with no bids the price stays {$(STATE_ASK.minPrice)}.</li>
      </ol>
      <p>Unfilled bids simply lapse and their reserved money is freed. Example 2 shows an auction.</p>

      <H2 id="ce-session" />
      <p>
        After the year’s income the <strong>exchange session</strong> opens: everyone trades at the same time, in real
        time, until the time runs out or everyone has pressed “Ready”.
      </p>
      <H3 id="ce-orders" />
      <p>
        An order is an account (your own or that of a firm you direct), buy or sell, a firm, a number of shares (1–
        {LIMITS.orderQtyMax}) and a limit price (1–{LIMITS.priceMax.toLocaleString('en-US')}). A new order is matched at
        once against the best opposite order in the same firm:
      </p>
      <ul>
        <li>
          a buy against the cheapest sell, a sell against the highest buy; at equal prices the earlier order comes first
          (price, then time priority);
        </li>
        <li>
          a trade happens when the prices meet (the buy is not below the sell),{' '}
          <strong>at the price of the order that was already resting in the book</strong>: whoever comes later gets that
          price, not their own;
        </li>
        <li>this repeats while opposite orders last; what is left of the new order rests in the book and waits.</li>
      </ul>
      <p>
        You may cancel your order at any time. At the close every resting order is withdrawn, and a firm’s{' '}
        <strong>closing price</strong> becomes the price of its last trade in the session (without trades it stays).
      </p>
      <OrderBookFigure
        section="ce-orders"
        caption="W1’s order book at the table: the State’s ask above, the players’ bids below, the last trade between."
      />
      <H3 id="ce-state-asks" />
      <p>
        At the start of every session the State offers {STATE_ASK.qty} shares of every firm at the closing price, but
        never below {$(STATE_ASK.minPrice)}. The State never buys and never sells a firm’s last share: when it holds
        fewer than six, it offers one less than it has.
      </p>
      <H3 id="ce-limits" />
      <ul>
        <li>
          A buy reserves money (shares × limit), a sell reserves the shares. There is no selling shares you do not have
          and no buying on credit, so nobody can go bankrupt. When a trade is cheaper than the limit, the difference is
          freed.
        </li>
        <li>Every account may have at most {LIMITS.openOrdersMax} open orders.</li>
        <li>
          <strong>No trading with yourself</strong>: an order that would meet an order of your own account or of a firm
          you direct is refused. Cancel your own order first.
        </li>
        <li>
          A firm may not buy its own shares (it may sell its treasury shares) and may hold at most {LIMITS.crossHolding}{' '}
          shares of any other firm, counting its open buy orders.
        </li>
      </ul>
      <H3 id="ce-hidden" />
      <p>
        The book is anonymous. Prices, quantities and the depth of the book are public at once, but who placed an order
        and who took part in a trade is known only to the owner; the State’s orders are always marked. You see other
        accounts’ cash and shares as they were when the session opened. At the close everything is revealed: every trade
        with its parties, the new cash and shares. So a controlling stake can be bought quietly: nobody learns of the
        raid before the close.
      </p>
    </>
  );
}
