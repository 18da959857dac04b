import { render } from '@testing-library/react';
import { CheckersExchange, checkersExchange } from '@birzha/engine';
import { describe, expect, it } from 'vitest';
import { expectTocLeadsToHeadings } from '../../rules/rules-toc.test-helper.ts';
import { DERIVED, EXAMPLES, type RulesExample } from './rules-examples-data.ts';
import { replayExample, snapshotOf } from './testing/rules-examples-replay.ts';
import { credits } from './rules-parts.tsx';
import { sectionIds } from './rules-toc.ts';
import { CheckersExchangeRules } from './rules.tsx';

const LANGS = ['ru', 'en'] as const;
type Lang = (typeof LANGS)[number];

/** Each worked example with the id of its section on the page and its derived figures. */
const SECTIONS: readonly [string, RulesExample, object][] = [
  ['ce-ex-income', EXAMPLES.EX_INCOME, DERIVED.income],
  ['ce-ex-auction', EXAMPLES.EX_AUCTION, DERIVED.auction],
  ['ce-ex-session', EXAMPLES.EX_SESSION, DERIVED.session],
  ['ce-ex-meeting', EXAMPLES.EX_MEETING, DERIVED.meeting],
  ['ce-ex-liquidation', EXAMPLES.EX_LIQUIDATION, DERIVED.liquidation],
];

const renderRules = (lang: Lang) => render(<CheckersExchangeRules lang={lang} />).container;

/** Whitespace collapsed to single spaces (Russian groups digits with no-break spaces). */
const spaced = (s: string) => s.replace(/\s+/g, ' ').trim();
const textOf = (el: Element) => spaced(el.textContent ?? '');

function section(container: HTMLElement, id: string): HTMLElement {
  const s = container.querySelector(`#${id}`)?.closest('section');
  if (s === null || s === undefined) throw new Error(`no section ${id}`);
  return s;
}

/** The cells of a table's body rows, as text. */
const rowsOf = (table: Element) =>
  [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('th, td')].map(textOf));

/** The rules' constants a page may print beside an example's own figures. */
const CONSTANTS = [
  ...Object.values(CheckersExchange.RATES),
  ...Object.values(CheckersExchange.INCOME),
  ...Object.values(CheckersExchange.SHARES),
  ...Object.values(CheckersExchange.AUCTION),
  ...Object.values(CheckersExchange.STATE_ASK),
  ...Object.values(CheckersExchange.LIMITS),
];

/** Every number an example's data and derived figures hold, and the rules' constants. */
function numbersOf(ex: RulesExample, derived: object): Set<number> {
  const out = new Set<number>(CONSTANTS);
  for (const m of JSON.stringify([ex, derived]).matchAll(/\d+(\.\d+)?/g)) out.add(Number(m[0]));
  return out;
}

