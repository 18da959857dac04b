import { stockpile, type Stockpile } from '@birzha/engine';
import { describe, expect, it } from 'vitest';
import i18n from '../../i18n/index.ts';
import { pairText } from './card-text.ts';
import { eventText, EVENT_TYPES } from './event-text.ts';
import { logSections } from './log-parts.ts';
import { playTestGame } from './testing/game.ts';
import { playAll, positionState, TV1, TV1_MOVES } from './testing/positions.ts';

const NAMES = ['Аня', 'Борис', 'Вера', 'Глеб', 'Даша'];
const OPTIONS = stockpile.parseOptions({}, 4);

/** The event as `viewer` sees it (Stockpile delivers every event, secrets nulled). */
function see(e: Stockpile.Event, viewer: number | 'spectator'): Stockpile.Event {
  const seen = stockpile.viewEvent(e, viewer);
  if (seen === undefined) throw new Error(`${e.type} not delivered`);
  return seen;
}

function ctx(lng: 'ru' | 'en', options: Stockpile.Options) {
  return { t: i18n.getFixedT(lng), name: (s: number) => NAMES[s] ?? '?', rounds: 6, options };
}

describe('the Stockpile log in words', () => {
  it('words every event of whole games, for a player and a spectator, in both languages', () => {
    const seen = new Set<string>();
    for (const [players, options] of [
      [4, { investors: true, seedPiles: true }],
      [2, { investors: true }],
      [3, { board: 'advanced', displacedBids: 'immediately' }],
      [5, { investors: true, turnSeconds: 0 }],
    ] as const) {
      const { events, state } = playTestGame(players, options);
      for (const e of events) {
        seen.add(e.type);
        for (const viewer of [0, 'spectator'] as const) {
          for (const lng of ['ru', 'en'] as const) {
            const text = eventText(see(e, viewer), ctx(lng, state.options));
            expect(text, `${lng} ${e.type}`).not.toMatch(/\{\{|stockpile\.|undefined|null|NaN/);
            expect(text.length, e.type).toBeGreaterThan(5);
            // A past tense would guess the player's gender ("Аня получил"); numbers are grouped ("20 000").
            if (lng === 'ru') expect(text, e.type).not.toMatch(/(ил|ал|ял|ся|ел)(\s|\.|:|,)/u);
            expect(text, e.type).not.toMatch(/\d{4}/u);
          }
        }
      }
    }
    // The random games meet nearly every event; the rest are worded by the tests below.
    const rest = EVENT_TYPES.filter((t) => !seen.has(t));
    expect(
      rest.every((t) => ['timedOut', 'resigned', 'feeGained', 'pileInspected', 'cardMoved'].includes(t)),
      rest.join(),
    ).toBe(true);
  });

  it('says the spec TV1 round as it happened, hiding from others what they may not see', () => {
    if (!OPTIONS.ok) throw new Error('options');
    const { events } = playAll(positionState(4, TV1), TV1_MOVES);
    // Numbers are grouped with a no-break space in Russian: compared as plain spaces.
    const plain = (s: string) => s.replace(/\s/gu, ' ');
    const ru = (viewer: number | 'spectator') =>
      events.map((e) => plain(eventText(see(e, viewer), ctx('ru', OPTIONS.value))));
    const mine = ru(0);
    expect(mine).toContain('Аня кладёт на пакет 1 открытую карту: акция Bottomline Bank.');
    expect(mine).toContain('Аня кладёт на пакет 1 закрытую карту: Бум (+2).');
    expect(ru(1)).toContain('Аня кладёт на пакет 1 закрытую карту.');
    expect(mine).toContain('Вера ставит 1 000 $ на пакет 4 и перебивает игрока Аня. Ставит Глеб.');
    expect(mine).toContain('Аня платит 3 000 $ за пакет 4.');
    expect(mine).toContain('Борис продаёт за 5 000 $: Bottomline Bank — обычных 1.');
    expect(mine).toContain('Прогноз игрока Аня: American Automotive +4.');
    expect(mine).toContain('Скрытый прогноз: Stanford Steel −2.');
    expect(mine).toContain('Дивиденды Epic Electric (прогноз) по 2 000 $ за акцию: Аня — 2 000 $, Глеб — 2 000 $.');
    const en = events.map((e) => eventText(see(e, 'spectator'), ctx('en', OPTIONS.value)));
    expect(en).toContain('Вера plays Boom (+2) on Cosmic Computers.');
    expect(en).toContain('Cosmic Computers: $5,000 → $7,000 (action card, +2).');
  });

  it('cuts the log into rounds and phases, newest first, the same however the events arrive', () => {
    const { events } = playAll(positionState(4, TV1), TV1_MOVES);
    const live = events.map((e) => ({ version: 1, event: stockpile.viewEvent(e, 0) }));
    const reloaded = events.map((e, i) => ({ version: i + 1, event: stockpile.viewEvent(e, 0) }));
    const parts = logSections(live).map((s) => [s.round, s.part, s.items.length]);
    expect(parts).toEqual(logSections(reloaded).map((s) => [s.round, s.part, s.items.length]));
    // A position starts mid-game with no roundStarted: its first round's parts have no round number.
    expect(logSections(live).map((s) => `${s.round}:${s.part}`)).toEqual([
      '2:supply',
      'null:movement',
      'null:selling',
      'null:action',
      'null:demand',
      'null:supply',
    ]);
    // A whole game: every round's parts carry the round, the end on top.
    const game = playTestGame(3, {});
    const sections = logSections(game.events.map((e) => ({ version: 1, event: e })));
    expect(sections[0]?.part).toBe('end');
    expect(sections.filter((s) => s.part !== 'setup' && s.part !== 'end').every((s) => s.round !== null)).toBe(true);
    expect(new Set(sections.map((s) => s.key)).size).toBe(sections.length);
  });
});

describe("the Stockpile log in good Russian, in the rules' words", () => {
  const plain = (s: string) => s.replace(/\s/gu, ' ');
  const say = (e: Stockpile.Event, lng: 'ru' | 'en') => {
    if (!OPTIONS.ok) throw new Error('options');
    return plain(eventText(e, ctx(lng, OPTIONS.value)));
  };

  it('names the pile Maverick Mark takes a card from in the genitive: «с пакета 3 на пакет 4»', () => {
    const moved: Stockpile.Event = { type: 'cardMoved', seat: 0, from: 2, index: 1, to: 3 };
    expect(say(moved, 'ru')).toBe('Аня (Maverick Mark) перекладывает карту №2 с пакета 3 на пакет 4.');
    expect(say(moved, 'en')).toBe('Аня (Maverick Mark) moves card no. 2 from pile 3 to pile 4.');
  });

  it('starts the sentence after «Банкротство …!» with a capital when nobody held the company', () => {
    const none: Stockpile.Event = {
      type: 'bankrupt',
      company: 'stanford',
      lost: [0, 0, 0, 0].map(() => ({ regular: 0, split: 0 })),
    };
    expect(say(none, 'ru')).toBe('Банкротство Stanford Steel! Акций ни у кого не было.');
    expect(say(none, 'en')).toBe('Stanford Steel goes bankrupt! Nobody held any.');
  });

  it('counts the forecasts a seat is dealt, one or (in a game of two) two, in both languages', () => {
    const expected = {
      1: {
        ruOwn: 'Аня получает свой прогноз: ',
        ruHidden: 'Аня получает 1 закрытый прогноз.',
        enOwn: 'Аня got their forecast: ',
        enHidden: 'Аня got a secret forecast.',
      },
      2: {
        ruOwn: 'Аня получает свои прогнозы: ',
        ruHidden: 'Аня получает 2 закрытых прогноза.',
        enOwn: 'Аня got their forecasts: ',
        enHidden: 'Аня got 2 secret forecasts.',
      },
    } as const;
    for (const [players, count] of [
      [4, 1],
      [2, 2],
    ] as const) {
      const dealt = playTestGame(players, {}).events.find((e) => e.type === 'pairsDealt' && e.seat === 0);
      if (dealt?.type !== 'pairsDealt' || dealt.pairs === null) throw new Error('no pairs dealt to seat 0');
      expect(dealt.count, `${players} players`).toBe(count);
      const words = expected[count];
      const pairs = (lng: 'ru' | 'en') => (dealt.pairs ?? []).map((p) => pairText(p, i18n.getFixedT(lng))).join(', ');
      expect(say(dealt, 'ru')).toBe(`${words.ruOwn}${pairs('ru')}.`);
      expect(say(dealt, 'en')).toBe(`${words.enOwn}${pairs('en')}.`);
      expect(say(see(dealt, 1), 'ru')).toBe(words.ruHidden);
      expect(say(see(dealt, 'spectator'), 'en')).toBe(words.enHidden);
    }
    // The other Russian forms, should the engine deal more.
    const five: Stockpile.Event = { type: 'pairsDealt', seat: 0, pairs: null, count: 5 };
    expect(say(five, 'ru')).toBe('Аня получает 5 закрытых прогнозов.');
    expect(say(five, 'en')).toBe('Аня got 5 secret forecasts.');
  });

  it('says дробление, супер-дробление, раздробленные акции, сбор and долг по сборам, as the rules do', () => {
    const split: Stockpile.Event = {
      type: 'split',
      company: 'cosmic',
      superSplit: [10000, 0, 0, 0],
      moved: [0, 2, 1, 0],
    };
    expect(say(split, 'ru')).toBe(
      'Дробление акций Cosmic Computers! Аня получает 10 000 $ за супер-дробление, Борис дробит 2 карты, Вера дробит 1 карту.',
    );
    expect(say(split, 'en')).toBe(
      'Cosmic Computers splits! Аня gets $10,000 for a super-split, Борис turns 2 cards into split cards, Вера turns 1 card into split cards.',
    );
    const sold: Stockpile.Event = {
      type: 'sold',
      seat: 1,
      cards: { cosmic: { regular: 2, split: 1, halve: 1 } },
      total: 30000,
    };
    expect(say(sold, 'ru')).toBe(
      'Борис продаёт за 30 000 $: Cosmic Computers — обычных 2, раздробленных 1, разменянных 1.',
    );
    const fee = (type: 'feePaid' | 'feeDeferred' | 'feeGained' | 'feeDebtPaid'): Stockpile.Event => ({
      type,
      seat: 0,
      amount: 3000,
    });
    expect(say(fee('feePaid'), 'ru')).toBe('Аня платит сбор 3 000 $.');
    expect(say(fee('feeDeferred'), 'ru')).toBe('Аня: не хватает денег на сбор 3 000 $, он записан в долг по сборам.');
    expect(say(fee('feeGained'), 'ru')).toBe('Аня (Broker Bernie) не платит сбор, а получает 3 000 $.');
    expect(say(fee('feeDebtPaid'), 'ru')).toBe('Аня гасит долг по сборам: 3 000 $.');
    expect(say(fee('feeDeferred'), 'en')).toBe('Аня cannot pay a fee of $3,000: it becomes fee debt.');
    expect(say(fee('feeDebtPaid'), 'en')).toBe('Аня pays $3,000 of fee debt.');
    const placed: Stockpile.Event = { type: 'cardPlaced', seat: 0, pile: 0, faceUp: true, card: 'fee-2000-1' };
    expect(say(placed, 'ru')).toBe('Аня кладёт на пакет 1 открытую карту: сбор 2 000 $.');
  });
});
