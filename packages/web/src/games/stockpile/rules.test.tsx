import { render } from '@testing-library/react';
import { Stockpile } from '@birzha/engine';
import { describe, expect, it } from 'vitest';
import { expectTocLeadsToHeadings } from '../../rules/rules-toc.test-helper.ts';
import { EXAMPLES, type RulesExample } from './rules-examples-data.ts';
import { replayExample, snapshotOf } from './testing/rules-examples-replay.ts';
import { finalRows } from './rules-examples-view.ts';
import { money } from './rules-parts.tsx';
import { StockpileRules } from './rules.tsx';

const LANGS = ['ru', 'en'] as const;
type Lang = (typeof LANGS)[number];

/** Each worked example with the id of its section on the page. */
const SECTIONS: readonly [string, RulesExample][] = [
  ['stp-ex-round', EXAMPLES.EX_ROUND],
  ['stp-ex-fees', EXAMPLES.EX_FEES],
  ['stp-ex-split', EXAMPLES.EX_SPLIT],
  ['stp-ex-bankruptcy', EXAMPLES.EX_BANKRUPTCY],
  ['stp-ex-final', EXAMPLES.EX_FINAL],
];

const renderRules = (lang: Lang) => render(<StockpileRules lang={lang} />).container;

/** Text with whitespace collapsed, so numbers split over JSX lines still match. */
const textOf = (el: Element) => spaced(el.textContent ?? '');
/** Whitespace collapsed to single spaces (Russian money groups digits with no-break spaces). */
const spaced = (s: string) => s.replace(/\s+/g, ' ').trim();

function section(container: HTMLElement, id: string): HTMLElement {
  const s = container.querySelector(`#${id}`)?.closest('section');
  if (s === null || s === undefined) throw new Error(`no section ${id}`);
  return s;
}

/** The cells of a table's body rows, as text. */
const rowsOf = (table: Element) =>
  [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('th, td')].map(textOf));

/** Every integer an example's data holds (ids included: "fee-3000-1" gives 3000), and its piles counted from 1. */
function numbersOf(ex: RulesExample): Set<number> {
  const out = new Set<number>();
  for (const m of JSON.stringify(ex).matchAll(/\d+/g)) out.add(Number(m[0]));
  for (const f of Object.values(Stockpile.FORECASTS)) out.add(f);
  return out;
}

describe('the worked examples agree with the engine', () => {
  it.each(SECTIONS)('%s: every figure the data states is what the engine does', (_, ex) => {
    const r = replayExample(ex);
    for (const [key, want] of Object.entries(ex.facts)) {
      if (key === 'snapshots') continue;
      expect(r.facts[key as keyof typeof r.facts], key).toEqual(want);
    }
    expect(ex.facts.snapshots.length).toBeGreaterThanOrEqual(1);
    for (const snap of ex.facts.snapshots) expect(snapshotOf(r.states, snap)).toEqual(snap);
  });

  it('each example shows what it is there for', () => {
    const f = (ex: RulesExample) => replayExample(ex).facts;
    // An auction with displacement.
    expect(f(EXAMPLES.EX_ROUND).bids.filter((b) => b.displaced !== null).length).toBeGreaterThanOrEqual(2);
    // Fees deferred in Demand and paid off by a sale in Selling.
    const fees = replayExample(EXAMPLES.EX_FEES);
    expect(fees.facts.fees.map((e) => e.kind)).toEqual(expect.arrayContaining(['feeDeferred', 'feeDebtPaid']));
    const sale = fees.states.findIndex((s, i) => i > 0 && s.phase === 'selling' && s.step === 1);
    expect(fees.states[sale]!.seats[0]!.feeDebt).toEqual([]);
    expect(fees.states[sale - 1]!.seats[0]!.feeDebt).not.toEqual([]);
    // A split in Movement with a super-split, a bankruptcy that discards cards, a final score with a tie.
    expect(f(EXAMPLES.EX_SPLIT).splits[0]!.superSplit.some((v) => v > 0)).toBe(true);
    expect(f(EXAMPLES.EX_BANKRUPTCY).bankruptcies[0]!.lost.some((h) => h.regular + h.split > 0)).toBe(true);
    const fin = f(EXAMPLES.EX_FINAL);
    expect(fin.final).toBeDefined();
    expect(fin.majority.some((m) => m.seats.length > 1)).toBe(true);
  });

  it("example 5's score sheet adds up", () => {
    const ex = EXAMPLES.EX_FINAL;
    for (const row of finalRows(ex).scores) {
      const bonuses = row.bonuses.reduce((a, b) => a + b, 0);
      expect(row.cash + row.dividend + bonuses + row.liquidation.amount).toBe(row.score);
      expect(row.liquidation.terms.reduce((a, t) => a + t.shares * t.price, 0)).toBe(row.liquidation.amount);
    }
  });
});

