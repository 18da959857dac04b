import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkersExchange, CheckersExchange } from '@birzha/engine';
import { describe, expect, it } from 'vitest';
import { errorText, SHARED_CODES_RU, variantCode } from '../../i18n/codes.ts';
import i18n from '../../i18n/index.ts';
import { CE_CODES_RU, SHARED_CODES_LISTED } from './codes.ts';

/** The engine's typed list of the game's codes (its spec's, in check order). */
const SPEC_CODES: readonly string[] = CheckersExchange.CODES;
import { order, playAll, session } from './testing/exchange-fixtures.ts';

const ru = i18n.getFixedT('ru');
const en = i18n.getFixedT('en');

/** Every code the engine's source can return: `fail('CODE'` and `code: 'CODE'` outside tests and fixtures. */
function engineCodes(): string[] {
  const dir = join(import.meta.dirname, '../../../../engine/src/games/checkers-exchange');
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (f) => f.endsWith('.ts') && !/(\.test\.ts|test-|fixture)/.test(f),
  );
  const codes = new Set<string>();
  for (const f of files) {
    const text = readFileSync(join(dir, f), 'utf8');
    for (const m of text.matchAll(/(?:fail\(|code: )'([A-Z_]+)'/g)) codes.add(m[1] ?? '');
  }
  return [...codes].sort();
}

/** A violation of a move played on a fresh 4-player table in the auction. */
function refusal(move: unknown, seat = 0): { code: string; detail?: Record<string, unknown> } {
  const opts = checkersExchange.parseOptions({}, 4);
  if (!opts.ok) throw new Error(opts.error.code);
  const start = checkersExchange.setup({ players: 4, options: opts.value, seed: 'codes' });
  if (!start.ok) throw new Error(start.error.code);
  const parsed = checkersExchange.parseMove(move);
  if (!parsed.ok) return parsed.error as { code: string; detail?: Record<string, unknown> };
  const played = checkersExchange.play(start.value.state, seat, parsed.value);
  if (played.ok) throw new Error(`accepted: ${JSON.stringify(move)}`);
  return played.error as { code: string; detail?: Record<string, unknown> };
}

