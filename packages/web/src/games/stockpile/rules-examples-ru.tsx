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
import { Co, makeHeadings, N, PileNo, Who, joined, type Case } from './rules-parts.tsx';
import { holdingOf, positionCash, priceFact, startingStock } from './rules-examples-view.ts';
import { tocFor } from './rules-toc.ts';

const TOC_RU = tocFor('ru');

/** The worked examples of the Russian rules; every number comes from rules-examples-data.ts. */
export function StockpileExamplesRu() {
  const lang = 'ru';
  const { H2, H3 } = makeHeadings(TOC_RU);
  const $ = (v: number) => <N v={v} lang={lang} />;
  const n = (v: number) => <N v={v} lang={lang} plain />;
  const who = (s: number, as: Case = 'nom') => <Who lang={lang} seat={s} as={as} />;

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
      пакет <PileNo p={p} />
    </>
  );

  return (
    <>
      <H2 id="stp-examples" />
      <p className="muted">
        Игроков зовут по цветам, как в оригинальных правилах. Каждое число ниже проверено: пример переигран движком
        игры.
      </p>

      <section className="rules-example" aria-labelledby="stp-ex-round">
        <H3 id="stp-ex-round" />
        <p>
          Четыре игрока: {who(0)} (первый игрок), {who(1)}, {who(2)} и {who(3)}. Их стартовые акции —{' '}
          {joined([0, 1, 2, 3].map((s) => <Co key={s} c={startingStock(EX_ROUND, s)} />))}. В фазе информации каждый
          узнаёт свою пару: {who(0)} — <PairText ex={EX_ROUND} seat={0} />, {who(1)} —{' '}
          <PairText ex={EX_ROUND} seat={1} />, {who(2)} — <PairText ex={EX_ROUND} seat={2} />, {who(3)} —{' '}
          <PairText ex={EX_ROUND} seat={3} />. Открытая пара — <PairText ex={EX_ROUND} seat="public" />; шестая пара
          скрыта.
        </p>
        <p>
          <strong>Предложение.</strong> {who(0)} прячет Торговый бум в закрытую под открытой акцией Bottomline Bank;{' '}
          {who(1)} раскладывает две акции Cosmic по двум пакетам; {who(2)} одну акцию Leading кладёт в закрытую, другую
          показывает; {who(3)} кладёт обе карты в пакет с акцией Leading и прячет Epic Electric, на которую капнут
          дивиденды.
        </p>
        <PilesTable ex={EX_ROUND} lang={lang} />
        <p>
          <strong>Спрос.</strong> {who(rb[2]!.seat)} знает, что Leading вырастет, и сбивает {who(rb[0]!.seat, 'gen')} с
          пакета <PileNo p={rb[2]!.pile} /> ставкой {$(rb[2]!.amount)}. {who(rb[0]!.seat)} ждёт своей очереди,
          возвращается со ставкой {$(rb[4]!.amount)} и сбивает уже {who(rb[4]!.displaced!, 'gen')}. {who(rb[5]!.seat)}{' '}
          соглашается на {pile(rb[5]!.pile)} за {$(rb[5]!.amount)}, и теперь у каждого мипла свой пакет.
        </p>
        <BidsTable ex={EX_ROUND} lang={lang} />
        <TakenTable ex={EX_ROUND} lang={lang} />
        <p>
          {who(0)} платит {$(r.taken![3]!.paid)}, у него остаётся {$(r.snapshots[0]!.cash[0]!)}.
        </p>
        <p>
          <strong>Действия.</strong> {who(2)} выиграл Торговый бум и играет его на <Co c={boom.company} />:{' '}
          {$(boom.from)} → {$(boom.to)}.
        </p>
        <p>
          <strong>Продажа.</strong> {who(1)} знает, что Банк упадёт, и продаёт свою акцию за {$(r.sales![1]!.total)}.{' '}
          {who(2)} следует его примеру и продаёт только что полученную акцию Банка, тоже за {$(r.sales![2]!.total)}.{' '}
          {who(0)} и {who(3)} ничего не продают.
        </p>
        <p>
          <strong>Изменение стоимости.</strong>
        </p>
        <MovementTable ex={EX_ROUND} lang={lang} />
        <CashTable ex={EX_ROUND} lang={lang} labels={['Деньги после спроса', 'Деньги в конце раунда']} />
      </section>

      <section className="rules-example" aria-labelledby="stp-ex-fees">
        <H3 id="stp-ex-fees" />
        <p>
          Три игрока, фаза спроса. У {who(0, 'gen')} {$(positionCash(EX_FEES, 0))}, у {who(1, 'gen')}{' '}
          {$(positionCash(EX_FEES, 1))} и <HoldingText h={holdingOf(EX_FEES, 1, 'epic')} lang={lang} /> акции Epic
          Electric, у {who(2, 'gen')} {$(positionCash(EX_FEES, 2))}. Пакеты после предложения:
        </p>
        <PilesTable ex={EX_FEES} lang={lang} />
        <p>
          {who(0)} ставит {$(fe.bids![0]!.amount)} за акцию Cosmic, не зная, что {who(1)} спрятал под ней. {who(1)} и{' '}
          {who(2)} ставят {$(fe.bids![1]!.amount)} на другие пакеты.
        </p>
        <ul>
          <li>
            {who(0)} платит {$(fe.taken![0]!.paid)}, у него остаётся {$(fe.snapshots[1]!.cash[0]!)}. Закрытая карта —
            сбор {$(fe.fees![0]!.amount)}: это больше его денег, и сбор становится долгом.
          </li>
          <li>
            {who(1)} забирает два сбора в порядке выкладки: {$(fe.fees![1]!.amount)} — больше его{' '}
            {$(positionCash(EX_FEES, 1))}, это долг; затем {$(fe.fees![2]!.amount)} оплачен, и у него{' '}
            {$(fe.snapshots[1]!.cash[1]!)}.
          </li>
          <li>
            <strong>Продажа.</strong> {who(0)} продаёт акцию Cosmic за {$(fe.sales![0]!.total)}. Долг{' '}
            {$(fe.fees![3]!.amount)} сразу оплачивается, остаётся {$(fe.snapshots[2]!.cash[0]!)}. {who(1)} и {who(2)}{' '}
            ничего не продают.
          </li>
          <li>
            <strong>Изменение стоимости.</strong> Epic Electric платит дивиденды: {who(1)} получает{' '}
            {$(fe.dividends![0]!.paid[1]!)}, и из них сразу оплачивается его долг {$(fe.fees![4]!.amount)}; {who(2)}{' '}
            получает {$(fe.dividends![0]!.paid[2]!)} за выигранную акцию Epic.
          </li>
        </ul>
        <CashTable
          ex={EX_FEES}
          lang={lang}
          labels={['До спроса', 'После спроса', 'После продажи Синего', 'Конец раунда']}
        />
      </section>

      <section className="rules-example" aria-labelledby="stp-ex-split">
        <H3 id="stp-ex-split" />
        <p>
          Фаза продажи, три игрока. <Co c="cosmic" /> стоит {$(spCosmic.from)}. У {who(0, 'gen')}{' '}
          <HoldingText h={holdingOf(EX_SPLIT, 0, 'cosmic')} lang={lang} /> акции Cosmic, и он знает пару{' '}
          <PairText ex={EX_SPLIT} seat={0} />, поэтому не продаёт. У {who(1, 'gen')}{' '}
          <HoldingText h={holdingOf(EX_SPLIT, 1, 'cosmic')} lang={lang} /> после прошлого дробления. Никто ничего не
          продаёт.
        </p>
        <ol>
          <li>
            Изменение стоимости, пара Cosmic: тикер дважды поднимается, до верхнего края шкалы; третий шаг приходится на
            деление дробления.
          </li>
          <li>
            Супер-дробление: {who(1)} получает {$(sp.splits![0]!.superSplit[1]!)} за уже раздробленную акцию.
          </li>
          <li>
            Все обычные акции Cosmic становятся раздробленными: у {who(0, 'gen')} — {n(sp.splits![0]!.moved[0]!)} акции,
            у {who(1, 'gen')} — {n(sp.splits![0]!.moved[1]!)}.
          </li>
          <li>Тикер начинает заново с деления после дробления, и четвёртый шаг ведёт его на {$(spCosmic.to)}.</li>
        </ol>
        <MovementTable ex={EX_SPLIT} lang={lang} />
        <CashTable ex={EX_SPLIT} lang={lang} company="cosmic" labels={['До', 'После изменения стоимости']} />
        <p>
          Каждая раздробленная акция {who(0, 'gen')} теперь продаётся по двойной цене и считается за две при подсчёте
          большинства.
        </p>
      </section>

      <section className="rules-example" aria-labelledby="stp-ex-bankruptcy">
        <H3 id="stp-ex-bankruptcy" />
        <p>
          Фаза продажи, три игрока. <Co c="stanford" /> стоит {$(bkStanford.from)}. У {who(0, 'gen')}{' '}
          <HoldingText h={holdingOf(EX_BANKRUPTCY, 0, 'stanford')} lang={lang} /> акции Stanford, и он знает{' '}
          <PairText ex={EX_BANKRUPTCY} seat={0} />. У {who(1, 'gen')}{' '}
          <HoldingText h={holdingOf(EX_BANKRUPTCY, 1, 'stanford')} lang={lang} />, и он прогноза не знает.
        </p>
        <ul>
          <li>
            {who(0)} продаёт обе акции за {$(bk.sales![0]!.total)}. {who(1)} и {who(2)} пропускают.
          </li>
          <li>
            Изменение стоимости: первый шаг опускает Stanford Steel к нижнему краю шкалы, второй приходится на деление
            банкротства. {who(1)} теряет <HoldingText h={bk.bankruptcies![0]!.lost[1]!} lang={lang} /> акции Stanford.
          </li>
          <li>Тикер возвращается на старт, и третий шаг ведёт его на {$(bkStanford.to)}.</li>
        </ul>
        <MovementTable ex={EX_BANKRUPTCY} lang={lang} />
        <CashTable ex={EX_BANKRUPTCY} lang={lang} company="stanford" labels={['До', 'После изменения стоимости']} />
      </section>

      <section className="rules-example" aria-labelledby="stp-ex-final">
        <H3 id="stp-ex-final" />
        <p>
          Последний раунд, фаза продажи. У {who(1, 'gen')} {$(positionCash(EX_FINAL, 1))} и неоплаченный сбор{' '}
          {$(fin.fees![0]!.amount)}.
        </p>
        <ul>
          <li>{who(0)} ничего не продаёт.</li>
          <li>
            {who(1)} разменивает раздробленную акцию Cosmic: она снова обычная и приносит одну цену,{' '}
            {$(fin.sales![1]!.total)}. Долг сразу оплачивается; у него {$(fin.snapshots[1]!.cash[1]!)}.
          </li>
          <li>{who(2)} ничего не продаёт.</li>
          <li>
            Изменение стоимости: Cosmic Computers {$(finCosmic.from)} → {$(finCosmic.to)}, остальные — в таблице. Epic
            Electric платит {who(2, 'dat')} {$(fin.dividends![0]!.paid[2]!)}. American Automotive банкротится, но её
            акций ни у кого нет.
          </li>
        </ul>
        <MovementTable ex={EX_FINAL} lang={lang} />
        <FinalTables ex={EX_FINAL} lang={lang} />
      </section>
    </>
  );
}
