import type { TFunction } from 'i18next';
import { Akcioner, akcioner } from '@birzha/engine';
import { describe, expect, it } from 'vitest';
import i18n from '../../i18n/index.ts';
import { cardText, colorName, eventText } from './event-text.ts';

type Ev = Akcioner.Event;

const NAMES = ['Аня', 'Петя', 'Оля'];
const name = (seat: number) => NAMES[seat] ?? `#${seat}`;
const tOf = (lng: 'ru' | 'en'): TFunction => i18n.getFixedT(lng);
const ru = (e: Ev, roundsTotal?: number) => eventText(e, { t: tOf('ru'), name, roundsTotal, lang: 'ru' });
const en = (e: Ev, roundsTotal?: number) => eventText(e, { t: tOf('en'), name, roundsTotal, lang: 'en' });

/** At least one event of each type, with the variants that choose different texts. */
const EVENTS: readonly Ev[] = [
  { type: 'gameStarted', order: [1, 0], roundsTotal: 8, prices: { yellow: 100, red: 100, blue: 100, green: 100 } },
  { type: 'gameStarted', order: [0, 1], roundsTotal: 1, prices: { yellow: 170, red: 150, blue: 100, green: 100 } },
  { type: 'dealt', seat: 0, cards: ['H-yellow-1', 'D-red-up', 'S-yellow-p30'], count: 3 },
  { type: 'dealt', seat: 1, cards: null, count: 8 },
  { type: 'turnStarted', seat: 1, round: 1, lastRound: false },
  { type: 'turnStarted', seat: 0, round: 8, lastRound: true },
  {
    type: 'traded',
    seat: 1,
    stage: 'trade1',
    lines: [
      { color: 'yellow', qty: -1, price: 100 },
      { color: 'green', qty: 1, price: 100 },
    ],
    cash: 0,
  },
  { type: 'traded', seat: 1, stage: 'trade2', lines: [{ color: 'green', qty: 2, price: 50 }], cash: 0 },
  { type: 'traded', seat: 1, stage: 'trade2', lines: [{ color: 'green', qty: -3, price: 50 }], cash: 150 },
  { type: 'traded', seat: 0, stage: 'trade1', lines: [], cash: 0 },
  { type: 'cardPlayed', seat: 0, card: 'H-yellow-1', assign: ['red', 'blue', 'green'] },
  { type: 'cardPlayed', seat: 0, card: 'D-blue-up', assign: ['red'] },
  { type: 'priceChanged', color: 'yellow', from: 100, raw: 200, to: 200 },
  { type: 'priceChanged', color: 'red', from: 200, raw: 400, to: 250 },
  { type: 'priceChanged', color: 'blue', from: 30, raw: -30, to: 10 },
  { type: 'compensationPaid', seat: 0, color: 'red', kind: 'overflow', perShare: 150, shares: 10, amount: 1500 },
  { type: 'compensationPaid', seat: 0, color: 'blue', kind: 'decrease', perShare: 20, shares: 4, amount: 80 },
  { type: 'sharesConfiscated', seat: 1, color: 'blue', qty: 25, buybackPrice: 40 },
  { type: 'sharesBoughtBack', seat: 1, color: 'green', qty: 5, price: 10, amount: 50, annulled: 0 },
  { type: 'sharesBoughtBack', seat: 1, color: 'blue', qty: 2, price: 20, amount: 40, annulled: 3 },
  { type: 'sharesBoughtBack', seat: 1, color: 'red', qty: 0, price: 20, amount: 0, annulled: 5 },
  { type: 'sharesBoughtBack', seat: 1, color: 'red', qty: 0, price: 20, amount: 0, annulled: 1 },
  { type: 'seatEliminated', seat: 1, reason: 'bankrupt' },
  { type: 'seatEliminated', seat: 2, reason: 'resigned' },
  { type: 'timedOut', seat: 0, stage: 'trade1' },
  { type: 'timedOut', seat: 0, stage: 'card' },
  { type: 'gameEnded', ranking: [[0], [1]], scores: [650, 640] },
  { type: 'gameEnded', ranking: [[0, 1], [2]], scores: [400, 400, 0] },
];

const TYPES: readonly Ev['type'][] = [
  'gameStarted',
  'dealt',
  'turnStarted',
  'traded',
  'cardPlayed',
  'priceChanged',
  'compensationPaid',
  'sharesConfiscated',
  'sharesBoughtBack',
  'seatEliminated',
  'timedOut',
  'gameEnded',
];

