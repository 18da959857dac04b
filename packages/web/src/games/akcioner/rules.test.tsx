import { render } from '@testing-library/react';
import { Akcioner } from '@birzha/engine';
import { afterEach, describe, expect, it } from 'vitest';
import { numberText } from '../../ui/numbers.ts';
import i18n from '../../i18n/index.ts';
import { expectTocLeadsToHeadings } from '../../rules/rules-toc.test-helper.ts';
import { AkcionerRules } from './rules.tsx';

const LANGS = ['ru', 'en'] as const;

/** Renders the rules with the interface in the same language (the Card component follows the i18n language). */
async function renderRules(lang: 'ru' | 'en') {
  await i18n.changeLanguage(lang);
  return render(<AkcionerRules lang={lang} />);
}

afterEach(async () => {
  await i18n.changeLanguage('ru');
});

/** Text with whitespace collapsed, so numbers split over JSX lines still match. */
function textOf(el: HTMLElement): string {
  return (el.textContent ?? '').replace(/\s+/g, ' ');
}

function wordCount(el: HTMLElement): number {
  return textOf(el)
    .split(' ')
    .filter((w) => /\p{L}/u.test(w)).length;
}

describe.each(LANGS)('AkcionerRules (%s)', (lang) => {
  it('has a table of contents whose every link leads to a heading, and every section heading is listed', async () => {
    const { container } = await renderRules(lang);
    expectTocLeadsToHeadings(container, { tocId: 'akc-toc', minLinks: 25 });
  });

  it('draws the example cards, with their assignments', async () => {
    const { container } = await renderRules(lang);
    const cards = [...container.querySelectorAll('[data-card]')];
    const ids = new Set(cards.map((c) => c.getAttribute('data-card')));
    for (const id of [
      'H-yellow-1',
      'D-red-up',
      'D-red-down',
      'S-green-p30',
      'S-blue-m60',
      'D-yellow-down',
      'D-blue-up',
    ])
      expect(ids).toContain(id);
    for (const id of ids) expect(Akcioner.CARDS.some((c) => c.id === id)).toBe(true);
    // The hundred of examples 5 and 6, with all three blank parts coloured red, blue, green.
    const hundred = cards.filter(
      (c) =>
        c.getAttribute('data-card') === 'H-yellow-1' && c.querySelectorAll('.card__part--free.swatch').length === 3,
    );
    expect(hundred.length).toBeGreaterThanOrEqual(3);
    const free = [...hundred[0]!.querySelectorAll('.card__part--free')].map((p) => p.className);
    expect(free[0]).toContain('swatch--red');
    expect(free[1]).toContain('swatch--blue');
    expect(free[2]).toContain('swatch--green');
    // The blank hundred in hand has no coloured free parts.
    expect(
      cards.some(
        (c) =>
          c.getAttribute('data-card') === 'H-yellow-1' && c.querySelectorAll('.card__part--free.swatch').length === 0,
      ),
    ).toBe(true);
    // The seed example's double gives ×2 to green.
    const seed = container.querySelector('#akc-ex-seed')!.closest('section')!;
    expect(seed.querySelector('[data-card="D-yellow-down"] .card__part--free')!.className).toContain('swatch--green');
  });

  it('states the components: colours with letters, scale, deck and variants', async () => {
    const { container } = await renderRules(lang);
    const text = textOf(container);
    const letters = lang === 'ru' ? ['Ж', 'К', 'С', 'З'] : ['Y', 'R', 'B', 'G'];
    const chips = [
      ...container.querySelector('#akc-colors')!.nextElementSibling!.nextElementSibling!.querySelectorAll('.chip'),
    ].map((c) => c.textContent);
    expect(chips).toEqual(letters);
    const scale = [...container.querySelectorAll('.rules-scale li')].map((li) => Number(li.textContent));
    expect(scale).toEqual(Array.from({ length: 25 }, (_, i) => 10 + 10 * i));
    expect(container.querySelector('.rules-scale li.is-start')!.textContent).toBe('100');
    expect(text).toContain('52');
    const variants = container
      .querySelector('#akc-variants')!
      .parentElement!.querySelector('#akc-variants ~ .rules-table-wrap table')!;
    const rows = [...variants.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent),
    );
    // the players first after the variant: on a phone the last columns scroll out of sight
    expect(rows).toEqual([
      ['2–6', '3', '5', '8'],
      ['2–5', '4', '6', '10'],
      ['2–4', '5', '7', '12'],
    ]);
  });

  it('names the interface controls', async () => {
    const { container } = await renderRules(lang);
    const text = textOf(container);
    const words =
      lang === 'ru' ? ['Сброс', 'Отмена', 'Готово', '▲', '▼', '2 (1)'] : ['Reset', 'Cancel', 'Done', '▲', '▼', '2 (1)'];
    for (const w of words) expect(text).toContain(w);
  });

  it('gives the key numbers of the worked examples', async () => {
    const { container } = await renderRules(lang);
    const section = (id: string) => textOf(container.querySelector(`#${id}`)!.closest('section')!);
    // V11: the seed walkthrough.
    const seed = section('akc-ex-seed');
    for (const s of ['4 × 50 + 100 + 100 + 200 = 600', '50 + 100 + 100 + 200 = 450', '0/1/1/2', '4/1/1/1', '2 (1)'])
      expect(seed).toContain(s);
    // V4: zeroing with a partial buyback.
    const zero = section('akc-ex-zeroing');
    for (const s of ['(30 − 10) × 4 = 80', '60 − 20 = 40', '400', '15', '130/100/10/100']) expect(zero).toContain(s);
    // V2: doubling past 250.
    const dbl = section('akc-ex-double');
    // As written in the language (the page's text is read with its no-break spaces as spaces).
    const n = (x: number) => numberText(x, lang).replace(/\s/g, ' ');
    for (const s of [`150 × 10 = ${n(1500)}`, '150 × 4 = 600', n(1550)]) expect(dbl).toContain(s);
    // V9: compensation for ÷2 counting shares bought in stage 1.
    const comp = section('akc-ex-compensation');
    for (const s of ['(150 − 80) × 3 = 210', '290', '3 (2)']) expect(comp).toContain(s);
    // V7: a hundred zeroes three colours; the buyback table in order green, blue, red.
    const hundred = container.querySelector('#akc-ex-hundred')!.closest('section')!;
    expect(textOf(hundred)).toContain('(20 − 10) × 1 = 10');
    const tables = hundred.querySelectorAll('table');
    const raws = [...tables[0]!.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent),
    );
    expect(raws).toEqual([
      ['100', '20', '10', '10'],
      ['200', '−10', '−10', '0'],
      ['200', '10', '10', '10'],
      ['—', '20', '20', '10'],
    ]);
    const buyback = [...tables[1]!.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => textOf(td as HTMLElement).trim()),
    );
    expect(buyback.map((r) => r.slice(2))).toEqual([
      ['5', '50', '0', '50'],
      ['2', '40', '3', '10'],
      ['0', '0', '5', '10'],
    ]);
    expect(buyback.map((r) => r[1]!.split(' ')[0])).toEqual(lang === 'ru' ? ['З', 'С', 'К'] : ['G', 'B', 'R']);
    // V12: an overflow payout funds the buyback.
    const over = section('akc-ex-overflow-buyback');
    for (const s of ['10 − (−20) = 30', '20 × 2 = 40', '250 + 2 × 80 + 90 = 500', '2 × 250 + 3 × 10 + 10 = 540'])
      expect(over).toContain(s);
  });

  it('is the complete rules: every topic is there and the length is that of a real rules text', async () => {
    const { container } = await renderRules(lang);
    const words = wordCount(container);
    expect(words).toBeGreaterThanOrEqual(1500);
    expect(words).toBeLessThanOrEqual(3300);
    const text = textOf(container);
    const facts =
      lang === 'ru'
        ? [
            '170 → 90',
            '80 (вниз)',
            '120 секунд',
            'Сдаться',
            'ничья',
            'банкрот',
            'торговли нет',
            'по 1 акции каждого цвета',
            '0 денег',
          ]
        : [
            '170 → 90',
            '80 (down)',
            '120 seconds',
            'resign',
            'draw',
            'bankrupt',
            'there is no trading',
            '1 share of each colour',
            'no cash',
          ];
    for (const f of facts) expect(text).toContain(f);
  });
});

it('renders the language it is asked for', async () => {
  const ru = await renderRules('ru');
  expect(ru.container.querySelector('h1')!.textContent).toContain('Акционер');
  expect(ru.container.querySelector('.rules-body')!.getAttribute('lang')).toBe('ru');
  ru.unmount();
  const en = await renderRules('en');
  expect(en.container.querySelector('h1')!.textContent).toContain('Akcioner');
  expect(en.container.querySelector('.rules-body')!.getAttribute('lang')).toBe('en');
});

it("names the original rules' example's players A and B, as the section says every example does", () => {
  // the page called them by the seed's test names, "test" and "test2", right after promising A and B
  for (const lang of ['en', 'ru'] as const) {
    const { container, unmount } = render(<AkcionerRules lang={lang} />);
    expect(container.textContent).not.toMatch(/\b(test|test2) (has|presses|plays|sells|moves|нажимает|играет|продаёт)/);
    expect(container.querySelector('#akc-ex-seed')?.closest('section')?.querySelector('table')?.textContent).toMatch(
      /^(A|А)/,
    );
    unmount();
  }
});
