import { checkersExchange, type CheckersExchange } from '@birzha/engine';
import { describe, expect, it } from 'vitest';
import i18n from '../../i18n/index.ts';
import { EVENT_TYPES, eventText, QUIET_EVENTS } from './event-text.ts';
import { logLines } from './log-lines.ts';
import { playLogGame, startState, type PlayedEvent } from './testing/log-game.ts';

type Event = CheckersExchange.Event;
const NAMES = ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша', 'Егор', 'Жанна', 'Зоя'];
const ru = i18n.getFixedT('ru');
const en = i18n.getFixedT('en');
/** Numbers are grouped with a no-break space in Russian: compared as plain spaces. */
const plain = (s: string | null) => (s ?? '').replace(/\s/gu, ' ');

function ctx(t = ru, directorOf: (f: CheckersExchange.FirmId) => number | undefined = () => 0) {
  return { t, names: NAMES, directorOf };
}

/** The events as `viewer` sees them (spec 10: some are not delivered, owners redacted), each read by its state. */
function seen(events: readonly PlayedEvent[], viewer: number | 'spectator'): Event[] {
  return events.flatMap(({ event, after }) => {
    const e = checkersExchange.viewEvent(event, viewer, after);
    return e === undefined ? [] : [e];
  });
}

/** The spec 12 meeting of the tests: Борис holds 27 of W3's 40 voting shares, nominated and voting for himself. */
function meetingGame(): Event[] {
  let state = startState(3, { timing: 'online', years: 4 }, 'meeting', {
    phase: 'meeting',
    year: 1,
    directors: [0, 1, 0, 1, 0, 1, 2, 2],
    seats: [null, { holdings: { w3: 27 } }, null],
    firms: { w3: { token: { holder: 2, scope: 'year', year: 2 } } },
    nominees: { w3: [1] },
    ballots: [{ firm: 'w3', account: 1, candidate: 1 }],
  });
  const events: Event[] = [];
  for (const seat of [0, 1, 2]) {
    const r = checkersExchange.play(state, seat, { type: 'ready' });
    if (!r.ok) throw new Error(r.error.code);
    state = r.value.state;
    events.push(...r.value.events);
  }
  return events;
}

