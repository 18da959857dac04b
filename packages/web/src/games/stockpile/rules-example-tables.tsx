import type { Stockpile } from '@birzha/engine';
import type { ReactNode } from 'react';
import type { Lang } from '../../i18n/index.ts';
import type { RulesExample, SnapshotFact } from './rules-examples-data.ts';
import { finalRows, pairOf } from './rules-examples-view.ts';
import { Co, Fc, N, PileCardName, PileNo, Who, joined, seatName } from './rules-parts.tsx';
import { RulesTable as Grid } from '../../rules/rules-table.tsx';

/*
 * The tables of the worked examples, drawn from the example data (rules-examples-data.ts) that rules.test.tsx
 * checks against the engine. Both languages use the same tables with their own words.
 */

type CompanyId = Stockpile.CompanyId;

const W = {
  ru: {
    pile: 'Пакет',
    cards: 'Карты (в порядке выкладки)',
    player: 'Игрок',
    bid: 'Ставка',
    displaces: 'Снимает',
    winner: 'Забирает',
    pays: 'Платит',
    company: 'Компания',
    forecast: 'Прогноз',
    whose: 'Чья пара',
    before: 'Цена до',
    after: 'Цена после',
    effect: 'Что происходит',
    everyone: 'открытая',
    nobody: 'скрытая',
    cash: 'Деньги',
    debt: 'долг',
    paid: 'получает',
    noHolders: 'ни у кого нет акций',
    unchanged: 'не меняется',
    split: 'дробление',
    superSplit: 'супер-дробление',
    bankrupt: 'банкротство, сброшены акции',
    nothingLost: 'банкротство, акций ни у кого нет',
    shares: 'акций',
    splitCards: 'раздробл.',
  },
  en: {
    pile: 'Pile',
    cards: 'Cards (in the order placed)',
    player: 'Player',
    bid: 'Bid',
    displaces: 'Displaces',
    winner: 'Goes to',
    pays: 'Pays',
    company: 'Company',
    forecast: 'Forecast',
    whose: 'Whose pair',
    before: 'Price before',
    after: 'Price after',
    effect: 'What happens',
    everyone: 'public',
    nobody: 'hidden',
    cash: 'Cash',
    debt: 'debt',
    paid: 'gets',
    noHolders: 'nobody holds it',
    unchanged: 'unchanged',
    split: 'split',
    superSplit: 'super-split',
    bankrupt: 'bankruptcy, cards discarded',
    nothingLost: 'bankruptcy, nobody holds it',
    shares: 'shares',
    splitCards: 'split',
  },
} as const;

/** The piles as Supply left them, each card with its placer. */
export function PilesTable({ ex, lang }: { ex: RulesExample; lang: Lang }) {
  const rows = (ex.facts.piles ?? []).map((cards, p) => [
    <PileNo p={p} />,
    joined(
      cards.map((c, i) => (
        <span key={i}>
          <PileCardName card={c.card} faceUp={c.faceUp} lang={lang} />
          {c.by !== null && (
            <>
              {' '}
              (<Who lang={lang} seat={c.by} />)
            </>
          )}
        </span>
      )),
    ),
  ]);
  return <Grid head={[W[lang].pile, W[lang].cards]} rows={rows} />;
}

/** The bids in the order made (the rows are the turns). */
export function BidsTable({ ex, lang }: { ex: RulesExample; lang: Lang }) {
  const rows = (ex.facts.bids ?? []).map((b) => [
    <Who lang={lang} seat={b.seat} />,
    <PileNo p={b.pile} />,
    <N v={b.amount} lang={lang} />,
    b.displaced === null ? '—' : <Who lang={lang} seat={b.displaced} as="gen" />,
  ]);
  return <Grid head={[W[lang].player, W[lang].pile, W[lang].bid, W[lang].displaces]} rows={rows} />;
}

