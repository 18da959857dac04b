import { CORE_CODES, GAME_CODES, GAME_IDS, getGame } from '@birzha/engine';
import { SERVER_CODES } from '@birzha/protocol';
import { describe, expect, it } from 'vitest';
import { CODES_EN, CODES_RU, DETAIL_KEYS, detailVariants, errorCodes, errorText, variantCode } from './codes.ts';
import i18n, { addGameCodes } from './index.ts';

/**
 * Every code a player can meet: the server's (the protocol's list), the engine's own (records, market helpers) and
 * each game's rule codes, all read from their lists (the engine's typed lists, issue 26.4), and the client's own.
 */
const ENGINE_CODES = [...CORE_CODES, ...GAME_IDS.flatMap((id) => GAME_CODES[id] ?? [])];
const ALL = [...new Set([...SERVER_CODES, ...ENGINE_CODES, 'NETWORK'])];

const ru = i18n.getFixedT('ru');
const en = i18n.getFixedT('en');

type Refusal = { readonly code: string; readonly detail?: Record<string, unknown> };

/**
 * What a game's engine answers to a raw move by `seat` (the first to act unless given) on a fresh table, or on a
 * spec position: the parse or the play violation. Throws when the move is accepted.
 */
function refusal(
  id: string,
  raw: unknown,
  opts: { players?: number; options?: object; position?: object; seat?: number } = {},
): Refusal {
  const game = getGame(id);
  if (game === undefined) throw new Error(id);
  const players = opts.players ?? 3;
  const options = game.parseOptions(opts.options ?? {}, players);
  if (!options.ok) throw new Error(options.error.code);
  const input = {
    players,
    options: options.value,
    seed: 'codes',
    ...(opts.position ? { position: opts.position } : {}),
  };
  const start = game.setup(input);
  if (!start.ok) throw new Error(JSON.stringify(start.error));
  const move = game.parseMove(raw);
  if (!move.ok) return move.error;
  const seat = opts.seat ?? game.toAct(start.value.state)[0] ?? 0;
  const played = game.play(start.value.state, seat, move.value);
  if (played.ok) throw new Error(`accepted: ${JSON.stringify(raw)}`);
  return played.error;
}

/** Both languages' words for a refusal. */
const both = (r: Refusal): [string, string] => [errorText(ru, r.code, r.detail), errorText(en, r.code, r.detail)];

