import { CheckersExchange } from '@birzha/engine';
import { BoardDiagram, parsePieces } from './rules-board.tsx';
import {
  AuctionTable,
  BallotsTable,
  CashTable,
  DividendsTable,
  IncomeTable,
  OrdersTable,
  PayoutTable,
  SurvivalTable,
  TradesTable,
} from './rules-example-tables.tsx';
import { DERIVED, EX_AUCTION, EX_INCOME, EX_LIQUIDATION, EX_MEETING, EX_SESSION } from './rules-examples-data.ts';
import { exampleParts } from './rules-examples-view.ts';
import { Firm, makeHeadings, N, Sq, Who } from './rules-parts.tsx';
import { tocFor } from './rules-toc.ts';

const TOC_EN = tocFor('en');

/** The worked examples of the English rules; every number comes from rules-examples-data.ts. */
export function CeExamplesEn() {
  const lang = 'en';
  const { H2, H3 } = makeHeadings(TOC_EN);
  const $ = (v: number) => <N v={v} lang={lang} />;
  const n = (v: number) => <N v={v} lang={lang} plain />;
  const who = (s: number) => <Who lang={lang} seat={s} />;
  const x = exampleParts();
  const { inc, div, pl, au, se, tr, me, ba, lq, sv } = x;
  const dI = DERIVED.income;
  const dA = DERIVED.auction;
  const dS = DERIVED.session;
  const dM = DERIVED.meeting;
  const dL = DERIVED.liquidation;

  return (
    <>
      <H2 id="ce-examples" />
      <p className="muted">
        The players are Anya, Boris, Vera and Gleb. Every number below is checked: each example was played by the game’s
        engine.
      </p>

      <section className="rules-example" aria-labelledby="ce-ex-income">
        <H3 id="ce-ex-income" />
        <p>
          Three players, the first year, the last ply of the year, Black to move. Only the man of <Firm f={pl.firm} />{' '}
          on <Sq s={x.incomeFrom} /> can capture; the firm’s director is {who(inc.director)}. The shares of{' '}
          <Firm f={inc.firm} />: Anya {n(x.incomeHolders.anya)}, Boris {n(x.incomeHolders.boris)}, the firm{' '}
          <Firm f="w1" /> (directed by Anya) {n(x.incomeHolders.w1)}, treasury {n(x.incomeHolders.treasury)}, the State{' '}
          {n(x.incomeHolders.gov)}.
        </p>
        <BoardDiagram
          pieces={parsePieces(x.incomePieces)}
          lang={lang}
          caption="The position before the year’s last ply"
        />
        <p>
          {who(inc.director)} plays <Sq s={pl.move} />, taking the men on <Sq s={pl.captured[0] ?? ''} /> (
          <Firm f={x.capturedFirms[0] ?? 'w1'} />) and <Sq s={pl.captured[1] ?? ''} /> (
          <Firm f={x.capturedFirms[1] ?? 'w1'} />
          ). <Firm f={inc.firm} /> has captured {n(inc.captures.men)} men this year: a gross income of {$(inc.gross)}.
          The firms whose men were taken simply lose them.
        </p>
        <IncomeTable ex={EX_INCOME} lang={lang} />
        <p>
          The tax of {$(inc.tax)} is set aside until the end of the year, and {who(inc.director)} receives {$(inc.fee)}{' '}
          at once. Half of the net {$(inc.net)}, {$(dI.fund)}, goes to dividends. It is paid on {n(inc.eligible)}{' '}
          shares, since the {n(x.incomeHolders.treasury)} treasury shares do not count: {$(dI.fund)} / {n(inc.eligible)}
          , rounded down, is {$(inc.perShare)} a share. {$(inc.pool)} is paid in all and the firm keeps{' '}
          {$(inc.retained)}.
        </p>
        <DividendsTable ex={EX_INCOME} lang={lang} />
        <p>
          The dividend of the firm <Firm f={div.w1.account as 'w1'} />, {$(div.w1.amount)}, stays with it until the end
          of the game; it is not taxed.
        </p>
        <CashTable ex={EX_INCOME} lang={lang} labels={['Cash before the ply', 'After the year’s income']} />
      </section>

      <section className="rules-example" aria-labelledby="ce-ex-auction">
        <H3 id="ce-ex-auction" />
        <p>
          Four players. The State offers {n(CheckersExchange.AUCTION.lot)} shares of every firm. All four bid for{' '}
          <Firm f={au.w3.firm} />, and only {who(3)} for <Firm f={au.b1.firm} />; nobody bids for the other firms. The
          tables list the bids in the order they are filled.
        </p>
        <AuctionTable a={au.w3} lang={lang} />
        <p>
          The highest bid comes first: {who(au.w3.fills[0]!.seat)} gets {n(au.w3.fills[0]!.qty)} shares, leaving{' '}
          {n(dA.leftAfterFirst)}. {who(au.w3.fills[1]!.seat)} and {who(au.w3.fills[2]!.seat)} bid the same,{' '}
          {$(au.w3.price ?? 0)}, but {who(au.w3.fills[1]!.seat)} bid earlier and gets all {n(au.w3.fills[1]!.qty)}; that
          leaves {n(dA.leftAfterSecond)}, so {who(au.w3.fills[2]!.seat)} gets only {n(au.w3.fills[2]!.qty)} of{' '}
          {n(au.w3.bids[2]!.qty)}. Gleb gets nothing, and his reserved {$(dA.glebFreed)} is freed.
        </p>
        <p>
          The price is {$(au.w3.price ?? 0)}, the price of the last bid filled. Everyone pays that per share,{' '}
          {who(au.w3.fills[0]!.seat)} too, although she bid {$(au.w3.bids[0]!.price)}. The State receives{' '}
          {$(dA.w3Total)} for <Firm f={au.w3.firm} />.
        </p>
        <AuctionTable a={au.b1} lang={lang} />
        <p>
          <Firm f={au.b1.firm} /> had one bid: {who(3)} gets all {n(au.b1.sold)} shares at {$(au.b1.price ?? 0)}, and{' '}
          {n(dA.b1Unsold)} shares stay with the State. Closing prices after the auction: <Firm f={au.w3.firm} />{' '}
          {$(au.w3.price ?? 0)}, <Firm f={au.b1.firm} /> {$(au.b1.price ?? 0)}, the others still{' '}
          {$(CheckersExchange.STATE_ASK.minPrice)}.
        </p>
        <CashTable ex={EX_AUCTION} lang={lang} labels={['Before the auction', 'After the auction']} />
      </section>

      <section className="rules-example" aria-labelledby="ce-ex-session">
        <H3 id="ce-ex-session" />
        <p>
          Three players, the session of the first year. The closing price of <Firm f={se.firm} /> is{' '}
          {$(se.stateAsk.limit)}, so at the open the State offers {n(se.stateAsk.qty)} shares at {$(se.stateAsk.limit)}{' '}
          (order № {n(se.stateAsk.id)}). Boris holds {n(se.borisShares)} shares of <Firm f={se.firm} />; Anya and Vera
          hold none.
        </p>
        <ol>
          <li>
            {who(1)} sells {n(se.o[0].qty)} at {$(se.o[0].limit)} (№ {n(se.o[0].id)}). There are no buyers, so the order
            rests in the book.
          </li>
          <li>
            {who(0)} buys {n(se.o[1].qty)} at {$(se.o[1].limit)} (№ {n(se.o[1].id)}), reserving {$(dS.anyaReserved)}.
            The cheapest sell is the State’s: {n(tr[0].qty)} at {$(tr[0].price)}; then Boris’s: {n(tr[1].qty)} more at{' '}
            {$(tr[1].price)}. Anya pays {$(dS.anyaPaid)}: each trade was at the price of the order already resting in
            the book.
          </li>
          <li>
            {who(2)} buys {n(se.o[2].qty)} at {$(se.o[2].limit)} (№ {n(se.o[2].id)}): nobody sells that cheaply, so the
            order rests.
          </li>
          <li>
            {who(1)} sells {n(se.o[3].qty)} at {$(se.o[3].limit)} (№ {n(se.o[3].id)}). The best buy is Vera’s, and the
            trade is at {$(tr[2].price)}, not {$(se.o[3].limit)}: the resting order sets the price. Boris receives{' '}
            {$(dS.tradeSums[2])}, {$(dS.borisGot)} over the whole session.
          </li>
          <li>
            Everyone presses “Ready”. The rest of the orders are withdrawn, and the closing price of{' '}
            <Firm f={se.firm} /> is {$(se.close)}, the price of the last trade. Only now does everyone see who traded
            with whom.
          </li>
        </ol>
        <OrdersTable ex={EX_SESSION} firm={se.firm} lang={lang} />
        <TradesTable ex={EX_SESSION} lang={lang} />
        <CashTable ex={EX_SESSION} lang={lang} labels={['At the open', 'After the close']} />
      </section>

      <section className="rules-example" aria-labelledby="ce-ex-meeting">
        <H3 id="ce-ex-meeting" />
        <p>
          Three players, the session of the second year. The director of <Firm f={me.firm} /> is {who(me.incumbent)}.
          The shares of <Firm f={me.firm} />: Anya {n(ba.anya)}, Boris {n(ba.boris)}, Vera {n(ba.vera)}, the firm{' '}
          <Firm f="b1" /> (directed by Anya) {n(ba.b1)}, treasury {n(dM.treasury)}, the State {n(dM.gov)}. There are{' '}
          {n(me.votingShares)} voting shares: to replace the director takes more than {n(dM.half)}, that is at least{' '}
          {n(dM.needed)} votes.
        </p>
        <p>
          During the session {who(0)} requests a meeting: she holds at least{' '}
          {n(CheckersExchange.LIMITS.meetingThreshold)} shares. At the close the request stands and meetings open in all
          firms. {who(0)} nominates herself for <Firm f={me.firm} /> and votes her {n(ba.anya)} shares and the{' '}
          {n(ba.b1)} shares of <Firm f="b1" />. Those {n(dM.withoutBoris)} votes are not enough, but {who(1)} gives her
          his {n(ba.boris)}. {who(2)} votes her {n(ba.vera)} shares for herself.
        </p>
        <BallotsTable ex={EX_MEETING} lang={lang} />
        <p>
          Anya has {n(dM.forChallenger)} votes of {n(me.votingShares)}, more than half, and {who(me.elected)} replaces{' '}
          {who(me.incumbent)} as the director of <Firm f={me.firm} />. Vera has only {n(dM.forIncumbent)} votes, and the
          State’s {n(dM.gov)} shares do not vote but count in the total: without Boris, Anya would have failed.
        </p>
      </section>

      <section className="rules-example" aria-labelledby="ce-ex-liquidation">
        <H3 id="ce-ex-liquidation" />
        <p>
          Three players, the sixth and last year; everyone presses “Ready”, the session closes and the final settlement
          begins. On the board are two men of <Firm f="w1" /> and one of <Firm f="b1" />. <Firm f="w1" /> has{' '}
          {$(lq.cash.w1)} and {n(lq.w1HoldsB1)} shares of <Firm f="b1" />; <Firm f="b1" /> has {$(lq.cash.b1)}. Each
          firm has {n(CheckersExchange.SHARES.treasuryStart)} treasury shares, so {n(dL.eligible)} voting shares. Anya
          holds {n(lq.holdings.anya)} shares of <Firm f="w1" />, Vera {n(lq.holdings.vera)} of <Firm f="w1" />, Boris{' '}
          {n(lq.holdings.boris)} of <Firm f="b1" />.
        </p>
        <BoardDiagram pieces={parsePieces(lq.pieces)} lang={lang} caption="The board at the end of the game" />
        <p>The years have run out before the board game ended, so every piece earns income:</p>
        <SurvivalTable ex={EX_LIQUIDATION} lang={lang} />
        <p>
          <Firm f="w1" /> now has {$(dL.w1Cash)} and <Firm f="b1" /> {$(lq.values.b1)}. <Firm f="b1" /> holds no other
          shares, so its value is its money, {$(lq.values.b1)}. The value of <Firm f="w1" /> is its money plus its part
          of <Firm f="b1" />: {$(dL.w1Cash)} + {n(lq.w1HoldsB1)}/{n(dL.eligible)} × {$(lq.values.b1)} = {$(dL.w1Cash)} +{' '}
          {$(dL.crossPart)} = {$(lq.values.w1)}.
        </p>
        <PayoutTable ex={EX_LIQUIDATION} lang={lang} />
        <p>
          The payouts are rounded down. The State receives the rest: {$(dL.totalCash)} − {$(dL.payoutSum)} = {$(lq.gov)}
          , its own part ({n(dL.govExact)}) and the rounding remainders. Anya’s score is {$(sv.anyaStart)} +{' '}
          {$(sv.anyaFee)} (the director’s fee of <Firm f="w1" />) + {$(lq.payouts[0])} = {$(lq.scores[0])}: she is
          first.
        </p>
      </section>
    </>
  );
}
