import { Stockpile } from '@birzha/engine';
import type { ReactNode } from 'react';
import type { Lang } from '../../i18n/index.ts';
import { Co, Fc, N, money } from './rules-parts.tsx';
import { RulesTable as Table } from '../../rules/rules-table.tsx';

/*
 * The reference tables of the rules, drawn from the engine's own constants (spec 2), so the page cannot disagree
 * with the game the server plays: player counts, the bid track, the price tracks, the deck and the investors.
 */

type InvestorId = Stockpile.InvestorId;

const PLAYER_COUNTS = [2, 3, 4, 5] as const;

const PLAYERS_HEAD: Readonly<Record<Lang, readonly string[]>> = {
  ru: ['Игроков', 'Раундов', 'Деньги на старте', 'Пакетов', 'Миплов у каждого', 'Личных прогнозов', 'Открытых'],
  en: ['Players', 'Rounds', 'Starting cash', 'Piles', 'Meeples each', 'Private forecasts each', 'Public'],
};

/** Rounds, cash, piles, meeples and forecasts by player count (spec 2). */
export function PlayersTable({ lang }: { lang: Lang }) {
  const rows = PLAYER_COUNTS.map((p) => [
    String(p),
    String(Stockpile.ROUNDS[p]),
    money(Stockpile.START_CASH[p], lang),
    String(Stockpile.PILES[p]),
    String(Stockpile.MEEPLES_PER_SEAT[p]),
    String(Stockpile.PRIVATE_PAIRS[p]),
    String(Stockpile.PUBLIC_PAIRS[p]),
  ]);
  return <Table head={PLAYERS_HEAD[lang]} rows={rows} />;
}

/** The bid track of every pile (spec 2, D10). */
export function BidTrack({ lang }: { lang: Lang }) {
  return (
    <ol className="rules-track" aria-label={lang === 'ru' ? 'Шкала ставок' : 'The bid track'}>
      {Stockpile.BID_TRACK.map((v) => (
        <li key={v} className={v === Stockpile.BID_TRACK[Stockpile.BID_TRACK.length - 1] ? 'is-edge' : undefined}>
          {money(v, lang)}
        </li>
      ))}
    </ol>
  );
}

/** The standard track: bankruptcy space, positions 1..10, split space; the start and the split reset marked. */
export function StandardTrack({ lang }: { lang: Lang }) {
  const t = Stockpile.TRACKS.standard.cosmic;
  const words =
    lang === 'ru'
      ? { label: 'Шкала цен стандартного поля', bankrupt: 'банкротство', split: 'дробление' }
      : { label: 'The price track of the standard board', bankrupt: 'bankruptcy', split: 'split' };
  return (
    <ol className="rules-track" aria-label={words.label}>
      <li className="is-edge">{words.bankrupt}</li>
      {t.values.map((v, i) => (
        <li key={i} className={i + 1 === t.start ? 'is-start' : i + 1 === t.splitReset ? 'is-reset' : undefined}>
          {money(v * 1000, lang)}
        </li>
      ))}
      <li className="is-edge">{words.split}</li>
    </ol>
  );
}

/** The advanced board's six tracks (spec 2; provisional data, D21). */
export function AdvancedTable({ lang }: { lang: Lang }) {
  const head =
    lang === 'ru'
      ? ['Компания', 'Цены по делениям, тыс. $', 'Старт', 'После дробления', 'Дивиденд при подъёме на']
      : ['Company', 'Prices by position, $ thousand', 'Start', 'After a split', 'Dividend when stepping up to'];
  const rows = Stockpile.COMPANIES.map((c) => {
    const t = Stockpile.TRACKS.advanced[c];
    const at = (pos: number) => money(Stockpile.priceAt(t, pos), lang);
    return [
      <Co c={c} />,
      t.values.join(' · '),
      at(t.start),
      at(t.splitReset),
      t.stepDividend.length === 0 ? '—' : t.stepDividend.map(at).join(', '),
    ];
  });
  return <Table head={head} rows={rows} />;
}

/** The 80 market cards (spec 2). */
export function DeckTable({ lang }: { lang: Lang }) {
  const d = Stockpile.MARKET_DECK;
  const ru = lang === 'ru';
  const head = ru ? ['Карты', 'Сколько'] : ['Cards', 'How many'];
  const rows: ReactNode[][] = [
    [ru ? 'Акции: по 10 каждой из 6 компаний' : 'Stock: 10 of each of the 6 companies', String(6 * d.stockPerCompany)],
    ...d.fees.map((v) => [
      ru ? `Торговый сбор ${money(v, lang)}` : `Trading Fee ${money(v, lang)}`,
      String(d.feesPerValue),
    ]),
    [ru ? 'Торговый бум (+2)' : 'Stock Boom (+2)', String(d.boom)],
    [ru ? 'Торговый спад (−2)' : 'Stock Bust (−2)', String(d.bust)],
    [ru ? 'Всего' : 'Total', String(6 * d.stockPerCompany + d.fees.length * d.feesPerValue + d.boom + d.bust)],
  ];
  return <Table head={head} rows={rows} />;
}

