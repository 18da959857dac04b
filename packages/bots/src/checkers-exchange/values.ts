/**
 * What the firms are worth to a seat (spec 15 "Value of a share"): each firm's expected liquidation value from its
 * cash, its pieces' expected survival income, its share of its colour's expected capture income, the colour's
 * chance of losing the board game (which makes its survivors worth nothing, spec 8.11), and its holdings of other
 * firms (V = base + H·V, spec 8.11 step 2, solved by iteration). Everything reads the seat's own view.
 */
import { CheckersExchange, type Seat } from '@birzha/engine';

type View = CheckersExchange.View;
type FirmId = CheckersExchange.FirmId;
type Color = CheckersExchange.Color;

const { FIRMS, FIRM_DEFS, INCOME, LIMITS, RATES } = CheckersExchange;
const R = CheckersExchange.Reads;

/** The part of a gross income that reaches a firm's shareholders (spec 8.5: tax and fee off). */
export const NET = (100 - RATES.taxPct - RATES.feePct) / 100;
/** The director's fee, of gross. */
export const FEE = RATES.feePct / 100;
/** A king counts as this many men in the balance of material. */
const KING_MEN = 2.5;
/** Board plies over which about 63 % of a colour's pieces fall (1 − 1/e): fitted to bot games. */
const ATTRITION_PLIES = 40;
/** Each firm of a colour the seat directs tips that colour's odds (its plies are searched, not random). */
const DIRECTOR_EDGE = 0.5;

export interface Appraisal {
  readonly view: View;
  readonly seat: Seat;
  /** Board plies still to come in this game. */
  readonly remaining: number;
  /** Each colour's chance of losing the board game. */
  readonly loseChance: Readonly<Record<Color, number>>;
  /** Expected liquidation value of each firm (cr). */
  readonly firmValue: Readonly<Record<FirmId, number>>;
  /** firmValue over the firm's voting shares: what one share is worth at the end. */
  readonly perShare: Readonly<Record<FirmId, number>>;
  /** What 1 cr of the firm's gross income is worth to the seat: its fee if it directs the firm, its shares' part. */
  readonly stake: Readonly<Record<FirmId, number>>;
}

const byFirm = (make: (f: FirmId) => number): Record<FirmId, number> =>
  Object.fromEntries(FIRMS.map((f) => [f, make(f)])) as Record<FirmId, number>;

const colorOf = (f: FirmId): Color => FIRM_DEFS[f].color;
const otherColor = (c: Color): Color => (c === 'white' ? 'black' : 'white');
const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));

/** Board plies left in the game as the view stands (spec 6.1: 8 per year, none after the board game ended). */
export function remainingPlies(view: View): number {
  if (view.board.result !== null || view.phase === 'finished') return 0;
  const years = view.options.years;
  if (view.phase === 'auction') return years * LIMITS.pliesPerYear;
  const later = (years - view.year) * LIMITS.pliesPerYear;
  return view.phase === 'board' ? later + LIMITS.pliesPerYear - view.yearPly : later;
}

interface Material {
  men: Record<FirmId, number>;
  kings: Record<FirmId, number>;
  weight: Record<Color, number>;
  pieces: Record<Color, number>;
}

function material(view: View): Material {
  const men = byFirm(() => 0);
  const kings = byFirm(() => 0);
  const weight = { white: 0, black: 0 };
  const pieces = { white: 0, black: 0 };
  for (const p of view.board.pieces) {
    if (p.king) kings[p.firm]++;
    else men[p.firm]++;
    weight[p.color] += p.king ? KING_MEN : 1;
    pieces[p.color]++;
  }
  return { men, kings, weight, pieces };
}

/** Each colour's chance of losing: its share of the material, the time left, and the seat's own directorships. */
function loseChances(view: View, seat: Seat, m: Material, remaining: number): Record<Color, number> {
  const result = view.board.result;
  if (result !== null) {
    const loser = result.winner === null ? null : otherColor(result.winner);
    return { white: loser === 'white' ? 1 : 0, black: loser === 'black' ? 1 : 0 };
  }
  const directed = (c: Color): number =>
    FIRMS.filter((f) => colorOf(f) === c && view.firms[f].director === seat && m.men[f] + m.kings[f] > 0).length;
  const chance = (c: Color): number => {
    const total = m.weight.white + m.weight.black;
    const ratio = total === 0 ? 0.5 : m.weight[c] / total;
    const x = 8 * (0.5 - ratio) - 1.5 - DIRECTOR_EDGE * (directed(c) - directed(otherColor(c)));
    return sigmoid(x) * Math.min(1, remaining / 16);
  };
  return { white: chance('white'), black: chance('black') };
}

/** The seat's appraisal of every firm from its view. */
export function appraise(view: View, seat: Seat): Appraisal {
  const remaining = remainingPlies(view);
  const m = material(view);
  const loseChance = loseChances(view, seat, m, remaining);
  // the share of a colour's pieces still to fall; the colour more likely to lose loses more of them
  const attrition = 1 - Math.exp(-remaining / ATTRITION_PLIES);
  const falls = (c: Color): number => Math.min(0.95, attrition * (0.6 + 0.8 * loseChance[c]));
  const captureGross = (c: Color): number => {
    const enemy = otherColor(c);
    let men = 0;
    let kings = 0;
    for (const f of FIRMS) {
      if (colorOf(f) !== enemy) continue;
      men += m.men[f];
      kings += m.kings[f];
    }
    return (men * INCOME.captureMan + kings * INCOME.captureKing) * falls(enemy);
  };
  const gross = { white: captureGross('white'), black: captureGross('black') };
  const base = byFirm((f) => {
    const c = colorOf(f);
    const own = m.men[f] + m.kings[f];
    const captures = m.pieces[c] === 0 ? 0 : (gross[c] * own) / m.pieces[c];
    const survival =
      (m.men[f] * INCOME.surviveMan + m.kings[f] * INCOME.surviveKing) * (1 - falls(c)) * (1 - loseChance[c]);
    const { captures: pending } = view.firms[f];
    const thisYear = pending.men * INCOME.captureMan + pending.kings * INCOME.captureKing;
    return view.firms[f].cash + NET * (captures + survival + thisYear);
  });
  // spec 8.11 step 2: V = C + H·V; the state's golden share keeps every column below 1, so iteration converges
  let value = { ...base };
  for (let i = 0; i < 40; i++) {
    const next = byFirm((f) => {
      let v = base[f];
      for (const j of FIRMS) if (j !== f) v += (view.firms[f].holdings[j] * value[j]) / R.votingShares(view, j);
      return v;
    });
    value = next;
  }
  const perShare = byFirm((f) => value[f] / R.votingShares(view, f));
  const stake = byFirm((f) => {
    const fee = view.firms[f].director === seat ? FEE : 0;
    return fee + (NET * R.holdingsOf(view, seat)[f]) / R.votingShares(view, f);
  });
  return { view, seat, remaining, loseChance, firmValue: value, perShare, stake };
}