describe.each(LANGS)('StockpileRules (%s)', (lang) => {
  it('has a table of contents whose every link leads to its heading, and lists every heading', () => {
    expectTocLeadsToHeadings(renderRules(lang), { tocId: 'stp-toc', minLinks: 35 });
  });

  it('has one h1 and headings that never skip a level; every table has column headers', () => {
    const container = renderRules(lang);
    const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
    expect(levels[0]).toBe(1);
    expect(levels.filter((l) => l === 1)).toHaveLength(1);
    for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
    const tables = [...container.querySelectorAll('table')];
    expect(tables.length).toBeGreaterThanOrEqual(15);
    for (const t of tables) {
      const cols = t.querySelectorAll('thead th[scope="col"]');
      expect(cols.length).toBeGreaterThanOrEqual(2);
      for (const tr of t.querySelectorAll('tbody tr')) {
        expect(tr.children.length).toBe(cols.length);
        expect(tr.firstElementChild!.tagName).toBe('TH');
        expect(tr.firstElementChild!.getAttribute('scope')).toBe('row');
      }
    }
  });

  it('states the components as the spec gives them', () => {
    const container = renderRules(lang);
    const players = container.querySelector('#stp-players ~ .rules-table-wrap table')!;
    const $ = (v: number) => spaced(money(v, lang));
    expect(rowsOf(players)).toEqual([
      ['2', '6', $(30000), '4', '2', '2', '0'],
      ['3', '7', $(20000), '3', '1', '1', '1'],
      ['4', '6', $(20000), '4', '1', '1', '1'],
      ['5', '5', $(20000), '5', '1', '1', '1'],
    ]);
    const bidTrack = [...container.querySelector('#stp-players ~ .rules-track')!.querySelectorAll('li')].map(textOf);
    expect(bidTrack).toEqual([0, 1000, 3000, 6000, 10000, 15000, 20000, 25000].map($));
    const track = [...container.querySelector('#stp-companies ~ .rules-track')!.querySelectorAll('li')];
    expect(track.slice(1, -1).map(textOf)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((v) => $(v * 1000)));
    expect(textOf(track.find((li) => li.classList.contains('is-start'))!)).toBe($(5000));
    expect(textOf(track.find((li) => li.classList.contains('is-reset'))!)).toBe($(6000));
    const deck = rowsOf(container.querySelector('#stp-market ~ .rules-table-wrap table')!);
    expect(deck.map((r) => r[1])).toEqual(['60', '4', '4', '4', '4', '4', '80']);
    const forecasts = [...container.querySelectorAll('.rules-forecasts .rules-fc')].map(textOf);
    expect(forecasts).toEqual(['+4', '+2', '+1', '$$', '−2', '−3']);
    const investors = rowsOf(container.querySelector('#stp-investors ~ .rules-table-wrap table')!);
    expect(investors.map((r) => r[0])).toEqual([
      'Bill',
      'Broker Bernie',
      'Crazy Cramer',
      'Discount Donald',
      'Dividend Deborah',
      'Golden Graham',
      'MayKnow Martha',
      'Maverick Mark',
      'Secretive Stuart',
      'Wise Warren',
    ]);
    expect(investors.map((r) => r[1])).toEqual(
      [32000, 16000, 18000, 13000, 20000, 16000, 22000, 25000, 22000, 20000].map($),
    );
    const advanced = rowsOf(container.querySelector('#stp-advanced ~ .rules-table-wrap table')!);
    expect(advanced.map((r) => r[1])).toEqual([
      '1 · 3 · 5 · 7 · 9',
      '1 · 2 · 3 · 4 · 5 · 6',
      '1 · 2 · 3 · 4 · 5 · 6 · 7 · 8 · 9 · 10',
      '1 · 3 · 5 · 7 · 9 · 11 · 13',
      '1 · 1 · 2 · 2 · 3 · 3 · 4 · 4 · 5 · 5',
      '1 · 3 · 4 · 5 · 5 · 6 · 6 · 7 · 8 · 10',
    ]);
  });

  it.each(SECTIONS)('%s fills its tables and prints only numbers of its checked data', (id, ex) => {
    const s = section(renderRules(lang), id).cloneNode(true) as HTMLElement;
    const tables = [...s.querySelectorAll('table')];
    expect(tables.length).toBeGreaterThanOrEqual(2);
    for (const t of tables) expect(t.querySelectorAll('tbody tr').length, textOf(t)).toBeGreaterThan(0);
    s.querySelector('h3')!.remove();
    const marked = [...s.querySelectorAll('[data-n]')];
    expect(marked.length).toBeGreaterThan(10);
    const allowed = numbersOf(ex);
    for (const el of marked) expect(allowed, textOf(el)).toContain(Math.abs(Number(el.getAttribute('data-n'))));
    for (const el of marked) el.remove();
    // Nothing typed by hand is left: every digit was inside a number taken from the data.
    expect(textOf(s)).not.toMatch(/\d/);
  });

  it('example tables show what the engine did', () => {
    const container = renderRules(lang);
    const $ = (v: number) => spaced(money(v, lang));
    const round = replayExample(EXAMPLES.EX_ROUND);
    const tables = [...section(container, 'stp-ex-round').querySelectorAll('table')];
    // Bids: player, pile (counted from 1), amount, displaced; the engine's bidPlaced events in order.
    const bids = round.events.flatMap((e) => (e.type === 'bidPlaced' ? [e] : []));
    const bidRows = rowsOf(tables[1]!);
    expect(bidRows.map((r) => [r[1], r[2]])).toEqual(bids.map((b) => [String(b.pile + 1), $(b.amount)]));
    expect(bidRows.map((r) => r[3] === '—')).toEqual(bids.map((b) => b.displaced === null));
    // Piles taken: the bid each winner paid.
    const paid = round.events.flatMap((e) => (e.type === 'bidPaid' ? [[String(e.pile + 1), $(e.amount)]] : []));
    expect(rowsOf(tables[2]!).map((r) => [r[0], r[2]])).toEqual(paid);
    // Movement: price before and after each forecast move.
    const moved = round.events.flatMap((e) => (e.type === 'priceMoved' && e.cause === 'forecast' ? [e] : []));
    const movement = rowsOf(tables[3]!).filter((r) => r[1] !== '$$');
    expect(movement.map((r) => [r[3], r[4]])).toEqual(moved.map((m) => [$(m.from * 1000), $(m.to * 1000)]));
    // Cash at the end of the round.
    const last = round.states[round.states.length - 1]!;
    expect(rowsOf(tables[4]!).map((r) => r[2])).toEqual(last.seats.map((s) => $(s.cash)));
    // The final score sheet: the engine's scores and places.
    const fin = replayExample(EXAMPLES.EX_FINAL).states.at(-1)!;
    const sheet = rowsOf([...section(container, 'stp-ex-final').querySelectorAll('table')].at(-1)!);
    expect(sheet.map((r) => r[5])).toEqual(fin.final!.scores.map($));
    expect(sheet.map((r) => Number(r[6]))).toEqual(
      fin.seats.map((_, s) => fin.final!.ranking.findIndex((g) => g.includes(s)) + 1),
    );
  });

  it('covers every topic of the rules at the length of a real rules text', () => {
    const container = renderRules(lang);
    const text = textOf(container);
    const words = text.split(' ').filter((w) => /\p{L}/u.test(w)).length;
    expect(words).toBeGreaterThanOrEqual(2800);
    expect(words).toBeLessThanOrEqual(6000);
    const facts =
      lang === 'ru'
        ? ['в открытую', 'в закрытую', 'скрыт', 'сбива', 'долг', 'супер-дроблен', 'банкрот', 'мажоритарн', '×2']
        : ['face up', 'face down', 'hidden', 'displace', 'fee debt', 'super-split', 'bankrupt', 'majority', '×2'];
    for (const f of facts) expect(text).toContain(f);
    for (const name of Object.values(Stockpile.INVESTORS).map((i) => i.name)) expect(text).toContain(name);
  });
});

