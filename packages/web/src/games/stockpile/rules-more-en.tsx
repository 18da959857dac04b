import { Stockpile } from '@birzha/engine';
import { makeHeadings, money } from './rules-parts.tsx';
import { AdvancedTable, InvestorsTable } from './rules-tables.tsx';
import { tocFor } from './rules-toc.ts';

const TOC_EN = tocFor('en');

/** The English rules from splits to resigning: the market's special events, the end, variants and the table. */
export function StockpileMoreEn() {
  const lang = 'en';
  const { H2, H3 } = makeHeadings(TOC_EN);
  const $ = (v: number) => money(v, lang);
  const opts = Stockpile.DEFAULT_OPTIONS;
  return (
    <>
      <H2 id="stp-split" />
      <p>
        When a ticker at {$(10000)} has to step up, the step goes onto the <strong>split</strong> space:
      </p>
      <ol>
        <li>
          <strong>Super-split first.</strong> Every split card of that company that a player already holds pays{' '}
          {$(Stockpile.SUPER_SPLIT_PER_CARD)} at once. It stays a split card (there is no “×4”).
        </li>
        <li>
          Then <strong>every regular card</strong> of that company, in every portfolio, becomes a split card (“×2”). How
          many split cards each player has is public.
        </li>
        <li>
          The ticker goes to {$(6000)}, and any remaining steps continue from there: from {$(8000)} a +3 goes {$(9000)},{' '}
          {$(10000)}, split, {$(6000)}.
        </li>
      </ol>
      <p>
        A split card counts as <strong>two shares</strong> everywhere: it sells for twice the price, earns a double
        dividend, and counts two for the majority and the liquidation. Cards of the company won later are regular cards
        again.
      </p>

      <H2 id="stp-bankruptcy" />
      <p>
        When a ticker at {$(1000)} has to step down, the step goes onto the <strong>bankruptcy</strong> space: every
        card of that company, regular and split, in every portfolio, is discarded. The ticker returns to {$(5000)} and
        any remaining steps continue: from {$(3000)} a −4 goes {$(2000)}, {$(1000)}, bankruptcy, {$(5000)}, {$(4000)}.
        The company stays in the game and is traded as before in later rounds. Who lost how many cards is public.
      </p>

      <H2 id="stp-dividends" />
      <p>
        The $$ forecast does not move the price. Instead every player holding that company gets{' '}
        {$(Stockpile.DIVIDEND_PER_SHARE)} per share ({$(2 * Stockpile.DIVIDEND_PER_SHARE)} per split card), paid
        automatically. Since the payments are public, everybody then knows how many cards of that company each player
        holds. Dividend Deborah and the advanced board’s Stanford Steel pay dividends of{' '}
        {$(Stockpile.STEP_DIVIDEND_PER_SHARE)} per share the same way.
      </p>

      <H2 id="stp-end" />
      <p>
        After the Movement of the last round (and Dividend Deborah’s last decision) the game is scored in three steps.
      </p>
      <H3 id="stp-majority" />
      <p>
        For each company in turn, all players show their cards; a split card counts two shares. The player with the most
        shares gets <strong>{$(Stockpile.MAJORITY_BONUS.sole)}</strong>. If several players tie for the most, each of
        them gets <strong>{$(Stockpile.MAJORITY_BONUS.tiedEach)}</strong>. A company nobody holds pays no bonus. Players
        who resigned take part as well.
      </p>
      <H3 id="stp-liquidation" />
      <p>
        Then every player sells all their stock at the final prices (a split card at twice the price). The money may pay
        off fee debt.
      </p>
      <H3 id="stp-ranking" />
      <p>
        <strong>Score = cash − unpaid fee debt</strong> (so a score can be negative). The highest score wins. Equal
        scores share a place, with no tie-break; a tie for first is a shared win. Players who resigned rank below all
        the others.
      </p>

      <H2 id="stp-visibility" />
      <ul>
        <li>
          <strong>Public:</strong> everyone’s cash and fee debt, split cards, how many regular cards each portfolio
          holds, the piles with their face-up cards, bids, sales, the public pair, and how many action cards each player
          holds.
        </li>
        <li>
          <strong>Only you:</strong> your hand, your private pairs, your face-down cards on the piles, and which
          companies your regular cards belong to.
        </li>
        <li>
          <strong>What others know about your portfolio:</strong> the face-up cards you won, the face-down cards they
          placed themselves, and whatever a dividend revealed.
        </li>
      </ul>

      <H2 id="stp-two" />
      <ul>
        <li>
          {$(Stockpile.START_CASH[2])} each, {Stockpile.ROUNDS[2]} rounds, {Stockpile.PILES[2]} piles.
        </li>
        <li>Two private pairs each, no public pair, two hidden pairs.</li>
        <li>Supply in two batches: 2 cards each, placed; then 2 more, placed.</li>
        <li>
          Two meeples each; the bids go A, B, A, B. Your two meeples may not stand on the same pile, and your two bids
          together may not exceed your cash. Every other rule is the same.
        </li>
      </ul>

      <H2 id="stp-advanced" />
      <p>
        With the “advanced board” option every company has its own track: some are shorter, some steeper, and prices may
        repeat. A bankruptcy returns the ticker to that company’s start; a split returns it to the position shown.
        Stanford Steel pays a dividend of {$(Stockpile.STEP_DIVIDEND_PER_SHARE)} per share whenever its ticker steps up
        onto one of the marked positions.
      </p>
      <AdvancedTable lang={lang} />
      <p className="rules-note">
        The advanced tracks follow a fan implementation and are not yet checked against the printed board.
      </p>

      <H2 id="stp-investors" />
      <p>
        With the “investors” option, before the first round every player is dealt 2 investor cards and keeps 1 (in the
        2-player game: 4 dealt, 2 kept). The choices are revealed together. Your investor’s cash replaces the starting
        cash (2 players: the sum of both cards’ 2-player values), and you have its power for the whole game.
        Once-a-round powers can be used or skipped each round.
      </p>
      <InvestorsTable lang={lang} />
      <p className="rules-note">
        The cash values and powers follow a fan implementation and still have to be checked against the printed cards.
      </p>
      <H3 id="stp-deborah" />
      <p>
        After every Movement phase, the owner of Dividend Deborah either names one company or passes. A named company
        pays {$(Stockpile.DEBORAH_PER_SHARE)} per share ({$(2 * Stockpile.DEBORAH_PER_SHARE)} per split card) to{' '}
        <strong>every</strong> holder, not only to Deborah. Like any dividend, it reveals how many cards everybody holds
        of that company.
      </p>

      <H2 id="stp-options" />
      <p>The player who creates the table sets these options; they stay fixed for the whole game.</p>
      <div className="rules-table-wrap">
        <table className="grid">
          <thead>
            <tr>
              <th scope="col">Option</th>
              <th scope="col">Default</th>
              <th scope="col">Meaning</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Investors</th>
              <td>{opts.investors ? 'on' : 'off'}</td>
              <td>Every player gets an investor card with its own cash and power.</td>
            </tr>
            <tr>
              <th scope="row">Board</th>
              <td>{opts.board === 'standard' ? 'standard' : 'advanced'}</td>
              <td>The standard tracks, or the advanced board’s own track per company.</td>
            </tr>
            <tr>
              <th scope="row">Time per decision</th>
              <td>{opts.turnSeconds} seconds</td>
              <td>10 to 600 seconds, or no clock.</td>
            </tr>
            <tr>
              <th scope="row">Who bids after a displacement</th>
              <td>{opts.displacedBids === 'inTurn' ? 'in turn' : 'at once'}</td>
              <td>
                In turn: the displaced player waits for the rotation (the original rules). At once: the displaced player
                bids next, and the rotation continues after the player whose turn started the chain.
              </td>
            </tr>
            <tr>
              <th scope="row">Retake the lost pile</th>
              <td>{opts.rebidSamePileAfterOutbid ? 'allowed' : 'not at once'}</td>
              <td>
                By default the bid right after a displacement may not put the displaced player back on the pile they
                lost; after anyone else’s bid, it may. The option allows it always.
              </td>
            </tr>
            <tr>
              <th scope="row">Seeded piles</th>
              <td>{opts.seedPiles ? 'on' : 'off'}</td>
              <td>At the start of Supply, one card from the deck is dealt face up onto each pile.</td>
            </tr>
          </tbody>
        </table>
      </div>

      <H2 id="stp-clock" />
      <p>
        Every decision (a placement, a bid, an action card, a sale, a power) has a time limit, {opts.turnSeconds}{' '}
        seconds by default. When it runs out, the server makes a fixed default move for you:
      </p>
      <div className="rules-table-wrap">
        <table className="grid">
          <thead>
            <tr>
              <th scope="col">Decision</th>
              <th scope="col">Default move</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Supply</th>
              <td>
                The first card face up and the second face down, both on the pile with the fewest cards (the first such
                pile on a tie).
              </td>
            </tr>
            <tr>
              <th scope="row">Bid</th>
              <td>{$(0)} on the first empty pile.</td>
            </tr>
            <tr>
              <th scope="row">Action</th>
              <td>
                The first action card: a Boom on the company you hold most shares of, a Bust on the one you hold fewest
                of (ties: the higher price, then the company order).
              </td>
            </tr>
            <tr>
              <th scope="row">Selling</th>
              <td>Sell nothing.</td>
            </tr>
            <tr>
              <th scope="row">Investor choice; powers</th>
              <td>The first investor offered; powers are skipped.</td>
            </tr>
          </tbody>
        </table>
      </div>

      <H2 id="stp-resign" />
      <p>
        You may resign at any moment. Your seat stays at the table and a stand-in makes its moves; it ranks below every
        player who did not resign. When only one player has not resigned, the game ends at once without scoring: that
        player wins, and the others follow, the latest to resign first.
      </p>
    </>
  );
}
