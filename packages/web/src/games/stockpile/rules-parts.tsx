import { Stockpile } from '@birzha/engine';
import type { ReactNode } from 'react';
import type { Lang } from '../../i18n/index.ts';
import { Toc as RulesToc, type TocEntry as RulesTocEntry } from '../../rules/rules-toc.tsx';

/*
 * The pieces both languages of the Stockpile rules are built from: headings with a table of contents, numbers,
 * company names, seats, forecasts and cards. Written from shared/rules/stockpile.md (rules version 1).
 */

type CompanyId = Stockpile.CompanyId;
type ForecastId = Stockpile.ForecastId;

/** Section ids: shared by both languages, so a link like /rules/stockpile#stp-split works in either. */
export type SectionId =
  | 'stp-about'
  | 'stp-components'
  | 'stp-companies'
  | 'stp-market'
  | 'stp-forecast-cards'
  | 'stp-players'
  | 'stp-setup'
  | 'stp-round'
  | 'stp-information'
  | 'stp-supply'
  | 'stp-demand'
  | 'stp-taking'
  | 'stp-action'
  | 'stp-selling'
  | 'stp-movement'
  | 'stp-round-end'
  | 'stp-split'
  | 'stp-bankruptcy'
  | 'stp-dividends'
  | 'stp-end'
  | 'stp-majority'
  | 'stp-liquidation'
  | 'stp-ranking'
  | 'stp-visibility'
  | 'stp-two'
  | 'stp-advanced'
  | 'stp-investors'
  | 'stp-deborah'
  | 'stp-options'
  | 'stp-clock'
  | 'stp-resign'
  | 'stp-examples'
  | 'stp-ex-round'
  | 'stp-ex-fees'
  | 'stp-ex-split'
  | 'stp-ex-bankruptcy'
  | 'stp-ex-final'
  | 'stp-tips';

export type TocEntry = RulesTocEntry<SectionId>;

export { makeHeadings } from '../../rules/rules-toc.tsx';

/** The contents, headed by an id of this game's own. */
export function Toc({ toc, label }: { toc: readonly TocEntry[]; label: string }) {
  return <RulesToc toc={toc} label={label} id="stp-toc" />;
}

const GROUPING: Readonly<Record<Lang, Intl.NumberFormat>> = {
  ru: new Intl.NumberFormat('ru-RU'),
  en: new Intl.NumberFormat('en-US'),
};

/** "$20,000" or "20 000 $", as the table writes money (money.ts); a real minus sign for a negative amount. */
export function money(v: number, lang: Lang): string {
  const digits = GROUPING[lang].format(Math.abs(v));
  const s = lang === 'en' ? `$${digits}` : `${digits}\u00a0$`;
  return v < 0 ? `−${s}` : s;
}

/**
 * A number of the rules: money or a plain count. Marked with its value, so the tests can tell a number that comes
 * from the checked examples from one typed by hand.
 */
export function N({ v, lang, plain = false }: { v: number; lang: Lang; plain?: boolean }) {
  return (
    <span className="rules-n" data-n={v}>
      {plain ? GROUPING[lang].format(v) : money(v, lang)}
    </span>
  );
}

/** A company's printed name after a swatch of its board colour. */
export function Co({ c }: { c: CompanyId }) {
  return (
    <span className="rules-co">
      <span className="rules-swatch" style={{ background: Stockpile.COMPANY_COLOURS[c] }} aria-hidden="true" />
      {Stockpile.COMPANY_NAMES[c]}
    </span>
  );
}

/** The printed sign of a forecast card: +4, +2, +1, $$, −2, −3. */
export function forecastSign(f: ForecastId): string {
  const v = Stockpile.FORECASTS[f];
  if (f === 'dividend') return '$$';
  return v > 0 ? `+${v}` : `−${-v}`;
}

/** A forecast card as printed, marked with its steps (0 for $$). */
export function Fc({ f }: { f: ForecastId }) {
  return (
    <span className="rules-fc" data-n={Stockpile.FORECASTS[f]}>
      {forecastSign(f)}
    </span>
  );
}

export type Case = 'nom' | 'gen' | 'dat';

/** Players of the examples are named by the seed's colours; Russian needs its cases. */
const SEAT_NAMES: Readonly<Record<Lang, Readonly<Record<Case, readonly string[]>>>> = {
  ru: {
    nom: ['Синий', 'Зелёный', 'Жёлтый', 'Красный'],
    gen: ['Синего', 'Зелёного', 'Жёлтого', 'Красного'],
    dat: ['Синему', 'Зелёному', 'Жёлтому', 'Красному'],
  },
  en: {
    nom: ['Blue', 'Green', 'Yellow', 'Red'],
    gen: ['Blue', 'Green', 'Yellow', 'Red'],
    dat: ['Blue', 'Green', 'Yellow', 'Red'],
  },
};

export function seatName(lang: Lang, seat: number, grammaticalCase: Case = 'nom'): string {
  return SEAT_NAMES[lang][grammaticalCase][seat] ?? '?';
}

/** A seat of an example, with a mark of its colour. */
export function Who({ lang, seat, as = 'nom' }: { lang: Lang; seat: number; as?: Case }) {
  return <span className={`rules-who rules-who--${seat}`}>{seatName(lang, seat, as)}</span>;
}

/** A pile as players count them: the first is pile 1. */
export function PileNo({ p }: { p: number }) {
  return (
    <span className="rules-n" data-n={p + 1}>
      {p + 1}
    </span>
  );
}

const CARD_WORDS: Readonly<Record<Lang, { boom: string; bust: string; fee: string }>> = {
  ru: { boom: 'Торговый бум', bust: 'Торговый спад', fee: 'сбор' },
  en: { boom: 'Stock Boom', bust: 'Stock Bust', fee: 'fee' },
};

/** A market card in words: a company's stock, a Trading Fee with its value, a Boom or a Bust. */
export function CardName({ card, lang }: { card: string; lang: Lang }) {
  const info = Stockpile.cardInfo(card);
  if (info === undefined) return <>?</>;
  switch (info.kind) {
    case 'stock':
      return <Co c={info.company} />;
    case 'fee':
      return (
        <span className="rules-card-fee">
          {CARD_WORDS[lang].fee} <N v={info.value} lang={lang} />
        </span>
      );
    case 'action':
      return <span className="rules-card-action">{CARD_WORDS[lang][info.action]}</span>;
  }
}

/** A card as placed on a pile: its name, and a mark when it lies face down. */
export function PileCardName({ card, faceUp, lang }: { card: string; faceUp: boolean; lang: Lang }) {
  const down = lang === 'ru' ? 'в закрытую' : 'face down';
  return (
    <>
      <CardName card={card} lang={lang} />
      {!faceUp && <span className="rules-down"> ({down})</span>}
    </>
  );
}

/** Items joined with commas. */
export function joined(items: readonly ReactNode[]): ReactNode[] {
  return items.flatMap((x, i) => (i === 0 ? [x] : [', ', x]));
}
