import type { ReactNode } from 'react';
import type { Lang } from '../../i18n/index.ts';
import { Toc as RulesToc, type TocEntry as RulesTocEntry } from '../../rules/rules-toc.tsx';
import { Card, type CardId } from './card.tsx';
import { ColorChip } from './color-chip.tsx';
import { COLORS, type Color } from './colors.ts';

/*
 * The pieces both languages of the rules are built from: headings with a table of contents, colour chips, tables
 * of holdings, drawn cards.
 *
 * The rules of Akcioner for players, in Russian and English, written from shared/rules/akcioner.md (rules version
 * 1). The worked examples are the spec's test vectors V2, V4, V7, V9, V11 and V12 with their exact numbers.
 */

/** Section ids: shared by both languages, so a link like /rules/akcioner#akc-zeroing works in either. */
export type SectionId =
  | 'akc-goal'
  | 'akc-components'
  | 'akc-colors'
  | 'akc-scale'
  | 'akc-cards'
  | 'akc-variants'
  | 'akc-setup'
  | 'akc-turn'
  | 'akc-interface'
  | 'akc-prices'
  | 'akc-halving'
  | 'akc-overflow'
  | 'akc-compensation'
  | 'akc-zeroing'
  | 'akc-buyback-order'
  | 'akc-bankruptcy'
  | 'akc-last-round'
  | 'akc-clock'
  | 'akc-resign'
  | 'akc-end'
  | 'akc-examples'
  | 'akc-ex-seed'
  | 'akc-ex-zeroing'
  | 'akc-ex-double'
  | 'akc-ex-compensation'
  | 'akc-ex-hundred'
  | 'akc-ex-overflow-buyback'
  | 'akc-strategy';

export type TocEntry = RulesTocEntry<SectionId>;

const COLOR_WORD: Readonly<Record<Lang, Readonly<Record<Color, string>>>> = {
  ru: { yellow: 'жёлтые', red: 'красные', blue: 'синие', green: 'зелёные' },
  en: { yellow: 'yellow', red: 'red', blue: 'blue', green: 'green' },
};

export { makeHeadings } from '../../rules/rules-toc.tsx';

/** The contents, headed by an id of this game's own. */
export function Toc({ toc, label }: { toc: readonly TocEntry[]; label: string }) {
  return <RulesToc toc={toc} label={label} id="akc-toc" />;
}

/** A colour chip with its letter, as on the board. */
export function Chip({ c, lang }: { c: Color; lang: Lang }) {
  return <ColorChip color={c} lang={lang} decorative={false} />;
}

/** Chip and name: "[Ж] жёлтые". */
export function ColorName({ c, lang }: { c: Color; lang: Lang }) {
  return (
    <>
      <Chip c={c} lang={lang} /> {COLOR_WORD[lang][c]}
    </>
  );
}

/** A number with a real minus sign. */
function fmt(n: number | string): string {
  return typeof n === 'number' && n < 0 ? `−${-n}` : String(n);
}

export interface ColorRow {
  readonly label: ReactNode;
  readonly values: readonly (number | string)[];
  readonly extra?: number | string;
}

/** A small table with one column per colour (Y R B G), and optionally a last column (cash). */
export function ColorTable({
  lang,
  caption,
  corner,
  rows,
  extra,
}: {
  lang: Lang;
  caption?: ReactNode;
  corner: string;
  rows: readonly ColorRow[];
  extra?: string;
}) {
  return (
    <div className="rules-table-wrap">
      <table className="grid">
        {caption !== undefined && <caption>{caption}</caption>}
        <thead>
          <tr>
            <th scope="col">{corner}</th>
            {COLORS.map((c) => (
              <th key={c} scope="col" className="num">
                <ColorName c={c} lang={lang} />
              </th>
            ))}
            {extra !== undefined && (
              <th scope="col" className="num">
                {extra}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i}>
              <th scope="row">{r.label}</th>
              {r.values.map((v, j) => (
                <td key={j} className="num">
                  {fmt(v)}
                </td>
              ))}
              {extra !== undefined && <td className="num">{r.extra === undefined ? '' : fmt(r.extra)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A card drawn with the Card component, with a caption. */
export function Fig({
  card,
  assign,
  caption,
  size = 'lg',
}: {
  card: CardId;
  assign?: readonly Color[];
  caption: ReactNode;
  size?: 'md' | 'lg';
}) {
  return (
    <figure>
      <Card card={card} assign={assign} size={size} />
      <figcaption>{caption}</figcaption>
    </figure>
  );
}

/** The price scale 10..250, the start 100 marked. */
export function Scale({ label }: { label: string }) {
  const steps = Array.from({ length: 25 }, (_, i) => 10 + 10 * i);
  return (
    <ol className="rules-track rules-scale" aria-label={label}>
      {steps.map((p) => (
        <li key={p} className={p === 100 ? 'is-start' : p === 10 || p === 250 ? 'is-edge' : undefined}>
          {p}
        </li>
      ))}
    </ol>
  );
}

/** A button label of the interface, as it reads on screen. */
export function Ui({ children }: { children: ReactNode }) {
  return <span className="rules-ui">{children}</span>;
}

// ---------------------------------------------------------------------------------------------------------------
// Russian
