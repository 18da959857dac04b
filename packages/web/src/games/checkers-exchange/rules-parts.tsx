import { checkersExchange, CheckersExchange } from '@birzha/engine';
import type { ReactNode } from 'react';
import type { Lang } from '../../i18n/index.ts';
import { Toc as RulesToc, type TocEntry as RulesTocEntry } from '../../rules/rules-toc.tsx';
import { FIRM_HUES, firmLabel } from './labels.ts';

/*
 * The pieces both languages of the Checkers Exchange rules are built from: headings with a table of contents,
 * numbers, firms, squares and the seats of the examples. Written from shared/rules/checkers-exchange.md (rules
 * version 2; section 14.2 says what version 1, which older matches keep, did otherwise).
 */

type FirmId = CheckersExchange.FirmId;
type RulesVersion = CheckersExchange.RulesVersion;

/** The rules version new matches are played under: the one the pages describe (spec 14.2). */
export const RULES_VERSION = checkersExchange.meta.rulesVersion as RulesVersion;

/** A colour's firm order of `year` (spec 8.2 step 3) as the engine has it, e.g. "W4, W3, W2, W1". */
export function rotationText(year: number, color: CheckersExchange.Color, version = RULES_VERSION): string {
  return CheckersExchange.Reads.rotationOf(year, version)[color].map(firmLabel).join(', ');
}

/** The colour's first firm in year 1's order: the first to move at the start (spec 8.2), e.g. "W4". */
export function openingFirm(color: CheckersExchange.Color): string {
  return firmLabel(CheckersExchange.Reads.rotationOf(1, RULES_VERSION)[color][0]!);
}

/** Section ids: shared by both languages, so a link like /rules/checkers-exchange#ce-auction works in either. */
export type SectionId =
  | 'ce-about'
  | 'ce-board'
  | 'ce-accounts'
  | 'ce-year'
  | 'ce-moves'
  | 'ce-rotation'
  | 'ce-draughts'
  | 'ce-draws'
  | 'ce-tokens'
  | 'ce-income'
  | 'ce-auction'
  | 'ce-session'
  | 'ce-orders'
  | 'ce-state-asks'
  | 'ce-limits'
  | 'ce-hidden'
  | 'ce-meetings'
  | 'ce-request'
  | 'ce-elections'
  | 'ce-golden'
  | 'ce-taxes'
  | 'ce-end'
  | 'ce-survival'
  | 'ce-liquidation'
  | 'ce-ranking'
  | 'ce-visibility'
  | 'ce-timing'
  | 'ce-resign'
  | 'ce-examples'
  | 'ce-ex-income'
  | 'ce-ex-auction'
  | 'ce-ex-session'
  | 'ce-ex-meeting'
  | 'ce-ex-liquidation'
  | 'ce-tips';

export type TocEntry = RulesTocEntry<SectionId>;

export { makeHeadings } from '../../rules/rules-toc.tsx';

/** The contents, headed by an id of this game's own. */
export function Toc({ toc, label }: { toc: readonly TocEntry[]; label: string }) {
  return <RulesToc toc={toc} label={label} id="ce-toc" />;
}

const GROUPING: Readonly<Record<Lang, Intl.NumberFormat>> = {
  ru: new Intl.NumberFormat('ru-RU'),
  en: new Intl.NumberFormat('en-US'),
};

/** "1 000 кр" or "1,000 cr" (the game's money unit is the credit, spec 2). */
export function credits(v: number, lang: Lang): string {
  const s = `${GROUPING[lang].format(Math.abs(v))}\u00a0${lang === 'ru' ? 'кр' : 'cr'}`;
  return v < 0 ? `−${s}` : s;
}

/** A plain count as the language groups digits. */
export function count(v: number, lang: Lang): string {
  return GROUPING[lang].format(v);
}

/**
 * A number of the rules: credits or a plain count. Marked with its value, so the tests can tell a number that
 * comes from the checked examples from one typed by hand.
 */
export function N({ v, lang, plain = false }: { v: number; lang: Lang; plain?: boolean }) {
  return (
    <span className="rules-n" data-n={v}>
      {plain ? count(v, lang) : credits(v, lang)}
    </span>
  );
}

/** A firm as the table writes it (W1..B4) after a swatch of its hue; marked so the tests can read it. */
export function Firm({ f }: { f: FirmId }) {
  return (
    <span className="rules-firm" data-firm={f}>
      <span className="rules-swatch" style={{ background: FIRM_HUES[f] }} aria-hidden="true" />
      {firmLabel(f)}
    </span>
  );
}

/** A square or a ply in draughts notation (c3, e5:c3:a5); marked so the tests can read it. */
export function Sq({ s }: { s: string }) {
  return (
    <span className="rules-sq" data-sq={s}>
      {s}
    </span>
  );
}

export type Case = 'nom' | 'gen' | 'dat' | 'ins';

/** The players of the examples; Russian needs its cases. */
const SEAT_NAMES: Readonly<Record<Lang, Readonly<Record<Case, readonly string[]>>>> = {
  ru: {
    nom: ['Аня', 'Борис', 'Вера', 'Глеб'],
    gen: ['Ани', 'Бориса', 'Веры', 'Глеба'],
    dat: ['Ане', 'Борису', 'Вере', 'Глебу'],
    ins: ['Аней', 'Борисом', 'Верой', 'Глебом'],
  },
  en: {
    nom: ['Anya', 'Boris', 'Vera', 'Gleb'],
    gen: ['Anya', 'Boris', 'Vera', 'Gleb'],
    dat: ['Anya', 'Boris', 'Vera', 'Gleb'],
    ins: ['Anya', 'Boris', 'Vera', 'Gleb'],
  },
};

export function seatName(lang: Lang, seat: number, grammaticalCase: Case = 'nom'): string {
  return SEAT_NAMES[lang][grammaticalCase][seat] ?? '?';
}

/** A seat of an example, in bold. */
export function Who({ lang, seat, as = 'nom' }: { lang: Lang; seat: number; as?: Case }) {
  return <span className="rules-who">{seatName(lang, seat, as)}</span>;
}

/** An account of an example: a seat, a firm or the State. */
export function AccountName({ a, lang }: { a: CheckersExchange.Account; lang: Lang }) {
  if (a === 'gov') return <>{lang === 'ru' ? 'Государство' : 'The State'}</>;
  if (typeof a === 'number') return <Who lang={lang} seat={a} />;
  return <Firm f={a} />;
}

/** Items joined with commas. */
export function joined(items: readonly ReactNode[]): ReactNode[] {
  return items.flatMap((x, i) => (i === 0 ? [x] : [', ', x]));
}

/** A table with a row header in each row's first cell (the rules pages' shared table). */
export { RulesTable as Grid } from '../../rules/rules-table.tsx';

const RU_PLURAL = new Intl.PluralRules('ru-RU');

/** The Russian word that agrees with a count: forms for 1 (21), 2-4 (22) and 5-20 (25); fractions take the second. */
export function ruWord(n: number, [one, few, many]: readonly [string, string, string]): string {
  const rule = RU_PLURAL.select(n);
  return rule === 'one' ? one : rule === 'few' || rule === 'other' ? few : many;
}
