import { CheckersExchange } from '@birzha/engine';
import type { LogItem } from '../../table/use-table.ts';
import type { FirmId, View } from './zone-props.ts';

const { FIRMS } = CheckersExchange;
type Event = CheckersExchange.Event;
type SurvivalIncome = Extract<Event, { type: 'survivalIncome' }>;
type Liquidation = Extract<Event, { type: 'liquidation' }>;

/** An exact non-negative rational, as the liquidation event writes it ("67450/47" or "260"). */
export interface Fraction {
  readonly num: bigint;
  readonly den: bigint;
}

/** "67450/47" → 67450/47; "260" → 260/1. A malformed string is a bug upstream and throws. */
export function parseFraction(text: string): Fraction {
  const m = /^(-?\d+)(?:\/(\d+))?$/.exec(text);
  if (m === null || m[2] === '0') throw new Error(`not a fraction: ${text}`);
  return { num: BigInt(m[1]!), den: BigInt(m[2] ?? '1') };
}

/** The fraction divided by a whole number (a firm's value per voting share). */
export function divide(f: Fraction, by: number): Fraction {
  return { num: f.num, den: f.den * BigInt(by) };
}

/** The fraction written exactly, reduced: "67450/47", or "260" when whole. */
export function fractionText(f: Fraction): string {
  const g = gcd(f.num < 0n ? -f.num : f.num, f.den);
  const num = g === 0n ? f.num : f.num / g;
  const den = g === 0n ? 1n : f.den / g;
  return den === 1n ? `${num}` : `${num}/${den}`;
}

function gcd(a: bigint, b: bigint): bigint {
  return b === 0n ? a : gcd(b, a % b);
}

/** The fraction as a decimal with `places` digits, rounded half up, computed exactly: 67450/47 → "1435.11". */
export function fractionDecimal(f: Fraction, places = 2): string {
  const scale = 10n ** BigInt(places);
  const negative = f.num < 0n;
  const abs = negative ? -f.num : f.num;
  const scaled = (abs * scale * 2n + f.den) / (2n * f.den);
  const whole = scaled / scale;
  const frac = (scaled % scale).toString().padStart(places, '0');
  const sign = negative && scaled !== 0n ? '-' : '';
  return places === 0 ? `${sign}${whole}` : `${sign}${whole}.${frac}`;
}

/** One firm at the final settlement (spec 8.11): its survival income and its liquidation value. */
export interface FirmSettlement {
  readonly firm: FirmId;
  /** The survivalIncome event, or null when the log does not have it (a table still catching up). */
  readonly survival: SurvivalIncome | null;
  /** V_j (spec 8.11 step 2) as the event writes it, or null. */
  readonly value: Fraction | null;
  /** V_j / votingShares: what one voting share was paid. */
  readonly perShare: Fraction | null;
  readonly votingShares: number;
  /** Capture income over the whole game (spec 4 `earned`). */
  readonly earned: number;
}

/** One seat at the final settlement: its cash before, the directors' fees of survival income, its payout. */
export interface SeatSettlement {
  readonly seat: number;
  readonly before: number;
  readonly fees: number;
  readonly payout: number;
  readonly final: number;
}

export interface Settlement {
  readonly firms: readonly FirmSettlement[];
  readonly seats: readonly SeatSettlement[];
  /** The State's part: survival taxes, its liquidation share (with the rounding residue), its budget at the end. */
  readonly gov: { readonly taxes: number; readonly liquidation: number | null; readonly budget: number };
  /** Whether the log holds the settlement's events (else only the view's final numbers are known). */
  readonly complete: boolean;
}

/**
 * The final settlement's numbers (spec 8.11) from the log's newest `survivalIncome` events and `liquidation`, and
 * the finished view's final cash: per firm the survival income and the liquidation value, per seat the cash before
 * the settlement, the directors' survival fees, the liquidation payout and the final cash, and the State's part.
 */
export function settlementNumbers(view: View, log: readonly LogItem[]): Settlement {
  let liquidation: Liquidation | null = null;
  const survival = new Map<FirmId, SurvivalIncome>();
  // newest first: the settlement's events come last in the log, and only one settlement ever happens
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i]!.event as Event;
    if (e.type === 'liquidation' && liquidation === null) liquidation = e;
    else if (e.type === 'survivalIncome' && !survival.has(e.firm)) survival.set(e.firm, e);
    else if (e.type === 'yearEnded' || e.type === 'stageOpened') break;
  }
  const firms = FIRMS.map((firm): FirmSettlement => {
    const value = liquidation === null ? null : parseFraction(liquidation.values[firm]);
    const votingShares = CheckersExchange.Reads.votingShares(view, firm);
    return {
      firm,
      survival: survival.get(firm) ?? null,
      value,
      perShare: value === null ? null : divide(value, votingShares),
      votingShares,
      earned: view.firms[firm].earned,
    };
  });
  const seats = view.seats.map((s, seat): SeatSettlement => {
    const fees = [...survival.values()].reduce((a, e) => a + (e.director === seat ? e.fee : 0), 0);
    const payout = liquidation?.payouts[seat] ?? 0;
    const final = view.final?.scores[seat] ?? s.cash;
    return { seat, before: final - fees - payout, fees, payout, final };
  });
  const taxes = [...survival.values()].reduce((a, e) => a + e.tax, 0);
  return {
    firms,
    seats,
    gov: { taxes, liquidation: liquidation?.gov ?? null, budget: view.gov.cash },
    complete: liquidation !== null && survival.size === FIRMS.length,
  };
}