describe('error codes in words', () => {
  it.each(GAME_IDS.map((id) => [id]))('words every rule code of %s (the engine lists them)', (id) => {
    const codes = GAME_CODES[id] ?? [];
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) {
      for (const lng of ['ru', 'en'] as const)
        expect(i18n.exists(`code.${code}`, { lng }), `${lng} ${code}`).toBe(true);
    }
  });

  it('has every code a player can meet, in both languages', () => {
    expect(ALL).toEqual(expect.arrayContaining(['BAD_RECORD', 'SHARES_LOCKED', 'SELF_TRADE', 'PILE_LOCKED']));
    for (const code of ALL) {
      expect(errorCodes(), code).toContain(code);
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
        if (variantCode(key) !== undefined || key === 'UNKNOWN') continue;
        expect(text, key).not.toContain('{{');
      }
    }
  });

  it('has a detail text for exactly the variants listed, naming only the values they need, of a code with words', () => {
    for (const [key, keys] of Object.entries(DETAIL_KEYS)) {
      const code = variantCode(key);
      expect(errorCodes(), key).toContain(code);
      for (const dict of [CODES_RU, CODES_EN] as const) {
        const text = (dict as Record<string, string>)[key];
        expect(text, key).toBeDefined();
        const used = [...(text ?? '').matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);
        expect(new Set(used), key).toEqual(new Set(keys));
      }
    }
    const texts = Object.keys(CODES_RU).filter((k) => variantCode(k) !== undefined);
    expect(texts.sort()).toEqual(Object.keys(DETAIL_KEYS).sort());
  });

  it('tries the variants needing more values first', () => {
    for (const code of errorCodes()) {
      const counts = detailVariants(code).map((v) => v.needs.length);
      expect(counts, code).toEqual([...counts].sort((a, b) => b - a));
    }
    expect(
      detailVariants('INSUFFICIENT_SHARES')
        .map((v) => v.key)
        .sort(),
    ).toEqual(['INSUFFICIENT_SHARES_detail_free', 'INSUFFICIENT_SHARES_detail_held']);
    expect(detailVariants('UNKNOWN_COLOR')).toEqual([]);
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

  it('words real refusals of every engine with the variant of their own details', () => {
    // Akcioner (spec 7.2): selling shares not held, buying beyond the cash, a fractional quantity.
    const sell = refusal('akcioner', { type: 'trade', orders: { red: -20 } });
    expect(sell).toEqual({ code: 'INSUFFICIENT_SHARES', detail: { color: 'red', held: expect.any(Number) } });
    const held = String(sell.detail?.['held']);
    expect(both(sell)).toEqual([
      `Нельзя продать больше акций, чем у вас есть (цвет красный, у вас ${held}).`,
      `You cannot sell more shares than you hold (red: you hold ${held}).`,
    ]);
    const cash = refusal('akcioner', { type: 'trade', orders: { blue: 1_000_000 } });
    expect(cash.code).toBe('INSUFFICIENT_CASH');
    expect(errorText(en, cash.code, cash.detail)).toMatch(
      /^You do not have enough cash for this purchase: \d+ short\.$/,
    );
    expect(both(refusal('akcioner', { type: 'trade', orders: { green: 1.5 } }))).toEqual([
      'Количество акций должно быть целым числом (цвет зелёный).',
      'The number of shares must be a whole number (green).',
    ]);

    // Stockpile: a move of another phase (its `phase` is none of Checkers Exchange's, so the plain shared words).
    const phase = refusal('stockpile', { type: 'skipPower' });
    expect(phase).toEqual({ code: 'WRONG_PHASE', detail: { phase: 'supply' } });
    expect(both(phase)).toEqual([
      'Сейчас другая фаза игры: такой ход сделать нельзя.',
      'The game is in a different phase now: that move cannot be made.',
    ]);

    // Checkers Exchange in its auction: a bid beyond the free cash, too many shares, an order out of its phase, a
    // transfer beyond the free cash.
    const opt = { players: 4, options: { timing: 'untimed' } };
    const bid = refusal('checkers-exchange', { type: 'bid', firm: 'w2', qty: 20, price: 99_999 }, { ...opt, seat: 0 });
    expect(bid).toEqual({ code: 'INSUFFICIENT_CASH', detail: { free: expect.any(Number) } });
    const free = String(bid.detail?.['free']);
    expect(both(bid)).toEqual([
      `Не хватает свободных денег: свободно только ${free} кр (деньги под ваши ставки и заявки на покупку не в счёт).`,
      `Not enough free cash: only ${free} cr is free (cash held for your bids and buy orders does not count).`,
    ]);
    const transfer = refusal('checkers-exchange', { type: 'transfer', to: 1, amount: 1e9 }, { ...opt, seat: 0 });
    expect(both(transfer)).toEqual(both(bid));
    expect(both(refusal('checkers-exchange', { type: 'bid', firm: 'w2', qty: 21, price: 10 }, opt))).toEqual([
      'Количество акций должно быть целым числом от 1 до 20.',
      'The number of shares must be a whole number from 1 to 20.',
    ]);
    const order = { type: 'order', account: 'me', side: 'sell', firm: 'b3', qty: 51, limit: 10 };
    expect(both(refusal('checkers-exchange', order, opt))).toEqual([
      'Количество акций должно быть целым числом от 1 до 50.',
      'The number of shares must be a whole number from 1 to 50.',
    ]);
    expect(both(refusal('checkers-exchange', { ...order, qty: 5 }, { ...opt, seat: 0 }))).toEqual([
      'Такой ход сейчас сделать нельзя: идёт фаза «Приватизационный аукцион».',
      'That move cannot be made now: the phase is “Privatization auction”.',
    ]);

    // Checkers Exchange in a session (spec 12 position): 3 of 5 shares of W2 are free, 2 rest in a sell order.
    const session = {
      players: 3,
      options: { timing: 'untimed', years: 6 },
      position: {
        phase: 'session',
        year: 1,
        directors: [0, 2, 1, 0, 1, 0, 2, 1],
        seats: [{ holdings: { w2: 5 } }, {}, {}],
        book: [{ account: 0, side: 'sell', firm: 'w2', qty: 2, limit: 30 }],
      },
      seat: 0,
    };
    const shares = refusal('checkers-exchange', { ...order, firm: 'w2', qty: 4, limit: 31 }, session);
    expect(shares).toEqual({ code: 'INSUFFICIENT_SHARES', detail: { firm: 'w2', free: 3 } });
    expect(both(shares)).toEqual([
      'Слишком много акций W2: продать можно не больше 3 (акции в ваших заявках на продажу не в счёт).',
      'Too many shares of W2: at most 3 can be sold (shares in your sell orders do not count).',
    ]);
  });

  it('words the shared codes plainly for a game that sends no detail', () => {
    expect(errorText(ru, 'INSUFFICIENT_CASH')).toBe('Не хватает денег на этот ход.');
    expect(errorText(en, 'INSUFFICIENT_SHARES')).toBe('You do not have that many shares to sell.');
    expect(errorText(ru, 'BAD_QUANTITY', {})).toBe('Количество акций должно быть целым числом в допустимых пределах.');
    expect(errorText(en, 'NOT_TIMED')).toBe('This match has no clock.');
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
      'You do not have enough cash for this move.',
    );
    // A firm or a phase that is not a real one, or a value of the wrong kind, never reaches the words.
    expect(errorText(en, 'INSUFFICIENT_SHARES', { firm: 'x9', free: 3 })).toBe(
      'You do not have that many shares to sell.',
    );
    expect(errorText(en, 'INSUFFICIENT_SHARES', { firm: 'w2', free: { n: 3 } })).toBe(
      'You do not have that many shares to sell.',
    );
    expect(errorText(ru, 'WRONG_PHASE', { phase: 'toString' })).toBe(
      'Сейчас другая фаза игры: такой ход сделать нельзя.',
    );
    expect(errorText(ru, 'BAD_QUANTITY', { max: Number.NaN })).toBe(
      'Количество акций должно быть целым числом в допустимых пределах.',
    );
  });

  it('passes i18next only the values a variant needs', () => {
    expect(errorText(ru, 'BAD_QUANTITY', { max: 20, lng: 'en', count: 2 })).toBe(
      'Количество акций должно быть целым числом от 1 до 20.',
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

describe('a game bringing its codes', () => {
  // Runs last in this file: the toy game's code stays registered.
  const toy = {
    ru: { TOY_ONLY: 'Игрушечный отказ.', TOY_ONLY_detail: 'Игрушечный отказ: {{n}}.' },
    en: { TOY_ONLY: 'A toy refusal.', TOY_ONLY_detail: 'A toy refusal: {{n}}.' },
    detailKeys: { TOY_ONLY_detail: ['n'] },
    detailWords: {},
  };

  it('words its codes on every page once it registers, and again is nothing new', () => {
    expect(errorText(en, 'TOY_ONLY')).toBe('Error: TOY_ONLY');
    addGameCodes(toy);
    addGameCodes(toy);
    expect(errorText(en, 'TOY_ONLY')).toBe('A toy refusal.');
    expect(errorText(ru, 'TOY_ONLY', { n: 3 })).toBe('Игрушечный отказ: 3.');
    expect(errorCodes()).toContain('TOY_ONLY');
  });

  it('refuses a code another game or the shared words already have', () => {
    const again = { ...toy, ru: { TOY_ONLY: 'Другой.' }, en: { TOY_ONLY: 'Another.' }, detailKeys: {} };
    expect(() => addGameCodes(again)).toThrow('code TOY_ONLY is worded twice');
    const shared = { ...toy, ru: { NOT_YOUR_TURN: 'Не ваш.' }, en: { NOT_YOUR_TURN: 'Not yours.' }, detailKeys: {} };
    expect(() => addGameCodes(shared)).toThrow('code NOT_YOUR_TURN is worded twice');
    expect(errorText(en, 'NOT_YOUR_TURN')).toBe('It is not your turn.');
  });
});