describe('eventText', () => {
  it('covers every event type', () => {
    expect(new Set(EVENTS.map((e) => e.type))).toEqual(new Set(TYPES));
  });

  it.each(['ru', 'en'] as const)('gives words for every event in %s, with no raw key or placeholder', (lng) => {
    const lines = new Set<string>();
    for (const e of EVENTS) {
      for (const total of [undefined, 8]) {
        const text = eventText(e, { t: tOf(lng), name, roundsTotal: total, lang: lng });
        expect(text, JSON.stringify(e)).not.toMatch(/akcioner\.|\{\{|\}\}|undefined|NaN|_one|_other/);
        expect(text.length).toBeGreaterThan(5);
        lines.add(text);
      }
    }
    // Distinct events give distinct lines (no two variants collapse to one text).
    expect(lines.size).toBeGreaterThanOrEqual(EVENTS.length);
  });

  it('in Russian, assumes no gender of the player (no past tense after a name, no "его")', () => {
    for (const e of EVENTS) {
      const text = ru(e, 8);
      expect(text, JSON.stringify(e)).not.toMatch(
        /(получил|сыграл|купил|продал|торговал|выкупил|смог|сдался|обанкротился|(^|[^а-яё])его([^а-яё]|$))/,
      );
    }
  });

  it('groups the digits of money as each language writes numbers', () => {
    const e: Ev = {
      type: 'traded',
      seat: 0,
      stage: 'trade2',
      lines: [{ color: 'red', qty: -2, price: 250 }],
      cash: 521650,
    };
    expect(ru(e)).toBe('Аня, после карты — продажа: 2 красные акции по 250; наличные: 521\u00a0650.');
    expect(en(e)).toBe('Аня sold 2 red shares at 250 (after the card); cash: 521,650.');
    const end: Ev = { type: 'gameEnded', ranking: [[1], [0]], scores: [12000, 1234567] };
    expect(en(end)).toBe('The game is over. Winner: Петя. Capital: Петя 1,234,567, Аня 12,000.');
  });

  it('says the Russian and the English differently', () => {
    for (const e of EVENTS) expect(ru(e)).not.toBe(en(e));
  });

  it('describes a played hundred with its assignment', () => {
    const e: Ev = { type: 'cardPlayed', seat: 0, card: 'H-yellow-1', assign: ['red', 'blue', 'green'] };
    expect(ru(e)).toBe('Карта игрока Аня: жёлтые +100, красные −30, синие −20, зелёные −10.');
    expect(en(e)).toBe('Аня played a card: yellow +100, red −30, blue −20, green −10.');
    const d: Ev = { type: 'cardPlayed', seat: 1, card: 'D-yellow-down', assign: ['green'] };
    expect(ru(d)).toBe('Карта игрока Петя: жёлтые ÷2, зелёные ×2.');
  });

  it('describes a buyback (spec V7: 2 of 5 blue bought back at 20)', () => {
    const e: Ev = { type: 'sharesBoughtBack', seat: 1, color: 'blue', qty: 2, price: 20, amount: 40, annulled: 3 };
    expect(ru(e)).toBe('Выкуп игроком Петя: 2 синие акции по 20, всего 40; 3 акции аннулированы.');
    expect(en(e)).toBe('Петя bought back 2 blue shares at 20 for 40; 3 shares annulled.');
    const none: Ev = { type: 'sharesBoughtBack', seat: 1, color: 'red', qty: 0, price: 20, amount: 0, annulled: 5 };
    expect(ru(none)).toBe('Игроку Петя не хватило денег, чтобы выкупить 5 красных акций по 20; акции аннулированы.');
    expect(en(none)).toBe('Петя could not afford to buy back 5 red shares at 20; they are annulled.');
  });

  it('uses the Russian plural forms (1 / 2 / 5 / 21 shares)', () => {
    const buy = (qty: number): Ev => ({
      type: 'traded',
      seat: 0,
      stage: 'trade1',
      lines: [{ color: 'yellow', qty, price: 100 }],
      cash: 0,
    });
    expect(ru(buy(1))).toBe('Аня, до карты — покупка: 1 жёлтая акция по 100; наличные: 0.');
    expect(ru(buy(2))).toBe('Аня, до карты — покупка: 2 жёлтые акции по 100; наличные: 0.');
    expect(ru(buy(5))).toBe('Аня, до карты — покупка: 5 жёлтых акций по 100; наличные: 0.');
    expect(ru(buy(21))).toContain('21 жёлтая акция');
    expect(en(buy(1))).toBe('Аня bought 1 yellow share at 100 (before the card); cash: 0.');
    expect(en(buy(5))).toBe('Аня bought 5 yellow shares at 100 (before the card); cash: 0.');
    const annul = (n: number): Ev => ({
      type: 'sharesBoughtBack',
      seat: 1,
      color: 'red',
      qty: 1,
      price: 30,
      amount: 30,
      annulled: n,
    });
    expect(ru(annul(1))).toContain('; 1 акция аннулирована.');
    expect(ru(annul(2))).toContain('; 2 акции аннулированы.');
    expect(ru(annul(5))).toContain('; 5 акций аннулировано.');
    const dealt = (count: number): Ev => ({ type: 'dealt', seat: 1, cards: null, count });
    expect(ru(dealt(1))).toBe('Игроку Петя сдана 1 карта.');
    expect(ru(dealt(3))).toBe('Игроку Петя сданы 3 карты.');
    expect(ru(dealt(8))).toBe('Игроку Петя сдано 8 карт.');
    expect(en(dealt(1))).toBe('Петя received 1 card.');
    expect(en(dealt(8))).toBe('Петя received 8 cards.');
  });

  it('describes trades with sells first, then buys (spec V11 trade 2)', () => {
    const e: Ev = {
      type: 'traded',
      seat: 1,
      stage: 'trade2',
      lines: [
        { color: 'green', qty: -1, price: 200 },
        { color: 'yellow', qty: 4, price: 50 },
      ],
      cash: 0,
    };
    expect(ru(e)).toBe(
      'Петя, после карты — продажа: 1 зелёная акция по 200; покупка: 4 жёлтые акции по 50; наличные: 0.',
    );
    expect(en(e)).toBe('Петя sold 1 green share at 200 and bought 4 yellow shares at 50 (after the card); cash: 0.');
    const pass: Ev = { type: 'traded', seat: 0, stage: 'trade1', lines: [], cash: 0 };
    expect(ru(pass)).toBe('Аня, до карты: без сделок.');
    expect(en(pass)).toBe('Аня did not trade (before the card).');
  });

  it('shows own cards when dealt, and others only as a count', () => {
    const own: Ev = { type: 'dealt', seat: 0, cards: ['S-yellow-p30', 'D-red-up'], count: 2 };
    expect(ru(own)).toBe('Игроку Аня сданы 2 карты: жёлтая +30/−60, красная ×2/÷2.');
    expect(en(own)).toBe('Аня received 2 cards: yellow +30/−60, red ×2/÷2.');
  });

  it('notes clamping and zeroing of prices', () => {
    expect(ru({ type: 'priceChanged', color: 'yellow', from: 100, raw: 130, to: 130 })).toBe(
      'Курс жёлтых акций: 100 → 130.',
    );
    expect(en({ type: 'priceChanged', color: 'yellow', from: 100, raw: 130, to: 130 })).toBe(
      'Price of yellow: 100 → 130.',
    );
    expect(ru({ type: 'priceChanged', color: 'blue', from: 30, raw: -30, to: 10 })).toBe(
      'Курс синих акций: 30 → 10 (по карте −30, ниже минимума: выведены в ноль).',
    );
    expect(en({ type: 'priceChanged', color: 'red', from: 200, raw: 400, to: 250 })).toBe(
      'Price of red: 200 → 250 (the card gives 400, above the maximum).',
    );
  });

  it('names the round, the total and the last round', () => {
    expect(ru({ type: 'turnStarted', seat: 1, round: 3, lastRound: false }, 10)).toBe('Раунд 3 из 10: ходит Петя.');
    expect(ru({ type: 'turnStarted', seat: 1, round: 3, lastRound: false })).toBe('Раунд 3: ходит Петя.');
    expect(ru({ type: 'turnStarted', seat: 0, round: 10, lastRound: true })).toBe(
      'Раунд 10 из 10, последний (без торговли): ходит Аня.',
    );
    expect(en({ type: 'turnStarted', seat: 0, round: 10, lastRound: true })).toBe(
      'Round 10 of 10, the last one (no trading): Аня to move.',
    );
  });

  it('describes compensation, confiscation, elimination and the end', () => {
    expect(
      ru({ type: 'compensationPaid', seat: 0, color: 'blue', kind: 'decrease', perShare: 20, shares: 4, amount: 80 }),
    ).toBe('Компенсация игроку Аня: 80 (по 20 за 4 синие акции).');
    expect(
      en({
        type: 'compensationPaid',
        seat: 0,
        color: 'red',
        kind: 'overflow',
        perShare: 150,
        shares: 10,
        amount: 1500,
      }),
    ).toBe('Overflow payout: Аня received 1,500 (150 each for 10 red shares).');
    expect(ru({ type: 'sharesConfiscated', seat: 1, color: 'blue', qty: 25, buybackPrice: 40 })).toBe(
      'У игрока Петя изъяли 25 синих акций; цена выкупа — 40 за акцию.',
    );
    expect(ru({ type: 'gameEnded', ranking: [[0], [1]], scores: [650, 640] })).toBe(
      'Игра окончена. Победитель — Аня. Капитал: Аня — 650, Петя — 640.',
    );
    expect(en({ type: 'gameEnded', ranking: [[0, 1], [2]], scores: [400, 400, 0] })).toBe(
      'The game is over, a draw between Аня and Петя. Capital: Аня 400, Петя 400, Оля 0.',
    );
    expect(
      ru({
        type: 'gameStarted',
        order: [1, 0],
        roundsTotal: 8,
        prices: { yellow: 100, red: 100, blue: 100, green: 100 },
      }),
    ).toBe(
      'Игра началась: 8 раундов. Порядок ходов: Петя, Аня. Цены: жёлтые 100, красные 100, синие 100, зелёные 100.',
    );
  });
});

