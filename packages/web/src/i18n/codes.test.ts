import { SERVER_CODES } from '@birzha/protocol';
import { describe, expect, it } from 'vitest';
import { CODES_EN, CODES_RU, DETAIL_KEYS, ERROR_CODES, errorText } from './codes.ts';
import i18n from './index.ts';

/** Akcioner's rule codes (spec 7.2), in check order. */
const AKCIONER_CODES = [
  'BAD_MOVE',
  'UNKNOWN_COLOR',
  'BAD_QUANTITY',
  'UNKNOWN_CARD',
  'GAME_OVER',
  'SEAT_OUT',
  'NOT_YOUR_TURN',
  'TIMEOUT_DISABLED',
  'NO_TRADING_LAST_ROUND',
  'WRONG_STAGE',
  'INSUFFICIENT_SHARES',
  'SHARES_LOCKED',
  'INSUFFICIENT_CASH',
  'CARD_NOT_IN_HAND',
  'WRONG_ASSIGN_COUNT',
  'ASSIGN_OWN_COLOR',
  'ASSIGN_DUPLICATE_COLOR',
];
const OTHER_CODES = [
  'BAD_OPTION',
  'BAD_PLAYER_COUNT',
  'BAD_POSITION',
  'UNKNOWN_GAME',
  'NOT_FINISHED',
  'NOT_STARTED',
  'CLOCK_ONLY',
  'NETWORK',
];
const ALL = [...SERVER_CODES, ...AKCIONER_CODES, ...OTHER_CODES];

const ru = i18n.getFixedT('ru');
const en = i18n.getFixedT('en');

describe('error codes in words', () => {
  it('has every code a player can meet, in both languages', () => {
    for (const code of ALL) {
      expect(ERROR_CODES, code).toContain(code);
      for (const lng of ['ru', 'en'] as const) {
        expect(i18n.exists(`code.${code}`, { lng }), `${lng} ${code}`).toBe(true);
        const text = errorText(i18n.getFixedT(lng), code);
        expect(text, `${lng} ${code}`).not.toMatch(/\{\{|code\.|Ошибка: |Error: /);
        // A short full sentence.
        expect(text, `${lng} ${code}`).toMatch(/^[A-ZА-ЯЁ].*[.!]$/u);
      }
      expect(errorText(ru, code)).not.toBe(errorText(en, code));
    }
  });

  it('has the same keys in Russian and English, and plain texts without placeholders', () => {
    expect(Object.keys(CODES_EN).sort()).toEqual(Object.keys(CODES_RU).sort());
    for (const dict of [CODES_RU, CODES_EN]) {
      for (const [key, text] of Object.entries(dict)) {
        if (key.endsWith('_detail') || key === 'UNKNOWN') continue;
        expect(text, key).not.toContain('{{');
      }
    }
  });

  it('has a detail text for exactly the codes that use details, naming only the values they need', () => {
    for (const [code, keys] of Object.entries(DETAIL_KEYS)) {
      for (const dict of [CODES_RU, CODES_EN] as const) {
        const text = (dict as Record<string, string>)[`${code}_detail`];
        expect(text, code).toBeDefined();
        const used = [...(text ?? '').matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);
        expect(new Set(used), code).toEqual(new Set(keys));
      }
    }
    const detailKeys = Object.keys(CODES_RU).filter((k) => k.endsWith('_detail'));
    expect(detailKeys.map((k) => k.slice(0, -'_detail'.length)).sort()).toEqual(Object.keys(DETAIL_KEYS).sort());
  });

  it('puts the detail into the words, with colours translated', () => {
    expect(errorText(ru, 'SHARES_LOCKED', { color: 'green', sellable: 1 })).toBe(
      'Акции, купленные до карты, в этом же ходу продавать нельзя (цвет зелёный, можно продать 1).',
    );
    expect(errorText(en, 'SHARES_LOCKED', { color: 'green', sellable: 1 })).toBe(
      'Shares bought before the card cannot be sold in the same turn (green: you can sell 1).',
    );
    expect(errorText(ru, 'INSUFFICIENT_SHARES', { color: 'red', held: 1 })).toBe(
      'Нельзя продать больше акций, чем у вас есть (цвет красный, у вас 1).',
    );
    expect(errorText(en, 'INSUFFICIENT_CASH', { cash: 0, short: 100 })).toBe(
      'You do not have enough cash for this purchase: 100 short.',
    );
    expect(errorText(ru, 'BAD_PLAYER_COUNT', { variant: 'long', min: 2, max: 4 })).toBe(
      'В этом варианте играют от 2 до 4 игроков.',
    );
    expect(errorText(en, 'ASSIGN_DUPLICATE_COLOR', { color: 'yellow' })).toBe(
      'Each blank part needs a different colour: yellow is chosen twice.',
    );
    expect(errorText(ru, 'NOT_YOUR_TURN', { toMove: 1 })).toBe('Сейчас не ваш ход.');
    expect(errorText(en, 'NO_TRADING_LAST_ROUND')).toBe(
      'Nobody buys or sells in the last round: you only play your card.',
    );
  });

  it('falls back to the plain text when the detail is missing, partial or not a colour', () => {
    expect(errorText(ru, 'SHARES_LOCKED')).toBe('Акции, купленные до карты, в этом же ходу продавать нельзя.');
    expect(errorText(ru, 'SHARES_LOCKED', { color: 'green' })).toBe(
      'Акции, купленные до карты, в этом же ходу продавать нельзя.',
    );
    expect(errorText(en, 'ASSIGN_OWN_COLOR', { color: 'purple' })).toBe(
      "A blank part cannot go to the card's own colour.",
    );
    expect(errorText(en, 'INSUFFICIENT_CASH', { short: { evil: true } })).toBe(
      'You do not have enough cash for this purchase.',
    );
  });

  it('gives an unknown code as "Error: CODE"', () => {
    expect(errorText(ru, 'NO_SUCH_CODE')).toBe('Ошибка: NO_SUCH_CODE');
    expect(errorText(en, 'NO_SUCH_CODE', { x: 1 })).toBe('Error: NO_SUCH_CODE');
    expect(errorText(en, 'SHARES_LOCKED_detail')).toBe('Error: SHARES_LOCKED_detail');
    expect(errorText(en, 'UNKNOWN')).toBe('Error: UNKNOWN');
    expect(errorText(ru, 'toString')).toBe('Ошибка: toString');
  });
});
