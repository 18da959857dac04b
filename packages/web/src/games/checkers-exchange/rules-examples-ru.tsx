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
import { Firm, makeHeadings, N, ruWord, Sq, Who, type Case } from './rules-parts.tsx';
import { tocFor } from './rules-toc.ts';

const TOC_RU = tocFor('ru');

/** The worked examples of the Russian rules; every number comes from rules-examples-data.ts. */
export function CeExamplesRu() {
  const lang = 'ru';
  const { H2, H3 } = makeHeadings(TOC_RU);
  const $ = (v: number) => <N v={v} lang={lang} />;
  const n = (v: number) => <N v={v} lang={lang} plain />;
  const who = (s: number, as: Case = 'nom') => <Who lang={lang} seat={s} as={as} />;
  /** A count of shares or votes with its agreeing word: nominative, accusative, dative, instrumental. */
  const shares = {
    nom: (v: number) => (
      <>
        {n(v)} {ruWord(v, ['акция', 'акции', 'акций'])}
      </>
    ),
    acc: (v: number) => (
      <>
        {n(v)} {ruWord(v, ['акцию', 'акции', 'акций'])}
      </>
    ),
    dat: (v: number) => (
      <>
        {n(v)} {ruWord(v, ['акции', 'акциям', 'акциям'])}
      </>
    ),
    ins: (v: number) => (
      <>
        {n(v)} {ruWord(v, ['акцией', 'акциями', 'акциями'])}
      </>
    ),
  };
  const votes = (v: number) => (
    <>
      {n(v)} {ruWord(v, ['голос', 'голоса', 'голосов'])}
    </>
  );
  const votesGen = (v: number) => (
    <>
      {n(v)} {ruWord(v, ['голоса', 'голосов', 'голосов'])}
    </>
  );
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
        Игроков зовут Аня, Борис, Вера и Глеб. Каждое число ниже проверено: пример сыгран движком игры.
      </p>

      <section className="rules-example" aria-labelledby="ce-ex-income">
        <H3 id="ce-ex-income" />
        <p>
          Три игрока, первый год, последний ход года — очередь чёрных. Бить может только шашка фирмы{' '}
          <Firm f={pl.firm} /> на <Sq s={x.incomeFrom} />, директор фирмы — {who(inc.director)}. Акции{' '}
          <Firm f={inc.firm} />: у Ани {n(x.incomeHolders.anya)}, у Бориса {n(x.incomeHolders.boris)}, у фирмы{' '}
          <Firm f="w1" /> (её директор — Аня) {n(x.incomeHolders.w1)}, казначейских {n(x.incomeHolders.treasury)}, у
          государства {n(x.incomeHolders.gov)}.
        </p>
        <BoardDiagram pieces={parsePieces(x.incomePieces)} lang={lang} caption="Позиция перед последним ходом года" />
        <p>
          {who(inc.director)} бьёт <Sq s={pl.move} /> — шашки на <Sq s={pl.captured[0] ?? ''} /> (
          <Firm f={x.capturedFirms[0] ?? 'w1'} />) и <Sq s={pl.captured[1] ?? ''} /> (
          <Firm f={x.capturedFirms[1] ?? 'w1'} />
          ). Фирма <Firm f={inc.firm} /> взяла за год {n(inc.captures.men)} простые шашки: валовой доход {$(inc.gross)}.
          Фирмы побитых шашек просто их теряют.
        </p>
        <IncomeTable ex={EX_INCOME} lang={lang} />
        <p>
          Налог {$(inc.tax)} отложен до конца года, {$(inc.fee)} сразу получает {who(inc.director)}. Из чистого дохода{' '}
          {$(inc.net)} на дивиденды идёт половина, {$(dI.fund)}. Платят по {shares.dat(inc.eligible)} — казначейские{' '}
          {n(x.incomeHolders.treasury)} не в счёт: {$(dI.fund)} / {n(inc.eligible)} с округлением вниз дают{' '}
          {$(inc.perShare)} на акцию. Всего выплачено {$(inc.pool)}, фирме остаётся {$(inc.retained)}.
        </p>
        <DividendsTable ex={EX_INCOME} lang={lang} />
        <p>
          Дивиденд фирмы <Firm f={div.w1.account as 'w1'} />, {$(div.w1.amount)}, остаётся у неё до конца игры; налогом
          он не облагается.
        </p>
        <CashTable ex={EX_INCOME} lang={lang} labels={['Деньги до хода', 'После дохода года']} />
      </section>

      <section className="rules-example" aria-labelledby="ce-ex-auction">
        <H3 id="ce-ex-auction" />
        <p>
          Четыре игрока. На каждую фирму государство выставляет {n(CheckersExchange.AUCTION.lot)} акций. Заявки на{' '}
          <Firm f={au.w3.firm} /> подали все четверо, на <Firm f={au.b1.firm} /> — только {who(3)}; остальные фирмы
          никто не покупал. В таблицах заявки стоят в порядке исполнения.
        </p>
        <AuctionTable a={au.w3} lang={lang} />
        <p>
          Первой идёт самая дорогая заявка: {who(au.w3.fills[0]!.seat)} получает {shares.acc(au.w3.fills[0]!.qty)},
          остаётся {n(dA.leftAfterFirst)}. {who(au.w3.fills[1]!.seat)} и {who(au.w3.fills[2]!.seat)} предложили
          одинаково, по {$(au.w3.price ?? 0)}, но {who(au.w3.fills[1]!.seat)} подал заявку раньше и получает все{' '}
          {n(au.w3.fills[1]!.qty)}; остаётся {n(dA.leftAfterSecond)}, и {who(au.w3.fills[2]!.seat)} получает только{' '}
          {n(au.w3.fills[2]!.qty)} из {n(au.w3.bids[2]!.qty)}. Глебу не достаётся ничего, его {$(dA.glebFreed)}{' '}
          освобождаются.
        </p>
        <p>
          Цена — {$(au.w3.price ?? 0)}, цена последней исполненной заявки. Столько за акцию платят все, и{' '}
          {who(au.w3.fills[0]!.seat)} тоже, хотя предлагала {$(au.w3.bids[0]!.price)}. Государство получает за{' '}
          <Firm f={au.w3.firm} /> {$(dA.w3Total)}.
        </p>
        <AuctionTable a={au.b1} lang={lang} />
        <p>
          На <Firm f={au.b1.firm} /> была одна заявка: {who(3)} получает все {shares.acc(au.b1.sold)} по{' '}
          {$(au.b1.price ?? 0)}, а у государства остаётся {shares.nom(dA.b1Unsold)}. Цены закрытия после аукциона:{' '}
          <Firm f={au.w3.firm} /> — {$(au.w3.price ?? 0)}, <Firm f={au.b1.firm} /> — {$(au.b1.price ?? 0)}, у остальных
          прежние {$(CheckersExchange.STATE_ASK.minPrice)}.
        </p>
        <CashTable ex={EX_AUCTION} lang={lang} labels={['До аукциона', 'После аукциона']} />
      </section>

      <section className="rules-example" aria-labelledby="ce-ex-session">
        <H3 id="ce-ex-session" />
        <p>
          Три игрока, сессия первого года. Цена закрытия <Firm f={se.firm} /> — {$(se.stateAsk.limit)}, поэтому при
          открытии государство выставляет {shares.acc(se.stateAsk.qty)} по {$(se.stateAsk.limit)} (заявка №{' '}
          {n(se.stateAsk.id)}). У Бориса {shares.nom(se.borisShares)} <Firm f={se.firm} />, у Ани и Веры их нет.
        </p>
        <ol>
          <li>
            {who(1)} продаёт {n(se.o[0].qty)} по {$(se.o[0].limit)} (№ {n(se.o[0].id)}). Покупок нет — заявка встаёт в
            книгу.
          </li>
          <li>
            {who(0)} покупает {n(se.o[1].qty)} по {$(se.o[1].limit)} (№ {n(se.o[1].id)}) и резервирует{' '}
            {$(dS.anyaReserved)}. Самая дешёвая продажа — государства: {n(tr[0].qty)} по {$(tr[0].price)}; затем
            Борисова: ещё {n(tr[1].qty)} по {$(tr[1].price)}. Аня платит {$(dS.anyaPaid)}: каждая сделка прошла по цене
            заявки, которая уже стояла в книге.
          </li>
          <li>
            {who(2)} покупает {n(se.o[2].qty)} по {$(se.o[2].limit)} (№ {n(se.o[2].id)}): продаж по такой цене нет,
            заявка встаёт в книгу.
          </li>
          <li>
            {who(1)} продаёт {n(se.o[3].qty)} по {$(se.o[3].limit)} (№ {n(se.o[3].id)}). Лучшая покупка — Верина, и
            сделка проходит по {$(tr[2].price)}, а не по {$(se.o[3].limit)}: цену задаёт стоявшая заявка. Борис получает{' '}
            {$(dS.tradeSums[2])}, всего за сессию — {$(dS.borisGot)}.
          </li>
          <li>
            Все нажимают «Готово». Остатки заявок снимаются, цена закрытия <Firm f={se.firm} /> — {$(se.close)}, цена
            последней сделки. Только теперь все видят, кто с кем торговал.
          </li>
        </ol>
        <OrdersTable ex={EX_SESSION} firm={se.firm} lang={lang} />
        <TradesTable ex={EX_SESSION} lang={lang} />
        <CashTable ex={EX_SESSION} lang={lang} labels={['В начале сессии', 'После закрытия']} />
      </section>

      <section className="rules-example" aria-labelledby="ce-ex-meeting">
        <H3 id="ce-ex-meeting" />
        <p>
          Три игрока, сессия второго года. Директор <Firm f={me.firm} /> — {who(me.incumbent)}. Акции{' '}
          <Firm f={me.firm} />: у Ани {n(ba.anya)}, у Бориса {n(ba.boris)}, у Веры {n(ba.vera)}, у фирмы <Firm f="b1" />{' '}
          (её директор — Аня) {n(ba.b1)}, казначейских {n(dM.treasury)}, у государства {n(dM.gov)}. Голосующих акций{' '}
          {n(me.votingShares)}: чтобы сменить директора, нужно больше {n(dM.half)}, то есть не меньше{' '}
          {votesGen(dM.needed)}.
        </p>
        <p>
          Во время сессии {who(0)} подаёт требование собрания — у неё не меньше{' '}
          {n(CheckersExchange.LIMITS.meetingThreshold)} акций. При закрытии оно в силе, и начинаются собрания во всех
          фирмах. {who(0)} выдвигает себя в директора <Firm f={me.firm} /> и голосует своими {shares.ins(ba.anya)} и{' '}
          {shares.ins(ba.b1)} <Firm f="b1" />. Одних её голосов — {n(dM.withoutBoris)} — мало, но {who(1)} отдаёт ей
          свои {n(ba.boris)}. {who(2)} голосует {shares.ins(ba.vera)} за себя.
        </p>
        <BallotsTable ex={EX_MEETING} lang={lang} />
        <p>
          За Аню {votes(dM.forChallenger)} из {n(me.votingShares)} — больше половины, и {who(me.elected)} становится
          директором <Firm f={me.firm} /> вместо {who(me.incumbent, 'gen')}. За Веру всего {votes(dM.forIncumbent)}, а{' '}
          {shares.nom(dM.gov)} государства не голосуют, но считаются в общем числе: без Бориса Аня бы не прошла.
        </p>
      </section>

      <section className="rules-example" aria-labelledby="ce-ex-liquidation">
        <H3 id="ce-ex-liquidation" />
        <p>
          Три игрока, последний, шестой год; все нажимают «Готово», сессия закрывается, и начинается итоговый расчёт. На
          доске две шашки <Firm f="w1" /> и одна <Firm f="b1" />. У <Firm f="w1" /> {$(lq.cash.w1)} и{' '}
          {shares.nom(lq.w1HoldsB1)} <Firm f="b1" />, у <Firm f="b1" /> {$(lq.cash.b1)}. У обеих фирм по{' '}
          {n(CheckersExchange.SHARES.treasuryStart)} казначейских акций, голосующих — по {n(dL.eligible)}. У Ани{' '}
          {shares.nom(lq.holdings.anya)} <Firm f="w1" />, у Веры {shares.nom(lq.holdings.vera)} <Firm f="w1" />, у
          Бориса {shares.nom(lq.holdings.boris)} <Firm f="b1" />.
        </p>
        <BoardDiagram pieces={parsePieces(lq.pieces)} lang={lang} caption="Доска в конце игры" />
        <p>Годы кончились, партия на доске не доиграна, поэтому доход приносят все шашки:</p>
        <SurvivalTable ex={EX_LIQUIDATION} lang={lang} />
        <p>
          Теперь у <Firm f="w1" /> {$(dL.w1Cash)}, у <Firm f="b1" /> {$(lq.values.b1)}. У <Firm f="b1" /> нет чужих
          акций, её стоимость — её деньги, {$(lq.values.b1)}. Стоимость <Firm f="w1" /> — её деньги плюс её доля в{' '}
          <Firm f="b1" />: {$(dL.w1Cash)} + {n(lq.w1HoldsB1)}/{n(dL.eligible)} × {$(lq.values.b1)} = {$(dL.w1Cash)} +{' '}
          {$(dL.crossPart)} = {$(lq.values.w1)}.
        </p>
        <PayoutTable ex={EX_LIQUIDATION} lang={lang} />
        <p>
          Выплаты округлены вниз. Государство получает остаток: {$(dL.totalCash)} − {$(dL.payoutSum)} = {$(lq.gov)} —
          свою долю ({n(dL.govExact)}) и остатки округления. Итог Ани — {$(sv.anyaStart)} + {$(sv.anyaFee)}{' '}
          (вознаграждение директора <Firm f="w1" />) + {$(lq.payouts[0])} = {$(lq.scores[0])}: она первая.
        </p>
      </section>
    </>
  );
}
