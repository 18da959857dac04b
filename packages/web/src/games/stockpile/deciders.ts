import type { Stockpile } from '@birzha/engine';

type View = Stockpile.View;
type SeatView = Stockpile.SeatView;

/** The seat at `k` in this round's turn order. */
export function orderAt(v: Pick<View, 'players' | 'firstPlayer'>, k: number): number {
  return (v.firstPlayer + k) % v.players;
}

/** This round's turn order (spec 2). */
export function turnOrder(v: Pick<View, 'players' | 'firstPlayer'>): number[] {
  return Array.from({ length: v.players }, (_, k) => orderAt(v, k));
}

const investorsOf = (s: SeatView): readonly string[] => (s.full ? s.investors : (s.investors ?? []));
const hasUnused = (s: SeatView, id: Stockpile.InvestorId) => investorsOf(s).includes(id) && !s.powersUsed.includes(id);
const actionCount = (s: SeatView) => (s.full ? s.actions.length : s.actionsCount);

/** spec 6.1 prep: the first pending Maverick Mark or Wise Warren power in turn order. */
export function pendingPrep(v: View): { seat: number; power: 'mark' | 'warren' } | null {
  for (const seat of turnOrder(v)) {
    const s = v.seats[seat];
    if (s === undefined) continue;
    if (hasUnused(s, 'mark')) return { seat, power: 'mark' };
    if (hasUnused(s, 'warren')) return { seat, power: 'warren' };
  }
  return null;
}

/**
 * spec 6.1: the seats the game waits for, worked out from what any viewer sees (the engine's toAct needs the whole
 * state; the public parts of the view are enough to know who decides).
 */
export function deciders(v: View): number[] {
  const one = (s: number | null | undefined) => (s === null || s === undefined ? [] : [s]);
  switch (v.phase) {
    case 'over':
      return [];
    case 'investors':
      return v.seats.flatMap((s, i) => ((s.full ? s.investorOffer.length : s.investorOfferCount) > 0 ? [i] : []));
    case 'supply':
      return [orderAt(v, v.step % v.players)];
    case 'prep':
      return one(pendingPrep(v)?.seat);
    case 'demand':
      return one(v.demand?.slots[v.demand.acting]);
    case 'action':
      return one(
        turnOrder(v).find((seat) => {
          const s = v.seats[seat];
          return s !== undefined && (actionCount(s) > 0 || hasUnused(s, 'cramer'));
        }),
      );
    case 'selling':
      return [orderAt(v, v.step)];
    case 'deborah':
      return one(turnOrder(v).find((seat) => v.seats[seat] !== undefined && hasUnused(v.seats[seat], 'deborah')));
  }
}
