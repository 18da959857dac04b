import type { ReactNode } from 'react';
import { Stockpile } from '@birzha/engine';
import { StockpileExamplesEn } from './rules-examples-en.tsx';
import { StockpileMoreEn } from './rules-more-en.tsx';
import { Co, makeHeadings, money, Toc } from './rules-parts.tsx';
import { BidTrack, DeckTable, ForecastList, PlayersTable, StandardTrack } from './rules-tables.tsx';
import { tocFor } from './rules-toc.ts';
import { CardsFigure, ForecastsFigure, PilesFigure, TracksFigure } from './section-pictures.tsx';

const TOC_EN = tocFor('en');

/** `summary`: the one-page summary, shown after the opening paragraph and before the contents. */
export function StockpileRulesEn({ summary }: { summary?: ReactNode }) {
  const lang = 'en';
  const { H2, H3 } = makeHeadings(TOC_EN);
  const $ = (v: number) => money(v, lang);
  const top = Stockpile.BID_TRACK[Stockpile.BID_TRACK.length - 1] ?? 0;
  return (
    <div className="rules-body" lang="en">
      <h1>Rules of Stockpile</h1>
      <p className="rules-lead">
        Stockpile is a board game of insider trading by Seth Van Orden and Brett Sobol (Nauvoo Games, 2015; the Russian
        edition is called «Биржа»). Each round you secretly learn how one company’s share price will move. Then
        everybody builds shared piles of cards, buys them at auction, plays market tricks, sells, and watches all six
        prices move. Whoever has the most money at the end wins.
      </p>
      {summary}
      <Toc toc={TOC_EN} label="Contents" />

      <H2 id="stp-about" />
      <p>
        You are a trader on a small stock market with six companies. Everyone gets a little inside information every
        round; some information is public, and some is known to nobody. You buy stock by winning <strong>piles</strong>{' '}
        of cards in an auction, and you can sell in every round. Prices move by the forecasts at the end of each round:
        a price that runs off the top of the track <strong>splits</strong> (your cards become worth double), and a price
        that falls off the bottom goes <strong>bankrupt</strong> (everyone loses those cards). After the last round
        every company pays a bonus to its largest shareholder, all stock is sold at the final prices, and the player
        with the most money wins.
      </p>
      <p>
        The game is for 3 to 5 players, with a variant for 2, and takes about 30–45 minutes. Read what others do: every
        face-up card, every bid and every sale is a hint about what they know.
      </p>

      <H2 id="stp-components" />
      <H3 id="stp-companies" />
      <ul className="rules-companies">
        {Stockpile.COMPANIES.map((c) => (
          <li key={c}>
            <Co c={c} />
          </li>
        ))}
      </ul>
      <p>
        Every company has a ticker on a price track of ten positions, from {$(1000)} to {$(10000)}; every company starts
        at {$(5000)}. Beyond the top end lies the <strong>split</strong> space, below the bottom end the{' '}
        <strong>bankruptcy</strong> space. A ticker always moves one step at a time.
      </p>
      <StandardTrack lang={lang} />
      <p className="muted">
        The start ({$(5000)}) is where a ticker returns after a bankruptcy; after a split it returns to {$(6000)}.
      </p>

      <TracksFigure
        section="stp-companies"
        lang={lang}
        caption="The six companies’ price tracks at the table: each ticker at its price, the split space above, bankruptcy below."
      />

      <H3 id="stp-market" />
      <p>The market deck has 80 cards. The cards you win go into your portfolio, which only you can see.</p>
      <DeckTable lang={lang} />
      <ul>
        <li>
          A <strong>stock</strong> card is one share of its company. It is worth the current price and can be sold in
          any Selling phase.
        </li>
        <li>
          A <strong>Trading Fee</strong> costs its value when you take the pile it is in; then it is discarded.
        </li>
        <li>
          A <strong>Stock Boom</strong> raises any company by 2 steps, a <strong>Stock Bust</strong> lowers any company
          by 2 steps. You must play them in the Action phase of the round you won them.
        </li>
      </ul>

      <CardsFigure
        section="stp-market"
        lang={lang}
        caption="Market cards on the piles, as the table draws them: face up, your own face-down card (marked), and the back of a card you do not know."
      />

      <H3 id="stp-forecast-cards" />
      <p>
        Six company cards and six forecast cards make the round’s six <strong>pairs</strong> “company – forecast”. All
        six are used every round, so every company moves exactly once a round:
      </p>
      <ForecastList lang={lang} />
      <ForecastsFigure
        section="stp-forecast-cards"
        lang={lang}
        caption="The Forecasts zone at the table: your company–forecast pair, the public one and the hidden ones."
      />

      <H3 id="stp-players" />
      <PlayersTable lang={lang} />
      <p>Every pile has a bid track:</p>
      <BidTrack lang={lang} />
      <p>A bid of {$(top)} is the highest possible: nobody can outbid it, whatever their cash.</p>

      <H2 id="stp-setup" />
      <ul>
        <li>
          Every player gets {$(Stockpile.START_CASH[4])} ({$(Stockpile.START_CASH[2])} each in the 2-player game). Cash
          is public.
        </li>
        <li>All six tickers start at {$(5000)}.</li>
        <li>
          One share of each company is set aside, shuffled, and every player gets one of them at random as a{' '}
          <strong>starting stock</strong>. Only you know which company yours is. The rest go back into the market deck,
          which is shuffled.
        </li>
        <li>The first player is drawn at random. With the investor option, everyone first picks an investor.</li>
      </ul>

      <H2 id="stp-round" />
      <p>
        The game lasts a fixed number of rounds (see the table above). Each round has six phases. Whenever players act
        one after another, they do so in <strong>turn order</strong>: the first player, then clockwise. The first player
        changes every round.
      </p>
      <ol>
        <li>Information: everyone learns a secret forecast.</li>
        <li>Supply: everyone adds two cards to the piles.</li>
        <li>Demand: an auction in which everyone takes one pile.</li>
        <li>Action: the Boom and Bust cards that were won are played.</li>
        <li>Selling: everyone may sell.</li>
        <li>Movement: all forecasts are revealed and every price moves.</li>
      </ol>

      <H3 id="stp-information" />
      <p>The company cards and the forecast cards are shuffled separately and laid out into six pairs. Then:</p>
      <ul>
        <li>
          every player gets one <strong>private</strong> pair that only they see (two each in the 2-player game);
        </li>
        <li>
          one pair is <strong>public</strong>: everybody sees it (not in the 2-player game);
        </li>
        <li>
          the remaining pairs stay <strong>hidden</strong> from everyone: two with 3 players, one with 4, none with 5,
          two with 2 players.
        </li>
      </ul>
      <p>Hidden pairs count just like the others: they are revealed and applied in the Movement phase.</p>

      <H3 id="stp-supply" />
      <p>
        Every player is dealt 2 cards from the market deck; only they see them. Then, in turn order, each player places
        both cards on the piles: <strong>one face up and one face down</strong>. Both may go on the same pile, or on two
        different piles. The number of piles depends on the player count (one per player; four with 2 players).
      </p>
      <p>
        A face-down card is known only to the player who placed it, and that player remembers it even when someone else
        wins the pile. In the 2-player game there are two batches: 2 cards each, both place them, then 2 more, placed
        the same way.
      </p>

      <H3 id="stp-demand" />
      <p>
        Every player has one meeple (two in the 2-player game). In turn order, each player puts a meeple on a pile’s bid
        track:
      </p>
      <ul>
        <li>on a pile without a bid, at any value of the track, {$(0)} included;</li>
        <li>
          or on a pile that already has a bid, at a <strong>strictly higher</strong> value. This{' '}
          <strong>displaces</strong> the meeple that was there: its owner takes it back.
        </li>
      </ul>
      <p>
        A displaced player does not bid at once: they wait until the rotation reaches them again, like everyone else. If
        no one else has bid since they were displaced, their bid may not go back on the pile they just lost; once anyone
        else has bid, it may (a table option lifts this, or lets the displaced player bid at once). You may never bid
        more than your cash.
      </p>
      <p>
        The auction ends when every meeple stands on its own pile. There are exactly as many piles as meeples, so a{' '}
        {$(0)} bid on an empty pile is always possible, and every player ends with exactly one pile (two in the 2-player
        game).
      </p>

      <PilesFigure
        section="stp-demand"
        lang={lang}
        caption="A pile at auction at the table: its cards and the bid track the meeples go on."
      />

      <H3 id="stp-taking" />
      <p>
        First every winner pays their bid to the bank. Then each takes the cards of their pile (in the order they were
        placed):
      </p>
      <ul>
        <li>
          <strong>stock</strong> goes into your portfolio. Everybody saw the face-up cards, so everybody knows you have
          them; a face-down card is known to whoever placed it;
        </li>
        <li>
          a <strong>Boom or Bust</strong> is kept for the Action phase. How many you hold is public, which kind is not;
        </li>
        <li>
          a <strong>Trading Fee</strong> is paid at once. If your cash is less than the fee, you keep the card unpaid:
          it becomes <strong>fee debt</strong>.
        </li>
      </ul>
      <p>
        Fee debt is paid automatically, whole cards only, oldest first, as soon as your cash covers one: after a sale, a
        dividend, a bonus. It is never paid in part, nothing is sold to pay it, and your cash never goes below zero. Fee
        debt is public. Any fee still unpaid at the end of the game is subtracted from your score.
      </p>

      <H3 id="stp-action" />
      <p>
        In turn order, every player who won Boom or Bust cards plays all of them, one at a time, on any companies they
        like: a <strong>Boom</strong> moves the price up 2 steps, a <strong>Bust</strong> down 2 steps. Playing them is
        compulsory. A Boom near the top can cause a split, a Bust near the bottom a bankruptcy.
      </p>

      <H3 id="stp-selling" />
      <p>In turn order, each player makes one selling decision, which everybody sees:</p>
      <ul>
        <li>sell any number of regular cards at the current price each;</li>
        <li>sell split cards at twice the current price each;</li>
        <li>
          <strong>halve</strong> a split card: it becomes a regular card again and pays the current price once, so you
          take some cash and keep one share;
        </li>
        <li>or sell nothing.</li>
      </ul>
      <p>The money arrives at once (and pays any fee debt it covers). Sold cards are discarded.</p>

      <H3 id="stp-movement" />
      <p>
        All pairs are revealed one by one: the private pairs in turn order, then the public pair, then the hidden pairs.
        Each moves its company by its forecast, one step at a time, so a move can run into a split or a bankruptcy on
        the way; the $$ forecast pays a dividend instead. Each company moves once, so the order only decides which
        income pays which fee debt first.
      </p>

      <H3 id="stp-round-end" />
      <p>
        After the Movement (and Dividend Deborah, if she is in the game) the round ends. The first player’s token passes
        to the next player clockwise, and a new round starts. After the last round comes the final scoring.
      </p>

      <StockpileMoreEn />
      <StockpileExamplesEn />

      <H2 id="stp-tips" />
      <ul>
        <li>
          <strong>A pile is worth more than its bid.</strong> Every share can be sold this very round at about its
          price, so even {$(3000)} for three known cards is cheap. Pay for the difference between this pile and the one
          you would otherwise get.
        </li>
        <li>
          <strong>Hide what you want, show what you don’t.</strong> Put good cards face down on the pile you plan to
          win, and fees or falling stock where others will bid.
        </li>
        <li>
          <strong>Read the table.</strong> A player rarely shows a rising stock on a pile they don’t want; an early sale
          often means a bad forecast.
        </li>
        <li>
          <strong>Sell what will fall.</strong> At {$(1000)} or {$(2000)}, either falling forecast bankrupts a company;
          keep stock near {$(10000)} with a rising forecast for the split.
        </li>
        <li>
          <strong>Watch the majorities.</strong> A bonus of {$(10000)} equals the value of one to ten shares; a tie
          still pays {$(5000)}. A split card counts two, so an early split makes a lead hard to catch.
        </li>
        <li>
          <strong>Keep cash for fees.</strong> Unknown face-down cards may be fees, and a fee you cannot pay ties up
          your next income.
        </li>
      </ul>
    </div>
  );
}