/** Who takes which pile, what the bid costs and what is in it. */
export function TakenTable({ ex, lang }: { ex: RulesExample; lang: Lang }) {
  const rows = (ex.facts.taken ?? []).map((t) => [
    <PileNo p={t.pile} />,
    <Who lang={lang} seat={t.seat} />,
    <N v={t.paid} lang={lang} />,
    joined(t.cards.map((c, i) => <PileCardName key={i} card={c.card} faceUp={c.faceUp} lang={lang} />)),
  ]);
  return <Grid head={[W[lang].pile, W[lang].winner, W[lang].pays, W[lang].cards]} rows={rows} />;
}

function paidList(paid: readonly number[], lang: Lang): ReactNode {
  const got = paid.flatMap((v, s) =>
    v > 0
      ? [
          <span key={s}>
            <Who lang={lang} seat={s} /> {W[lang].paid} <N v={v} lang={lang} />
          </span>,
        ]
      : [],
  );
  return got.length === 0 ? W[lang].noHolders : joined(got);
}

/** What the Movement phase did, pair by pair in the order revealed. */
export function MovementTable({ ex, lang }: { ex: RulesExample; lang: Lang }) {
  const w = W[lang];
  const f = ex.facts;
  const rows = (f.reveals ?? []).map((r) => {
    const move = f.prices?.find((p) => p.company === r.company && p.cause === 'forecast');
    const dividend = f.dividends?.find((d) => d.company === r.company);
    const split = f.splits?.find((s) => s.company === r.company);
    const bankrupt = f.bankruptcies?.find((b) => b.company === r.company);
    const effects: ReactNode[] = [];
    if (dividend !== undefined && r.forecast === 'dividend') effects.push(paidList(dividend.paid, lang));
    if (split !== undefined) {
      effects.push(w.split);
      if (split.superSplit.some((v) => v > 0))
        effects.push(
          <>
            {w.superSplit}: {paidList(split.superSplit, lang)}
          </>,
        );
    }
    if (bankrupt !== undefined)
      effects.push(bankrupt.lost.some((h) => h.regular + h.split > 0) ? w.bankrupt : w.nothingLost);
    const price = (v: number | undefined) => (v === undefined ? '—' : <N v={v} lang={lang} />);
    return [
      <Co c={r.company} />,
      <Fc f={r.forecast} />,
      r.holder === 'public' ? w.everyone : r.holder === 'hidden' ? w.nobody : <Who lang={lang} seat={r.holder} />,
      r.forecast === 'dividend' ? w.unchanged : price(move?.from),
      r.forecast === 'dividend' ? w.unchanged : price(move?.to),
      effects.length === 0 ? '—' : joined(effects.map((e, i) => <span key={i}>{e}</span>)),
    ];
  });
  return <Grid head={[w.company, w.forecast, w.whose, w.before, w.after, w.effect]} rows={rows} />;
}

/** Holdings as counts: "2" regular cards, "1 + 1 split". */
export function HoldingText({ h, lang }: { h: Stockpile.Holding; lang: Lang }) {
  if (h.split === 0) return <N v={h.regular} lang={lang} plain />;
  if (h.regular === 0)
    return (
      <>
        <N v={h.split} lang={lang} plain /> {W[lang].splitCards}
      </>
    );
  return (
    <>
      <N v={h.regular} lang={lang} plain /> + <N v={h.split} lang={lang} plain /> {W[lang].splitCards}
    </>
  );
}

