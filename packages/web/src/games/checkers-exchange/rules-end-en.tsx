import { CheckersExchange } from '@birzha/engine';
import { credits, makeHeadings } from './rules-parts.tsx';
import { TimingTable } from './rules-tables.tsx';
import { tocFor } from './rules-toc.ts';

const TOC_EN = tocFor('en');

/** The English rules from the meetings to resignation: every figure from the engine's constants. */
export function CeEndEn() {
  const lang = 'en';
  const { H2, H3 } = makeHeadings(TOC_EN);
  const $ = (v: number) => credits(v, lang);
  const { INCOME, LIMITS, RATES, SHARES } = CheckersExchange;
  return (
    <>
      <H2 id="ce-meetings" />
      <p>Shareholders’ meetings replace directors. They take place only when someone has requested them.</p>
      <H3 id="ce-request" />
      <p>
        During a session any player who holds at least {LIMITS.meetingThreshold} shares of some one firm, personally or
        through a firm they direct, may request a meeting (treasury shares do not count; shares in sell orders do). The
        request is secret until the session closes, and it stands only if the player still holds those shares at the
        close. If at least one request stands, meetings follow the session <strong>in all eight firms at once</strong>.
      </p>
      <H3 id="ce-elections" />
      <ul>
        <li>
          The meeting elects the director. The candidates are the current director and whoever has been nominated. Any
          player with votes in the firm may nominate any player who has not resigned.
        </li>
        <li>
          One share, one vote. Each account casts all its shares of the firm for one candidate; a firm’s shares are
          voted by its director. The State abstains and treasury shares do not vote. Holdings count as at the session
          close.
        </li>
        <li>
          A candidate wins with <strong>more than half of all the firm’s voting shares</strong> (all {SHARES.perFirm}{' '}
          except the treasury), counting the State’s shares and those not cast. Exactly half is not enough: then the
          director stays.
        </li>
        <li>
          Ballots are secret until the meetings close. Every election counts with the directors as they were when the
          meetings opened. A new director takes office at once, and the firm’s old token is void.
        </li>
      </ul>
      <H3 id="ce-golden" />
      <p>
        The State always keeps at least one share of every firm, the <strong>golden share</strong>. It is never sold,
        neither in the auction nor on the exchange. While the State holds many shares, replacing a director is hard: its
        shares do not vote, but they count among the voting shares and so work against every challenger. Every session
        makes the State’s stake smaller.
      </p>

      <H2 id="ce-taxes" />
      <p>
        At the end of every year the firms pay the State the {RATES.taxPct} % tax set aside when the year’s income was
        counted. The survival income at the end of the game is taxed the same way. Taxes keep the state apparatus
        running: the State’s money is never shared out and is not ranked.
      </p>

      <H2 id="ce-end" />
      <p>
        The game ends after the taxes of the year in which the board game ended, or after the last year of the game. The
        last session (and any meetings) still take place. If fewer than two players remain who have not resigned, the
        game ends at once.
      </p>
      <H3 id="ce-survival" />
      <p>
        Every firm receives {$(INCOME.surviveMan)} for each of its men on the board and {$(INCOME.surviveKing)} for each
        king. The firms of the colour that <strong>lost</strong> the board game receive nothing. After a draw, or when
        the years ran out, all pieces count. This income too pays the {RATES.taxPct} % tax and the {RATES.feePct} %
        director’s fee; the rest goes to the firm.
      </p>
      <H3 id="ce-liquidation" />
      <p>
        Then every firm is liquidated. A firm’s value is its money plus the value of the other firms’ shares it holds.
        Since firms hold each other’s shares, the values are found exactly, as the solution of a system of equations in
        fractions. One share of a firm is worth its value divided by its voting shares (all except the treasury). Every
        player receives the sum over all their shares, rounded down once; the State receives the rest: the value of its
        own shares and every rounding remainder. Example 5 works one through.
      </p>
      <H3 id="ce-ranking" />
      <p>
        A player’s score is their cash after the liquidation. More money ranks higher; equal scores share a place.
        Resigned players rank below every player who has not resigned. Firms and the State are not ranked.
      </p>

      <H2 id="ce-visibility" />
      <p>
        Almost everything is public: the board, whose move it is, directors and tokens, every account’s cash and shares
        outside the session, closing prices, the State’s orders, nominations and the “Ready” marks. Only this is hidden:
      </p>
      <ul>
        <li>auction bids, until the auction closes;</li>
        <li>
          who owns each order on the exchange and who took part in each trade, and how trades change other accounts,
          until the session closes;
        </li>
        <li>meeting requests, until the session closes;</li>
        <li>ballots, until the meetings close.</li>
      </ul>

      <H2 id="ce-timing" />
      <p>The table’s timing option sets the time for every step:</p>
      <TimingTable lang={lang} />
      <p>
        When the time for a ply runs out, the firm plays its <strong>fallback ply</strong>: the first legal ply in
        alphabetical order of its notation (“a3-b4” before “c3-d4”), which is rarely good. The auction, the session and
        the meetings close when their time is up. In them everyone presses <strong>“Ready”</strong> when done; once
        every player who has not resigned is ready, the step closes early. Being ready does not stop you from acting,
        you can take it back, and it gives nothing away: nobody can tell from it who placed an anonymous order.
      </p>

      <H2 id="ce-resign" />
      <p>
        If you resign, you keep your cash, shares and directorships: you still receive dividends, fees and your
        liquidation payout, but you never act again. Your orders are withdrawn, your meeting request lapses, and any
        token you hold goes back to its director. Your shares and those of your firms do not vote, and your firms play
        their fallback ply whenever no active player holds their token; the shareholders may replace you at a meeting.
        If fewer than two players remain who have not resigned, the game ends at once: the current year’s income is
        counted, the taxes are paid and the final settlement follows.
      </p>
    </>
  );
}

/** The English tips, after the examples. */
export function CeTipsEn() {
  const { H2 } = makeHeadings(TOC_EN);
  return (
    <>
      <H2 id="ce-tips" />
      <ul>
        <li>
          Play for ownership, not for material: a capture that earns money for a firm you own much of may beat the
          “correct” draughts move. Giving a man to a firm you partly own is a transfer, not a loss.
        </li>
        <li>
          Watch the State’s stake: the smaller it is, the easier a director is replaced. A challenger needs more than
          half of all voting shares, and every vote not cast counts against them.
        </li>
        <li>
          A raid: buy quietly (owners are hidden until the close), file the secret request as soon as you hold{' '}
          {CheckersExchange.LIMITS.meetingThreshold} shares, and keep them until the session closes.
        </li>
        <li>
          The State sells cheaply while the closing price is low, so buy early. Press “Ready” as soon as you are done:
          the fallback ply is almost always worse than yours.
        </li>
      </ul>
    </>
  );
}