/** A liquidation value as the engine writes it ("67450/47" or "260"). */
const fraction = (v: string | undefined) => {
  const [num = 'NaN', den = '1'] = (v ?? 'NaN').split('/');
  return Number(num) / Number(den);
};

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

  it("example 1's derived figures: half the net is the dividend fund, split over the paid shares", () => {
    const { facts, states } = replayExample(EXAMPLES.EX_INCOME);
    const inc = facts.income[0]!;
    expect(DERIVED.income.fund).toBe(Math.floor((inc.net * CheckersExchange.RATES.payoutPct) / 100));
    expect(inc.perShare).toBe(Math.floor(DERIVED.income.fund / inc.eligible));
    expect(inc.captures.men).toBe(2);
    expect(states.at(-1)!.firms.b2.holdings.b2).toBe(CheckersExchange.SHARES.perFirm - inc.eligible);
  });

  it("example 2's derived figures: the lot shrinks bid by bid; the losing bid's money is freed", () => {
    const { facts, events } = replayExample(EXAMPLES.EX_AUCTION);
    const w3 = facts.auction.find((a) => a.firm === 'w3')!;
    const b1 = facts.auction.find((a) => a.firm === 'b1')!;
    const lot = CheckersExchange.AUCTION.lot;
    expect(DERIVED.auction.leftAfterFirst).toBe(lot - w3.fills[0]!.qty);
    expect(DERIVED.auction.leftAfterSecond).toBe(lot - w3.fills[0]!.qty - w3.fills[1]!.qty);
    expect(DERIVED.auction.w3Total).toBe(w3.fills.reduce((a, f) => a + f.amount, 0));
    expect(DERIVED.auction.b1Unsold).toBe(lot - b1.sold);
    const lost = w3.bids.filter((b) => !w3.fills.some((f) => f.id === b.id));
    expect(lost.map((b) => b.seat)).toEqual([3]);
    expect(DERIVED.auction.glebFreed).toBe(lost[0]!.qty * lost[0]!.price);
    // everyone pays the clearing price, never their own higher bid
    for (const f of w3.fills) expect(f.amount).toBe(f.qty * w3.price!);
    expect(events.some((e) => e.type === 'stageOpened' && e.phase === 'board')).toBe(true);
  });

  it("example 3's derived figures: trades at the resting order's price; reservations and sums", () => {
    const { facts } = replayExample(EXAMPLES.EX_SESSION);
    const sums = facts.trades.map((t) => t.qty * t.price);
    expect(DERIVED.session.tradeSums).toEqual(sums);
    const anya = facts.orders.find((o) => o.account === 0)!;
    expect(DERIVED.session.anyaReserved).toBe(anya.qty * anya.limit);
    const paid = (pick: (t: (typeof facts.trades)[number]) => boolean) =>
      facts.trades.filter(pick).reduce((a, t) => a + t.qty * t.price, 0);
    expect(DERIVED.session.anyaPaid).toBe(paid((t) => t.buyer === 0));
    expect(DERIVED.session.borisGot).toBe(paid((t) => t.seller === 1));
    for (const t of facts.trades) {
      const resting = Math.min(t.buyOrder, t.sellOrder);
      expect(facts.orders.find((o) => o.id === resting)!.limit).toBe(t.price);
    }
  });

  it("example 4's derived figures: more than half of all voting shares, the State abstaining", () => {
    const { facts, states } = replayExample(EXAMPLES.EX_MEETING);
    const m = facts.meetings[0]!;
    const votesFor = (c: number) => m.ballots.filter((b) => b.candidate === c).reduce((a, b) => a + b.votes, 0);
    const d = DERIVED.meeting;
    expect(d.half).toBe(m.votingShares / 2);
    expect(d.needed).toBe(Math.floor(m.votingShares / 2) + 1);
    expect(d.forChallenger).toBe(votesFor(m.elected));
    expect(d.forIncumbent).toBe(votesFor(m.incumbent));
    expect(d.withoutBoris).toBe(d.forChallenger - m.ballots.find((b) => b.account === 1)!.votes);
    expect(2 * d.forChallenger).toBeGreaterThan(m.votingShares);
    expect(2 * d.withoutBoris).toBeLessThanOrEqual(m.votingShares);
    const last = states.at(-1)!;
    expect(d.gov).toBe(last.gov.holdings.w4);
    expect(d.treasury).toBe(last.firms.w4.holdings.w4);
    expect(last.firms.w4.director).toBe(m.elected);
  });

  it("example 5's derived figures: the values solve V = C + H·V; payouts are the exact shares rounded down", () => {
    const { facts, states } = replayExample(EXAMPLES.EX_LIQUIDATION);
    const before = states[states.length - 2]!;
    const liq = facts.liquidation!;
    const d = DERIVED.liquidation;
    const value = (f: CheckersExchange.FirmId) => fraction(liq.values[f] ?? '0');
    const eligible = (f: CheckersExchange.FirmId) => CheckersExchange.SHARES.perFirm - before.firms[f].holdings[f];
    expect(d.eligible).toBe(eligible('w1'));
    expect(d.eligible).toBe(eligible('b1'));
    const net = (f: string) => facts.survival.find((s) => s.firm === f)!.net;
    expect(d.w1Cash).toBe(before.firms.w1.cash + net('w1'));
    expect(value('b1')).toBe(before.firms.b1.cash + net('b1'));
    expect(d.crossPart).toBe((before.firms.w1.holdings.b1 / eligible('b1')) * value('b1'));
    expect(value('w1')).toBe(d.w1Cash + d.crossPart);
    const exact = (h: Readonly<Record<CheckersExchange.FirmId, number>>) =>
      CheckersExchange.FIRMS.reduce((a, f) => a + (h[f] * value(f)) / eligible(f), 0);
    expect(d.exactPayouts).toEqual(before.seats.map((s) => exact(s.holdings)));
    expect(liq.payouts).toEqual(d.exactPayouts.map(Math.floor));
    expect(d.govExact).toBe(exact(before.gov.holdings));
    expect(d.payoutSum).toBe(liq.payouts.reduce((a, b) => a + b, 0));
    expect(d.totalCash).toBe(d.payoutSum + liq.gov);
  });
});

