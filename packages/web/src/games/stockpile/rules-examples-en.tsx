import {
  BidsTable,
  CashTable,
  FinalTables,
  HoldingText,
  MovementTable,
  PairText,
  PilesTable,
  TakenTable,
} from './rules-example-tables.tsx';
import { EX_BANKRUPTCY, EX_FEES, EX_FINAL, EX_ROUND, EX_SPLIT } from './rules-examples-data.ts';
import { Co, makeHeadings, N, PileNo, Who, joined } from './rules-parts.tsx';
import { holdingOf, positionCash, priceFact, startingStock } from './rules-examples-view.ts';
import { tocFor } from './rules-toc.ts';

const TOC_EN = tocFor('en');

/** The worked examples of the English rules; every number comes from rules-examples-data.ts. */
export function StockpileExamplesEn() {
  const lang = 'en';
  const { H2, H3 } = makeHeadings(TOC_EN);
  const $ = (v: number) => <N v={v} lang={lang} />;
  const n = (v: number) => <N v={v} lang={lang} plain />;
  const who = (s: number) => <Who lang={lang} seat={s} />;

  const r = EX_ROUND.facts;
  const rb = r.bids!;
  const boom = priceFact(EX_ROUND, 'cosmic', 'action');
  const fe = EX_FEES.facts;
  const sp = EX_SPLIT.facts;
  const spCosmic = priceFact(EX_SPLIT, 'cosmic', 'forecast');
  const bk = EX_BANKRUPTCY.facts;
  const bkStanford = priceFact(EX_BANKRUPTCY, 'stanford', 'forecast');
  const fin = EX_FINAL.facts;
  const finCosmic = priceFact(EX_FINAL, 'cosmic', 'forecast');
  const pile = (p: number) => (
    <>
      pile <PileNo p={p} />
    </>
  );

  return (
    <>
      <H2 id="stp-examples" />
      <p className="muted">
        The players are named by colour, as in the original rules. Every number below was checked by replaying the
        example in the game engine.
      </p>

      <section className="rules-example" aria-labelledby="stp-ex-round">
        <H3 id="stp-ex-round" />
        <p>
          Four players: {who(0)} (first player), {who(1)}, {who(2)} and {who(3)}. Their starting stocks are{' '}
          {joined([0, 1, 2, 3].map((s) => <Co key={s} c={startingStock(EX_ROUND, s)} />))}. In the Information phase
          each learns one pair: {who(0)} <PairText ex={EX_ROUND} seat={0} />, {who(1)}{' '}
          <PairText ex={EX_ROUND} seat={1} />, {who(2)} <PairText ex={EX_ROUND} seat={2} />, {who(3)}{' '}
          <PairText ex={EX_ROUND} seat={3} />. The public pair is <PairText ex={EX_ROUND} seat="public" />; the sixth
          pair is hidden.
        </p>
        <p>
          <strong>Supply.</strong> {who(0)} hides the Boom under a face-up Bottomline Bank; {who(1)} spreads his two
          Cosmic cards over two piles; {who(2)} hides one Leading card and shows the other; {who(3)} puts both his cards
          on the pile with the Leading card and hides the Epic Electric, which will pay a dividend.
        </p>
        <PilesTable ex={EX_ROUND} lang={lang} />
        <p>
          <strong>Demand.</strong> {who(rb[2]!.seat)} knows Leading will rise and displaces {who(rb[0]!.seat)} from{' '}
          {pile(rb[2]!.pile)} with {$(rb[2]!.amount)}. {who(rb[0]!.seat)} waits for his next turn, comes back with{' '}
          {$(rb[4]!.amount)} and displaces {who(rb[4]!.displaced!)} in turn. {who(rb[5]!.seat)} settles for{' '}
          {pile(rb[5]!.pile)} at {$(rb[5]!.amount)}, and every meeple now has its own pile.
        </p>
        <BidsTable ex={EX_ROUND} lang={lang} />
        <TakenTable ex={EX_ROUND} lang={lang} />
        <p>
          {who(0)} pays {$(r.taken![3]!.paid)} and has {$(r.snapshots[0]!.cash[0]!)} left.
        </p>
        <p>
          <strong>Action.</strong> {who(2)} won the Boom and plays it on <Co c={boom.company} />: {$(boom.from)} →{' '}
          {$(boom.to)}.
        </p>
        <p>
          <strong>Selling.</strong> {who(1)} knows the Bank will fall and sells his card for {$(r.sales![1]!.total)}.
          {who(2)} follows his lead and sells the Bank card he just won, also for {$(r.sales![2]!.total)}. {who(0)} and{' '}
          {who(3)} sell nothing.
        </p>
        <p>
          <strong>Movement.</strong>
        </p>
        <MovementTable ex={EX_ROUND} lang={lang} />
        <CashTable ex={EX_ROUND} lang={lang} labels={['Cash after Demand', 'Cash at the end of the round']} />
      </section>

      <section className="rules-example" aria-labelledby="stp-ex-fees">
        <H3 id="stp-ex-fees" />
        <p>
          Three players in the Demand phase. {who(0)} has {$(positionCash(EX_FEES, 0))}, {who(1)} has{' '}
          {$(positionCash(EX_FEES, 1))} and <HoldingText h={holdingOf(EX_FEES, 1, 'epic')} lang={lang} /> Epic Electric
          cards, {who(2)} has {$(positionCash(EX_FEES, 2))}. The piles after Supply:
        </p>
        <PilesTable ex={EX_FEES} lang={lang} />
        <p>
          {who(0)} bids {$(fe.bids![0]!.amount)} for the Cosmic card, not knowing what {who(1)} hid under it. {who(1)}{' '}
          and {who(2)} bid {$(fe.bids![1]!.amount)} on the other piles.
        </p>
        <ul>
          <li>
            {who(0)} pays {$(fe.taken![0]!.paid)} and has {$(fe.snapshots[1]!.cash[0]!)} left. The hidden card is a fee
            of {$(fe.fees![0]!.amount)}: more than his cash, so it becomes fee debt.
          </li>
          <li>
            {who(1)} takes two fees in the order placed: {$(fe.fees![1]!.amount)} is more than his{' '}
            {$(positionCash(EX_FEES, 1))} and becomes debt; then {$(fe.fees![2]!.amount)} is paid, and his cash is{' '}
            {$(fe.snapshots[1]!.cash[1]!)}.
          </li>
          <li>
            <strong>Selling.</strong> {who(0)} sells the Cosmic card for {$(fe.sales![0]!.total)}. The debt of{' '}
            {$(fe.fees![3]!.amount)} is paid at once, leaving {$(fe.snapshots[2]!.cash[0]!)}. {who(1)} and {who(2)} sell
            nothing.
          </li>
          <li>
            <strong>Movement.</strong> Epic Electric pays its dividend: {who(1)} gets {$(fe.dividends![0]!.paid[1]!)},
            which pays his debt of {$(fe.fees![4]!.amount)} straight away; {who(2)} gets {$(fe.dividends![0]!.paid[2]!)}{' '}
            for the Epic card he won.
          </li>
        </ul>
        <CashTable
          ex={EX_FEES}
          lang={lang}
          labels={['Before Demand', 'After Demand', 'After Blue’s sale', 'End of the round']}
        />
      </section>

      <section className="rules-example" aria-labelledby="stp-ex-split">
        <H3 id="stp-ex-split" />
        <p>
          Selling phase, three players. <Co c="cosmic" /> is at {$(spCosmic.from)}. {who(0)} holds{' '}
          <HoldingText h={holdingOf(EX_SPLIT, 0, 'cosmic')} lang={lang} /> Cosmic cards and knows the pair{' '}
          <PairText ex={EX_SPLIT} seat={0} />, so he keeps them. {who(1)} holds{' '}
          <HoldingText h={holdingOf(EX_SPLIT, 1, 'cosmic')} lang={lang} /> from an earlier split. Nobody sells.
        </p>
        <ol>
          <li>
            Movement, the Cosmic pair: the ticker steps up twice, to the top of the track; the third step goes onto the
            split space.
          </li>
          <li>
            Super-split: {who(1)} gets {$(sp.splits![0]!.superSplit[1]!)} for the split card he already had.
          </li>
          <li>
            Every regular Cosmic card splits: {who(0)} turns {n(sp.splits![0]!.moved[0]!)} cards into split cards,{' '}
            {who(1)} {n(sp.splits![0]!.moved[1]!)}.
          </li>
          <li>The ticker restarts from the split reset, and the fourth step takes it to {$(spCosmic.to)}.</li>
        </ol>
        <MovementTable ex={EX_SPLIT} lang={lang} />
        <CashTable ex={EX_SPLIT} lang={lang} company="cosmic" labels={['Before', 'After the Movement']} />
        <p>Each of {who(0)}’s split cards now sells for twice the price, and counts two shares for the majority.</p>
      </section>

      <section className="rules-example" aria-labelledby="stp-ex-bankruptcy">
        <H3 id="stp-ex-bankruptcy" />
        <p>
          Selling phase, three players. <Co c="stanford" /> is at {$(bkStanford.from)}. {who(0)} holds{' '}
          <HoldingText h={holdingOf(EX_BANKRUPTCY, 0, 'stanford')} lang={lang} /> Stanford cards and knows{' '}
          <PairText ex={EX_BANKRUPTCY} seat={0} />. {who(1)} holds{' '}
          <HoldingText h={holdingOf(EX_BANKRUPTCY, 1, 'stanford')} lang={lang} /> and does not know.
        </p>
        <ul>
          <li>
            {who(0)} sells both cards for {$(bk.sales![0]!.total)}. {who(1)} and {who(2)} pass.
          </li>
          <li>
            Movement: the first step takes Stanford Steel to the bottom of the track, the second goes onto the
            bankruptcy space. {who(1)} loses <HoldingText h={bk.bankruptcies![0]!.lost[1]!} lang={lang} /> Stanford
            cards.
          </li>
          <li>The ticker returns to the start, and the third step takes it to {$(bkStanford.to)}.</li>
        </ul>
        <MovementTable ex={EX_BANKRUPTCY} lang={lang} />
        <CashTable ex={EX_BANKRUPTCY} lang={lang} company="stanford" labels={['Before', 'After the Movement']} />
      </section>

      <section className="rules-example" aria-labelledby="stp-ex-final">
        <H3 id="stp-ex-final" />
        <p>
          The last round, Selling phase. {who(1)} has {$(positionCash(EX_FINAL, 1))} and an unpaid fee of{' '}
          {$(fin.fees![0]!.amount)}.
        </p>
        <ul>
          <li>{who(0)} sells nothing.</li>
          <li>
            {who(1)} halves his split Cosmic card: it becomes a regular card and pays the price once,{' '}
            {$(fin.sales![1]!.total)}. The fee debt is paid at once; his cash is {$(fin.snapshots[1]!.cash[1]!)}.
          </li>
          <li>{who(2)} sells nothing.</li>
          <li>
            Movement: Cosmic Computers {$(finCosmic.from)} → {$(finCosmic.to)}, and the others as in the table. Epic
            Electric pays {who(2)} {$(fin.dividends![0]!.paid[2]!)}. American Automotive goes bankrupt, but nobody holds
            it.
          </li>
        </ul>
        <MovementTable ex={EX_FINAL} lang={lang} />
        <FinalTables ex={EX_FINAL} lang={lang} />
      </section>
    </>
  );
}