/** Each seat's cash (and fee debt) at the example's checked moments; `labels` names the moments. */
export function CashTable({
  ex,
  lang,
  labels,
  company,
}: {
  ex: RulesExample;
  lang: Lang;
  labels: readonly string[];
  /** Also show each seat's holding of this company at each moment that lists holdings. */
  company?: CompanyId;
}) {
  const snaps: readonly SnapshotFact[] = ex.facts.snapshots;
  const rows = Array.from({ length: ex.players }, (_, s) => [
    <Who lang={lang} seat={s} />,
    ...snaps.map((snap, i) => {
      const debt = snap.feeDebt?.[s] ?? [];
      const h =
        company === undefined || snap.holdings === undefined
          ? undefined
          : (snap.holdings[s]?.[company] ?? { regular: 0, split: 0 });
      return (
        <span key={i}>
          <N v={snap.cash[s] ?? 0} lang={lang} />
          {debt.length > 0 && (
            <>
              {' '}
              ({W[lang].debt} {joined(debt.map((d, k) => <N key={k} v={d} lang={lang} />))})
            </>
          )}
          {h !== undefined && (
            <>
              {'; '}
              <Co c={company as CompanyId} />: <HoldingText h={h} lang={lang} />
            </>
          )}
        </span>
      );
    }),
  ]);
  return <Grid head={[W[lang].player, ...labels]} rows={rows} />;
}

/** A seat's first private pair, or the public pair, as "Company +4". */
export function PairText({ ex, seat }: { ex: RulesExample; seat: number | 'public' }) {
  const p = seat === 'public' ? ex.position.pairs?.public[0] : pairOf(ex, seat);
  if (p === undefined) return null;
  return (
    <>
      <Co c={p.company} /> <Fc f={p.forecast} />
    </>
  );
}

const FINAL_WORDS = {
  ru: {
    majority: 'Акции в конце (раздробленная считается за две) и премия мажоритарному акционеру',
    company: 'Компания',
    bonus: 'Премия',
    none: 'нет',
    each: ' — по ',
    one: ' — ',
    tie: ' (ничья)',
    score: 'Итог',
    head: ['Игрок', 'Деньги после продажи', 'Дивиденды', 'Премии', 'Продажа всех акций', 'Итог', 'Место'],
  },
  en: {
    majority: 'Shares at the end (a split card counts double) and the majority bonus',
    company: 'Company',
    bonus: 'Bonus',
    none: 'none',
    each: ': ',
    one: ': ',
    tie: ' each (a tie)',
    score: 'Score',
    head: ['Player', 'Cash after Selling', 'Dividend', 'Bonuses', 'Liquidation', 'Score', 'Place'],
  },
} as const;

/** The final round's sheets: shares and bonus per company, then each seat's sums, score and place. */
export function FinalTables({ ex, lang }: { ex: RulesExample; lang: Lang }) {
  const w = FINAL_WORDS[lang];
  const rows = finalRows(ex);
  const seats = Array.from({ length: ex.players }, (_, s) => s);
  const $ = (v: number) => <N v={v} lang={lang} />;
  const majority = rows.majority.map((m) => [
    <Co c={m.company} />,
    ...m.shares.map((v) => <N v={v} lang={lang} plain />),
    m.bonus === null ? (
      w.none
    ) : (
      <>
        {joined(m.bonus.seats.map((s) => <Who key={s} lang={lang} seat={s} />))}
        {m.bonus.seats.length > 1 ? w.each : w.one}
        {$(m.bonus.each)}
        {m.bonus.seats.length > 1 ? w.tie : ''}
      </>
    ),
  ]);
  const scores = rows.scores.map((row) => [
    <Who lang={lang} seat={row.seat} />,
    $(row.cash),
    $(row.dividend),
    row.bonuses.length === 0
      ? '—'
      : row.bonuses.map((b, i) => (
          <span key={i}>
            {i > 0 && ' + '}
            {$(b)}
          </span>
        )),
    <>
      {row.liquidation.terms.map((t, i) => (
        <span key={i}>
          {i > 0 && ' + '}
          <N v={t.shares} lang={lang} plain /> × {$(t.price)}
        </span>
      ))}{' '}
      = {$(row.liquidation.amount)}
    </>,
    <strong>{$(row.score)}</strong>,
    <N v={row.place} lang={lang} plain />,
  ]);
  return (
    <>
      <Grid caption={w.majority} head={[w.company, ...seats.map((s) => seatName(lang, s)), w.bonus]} rows={majority} />
      <Grid caption={w.score} head={w.head} rows={scores} />
    </>
  );
}