describe.each(LANGS)('CheckersExchangeRules (%s)', (lang) => {
  it('has a table of contents whose every link leads to its heading, and lists every heading', () => {
    const container = renderRules(lang);
    expectTocLeadsToHeadings(container, { tocId: 'ce-toc', minLinks: 35 });
    expect([...container.querySelectorAll('h2[id], h3[id]')].map((h) => h.id).filter((id) => id !== 'ce-toc')).toEqual(
      sectionIds(),
    );
  });

  it('has one h1 and headings that never skip a level; every table has column and row headers', () => {
    const container = renderRules(lang);
    const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
    expect(levels[0]).toBe(1);
    expect(levels.filter((l) => l === 1)).toHaveLength(1);
    for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
    const tables = [...container.querySelectorAll('table')];
    expect(tables.length).toBeGreaterThanOrEqual(14);
    for (const t of tables) {
      const cols = t.querySelectorAll('thead th[scope="col"]');
      expect(cols.length).toBeGreaterThanOrEqual(2);
      for (const tr of t.querySelectorAll('tbody tr')) {
        expect(tr.children.length).toBe(cols.length);
        expect(tr.firstElementChild!.getAttribute('scope')).toBe('row');
      }
    }
  });

  it('draws the start position the engine sets up, each firm on its own squares', () => {
    const container = renderRules(lang);
    const board = container.querySelector('#ce-board ~ figure.rules-board svg')!;
    expect(board.getAttribute('role')).toBe('img');
    const drawn = [...board.querySelectorAll('g[data-sq]')].map((g) => [
      g.getAttribute('data-sq'),
      g.getAttribute('data-firm'),
    ]);
    const r = checkersExchange.setup({ players: 4, options: { timing: 'online', years: 6 }, seed: 'rules' });
    if (!r.ok) throw new Error(r.error.code);
    const engine = r.value.state.board.pieces.map((p) => [p.sq, p.firm]);
    expect(drawn.sort()).toEqual(engine.sort());
    expect(drawn).toHaveLength(24);
  });

  it('states the firm order of the rules version new matches are played under, and version 1’s (spec 8.2, 14.2)', () => {
    const container = renderRules(lang);
    const version = checkersExchange.meta.rulesVersion as CheckersExchange.RulesVersion;
    expect(version).toBe(2);
    const order = (year: number, color: CheckersExchange.Color, v: CheckersExchange.RulesVersion = version) => {
      const firms = CheckersExchange.Reads.rotationOf(year, v)[color];
      return firms.map((f) => f.toUpperCase()).join(', ');
    };
    const text = textOf(container.querySelector('#ce-rotation ~ p')!);
    for (const year of [1, 2, 3]) expect(text).toContain(order(year, 'white'));
    expect(text).toContain(order(1, 'black'));
    expect(order(1, 'white')).toBe('W4, W3, W2, W1');
    const older = textOf(container.querySelector('[data-testid="ce-rules-version-1"]')!);
    expect(older).toContain(order(1, 'white', 1));
    expect(older).toContain(order(2, 'white', 1));
    const caption = textOf(container.querySelector('#ce-board ~ figure.rules-board figcaption')!);
    expect(caption).toMatch(/W4.*B1/);
  });

  it('states the time presets and draw limits the engine plays by', () => {
    const container = renderRules(lang);
    const timing = rowsOf(container.querySelector('#ce-timing ~ .rules-table-wrap table')!);
    expect(timing).toHaveLength(CheckersExchange.TIMING_IDS.length);
    const online = CheckersExchange.TIMING.online;
    const onlineRow = timing[CheckersExchange.TIMING_IDS.indexOf('online')]!;
    expect(onlineRow.slice(1)).toEqual(
      [online.ply, online.auction, online.session, online.meeting].map((s) =>
        s % 60 === 0 ? `${s / 60} ${lang === 'ru' ? 'мин' : 'min'}` : `${s} ${lang === 'ru' ? 'с' : 's'}`,
      ),
    );
    const draws = rowsOf(container.querySelector('#ce-draws ~ .rules-table-wrap table')!);
    expect(draws.map((r) => Number(r[2])).sort((a, b) => a - b)).toEqual(
      Object.values(CheckersExchange.DRAW_LIMITS).sort((a, b) => a - b),
    );
  });

  it.each(SECTIONS)('%s fills its tables and prints only numbers of its checked data', (id, ex, derived) => {
    const s = section(renderRules(lang), id).cloneNode(true) as HTMLElement;
    const tables = [...s.querySelectorAll('table')];
    expect(tables.length).toBeGreaterThanOrEqual(1);
    for (const t of tables) expect(t.querySelectorAll('tbody tr').length, textOf(t)).toBeGreaterThan(0);
    s.querySelector('h3')!.remove();
    const marked = [...s.querySelectorAll('[data-n]')];
    expect(marked.length).toBeGreaterThan(10);
    const allowed = numbersOf(ex, derived);
    for (const el of marked) expect(allowed, textOf(el)).toContain(Number(el.getAttribute('data-n')));
    for (const el of [...s.querySelectorAll('[data-n], [data-firm], [data-sq], figure')]) el.remove();
    // Nothing typed by hand is left: every digit was inside a number, a firm or a square taken from the data.
    expect(textOf(s)).not.toMatch(/\d/);
  });

  it('example tables show what the engine did', () => {
    const container = renderRules(lang);
    const $ = (v: number) => spaced(credits(v, lang));
    const tablesOf = (id: string) => [...section(container, id).querySelectorAll('table')];
    const of = <T extends CheckersExchange.Event['type']>(ex: RulesExample, type: T) =>
      replayExample(ex).events.filter((e): e is Extract<CheckersExchange.Event, { type: T }> => e.type === type);
    // Example 1: the income table's amounts and each holder's dividend.
    const inc = of(EXAMPLES.EX_INCOME, 'yearIncome')[0]!;
    const [income, dividends] = tablesOf('ce-ex-income');
    expect(rowsOf(income!).map((r) => r[1])).toEqual(
      [inc.gross, inc.tax, inc.fee, inc.net]
        .map($)
        .concat(String(inc.eligible), ...[inc.perShare, inc.pool, inc.retained].map($)),
    );
    expect(rowsOf(dividends!).map((r) => [r[1], r[2]])).toEqual(
      of(EXAMPLES.EX_INCOME, 'dividendPaid').map((d) => [String(d.shares), $(d.amount)]),
    );
    // Example 2: what each bid won and paid.
    for (const [i, cleared] of of(EXAMPLES.EX_AUCTION, 'auctionCleared')
      .filter((a) => a.bids.length > 0)
      .entries()) {
      const paid = rowsOf(tablesOf('ce-ex-auction')[i]!).map((r) => r[5]);
      const byRank = [...cleared.bids].sort((a, b) => b.price - a.price || a.id - b.id);
      expect(paid).toEqual(
        byRank.map((b) => cleared.fills.find((f) => f.id === b.id)).map((f) => (f ? $(f.amount) : '—')),
      );
    }
    // Example 3: the trades at their prices.
    const trades = rowsOf(tablesOf('ce-ex-session')[1]!);
    expect(trades.map((r) => [r[3], r[4]])).toEqual(
      of(EXAMPLES.EX_SESSION, 'trade').map((t) => [String(t.qty), $(t.price)]),
    );
    // Example 4: the ballots' weights.
    const ballots = rowsOf(tablesOf('ce-ex-meeting')[0]!);
    const result = of(EXAMPLES.EX_MEETING, 'meetingResult').find((m) => m.ballots.length > 0)!;
    expect(ballots.map((r) => r[1])).toEqual(result.ballots.map((b) => String(b.votes)));
    // Example 5: payouts and scores.
    const payouts = rowsOf(tablesOf('ce-ex-liquidation').at(-1)!);
    const liq = of(EXAMPLES.EX_LIQUIDATION, 'liquidation')[0]!;
    const end = of(EXAMPLES.EX_LIQUIDATION, 'gameEnded')[0]!;
    expect(payouts.map((r) => [r[3], r[4]])).toEqual(liq.payouts.map((p, s) => [$(p), $(end.scores[s]!)]));
  });

  it('covers every topic of the rules at the length of a real rules text', () => {
    const text = textOf(renderRules(lang));
    const words = text.split(' ').filter((w) => /\p{L}/u.test(w)).length;
    expect(words).toBeGreaterThanOrEqual(3000);
    expect(words).toBeLessThanOrEqual(9000);
    const facts =
      lang === 'ru'
        ? [
            'Турецкий удар',
            'дамк',
            'жетон',
            'золотая акция',
            'казначейск',
            'больше половины',
            'округл',
            'Готов',
            'сдал',
          ]
        : [
            'Turkish strike',
            'king',
            'token',
            'golden share',
            'treasury',
            'more than half',
            'rounded down',
            'Ready',
            'resign',
          ];
    for (const f of facts) expect(text).toContain(f);
  });
});

