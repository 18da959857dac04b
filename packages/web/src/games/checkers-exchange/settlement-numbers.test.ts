import { CheckersExchange, checkersExchange } from '@birzha/engine';
import { describe, expect, it } from 'vitest';
import { divide, fractionDecimal, fractionText, parseFraction, settlementNumbers } from './settlement-numbers.ts';
import { playTestGame } from './testing/settlement-game.ts';

const { FIRMS } = CheckersExchange;

describe('fractions of the liquidation event', () => {
  it('reads "num/den" and whole numbers', () => {
    expect(parseFraction('67450/47')).toEqual({ num: 67450n, den: 47n });
    expect(parseFraction('260')).toEqual({ num: 260n, den: 1n });
    expect(() => parseFraction('1.5')).toThrow();
    expect(() => parseFraction('3/0')).toThrow();
  });

  it('writes decimals with two places, rounded half up, exactly', () => {
    expect(fractionDecimal(parseFraction('67450/47'))).toBe('1435.11');
    expect(fractionDecimal(parseFraction('1289/2'))).toBe('644.50');
    expect(fractionDecimal(parseFraction('2/3'))).toBe('0.67');
    expect(fractionDecimal(parseFraction('1/200'))).toBe('0.01');
    expect(fractionDecimal(parseFraction('1/201'))).toBe('0.00');
    expect(fractionDecimal(parseFraction('260'))).toBe('260.00');
    expect(fractionDecimal(parseFraction('7/2'), 0)).toBe('4');
    // beyond a double's 53 bits, still exact
    expect(fractionDecimal(parseFraction('123456789012345678901/10'))).toBe('12345678901234567890.10');
  });

  it('divides by the voting shares and writes the result reduced', () => {
    expect(fractionText(divide(parseFraction('1289/2'), 40))).toBe('1289/80');
    expect(fractionText(divide(parseFraction('420'), 40))).toBe('21/2');
    expect(fractionText(divide(parseFraction('400'), 40))).toBe('10');
    expect(fractionText(divide(parseFraction('0'), 40))).toBe('0');
  });
});

describe('settlementNumbers', () => {
  const game = playTestGame(3, 'status');
  const view = checkersExchange.view(game.state, 0);
  const at = game.log.findIndex((l) => (l.event as { type: string }).type === 'survivalIncome');
  const before = game.states[(game.log[at]?.version ?? 0) - 1]!;
  const s = settlementNumbers(view, game.log);

  it('finds every firm survival income and liquidation value', () => {
    expect(s.complete).toBe(true);
    for (const f of s.firms) {
      expect(f.survival?.firm).toBe(f.firm);
      expect(f.value).not.toBeNull();
      expect(f.earned).toBe(view.firms[f.firm].earned);
    }
  });

  it("gives each seat's cash before the settlement, its fees, its payout and its final cash", () => {
    s.seats.forEach((row, seat) => {
      expect(row.before).toBe(before.seats[seat]!.cash);
      expect(row.final).toBe(view.final!.scores[seat]);
      expect(row.before + row.fees + row.payout).toBe(row.final);
    });
    // every director's fee is 10 % of its firms' survival income (spec 8.11 step 1)
    const fees = FIRMS.reduce(
      (a, f) => a + Math.floor((s.firms.find((x) => x.firm === f)!.survival!.gross * 10) / 100),
      0,
    );
    expect(s.seats.reduce((a, r) => a + r.fees, 0)).toBe(fees);
  });

  it("gives the State's taxes and liquidation share, which add up to its final budget", () => {
    expect(s.gov.budget).toBe(view.gov.cash);
    // the last year's taxes are paid in the same move, just before the settlement (spec 8.10 step 5)
    const version = game.log[at]!.version;
    const yearTaxes = game.log
      .filter((l) => l.version === version)
      .reduce(
        (a, l) =>
          a + ((l.event as CheckersExchange.Event).type === 'taxPaid' ? (l.event as { amount: number }).amount : 0),
        0,
      );
    expect(before.gov.cash + yearTaxes + s.gov.taxes + (s.gov.liquidation ?? 0)).toBe(view.gov.cash);
  });

  it('pays every voting share its value: a seat payout is the floor of its shares times the values', () => {
    s.seats.forEach((row, seat) => {
      const h = view.seats[seat]!.holdings;
      let num = 0;
      for (const f of s.firms) num += (h[f.firm] * Number(f.perShare!.num)) / Number(f.perShare!.den);
      expect(row.payout).toBe(Math.floor(num + 1e-9));
    });
  });

  it('says so when the log lacks the settlement', () => {
    const partial = settlementNumbers(view, []);
    expect(partial.complete).toBe(false);
    expect(partial.firms[0]?.value).toBeNull();
    expect(partial.seats[0]?.final).toBe(view.final!.scores[0]);
  });
});
