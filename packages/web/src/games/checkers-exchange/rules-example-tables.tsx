import { CheckersExchange } from '@birzha/engine';

const { RATES } = CheckersExchange;
import type { ReactNode } from 'react';
import type { Lang } from '../../i18n/index.ts';
import { DERIVED, type AuctionFact, type RulesExample } from './rules-examples-data.ts';
import { AccountName, Firm, Grid, N, Who, seatName } from './rules-parts.tsx';

/*
 * The tables of the worked examples, drawn from the example data (rules-examples-data.ts) that rules.test.tsx
 * checks against the engine. Both languages use the same tables with their own words.
 */

type FirmId = CheckersExchange.FirmId;

const W = {
  ru: {
    item: 'Статья',
    amount: 'Сумма',
    gross: 'Доход от взятых шашек',
    tax: 'Налог государству',
    fee: 'Вознаграждение директору',
    net: 'Чистый доход',
    eligible: 'Акций, по которым платят дивиденд',
    perShare: 'Дивиденд на акцию',
    pool: 'Выплачено акционерам',
    retained: 'Остаётся фирме',
    holder: 'Акционер',
    shares: 'Акций',
    gets: 'Получает',
    bid: 'Заявка',
    order: 'Заявка',
    player: 'Игрок',
    price: 'Цена',
    filled: 'Получает акций',
    pays: 'Платит',
    owner: 'Владелец',
    side: 'Сторона',
    buy: 'покупка',
    sell: 'продажа',
    orders: 'Встречные заявки',
    buyer: 'Покупатель',
    seller: 'Продавец',
    account: 'Голосует',
    votes: 'Голосов',
    candidate: 'За кого',
    byDirector: 'директор',
    firm: 'Фирма',
    men: 'Шашек на доске',
    survival: 'Доход',
    netShort: 'Фирме',
    cashEnd: 'Деньги фирмы',
    holdings: 'Акции',
    exact: 'Точная доля',
    payout: 'Выплата',
    score: 'Итог',
    place: 'Место',
  },
  en: {
    item: 'Item',
    amount: 'Amount',
    gross: 'Income from captured men',
    tax: 'Tax to the State',
    fee: 'Director’s fee',
    net: 'Net income',
    eligible: 'Shares that receive dividends',
    perShare: 'Dividend per share',
    pool: 'Paid to shareholders',
    retained: 'Kept by the firm',
    holder: 'Shareholder',
    shares: 'Shares',
    gets: 'Receives',
    bid: 'Bid',
    order: 'Order',
    player: 'Player',
    price: 'Price',
    filled: 'Shares won',
    pays: 'Pays',
    owner: 'Owner',
    side: 'Side',
    buy: 'buy',
    sell: 'sell',
    orders: 'Orders matched',
    buyer: 'Buyer',
    seller: 'Seller',
    account: 'Voter',
    votes: 'Votes',
    candidate: 'For',
    byDirector: 'director',
    firm: 'Firm',
    men: 'Men on the board',
    survival: 'Income',
    netShort: 'To the firm',
    cashEnd: 'Firm cash',
    holdings: 'Shares',
    exact: 'Exact share',
    payout: 'Payout',
    score: 'Score',
    place: 'Place',
  },
} as const;

/** Example 1: the firm's year income line by line. */
export function IncomeTable({ ex, lang }: { ex: RulesExample; lang: Lang }) {
  const w = W[lang];
  const i = ex.facts.income?.[0];
  if (i === undefined) return null;
  const $ = (v: number) => <N v={v} lang={lang} />;
  const rows: ReactNode[][] = [
    [w.gross, $(i.gross)],
    [
      <>
        {w.tax}, <N v={RATES.taxPct} lang={lang} plain /> %
      </>,
      $(i.tax),
    ],
    [
      <>
        {w.fee}, <N v={RATES.feePct} lang={lang} plain /> % (<Who lang={lang} seat={i.director} />)
      </>,
      $(i.fee),
    ],
    [w.net, $(i.net)],
    [w.eligible, <N v={i.eligible} lang={lang} plain />],
    [w.perShare, $(i.perShare)],
    [w.pool, $(i.pool)],
    [w.retained, $(i.retained)],
  ];
  return <Grid head={[w.item, w.amount]} rows={rows} />;
}

/** Example 1: who received what. */
export function DividendsTable({ ex, lang }: { ex: RulesExample; lang: Lang }) {
  const w = W[lang];
  const rows = (ex.facts.dividends ?? []).map((d) => [
    <AccountName a={d.account} lang={lang} />,
    <N v={d.shares} lang={lang} plain />,
    <N v={d.amount} lang={lang} />,
  ]);
  return <Grid head={[w.holder, w.shares, w.gets]} rows={rows} />;
}

/** Example 2: one firm's bids in the order they are filled (price, then time), with each bid's fill. */
export function AuctionTable({ a, lang }: { a: AuctionFact; lang: Lang }) {
  const w = W[lang];
  const order = [...a.bids].sort((x, y) => y.price - x.price || x.id - y.id);
  const rows = order.map((b) => {
    const fill = a.fills.find((f) => f.id === b.id);
    return [
      <>
        № <N v={b.id} lang={lang} plain />
      </>,
      <Who lang={lang} seat={b.seat} />,
      <N v={b.qty} lang={lang} plain />,
      <N v={b.price} lang={lang} />,
      fill === undefined ? '—' : <N v={fill.qty} lang={lang} plain />,
      fill === undefined ? '—' : <N v={fill.amount} lang={lang} />,
    ];
  });
  return (
    <Grid caption={<Firm f={a.firm} />} head={[w.bid, w.player, w.shares, w.price, w.filled, w.pays]} rows={rows} />
  );
}

