import type { ReactNode } from 'react';
import { COLORS } from './colors.ts';
import { Chip, ColorName, Fig, makeHeadings, Scale, Toc, Ui } from './rules-parts.tsx';
import { AkcionerExamplesEn } from './rules-examples-en.tsx';
import { AccountsFigure, HandFigure, PricesFigure } from './section-pictures.tsx';
import { tocFor } from './rules-toc.ts';

const TOC_EN = tocFor('en');

/** `summary`: the one-page summary, shown after the opening paragraph and before the contents. */
export function AkcionerRulesEn({ summary }: { summary?: ReactNode }) {
  const lang = 'en';
  const { H2, H3 } = makeHeadings(TOC_EN);
  const Y = <Chip c="yellow" lang={lang} />;
  const R = <Chip c="red" lang={lang} />;
  const B = <Chip c="blue" lang={lang} />;
  const G = <Chip c="green" lang={lang} />;
  return (
    <div className="rules-body" lang="en">
      <h1>Rules of Akcioner (The Shareholder)</h1>
      <p className="rules-lead">
        Akcioner («Акционер», “the shareholder”) is a stock-market game for 2 to 6 players. Amateur players in Kiev made
        it from the American game <i>Broker</i>, and the Soviet magazine «Наука и жизнь» published it in 1990. Players
        buy and sell shares of four colours and move their prices with cards. The deal is random, but planning and
        reading your opponents usually matter more than the cards you get.
      </p>
      {summary}
      <Toc toc={TOC_EN} label="Contents" />

      <H2 id="akc-goal" />
      <p>
        The winner is the player with the <strong>highest capital</strong> at the end: cash plus the value of all their
        shares at the final prices. Raise the prices of what you hold, drop the prices of what your opponents hold, and
        move your money from colour to colour at the right moment.
      </p>

      <H2 id="akc-components" />
      <H3 id="akc-colors" />
      <p>
        There are four kinds of shares. Each colour also has a letter and a pattern, so they are easy to tell apart
        without colour vision:
      </p>
      <ul>
        {COLORS.map((c) => (
          <li key={c}>
            <ColorName c={c} lang={lang} />
          </li>
        ))}
      </ul>
      <p>
        The colours always come in this order: yellow, red, blue, green. Prices and holdings in the examples below are
        written in this order.
      </p>

      <H3 id="akc-scale" />
      <p>
        Every price lies on a scale <strong>from 10 to 250 in steps of 10</strong>. At the start every share costs{' '}
        <strong>100</strong>.
      </p>
      <Scale label="Price scale from 10 to 250; starting price 100" />
      <PricesFigure
        section="akc-scale"
        caption="The Stock prices zone at the table: each colour’s price on the scale from 10 to 250, and their chart."
      />
      <p>
        You trade only with the bank. It sells and buys any number of shares at the current price, and there are always
        enough shares for everyone. You trade whole shares only; you cannot borrow, you cannot sell shares you do not
        have, and players never trade with each other. Every player’s cash and shares are visible to all (the Accounts
        zone).
      </p>

      <H3 id="akc-cards" />
      <p>
        The deck has <strong>52 cards</strong>: 20 big and 32 small. Every card has one <strong>coloured</strong> part,
        which always acts on its own colour, and one or three <strong>blank</strong> parts. The player who plays the
        card gives each blank part a colour of their choice: a different colour for each part, and never the card’s own
        colour. So one card moves two or four prices at once. Big cards are drawn with a thick frame.
      </p>
      <HandFigure
        section="akc-cards"
        caption="A big card (thick frame) and a small one in a hand, as the table draws them."
      />
      <h4>Hundreds: 12 cards, three of each colour</h4>
      <p>+100 to its own colour, and −30, −20 and −10 to the three other colours, one part each.</p>
      <div className="rules-cards">
        <Fig card="H-yellow-1" caption="A yellow hundred in your hand: the blank parts have no colour yet" />
        <Fig
          card="H-yellow-1"
          assign={['red', 'blue', 'green']}
          caption="The same card as played: R −30, B −20, G −10"
        />
      </div>
      <h4>Doubles: 8 cards, two of each colour</h4>
      <p>
        One double doubles its own colour and halves another one (×2 and ÷2); the other does the opposite: it halves its
        own colour and doubles another one.
      </p>
      <div className="rules-cards">
        <Fig card="D-red-up" assign={['blue']} caption="Red ×2, blue ÷2" />
        <Fig card="D-red-down" caption="Red ÷2, blank part ×2" />
      </div>
      <h4>Small cards: 32 cards, eight of each colour</h4>
      <p>
        They move prices by 30, 40, 50 or 60: +30/−60, +40/−50, +50/−40, +60/−30, and the other way round −30/+60,
        −40/+50, −50/+40, −60/+30 (the first number is the coloured part). The two numbers of a small card always add up
        to 90.
      </p>
      <div className="rules-cards">
        <Fig card="S-green-p30" assign={['yellow']} caption="Green +30, yellow −60" />
        <Fig card="S-blue-m60" assign={['yellow']} caption="Blue −60, yellow +30" />
      </div>

      <H3 id="akc-variants" />
      <p>
        The player who creates the table chooses the variant. It sets how many cards each player gets, how many rounds
        there are, and how many can play.
      </p>
      <div className="rules-table-wrap">
        <table className="grid">
          <thead>
            <tr>
              <th scope="col">Variant</th>
              <th scope="col" className="num">
                Players
              </th>
              <th scope="col" className="num">
                Big cards
              </th>
              <th scope="col" className="num">
                Small cards
              </th>
              <th scope="col" className="num">
                Rounds
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Short</th>
              <td className="num">2–6</td>
              <td className="num">3</td>
              <td className="num">5</td>
              <td className="num">8</td>
            </tr>
            <tr>
              <th scope="row">
                Classic
                <br />
                <small>(default)</small>
              </th>
              <td className="num">2–5</td>
              <td className="num">4</td>
              <td className="num">6</td>
              <td className="num">10</td>
            </tr>
            <tr>
              <th scope="row">Long</th>
              <td className="num">2–4</td>
              <td className="num">5</td>
              <td className="num">7</td>
              <td className="num">12</td>
            </tr>
          </tbody>
        </table>
      </div>
      <p>
        Everyone holds exactly as many cards as there are rounds: one card per turn. The remaining cards are not used,
        and nobody ever sees them. Besides the variant, the table’s creator chooses how halves are rounded and the time
        per turn; the settings stay fixed for the whole game.
      </p>

      <H2 id="akc-setup" />
      <ul>
        <li>
          Every player starts with <strong>1 share of each colour</strong> (capital 400) and <strong>no cash</strong>.
        </li>
        <li>All prices are 100.</li>
        <li>The order of play is drawn at random and stays the same for the whole game.</li>
        <li>
          The cards are dealt at random. Only you see your own cards; everyone sees the cards that have been played and
          how many cards each player has left.
        </li>
      </ul>

      <H2 id="akc-turn" />
      <p>
        The game is played in <strong>rounds</strong>. In each round every player, in order, takes one turn. A turn has
        three stages, all played by the player whose turn it is:
      </p>
      <ol>
        <li>
          <strong>Buy and sell.</strong> Sell any of your shares and buy others at the current prices. All sales happen
          before all purchases, so the money from a sale can pay for a purchase at once. You may also do nothing.
        </li>
        <li>
          <strong>Play a card.</strong> Play exactly one card from your hand (you cannot skip), giving colours to its
          blank parts. Prices move, the bank pays compensation and overflow payouts, and opponents may lose shares.
        </li>
        <li>
          <strong>Buy and sell again</strong>, now at the new prices. One restriction:{' '}
          <strong>shares you bought in stage 1 of this turn cannot be sold</strong>; they are locked until the turn
          ends. Shares you held before the turn can be sold.
        </li>
      </ol>
      <p>Then the next player moves. When everyone has moved, the next round begins.</p>

      <H3 id="akc-interface" />
      <p>
        You build the whole turn on your screen and send it with one click, so until you press <Ui>Done</Ui> you can
        change your mind about anything.
      </p>
      <ul>
        <li>
          <strong>Stage 1.</strong> In the My turn zone every colour has ▲ and ▼ arrows. ▲ adds the purchase of one
          share, ▼ the sale of one. The number between the arrows is the net quantity: “+2” means buy two, “−1” means
          sell one. Next to it you see how many shares you will have and how much cash will be left. <Ui>Reset</Ui>{' '}
          clears all your changes.
        </li>
        <li>
          <strong>Stage 2.</strong> Choose a card in the My cards zone. Press each blank part and pick its colour from
          the menu, then drag the card onto the “Drop the card here” field (or press the field). You immediately see
          what the card will do: new prices, compensation, payouts, confiscations and buybacks. <Ui>Cancel</Ui> takes
          the card back and returns you to stage 1; your stage-1 trades are kept and you can still change them.
        </li>
        <li>
          <strong>Stage 3.</strong> The ▲▼ arrows again, now at the new prices. Locked shares are shown in brackets: “2
          (1)” means you hold two shares of that colour and one of them was bought in stage 1, so you can sell only one.
        </li>
        <li>
          <Ui>Done</Ui> sends the whole turn at once: the stage-1 trades, the card and the stage-3 trades. The server
          accepts the turn as a whole or not at all (then you see what is wrong and can fix it); an accepted turn cannot
          be undone.
        </li>
      </ul>

      <H2 id="akc-prices" />
      <p>
        Each part of a card acts on its own colour, and a card changes each colour at most once. “+n” and “−n” add and
        subtract, “×2” doubles the price, “÷2” halves it. If the card would take a price <strong>above 250</strong>, the
        price becomes 250; if <strong>below 10</strong>, it becomes 10. The difference is not lost: above 250 the bank
        pays the holders, below 10 the shares are zeroed (see below).
      </p>
      <H3 id="akc-halving" />
      <p>
        When half a price is not a multiple of 10 it is rounded <strong>up</strong> (the default) or down, as the
        table’s creator chose: 170 → 90 (up) or 80 (down); 150 → 80 or 70; 30 → 20 or 10. Halving 10 is special: it
        gives 5 with either rounding. The price stays 10, but the shares are zeroed with a buyback price of 5.
      </p>

      <H2 id="akc-overflow" />
      <p>
        When a card raises a price above 250, <strong>every</strong> holder of that colour, the mover and everyone else,
        gets the excess from the bank for each share they hold. Red is at 200 and a ×2 makes it 400: the price becomes
        250, and every holder receives 150 for each red share. If the price is already 250 and a hundred adds 100, every
        holder receives 100 a share and the price stays 250. This money can be spent in stage 3 of the same turn.
      </p>

      <H2 id="akc-compensation" />
      <p>
        If <strong>your</strong> card lowers the price of a colour you hold, the bank immediately pays you what you
        lost: the difference between the old and the new price for each of your shares of that colour. It does not
        matter which part of the card lowered it (coloured or blank, “−n” or “÷2”). All your shares of that colour
        count, including those you bought in stage 1 of the same turn.
      </p>
      <p>
        Only the mover is compensated. The other players get nothing when a price falls, but there are no fines either.
        When a colour is zeroed, compensation is counted down to 10: if the price was 30, you get 20 a share. The key
        consequence: <strong>dropping the price of your own shares with your own card costs you nothing</strong>.
      </p>

      <H2 id="akc-zeroing" />
      <p>
        If a card would take a price <strong>below 10</strong> (for example 30 − 60 = −30), the price becomes 10 and
        that colour is <strong>zeroed</strong>:
      </p>
      <ul>
        <li>the mover keeps their shares (and is compensated down to 10);</li>
        <li>every other player has all their shares of that colour confiscated by the bank;</li>
        <li>
          each of them <strong>must buy back</strong> as many of the confiscated shares as their cash allows, at the
          buyback price; the rest are annulled.
        </li>
      </ul>
      <p>
        The <strong>buyback price</strong> of one share is how much the card should have lowered the price minus how
        much it actually fell; in other words, 10 minus the price the card “gave”. Blue was 30 and a card played −60:
        the price really fell by only 20, so the buyback costs 60 − 20 = 40 a share. Halving a price of 10 gives a
        buyback price of 5.
      </p>
      <p className="rules-note">
        Buybacks are paid in cash only. You cannot sell other shares to pay for them. But money from the same card
        counts, such as an overflow payout (see example 6).
      </p>
      <H3 id="akc-buyback-order" />
      <p>
        A hundred can zero two or three colours at once. The player then buys them back one colour at a time: first the
        colour with the <strong>lower buyback price</strong>; if those are equal, the colour that was{' '}
        <strong>cheaper before the card</strong>; if that is equal too, in the order {Y} {R} {B} {G}. The player buys
        back as many shares of one colour as the cash allows, then moves on to the next.
      </p>

      <H2 id="akc-bankruptcy" />
      <p>
        After every card all players are checked, the mover included. A player who has <strong>no shares at all</strong>{' '}
        and <strong>less cash than the cheapest share</strong> is bankrupt and leaves the game. Their cash counts in the
        results, and their cards leave the game unseen. Trading can never make you bankrupt: selling everything leaves
        you at least the price of the cheapest share. If only one player is left, the game ends at once.
      </p>

      <H2 id="akc-last-round" />
      <p>
        In the last round everyone has one card left and <strong>there is no trading</strong>: the turn is just the
        card. Compensation, overflow payouts, zeroing and buyback work as usual. So your last chance to buy or sell is
        stage 3 of your turn in the second-to-last round. The player who moves last has an edge: their last card stays
        hidden the longest.
      </p>

      <H2 id="akc-clock" />
      <p>
        A turn normally has 120 seconds; the table’s creator may choose another time or no clock. The whole turn, all
        three stages, must be finished with <Ui>Done</Ui> before time runs out. If it does, the server completes the
        turn for you: with no trades, and with the card (and colours) that puts your capital furthest ahead of the best
        opponent’s. After a few missed turns in a row (the table says how many), a bot takes over your seat; you may
        take it back before the end; in a rated match this counts as coming last.
      </p>

      <H2 id="akc-resign" />
      <p>
        You may resign at any moment, even when it is not your turn: the Resign button below the table, after a
        confirmation. Your shares go to the bank, you keep your cash, and your cards leave the game unseen. A player who
        resigns ranks below everyone, bankrupt players included. If only one player is left at the table, the game ends.
      </p>

      <H2 id="akc-end" />
      <p>
        The game ends when the last player has played their card in the last round (or earlier, if only one player is
        left). Then capital is counted:
      </p>
      <p>
        <strong>capital = cash + the sum over colours of (shares × final price)</strong>.
      </p>
      <p>
        For example, with final prices 90/80/200/200, a player holding one share of each colour and 80 cash has 90 + 80
        + 200 + 200 + 80 = 650. The ranking is:
      </p>
      <ol>
        <li>
          players still in the game, by capital; equal capital shares a place, and equal capital at the top is a draw;
        </li>
        <li>then bankrupt players: the later one went out, the higher they rank;</li>
        <li>last, players who resigned.</li>
      </ol>
      <AccountsFigure
        section="akc-end"
        lang={lang}
        caption="The Accounts zone at the table: every player’s cash, shares and capital at the current prices."
      />

      <AkcionerExamplesEn />

      <H2 id="akc-strategy" />
      <ul>
        <li>
          <strong>Your own drops are free.</strong> Compensation pays you exactly what you lose, so a card that crashes
          a colour you hold hurts only your opponents. A common move: hold a colour, crash it with your card, collect
          the compensation, and buy more of it cheaply in stage 3.
        </li>
        <li>
          <strong>Buy before you raise.</strong> Shares bought in stage 1 count fully for your card’s rise; the lock
          does not matter if you want to keep them anyway. Selling before your own crash is pointless.
        </li>
        <li>
          <strong>An overflow turns price into cash.</strong> It pays off when you hold more of the colour than your
          opponents; otherwise it is a gift to them. Doubling a price of 130 or more always goes past 250.
        </li>
        <li>
          <strong>Mind the zeroing risk.</strong> A colour at 10–60 can be zeroed by a single card, and a buyback may
          cost up to 60 a share. Keep cash in reserve for cheap holdings, or do not hold them through your opponents’
          turns. Conversely, zeroing a colour an opponent is heavy in while short of cash is the strongest attack in the
          game.
        </li>
        <li>
          <strong>Count cards.</strong> Played cards are public. Each colour has three hundreds, one “×2” double and one
          “÷2” double; how many big cards an opponent still holds follows from the cards they have played.
        </li>
        <li>
          <strong>Think about the other turns.</strong> Before your next turn every opponent plays a card: they will
          raise their own colours and drop others for free. Spreading your holdings and keeping some cash limit the
          damage.
        </li>
        <li>
          <strong>The last trade matters most.</strong> After stage 3 of the second-to-last round, your holdings change
          only through compensation, payouts and zeroing. Plan that trade together with your last card.
        </li>
        <li>
          <strong>Only your rank counts.</strong> Compare your capital with the best opponent’s, not with your own
          earlier capital.
        </li>
      </ul>
    </div>
  );
}

/** The complete rules of Akcioner for players, in the reader's language. */