describe('the Checkers Exchange log in words', () => {
  it('words every event of whole games for a player and a spectator in both languages, or leaves it quiet on purpose', () => {
    const types = new Set<string>();
    for (const [players, options, seed] of [
      [4, { timing: 'online', years: 4 }, 1],
      [3, { timing: 'untimed', years: 4 }, 2],
      [6, { timing: 'blitz', years: 4 }, 3],
    ] as const) {
      const { events } = playLogGame(players, options, seed);
      // A player in both languages, a spectator (every owner anonymous) in Russian: i18next is slow in jsdom.
      for (const [viewer, langs] of [
        [0, [ru, en]],
        ['spectator', [ru]],
      ] as const) {
        for (const e of seen(events, viewer)) {
          types.add(e.type);
          for (const t of langs) {
            const text = eventText(
              e,
              ctx(t, (f) => events[0]?.after.firms[f].director),
            );
            if (QUIET_EVENTS.has(e.type)) {
              expect(text, e.type).toBeNull();
              continue;
            }
            expect(text, `${e.type}`).not.toMatch(/\{\{|checkers-exchange\.|undefined|null|NaN|#\d/);
            expect(text?.length ?? 0, e.type).toBeGreaterThan(8);
            expect(text, e.type).toMatch(/^[A-ZА-ЯЁ]/u);
          }
        }
      }
    }
    for (const e of meetingGame()) types.add(e.type);
    // The random games and the meeting meet every event of spec 9.
    expect([...types].sort()).toEqual([...EVENT_TYPES].sort());
  });

  it('hides from others what spec 10 hides: anonymous owners, no sealed bids', () => {
    const { events } = playLogGame(4, { timing: 'online', years: 4 }, 1);
    const spectator = seen(events, 'spectator').map((e) => eventText(e, ctx()));
    expect(spectator.some((l) => l?.startsWith('Аноним: заявка №'))).toBe(true);
    expect(spectator.some((l) => l?.includes('заявка на аукционе'))).toBe(false);
    const mine = seen(events, 0).map((e) => eventText(e, ctx()));
    expect(mine.some((l) => l?.startsWith('Анна: заявка на аукционе №'))).toBe(true);
  });

  it('says a ply, a trade, an ask and a cancelled order as a player reads them', () => {
    const piece = (sq: string, king: boolean) => ({ sq, color: 'black', king, firm: 'b1' }) as CheckersExchange.Piece;
    const ply: Event = {
      type: 'plyPlayed',
      firm: 'w2',
      by: 0,
      auto: null,
      move: 'c3:e5:g3',
      captured: [piece('d4', false), piece('f4', false)],
      promoted: false,
      income: 400,
    };
    expect(plain(eventText(ply, ctx()))).toBe('W2 (Анна): c3:e5:g3, взяты 2 шашки, +400 кр');
    expect(eventText({ ...ply, captured: [piece('d4', true)], income: 400, promoted: true }, ctx(en))).toBe(
      'W2 (Анна): c3:e5:g3, took 1 king, a man became a king, +400 cr',
    );
    expect(eventText({ ...ply, by: null, auto: 'timeout', captured: [], income: 0, move: 'a3-b4' }, ctx())).toBe(
      'W2 (время вышло, сыгран первый ход по списку): a3-b4',
    );
    const trade: Event = {
      type: 'trade',
      firm: 'w3',
      qty: 5,
      price: 24,
      buyOrder: 9,
      sellOrder: 3,
      buyer: null,
      seller: null,
    };
    expect(eventText(trade, ctx())).toBe('Сделка: W3 5 × 24 кр.');
    expect(eventText({ ...trade, seller: 'gov', buyer: 1 }, ctx(en))).toBe('Trade: W3 5 × 24 cr (The State → Борис).');
    const ask: Event = { type: 'orderPlaced', id: 4, account: 'gov', side: 'sell', firm: 'w1', qty: 5, limit: 10 };
    expect(eventText(ask, ctx())).toBe('Государство продаёт 5 акций W1 по 10 кр (заявка №4).');
    expect(eventText({ ...ask, account: null, side: 'buy', qty: 1 }, ctx())).toBe(
      'Аноним: заявка №4 — купить 1 акцию W1 по 10 кр.',
    );
    expect(eventText({ type: 'orderCancelled', id: 4, account: 'b2', reason: 'close', remaining: 3 }, ctx(en))).toBe(
      'B2: order no. 4 cancelled at the close with 3 shares unfilled.',
    );
    expect(plain(eventText({ type: 'transferred', from: 0, to: 2, amount: 12000 }, ctx()))).toBe(
      'Анна переводит 12 000 кр игроку Вера.',
    );
  });

  it('says a token given back to the director as the director moving again, by the directors of its moment', () => {
    const back: Event = { type: 'tokenIssued', firm: 'b4', to: 2, scope: 'year', year: 3 };
    expect(
      eventText(
        back,
        ctx(ru, () => 2),
      ),
    ).toBe('B4: директор Вера снова ходит сам.');
    expect(
      eventText(
        back,
        ctx(ru, () => 0),
      ),
    ).toBe('B4: директор Анна передаёт право хода игроку Вера на весь год 3.');
    // After a change of director the log reads the new one.
    const log = [
      {
        type: 'gameStarted',
        players: 3,
        years: 4,
        timing: 'online',
        directors: { w1: 0, w2: 0, w3: 0, w4: 0, b1: 1, b2: 1, b3: 1, b4: 0 },
      },
      back,
      { type: 'directorChanged', firm: 'b4', from: 0, to: 2 },
      back,
    ].map((event, i) => ({ version: i, event }));
    const texts = [...logLines(log, ru, NAMES, { w1: 0, w2: 0, w3: 0, w4: 0, b1: 1, b2: 1, b3: 1, b4: 2 }).values()];
    expect(texts[1]).toBe('B4: директор Анна передаёт право хода игроку Вера на весь год 3.');
    expect(texts[3]).toBe('B4: директор Вера снова ходит сам.');
  });

  it('names the stages’ timing at the start of a live table only (a turn-based table’s time banks time them)', () => {
    const started: Event = {
      type: 'gameStarted',
      players: 3,
      years: 4,
      timing: 'online',
      directors: { w1: 0, w2: 0, w3: 0, w4: 1, b1: 1, b2: 1, b3: 2, b4: 2 },
    };
    const live = eventText(started, ctx(en));
    expect(live).toMatch(/^The match begins: 3 players, 4 years, “Online” time limits\. Directors: /);
    const turns = eventText(started, { ...ctx(en), turnBased: true });
    expect(turns).toMatch(/^The match begins: 3 players, 4 years\. Directors: /);
    expect(turns).not.toMatch(/Online|time/);
    expect(eventText(started, { ...ctx(ru), turnBased: true })).toMatch(/^Партия началась: игроков — 3, лет — 4\. /);
    // logLines passes the table's pace on.
    const item = { version: 0, event: started };
    const dirs = started.directors;
    expect([...logLines([item], en, NAMES, dirs, undefined, true).values()][0]).toBe(turns);
    expect([...logLines([item], en, NAMES, dirs).values()][0]).toBe(live);
  });

  it('says a meeting that replaces a director, with its tally, and the token it voids', () => {
    const lines = meetingGame().map((e) =>
      eventText(
        e,
        ctx(ru, () => 0),
      ),
    );
    expect(lines).toContain('Собрание W3: новый директор — Борис (27 из 40 голосов).');
    expect(lines).toContain('W3: новый директор — Борис (вместо игрока Анна).');
    expect(lines).toContain('W3: право хода игрока Вера отменено — сменился директор.');
    expect(lines).toContain('Собрание W1: директором остаётся Анна (никто не голосовал).');
    const enLines = meetingGame().map((e) => eventText(e, ctx(en)));
    expect(enLines).toContain('W3 meeting: Борис is elected director (27 of 40 votes).');
  });
});