describe('Checkers Exchange codes in words', () => {
  it('words every code the engine can return, and the spec lists them all', () => {
    const found = engineCodes();
    expect(found.length).toBeGreaterThan(30);
    for (const code of found) expect(SPEC_CODES, code).toContain(code);
    for (const code of SPEC_CODES) {
      for (const t of [ru, en]) {
        const text = errorText(t, code);
        expect(text, code).not.toMatch(/\{\{|code\.|Ошибка: |Error: /);
        expect(text, code).toMatch(/^[A-ZА-ЯЁW«"].*[.!]$/u);
      }
      expect(errorText(ru, code), code).not.toBe(errorText(en, code));
    }
  });

  it('keeps the shared codes’ plain words, and owns the rest', () => {
    for (const code of SHARED_CODES_LISTED) {
      expect(Object.hasOwn(CE_CODES_RU, code), code).toBe(false);
      expect(Object.hasOwn(SHARED_CODES_RU, code), code).toBe(true);
    }
    const own = SPEC_CODES.filter((c) => !SHARED_CODES_LISTED.includes(c));
    expect(
      Object.keys(CE_CODES_RU)
        .filter((k) => variantCode(k) === undefined)
        .sort(),
    ).toEqual([...own].sort());
  });

  it('puts the engine’s own details into the words', () => {
    const below = refusal({ type: 'bid', firm: 'w2', qty: 3, price: 9 });
    expect(below.code).toBe('BELOW_RESERVE');
    expect(errorText(ru, below.code, below.detail)).toBe('На аукционе цена не может быть ниже резервной — 10 кр.');

    const price = refusal({ type: 'bid', firm: 'w2', qty: 3, price: 100_000 });
    expect(errorText(en, price.code, price.detail)).toBe('A price must be a whole number from 1 to 99999 cr.');

    const cancel = refusal({ type: 'cancel', orderId: 77 });
    expect(errorText(ru, cancel.code, cancel.detail)).toBe('Открытой заявки №77 нет: она уже исполнена или снята.');

    // Seat 0 directs some firms and not others (spec 5 deals W1, B1, ... round the shuffled seats).
    const opts = checkersExchange.parseOptions({}, 4);
    if (!opts.ok) throw new Error('options');
    const start = checkersExchange.setup({ players: 4, options: opts.value, seed: 'codes' });
    if (!start.ok) throw new Error('setup');
    const other = CheckersExchange.FIRMS.find((f) => start.value.state.firms[f].director !== 0);
    if (other === undefined) throw new Error('seat 0 directs every firm');
    const token = refusal({ type: 'issueToken', firm: other, to: 1, scope: 'ply' });
    expect(errorText(en, token.code, token.detail)).toBe(
      `You are not the director of ${other.toUpperCase()}: only its director acts for it.`,
    );

    const stale = refusal({ type: 'phaseTimeout', stage: 5 });
    expect(errorText(en, stale.code, stale.detail)).toBe('That stage’s time no longer counts: stage 1 is under way.');
  });

  it('names the firm and the room left under the cross-holding cap, and ignores a firm that is not one', () => {
    expect(errorText(ru, 'CROSS_HOLDING_CAP', { firm: 'b3', room: 2 })).toBe(
      'Фирма может держать не больше 12 акций другой фирмы, считая открытые заявки на покупку: акций B3 можно купить ещё 2.',
    );
    expect(errorText(en, 'CROSS_HOLDING_CAP', { firm: 'x9', room: 2 })).toBe(
      'A firm may hold at most 12 shares of another firm, counting its open buy orders.',
    );
    expect(errorText(en, 'NOT_ACTIVE_FIRM', { firm: 'w4' })).toBe('That piece belongs to another firm: W4 is to move.');
  });

  it('words the shared codes with this game’s details: free cash and shares, its limits, its phases', () => {
    // D3 session (spec 13): seat 0 directs W1 and holds 5 W2, 2 of them in a sell order; W1 has 40 cr.
    const start = session({ seats: [{ cash: 100, holdings: { w2: 5 } }], firms: { w1: { cash: 40 } } });
    const { state } = playAll(start, [[0, order('sell', 'w2', 2, 30)]]);
    const refuse = (raw: unknown, seat = 0) => {
      const parsed = checkersExchange.parseMove(raw);
      if (!parsed.ok) return parsed.error;
      const r = checkersExchange.play(state, seat, parsed.value);
      if (r.ok) throw new Error(`accepted: ${JSON.stringify(raw)}`);
      return r.error;
    };
    const words = (raw: unknown, seat = 0) => {
      const r = refuse(raw, seat);
      return [errorText(ru, r.code, r.detail), errorText(en, r.code, r.detail)];
    };

    expect(words(order('sell', 'w2', 4, 31))).toEqual([
      'Слишком много акций W2: продать можно не больше 3 (акции в ваших заявках на продажу не в счёт).',
      'Too many shares of W2: at most 3 can be sold (shares in your sell orders do not count).',
    ]);
    // A firm's treasury: 10 own shares, none in orders; the same words.
    expect(words(order('sell', 'w1', 11, 31, 'w1'))[1]).toBe(
      'Too many shares of W1: at most 10 can be sold (shares in your sell orders do not count).',
    );
    // Seat 0's 100 cr; a buy order, the firm's account, and a cash transfer (not a purchase) alike.
    expect(words(order('buy', 'b3', 11, 10))).toEqual([
      'Не хватает свободных денег: свободно только 100 кр (деньги под ваши ставки и заявки на покупку не в счёт).',
      'Not enough free cash: only 100 cr is free (cash held for your bids and buy orders does not count).',
    ]);
    expect(words(order('buy', 'b3', 5, 9, 'w1'))[0]).toBe(
      'Не хватает свободных денег: свободно только 40 кр (деньги под ваши ставки и заявки на покупку не в счёт).',
    );
    expect(words({ type: 'transfer', to: 1, amount: 101 })[1]).toBe(
      'Not enough free cash: only 100 cr is free (cash held for your bids and buy orders does not count).',
    );
    expect(words(order('buy', 'b3', 51, 10))).toEqual([
      'Количество акций должно быть целым числом от 1 до 50.',
      'The number of shares must be a whole number from 1 to 50.',
    ]);
    expect(words({ type: 'bid', firm: 'b3', qty: 1, price: 10 })).toEqual([
      'Такой ход сейчас сделать нельзя: идёт фаза «Биржевая сессия».',
      'That move cannot be made now: the phase is “Exchange session”.',
    ]);
    // The auction's bid limit (spec 8.6).
    const bid = refusal({ type: 'bid', firm: 'w2', qty: 21, price: 10 });
    expect(errorText(ru, bid.code, bid.detail)).toBe('Количество акций должно быть целым числом от 1 до 20.');
  });

  it('names every phase, and drops a firm or a phase that is not a real one', () => {
    for (const phase of ['auction', 'board', 'session', 'meeting', 'finished'] as const) {
      const text = errorText(ru, 'WRONG_PHASE', { phase });
      expect(text, phase).toBe(
        `Такой ход сейчас сделать нельзя: идёт фаза «${ru(`checkers-exchange.game.phase.${phase}`)}».`,
      );
    }
    expect(errorText(en, 'WRONG_PHASE', { phase: 'recess' })).toBe(
      'The game is in a different phase now: that move cannot be made.',
    );
    expect(errorText(en, 'INSUFFICIENT_SHARES', { firm: 'W2', free: 3 })).toBe(
      'You do not have that many shares to sell.',
    );
  });
});