it('has the same sections and the same example figures in both languages', () => {
  const ru = renderRules('ru');
  const en = renderRules('en');
  const ids = (c: HTMLElement) => [...c.querySelectorAll('[id]')].map((h) => h.id);
  expect(ids(en)).toEqual(ids(ru));
  const values = (c: HTMLElement, id: string, within: string) =>
    [...section(c, id).querySelectorAll(`${within} [data-n]`)].map((e) => e.getAttribute('data-n'));
  for (const [id] of SECTIONS) {
    expect(values(en, id, 'table'), id).toEqual(values(ru, id, 'table'));
    expect(new Set(values(en, id, '')), id).toEqual(new Set(values(ru, id, '')));
  }
});

it('renders the language it is asked for', () => {
  const ru = render(<CheckersExchangeRules lang="ru" />);
  expect(ru.container.querySelector('h1')!.textContent).toContain('Шашечная биржа');
  expect(ru.container.querySelector('.rules-body')!.getAttribute('lang')).toBe('ru');
  ru.unmount();
  const en = render(<CheckersExchangeRules lang="en" />);
  expect(en.container.querySelector('h1')!.textContent).toContain('Checkers Exchange');
  expect(en.container.querySelector('.rules-body')!.getAttribute('lang')).toBe('en');
});

it("heads example 3's order book with 'Order', not the auction's 'Bid' (it lists sells too)", () => {
  const head = (lang: Lang) => section(renderRules(lang), 'ce-ex-session').querySelector('table thead th')?.textContent;
  expect(head('en')).toBe('Order');
  expect(head('ru')).toBe('Заявка');
});