/** Example 3: the orders of one firm in the order placed (the State's ask first). */
export function OrdersTable({ ex, firm, lang }: { ex: RulesExample; firm: FirmId; lang: Lang }) {
  const w = W[lang];
  const rows = (ex.facts.orders ?? [])
    .filter((o) => o.firm === firm)
    .map((o) => [
      <>
        № <N v={o.id} lang={lang} plain />
      </>,
      <AccountName a={o.account} lang={lang} />,
      o.side === 'buy' ? w.buy : w.sell,
      <N v={o.qty} lang={lang} plain />,
      <N v={o.limit} lang={lang} />,
    ]);
  return <Grid head={[w.order, w.owner, w.side, w.shares, w.price]} rows={rows} />;
}

/** Example 3: the trades in tape order, each at the price of the order that was resting. */
export function TradesTable({ ex, lang }: { ex: RulesExample; lang: Lang }) {
  const w = W[lang];
  const sums = DERIVED.session.tradeSums;
  const rows = (ex.facts.trades ?? []).map((t, i) => [
    <>
      № <N v={t.buyOrder} lang={lang} plain /> × № <N v={t.sellOrder} lang={lang} plain />
    </>,
    <AccountName a={t.buyer} lang={lang} />,
    <AccountName a={t.seller} lang={lang} />,
    <N v={t.qty} lang={lang} plain />,
    <N v={t.price} lang={lang} />,
    <N v={sums[i] ?? 0} lang={lang} />,
  ]);
  return <Grid head={[w.orders, w.buyer, w.seller, w.shares, w.price, w.amount]} rows={rows} />;
}

/** Each seat's cash (and its shares, where the snapshot lists them) at the example's checked moments. */
export function CashTable({ ex, lang, labels }: { ex: RulesExample; lang: Lang; labels: readonly string[] }) {
  const rows = Array.from({ length: ex.players }, (_, s) => [
    <Who lang={lang} seat={s} />,
    ...ex.facts.snapshots.map((snap, i) => {
      const held = Object.entries(snap.holdings?.[s] ?? {}) as [FirmId, number][];
      return (
        <span key={i}>
          <N v={snap.cash[s] ?? 0} lang={lang} />
          {held.map(([firm, n]) => (
            <span key={firm}>
              {'; '}
              <Firm f={firm} />: <N v={n} lang={lang} plain />
            </span>
          ))}
        </span>
      );
    }),
  ]);
  return <Grid head={[W[lang].player, ...labels]} rows={rows} />;
}

/** Example 4: every ballot of the election, with its weight. */
export function BallotsTable({ ex, lang }: { ex: RulesExample; lang: Lang }) {
  const w = W[lang];
  const m = ex.facts.meetings?.[0];
  if (m === undefined) return null;
  const director = (f: FirmId) => ex.position.directors?.[CheckersExchange.FIRMS.indexOf(f)] ?? 0;
  const rows = m.ballots.map((b) => [
    typeof b.account === 'number' ? (
      <Who lang={lang} seat={b.account} />
    ) : (
      <>
        <Firm f={b.account} /> ({w.byDirector} {seatName(lang, director(b.account))})
      </>
    ),
    <N v={b.votes} lang={lang} plain />,
    <Who lang={lang} seat={b.candidate} />,
  ]);
  return <Grid caption={<Firm f={m.firm} />} head={[w.account, w.votes, w.candidate]} rows={rows} />;
}

/** Example 5: the survival income of the firms with pieces left, and the firm's cash after it. */
export function SurvivalTable({ ex, lang }: { ex: RulesExample; lang: Lang }) {
  const w = W[lang];
  const rows = (ex.facts.survival ?? []).map((s) => [
    <Firm f={s.firm} />,
    <N v={s.men + s.kings} lang={lang} plain />,
    <N v={s.gross} lang={lang} />,
    <N v={s.tax} lang={lang} />,
    <>
      <N v={s.fee} lang={lang} /> (<Who lang={lang} seat={s.director} />)
    </>,
    <N v={s.net} lang={lang} />,
  ]);
  return <Grid head={[w.firm, w.men, w.survival, w.tax, w.fee, w.netShort]} rows={rows} />;
}

/** Example 5: each seat's shares, exact share of the values, payout, final score and place. */
export function PayoutTable({ ex, lang }: { ex: RulesExample; lang: Lang }) {
  const w = W[lang];
  const f = ex.facts;
  const exact = DERIVED.liquidation.exactPayouts;
  const rows = Array.from({ length: ex.players }, (_, s) => {
    const held = Object.entries(ex.position.seats?.[s]?.holdings ?? {}) as [FirmId, number][];
    const place = (f.final?.ranking ?? []).findIndex((g) => g.includes(s)) + 1;
    return [
      <Who lang={lang} seat={s} />,
      held.map(([firm, n]) => (
        <span key={firm}>
          <N v={n} lang={lang} plain /> <Firm f={firm} />
        </span>
      )),
      <N v={exact[s] ?? 0} lang={lang} plain />,
      <N v={f.liquidation?.payouts[s] ?? 0} lang={lang} />,
      <strong>
        <N v={f.final?.scores[s] ?? 0} lang={lang} />
      </strong>,
      <N v={place} lang={lang} plain />,
    ];
  });
  return <Grid head={[w.player, w.holdings, w.exact, w.payout, w.score, w.place]} rows={rows} />;
}