/** The six forecast cards (spec 2). */
export function ForecastList({ lang }: { lang: Lang }) {
  const words: Readonly<Record<Stockpile.ForecastId, Readonly<Record<Lang, string>>>> = {
    up4: { ru: 'цена вырастет на 4 деления', en: 'the price rises 4 steps' },
    up2: { ru: 'вырастет на 2', en: 'rises 2 steps' },
    up1: { ru: 'вырастет на 1', en: 'rises 1 step' },
    dividend: {
      ru: `дивиденды: ${money(Stockpile.DIVIDEND_PER_SHARE, lang)} за каждую акцию, цена не меняется`,
      en: `dividend: ${money(Stockpile.DIVIDEND_PER_SHARE, lang)} per share, the price stays`,
    },
    down2: { ru: 'упадёт на 2', en: 'falls 2 steps' },
    down3: { ru: 'упадёт на 3', en: 'falls 3 steps' },
  };
  return (
    <ul className="rules-forecasts">
      {Stockpile.FORECAST_ORDER.map((f) => (
        <li key={f}>
          <Fc f={f} /> — {words[f][lang]}
        </li>
      ))}
    </ul>
  );
}

const POWERS: Readonly<Record<InvestorId, Readonly<Record<Lang, string>>>> = {
  bill: { ru: 'Без особого свойства: просто много денег.', en: 'No power: just a lot of money.' },
  bernie: {
    ru: 'Торговые сборы не платит, а получает: каждый сбор в его пакете приносит ему свою стоимость.',
    en: 'Never pays a Trading Fee: each fee in a pile he wins pays him its value instead.',
  },
  cramer: {
    ru: 'Раз в раунд в фазе действий сдвигает цену любой компании на 1 деление вверх или вниз (до, между или после своих карт; ход в фазе действий у него есть и без карт).',
    en: 'Once a round in the Action phase, moves any company 1 step up or down (before, between or after his cards; he gets an Action turn even without cards).',
  },
  donald: {
    ru: 'За ставку выше 0 $ платит предыдущее значение шкалы ставок: ставка 3 000 $ стоит ему 1 000 $, 1 000 $ — ничего.',
    en: 'For a bid above $0 he pays the previous value of the bid track: a $3,000 bid costs him $1,000, a $1,000 bid nothing.',
  },
  deborah: {
    ru: 'После каждой фазы изменения стоимости может объявить дивиденды 1 000 $ за акцию одной компании (подробнее ниже).',
    en: 'After every Movement phase she may declare a $1,000-per-share dividend on one company (see below).',
  },
  graham: {
    ru: 'Получает на 1 000 $ больше за каждую проданную акцию — и в фазе продажи, и при финальной продаже.',
    en: 'Gets $1,000 more for every share sold, in the Selling phase and in the final liquidation.',
  },
  martha: {
    ru: 'Раз в раунд, в свой ход фазы спроса и до своей ставки, подсматривает одну чужую личную пару или одну скрытую пару. Затем делает ставку как обычно.',
    en: 'Once a round, on one of her Demand turns and before her bid, looks at one opponent’s private pair or one hidden pair; then she bids as usual.',
  },
  mark: {
    ru: 'После фазы предложения перекладывает одну карту любого пакета в конец другого пакета (карта остаётся открытой или закрытой).',
    en: 'After Supply, moves one card of any pile to the end of another pile (it stays face up or face down).',
  },
  stuart: {
    ru: 'В фазе предложения может положить обе свои карты в закрытую.',
    en: 'In Supply he may place both his cards face down.',
  },
  warren: {
    ru: 'После фазы предложения смотрит все закрытые карты одного пакета.',
    en: 'After Supply, looks at every face-down card of one pile.',
  },
};

/** The ten investor cards: cash and power (spec 2, 8.14; provisional values, D20). */
export function InvestorsTable({ lang }: { lang: Lang }) {
  const head =
    lang === 'ru'
      ? ['Инвестор', 'Деньги (3–5 игроков)', 'Деньги вдвоём (за карту)', 'Свойство']
      : ['Investor', 'Cash (3–5 players)', 'Cash in 2 players (per card)', 'Power'];
  const rows = Stockpile.INVESTOR_ORDER.map((id) => {
    const inv = Stockpile.INVESTORS[id];
    return [inv.name, <N v={inv.cash} lang={lang} />, <N v={inv.cash2p} lang={lang} />, POWERS[id][lang]];
  });
  return <Table head={head} rows={rows} />;
}
