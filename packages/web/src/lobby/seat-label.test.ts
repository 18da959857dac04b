import type { SeatInfo } from '@birzha/protocol';
import { describe, expect, it } from 'vitest';
import i18n from '../i18n/index.ts';
import { botName, isMine, seatLabel } from './seat-label.ts';

const seat = (s: Partial<SeatInfo>): SeatInfo => ({ seat: 0, user: null, bot: null, connected: true, ...s });
const BOT_NAME_KEYS = Object.keys(i18n.getResource('ru', 'translation', 'seats.botNames') as object);

describe('seat labels', () => {
  it('name a bot by its own name and level, in both languages', async () => {
    const anna = seat({ bot: 'intermediate', botName: 'anna' });
    expect(seatLabel(anna, i18n.t)).toBe('Бот Анна (опытный)');
    await i18n.changeLanguage('en');
    try {
      expect(seatLabel(anna, i18n.t)).toBe('Bot Anna (intermediate)');
      expect(seatLabel(seat({ bot: 'beginner', botName: 'semyon' }), i18n.t)).toBe('Bot Semyon (beginner)');
    } finally {
      await i18n.changeLanguage('ru');
    }
  });

  it('have a word for every bot name the server gives, in both languages, and number the extra ones', () => {
    // The server's list (server/src/lobby/bot-names.ts): the client must word each of them.
    expect(BOT_NAME_KEYS).toHaveLength(16);
    for (const key of BOT_NAME_KEYS) {
      for (const lng of ['ru', 'en'] as const) {
        const word = i18n.getFixedT(lng)(`seats.botNames.${key}`);
        expect(word, `${lng} ${key}`).not.toBe(`seats.botNames.${key}`);
        expect(word.length).toBeGreaterThan(1);
      }
    }
    expect(botName('anna-2', i18n.t)).toBe('Анна 2');
    expect(botName('nobody', i18n.t)).toBe('nobody');
  });

  it('keep the person of a seat a bot took over, with a mark', async () => {
    const taken = seat({ bot: 'intermediate', botName: 'boris', left: { id: 'u1', name: 'Аня' } });
    expect(seatLabel(taken, i18n.t)).toBe('Аня → бот');
    await i18n.changeLanguage('en');
    try {
      expect(seatLabel(taken, i18n.t)).toBe('Аня → bot');
    } finally {
      await i18n.changeLanguage('ru');
    }
  });

  it('show people by the name the server gives, a bot without a name by its level, and free seats', () => {
    expect(seatLabel(seat({ user: { id: 'u2', name: 'Аня (2)' } }), i18n.t)).toBe('Аня (2)');
    expect(seatLabel(seat({ bot: 'beginner' }), i18n.t)).toBe('Бот (новичок)');
    expect(seatLabel(seat({}), i18n.t)).toBe('свободно');
  });

  it('know whose seat it is: its holder’s, or the person’s a bot plays it for', () => {
    expect(isMine(seat({ user: { id: 'u1', name: 'A' } }), 'u1')).toBe(true);
    expect(isMine(seat({ bot: 'intermediate', left: { id: 'u1', name: 'A' } }), 'u1')).toBe(true);
    expect(isMine(seat({ bot: 'intermediate', left: { id: 'u1', name: 'A' } }), 'u2')).toBe(false);
    expect(isMine(seat({}), 'u1')).toBe(false);
  });
});
