import { GAME_IDS } from '@birzha/engine';
import { NOTIFY_KINDS } from '@birzha/protocol';
import { describe, expect, it } from 'vitest';
import type { OutboxRow } from '../store/notify-store.ts';
import type { Links } from './channel.ts';
import { digestMail, gameName, notificationText } from './texts.ts';

const links: Links = {
  table: (id) => `https://site.example/t/${id}`,
  unsubscribe: (u, c) => `https://site.example/api/unsubscribe?u=${u}&c=${c}&s=sig`,
  settings: () => 'https://site.example/account#notifications',
  home: () => 'https://site.example/',
};

function row(over: Partial<OutboxRow> = {}): OutboxRow {
  return {
    id: 1,
    userId: 'u1',
    kind: 'turn',
    tableId: 'tab1',
    payload: { tableId: 'tab1', game: GAME_IDS[0]!, version: 2, seat: 0 },
    dedupe: null,
    createdAt: 0,
    dueAt: 0,
    attempts: 0,
    done: [],
    claimedUntil: null,
    finishedAt: null,
    outcome: null,
    ...over,
  };
}

describe('notification texts', () => {
  it('word every kind in both languages, naming the game and the table', () => {
    for (const kind of NOTIFY_KINDS) {
      for (const lang of ['ru', 'en'] as const) {
        const t = notificationText(
          row({ kind, payload: { ...row().payload, name: 'Аня', text: 'hi @Bo', hoursLeft: 12, place: 1 } }),
          lang,
        );
        expect(t.title).toContain(gameName(GAME_IDS[0], lang)!);
        expect(t.line).toContain('tab1');
        expect(t.title).not.toMatch(/undefined|null|\?/);
        expect(t.line).not.toMatch(/undefined|null/);
      }
    }
  });

  it('every game of the engine has a name in each language', () => {
    for (const id of GAME_IDS) {
      expect(gameName(id, 'ru')).toBeTruthy();
      expect(gameName(id, 'en')).toMatch(/^[\x20-\x7e]+$/);
    }
  });

  it('a finished game tells the place and the rating change; names of the people make the table known', () => {
    const r = row({
      kind: 'finished',
      payload: { game: GAME_IDS[0]!, place: 2, ratingBefore: 1500, ratingAfter: 1488.4 },
    });
    expect(notificationText(r, 'en').line).toContain('you placed 2nd, rating 1500 → 1488 (−12)');
    expect(notificationText(r, 'ru').line).toContain('ваше место — 2, рейтинг 1500 → 1488 (−12)');
    const named = notificationText(r, 'ru', { players: new Map([['tab1', ['Аня', 'Bo']]]) });
    expect(named.line).toContain('(Аня, Bo)');
  });

  it('an invitation does not name its sender a second time among the table’s players', () => {
    const r = row({ kind: 'invitation', payload: { game: GAME_IDS[0]!, name: 'Вера' } });
    const players = { players: new Map([['tab1', ['Вера', 'Bo']]]) };
    expect(notificationText(r, 'ru', players).line).toBe(
      `Вера приглашает вас за стол: «${gameName(GAME_IDS[0], 'ru')!}», стол tab1 (Bo).`,
    );
    const alone = { players: new Map([['tab1', ['Vera']]]) };
    expect(notificationText({ ...r, payload: { ...r.payload, name: 'Vera' } }, 'en', alone).line).toBe(
      `Vera invites you to a table: “${gameName(GAME_IDS[0], 'en')!}”, table tab1.`,
    );
  });

  it('the digest lists each event with its link, the settings and unsubscribe links; HTML is escaped', () => {
    const rows = [
      row({ id: 1 }),
      row({ id: 2, kind: 'mention', payload: { game: GAME_IDS[0]!, name: '<b>Eve</b>', text: 'a & b' } }),
      row({ id: 3, kind: 'invitation', tableId: 'tab2', payload: { game: GAME_IDS[0]!, name: 'Bo' } }),
    ];
    const ru = digestMail(rows, 'ru', links, 'u1');
    expect(ru.subject).toBe(`Биржа: Ваш ход — «${gameName(GAME_IDS[0], 'ru')!}», стол tab1 (и ещё 2 события)`);
    expect(ru.text.match(/https:\/\/site\.example\/t\/tab1/g)).toHaveLength(2);
    expect(ru.text).toContain('https://site.example/t/tab2');
    expect(ru.text).toContain('https://site.example/api/unsubscribe?u=u1&c=email&s=sig');
    expect(ru.text).toContain('https://site.example/account#notifications');
    expect(ru.html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    expect(ru.html).not.toContain('<b>Eve');
    expect(ru.html).toContain('href="https://site.example/api/unsubscribe?u=u1&amp;c=email&amp;s=sig"');
    const en = digestMail([rows[0]!], 'en', links, 'u1');
    expect(en.subject).toBe(`Birzha: Your turn · ${gameName(GAME_IDS[0], 'en')!}`);
    expect(digestMail(rows.slice(1), 'en', links, 'u1').subject).toBe('Birzha: 2 updates');
    expect(
      digestMail(
        Array.from({ length: 5 }, () => rows[1]!),
        'ru',
        links,
        'u1',
      ).subject,
    ).toBe('Биржа: 5 событий');
  });

  it("a digest's subject says first that it is the reader's turn, at which table, then how many more events", () => {
    const game = { ru: gameName(GAME_IDS[0], 'ru')!, en: gameName(GAME_IDS[0], 'en')! };
    const outbid = row({ id: 1, kind: 'outbid' });
    const turn = row({ id: 2 });
    const mention = row({ id: 3, kind: 'mention', payload: { game: GAME_IDS[0]!, name: 'Bo', text: 'hi' } });
    const subject = (rows: readonly OutboxRow[], lang: 'ru' | 'en') => digestMail(rows, lang, links, 'u1').subject;
    expect(subject([outbid, turn], 'ru')).toBe(`Биржа: Ваш ход — «${game.ru}», стол tab1 (и ещё 1 событие)`);
    expect(subject([outbid, turn], 'en')).toBe(`Birzha: Your turn — “${game.en}”, table tab1 (and 1 more)`);
    expect(subject([outbid, turn, mention], 'en')).toBe(`Birzha: Your turn — “${game.en}”, table tab1 (and 2 more)`);
    // Russian plural forms of what else the mail holds.
    const others = (n: number) => Array.from({ length: n }, () => mention);
    expect(subject([...others(4), turn], 'ru')).toBe(`Биржа: Ваш ход — «${game.ru}», стол tab1 (и ещё 4 события)`);
    expect(subject([...others(5), turn], 'ru')).toBe(`Биржа: Ваш ход — «${game.ru}», стол tab1 (и ещё 5 событий)`);
    expect(subject([...others(21), turn], 'ru')).toBe(`Биржа: Ваш ход — «${game.ru}», стол tab1 (и ещё 21 событие)`);
    // A reminder, the clock running out, goes before a plain turn.
    const reminder = row({
      id: 4,
      kind: 'reminder',
      tableId: 'tab2',
      payload: { tableId: 'tab2', game: GAME_IDS[0]!, hoursLeft: 2 },
    });
    expect(subject([turn, reminder], 'ru')).toBe(
      `Биржа: На ход осталось 2 ч — «${game.ru}», стол tab2 (и ещё 1 событие)`,
    );
    expect(subject([turn, reminder], 'en')).toBe(
      `Birzha: 2 h left for your move — “${game.en}”, table tab2 (and 1 more)`,
    );
  });
});