it('has the same sections and the same example figures in both languages', () => {
  const ru = renderRules('ru');
  const en = renderRules('en');
  const ids = (c: HTMLElement) => [...c.querySelectorAll('h2[id], h3[id]')].map((h) => h.id);
  expect(ids(en)).toEqual(ids(ru));
  const values = (c: HTMLElement, id: string, within: string) =>
    [...section(c, id).querySelectorAll(`${within} [data-n]`)].map((e) => e.getAttribute('data-n'));
  for (const [id] of SECTIONS) {
    expect(values(en, id, 'table'), id).toEqual(values(ru, id, 'table'));
    expect(new Set(values(en, id, '')), id).toEqual(new Set(values(ru, id, '')));
  }
});

it('renders the language it is asked for', () => {
  const ru = render(<StockpileRules lang="ru" />);
  expect(ru.container.querySelector('h1')!.textContent).toContain('Стокпайл');
  expect(ru.container.querySelector('.rules-body')!.getAttribute('lang')).toBe('ru');
  ru.unmount();
  const en = render(<StockpileRules lang="en" />);
  expect(en.container.querySelector('h1')!.textContent).toContain('Stockpile');
  expect(en.container.querySelector('.rules-body')!.getAttribute('lang')).toBe('en');
});

it('says a displaced player is barred from the lost pile only until someone else bids (spec 8.6 check 4, D2)', () => {
  // the page said "their next bid", which its own first example contradicts: the bar is on the bid right after
  const want = {
    en: ['If no one else has bid since they were displaced', 'after anyone else’s bid, it may'],
    ru: ['Если после того, как его сбили, никто ещё не ставил', 'после чьей-нибудь другой ставки — может'],
  };
  for (const lang of LANGS) {
    const text = textOf(renderRules(lang));
    for (const w of want[lang]) expect(text, lang).toContain(w);
    expect(text).not.toMatch(/next bid may not|следующая ставка/);
  }
});

it('writes money in Russian as the table does, "5 000 $", never "$5 000"', () => {
  const container = renderRules('ru');
  // each text node apart: a table's cells run together in textContent ("1 000 $" then a count "4")
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  for (let n = walker.nextNode(); n !== null; n = walker.nextNode()) texts.push(spaced(n.textContent ?? ''));
  expect(texts.filter((x) => /\$\s?\d/.test(x))).toEqual([]);
  expect(texts.some((x) => /\d 000 \$/.test(x))).toBe(true);
});