describe('cardText and colorName', () => {
  it('describes cards with and without an assignment', () => {
    const t = tOf('ru');
    expect(cardText('H-green-2', null, t)).toBe('зелёная +100/−30/−20/−10');
    expect(cardText('S-red-m60', ['yellow'], t)).toBe('красные −60, жёлтые +30');
    expect(cardText('H-red-1', ['yellow', null, 'green'], t)).toBe(
      'красные +100, жёлтые −30, −20 (цвет не выбран), зелёные −10',
    );
    expect(cardText('H-red-1', ['yellow', null, 'green'], tOf('en'))).toBe(
      'red +100, yellow −30, −20 (no colour yet), green −10',
    );
  });

  it('gives every colour in every form in both languages', () => {
    for (const lng of ['ru', 'en'] as const) {
      for (const c of Akcioner.COLORS) {
        for (const form of ['plural', 'one', 'card', 'gen'] as const) {
          const s = colorName(c, tOf(lng), form);
          expect(s).not.toMatch(/\.|\{/);
          expect(s.length).toBeGreaterThan(2);
        }
      }
    }
    expect(colorName('yellow', tOf('ru'), 'card')).toBe('жёлтая');
    expect(colorName('green', tOf('ru'), 'gen')).toBe('зелёных');
  });

  it('describes every card of the deck', () => {
    for (const c of Akcioner.CARDS) {
      for (const lng of ['ru', 'en'] as const) expect(cardText(c.id, null, tOf(lng))).toMatch(/^\S+ [+−×÷]/);
    }
  });
});

/**
 * Real games: random legal moves (trades from the engine's canonical sample, cards with every assignment, the odd
 * timeout and resignation) on cheap prices so zeroing, buybacks and bankruptcy happen; every event gets clean words.
 */
describe('eventText on real games', () => {
  it('gives words for every event the engine emits, seen by a player and by a spectator', () => {
    const seen = new Set<string>();
    let rnd = 12345;
    const next = (n: number) => {
      rnd = (rnd * 1103515245 + 12345) % 2147483648;
      return rnd % n;
    };
    for (let g = 0; g < 12; g++) {
      const players = 2 + (g % 3);
      const options = akcioner.parseOptions({ variant: 'short', turnSeconds: 60 }, players);
      if (!options.ok) throw new Error('options');
      const position = g % 2 === 0 ? { prices: { red: 20, blue: 30, green: 10 } } : undefined;
      const start = akcioner.setup({
        players,
        options: options.value,
        seed: `log-${g}`,
        ...(position === undefined ? {} : { position }),
      });
      if (!start.ok) throw new Error(start.error.code);
      let state = start.value.state;
      const events: Ev[] = [...start.value.events];
      for (let guard = 0; state.phase === 'playing' && guard < 500; guard++) {
        const seat = state.toMove!;
        const legal = akcioner.legalMoves(state, seat);
        const roll = next(100);
        const move =
          roll < 2
            ? { type: 'timeout' as const }
            : roll < 3 && g === 5
              ? { type: 'resign' as const }
              : legal[next(legal.length)]!;
        const r = akcioner.play(state, seat, move);
        if (!r.ok) throw new Error(r.error.code);
        state = r.value.state;
        events.push(...r.value.events);
      }
      expect(state.phase).toBe('finished');
      const roundsTotal = state.roundsTotal;
      for (const e of events) {
        seen.add(e.type);
        for (const viewer of [0, 'spectator'] as const) {
          const v = akcioner.viewEvent(e, viewer);
          if (v === undefined) continue;
          for (const lng of ['ru', 'en'] as const) {
            const text = eventText(v, { t: tOf(lng), name, roundsTotal });
            expect(text, JSON.stringify(v)).not.toMatch(/akcioner\.|\{\{|\}\}|undefined|NaN/);
          }
        }
      }
    }
    for (const type of [
      'gameStarted',
      'dealt',
      'turnStarted',
      'traded',
      'cardPlayed',
      'priceChanged',
      'compensationPaid',
      'sharesConfiscated',
      'sharesBoughtBack',
      'timedOut',
      'gameEnded',
    ]) {
      expect(seen, type).toContain(type);
    }
  });

  it('tells spec V7 (a hundred zeroes three colours) move by move', () => {
    const options = akcioner.parseOptions({}, 2);
    if (!options.ok) throw new Error('options');
    const position = {
      roundsTotal: 2,
      order: [0, 1],
      prices: { red: 20, blue: 10, green: 10 },
      seats: [
        { shares: { yellow: 1, red: 1 }, hand: ['H-yellow-1', 'S-red-p30'] },
        { cash: 100, shares: { red: 5, blue: 5, green: 5 }, hand: ['S-yellow-p30', 'S-blue-p30'] },
      ],
    };
    const start = akcioner.setup({ players: 2, options: options.value, seed: 'v7', position });
    if (!start.ok) throw new Error(start.error.code);
    const a = akcioner.play(start.value.state, 0, { type: 'trade', orders: {} });
    if (!a.ok) throw new Error(a.error.code);
    const b = akcioner.play(a.value.state, 0, {
      type: 'playCard',
      card: 'H-yellow-1',
      assign: ['red', 'blue', 'green'],
    });
    if (!b.ok) throw new Error(b.error.code);
    expect(b.value.events.map((e) => ru(e, 2))).toEqual([
      'Карта игрока Аня: жёлтые +100, красные −30, синие −20, зелёные −10.',
      'Курс жёлтых акций: 100 → 200.',
      'Курс красных акций: 20 → 10 (по карте −10, ниже минимума: выведены в ноль).',
      'Компенсация игроку Аня: 10 (по 10 за 1 красную акцию).',
      'У игрока Петя изъяли 5 красных акций; цена выкупа — 20 за акцию.',
      'Курс синих акций: 10 → 10 (по карте −10, ниже минимума: выведены в ноль).',
      'У игрока Петя изъяли 5 синих акций; цена выкупа — 20 за акцию.',
      'Курс зелёных акций: 10 → 10 (по карте 0, ниже минимума: выведены в ноль).',
      'У игрока Петя изъяли 5 зелёных акций; цена выкупа — 10 за акцию.',
      'Выкуп игроком Петя: 5 зелёных акций по 10, всего 50.',
      'Выкуп игроком Петя: 2 синие акции по 20, всего 40; 3 акции аннулированы.',
      'Игроку Петя не хватило денег, чтобы выкупить 5 красных акций по 20; акции аннулированы.',
    ]);
    expect(b.value.events.map((e) => en(e, 2)).slice(9)).toEqual([
      'Петя bought back 5 green shares at 10 for 50.',
      'Петя bought back 2 blue shares at 20 for 40; 3 shares annulled.',
      'Петя could not afford to buy back 5 red shares at 20; they are annulled.',
    ]);
  });
});
