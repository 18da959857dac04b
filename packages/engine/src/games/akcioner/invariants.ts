import type { Seat } from '../../core/game.ts';
import { CARDS, COLORS, PRICE, compareCards } from './config.ts';
import { isLastRound } from './derived.ts';
import type { State, View } from './types.ts';

/**
 * Invariants that hold after every move of every Akcioner game (used by property tests and `birzha simulate`).
 * Returns a message per broken invariant; [] when all hold.
 */
export function stateInvariants(state: State): string[] {
  const out: string[] = [];
  const players = state.seats.length;
  for (const c of COLORS) {
    const p = state.prices[c];
    if (!Number.isInteger(p) || p % PRICE.step !== 0 || p < PRICE.min || p > PRICE.max) out.push(`price ${c} = ${p}`);
  }
  const seen = new Map<string, string>();
  const place = (card: string, where: string): void => {
    const before = seen.get(card);
    if (before !== undefined) out.push(`card ${card} in ${before} and ${where}`);
    seen.set(card, where);
  };
  state.seats.forEach((s, i) => {
    if (!Number.isSafeInteger(s.cash) || s.cash < 0 || s.cash % 5 !== 0) out.push(`seat ${i} cash ${s.cash}`);
    for (const c of COLORS) {
      const q = s.shares[c];
      if (!Number.isSafeInteger(q) || q < 0) out.push(`seat ${i} shares ${c} = ${q}`);
    }
    if (s.status === 'active') {
      if (s.outSeq !== null) out.push(`active seat ${i} has outSeq`);
    } else {
      if (s.outSeq === null || s.outSeq < 1) out.push(`eliminated seat ${i} has no outSeq`);
      if (s.hand.length > 0) out.push(`eliminated seat ${i} holds cards`);
      if (COLORS.some((c) => s.shares[c] > 0)) out.push(`eliminated seat ${i} holds shares`);
    }
    s.hand.forEach((c, k) => {
      place(c, `seat ${i} hand`);
      const prev = s.hand[k - 1];
      if (prev !== undefined && compareCards(prev, c) > 0) out.push(`seat ${i} hand not sorted`);
    });
    for (const c of s.played) place(c, `seat ${i} played`);
  });
  for (const c of state.undealt) place(c, 'undealt');
  if (seen.size !== CARDS.length) out.push(`${seen.size} cards accounted for, not ${CARDS.length}`);
  const active = state.seats.filter((s) => s.status === 'active').length;
  if (state.round < 1 || state.round > state.roundsTotal) out.push(`round ${state.round} of ${state.roundsTotal}`);
  if (state.phase === 'playing') {
    if (active < 2) out.push(`playing with ${active} active seats`);
    const t = state.toMove;
    if (t === null || state.seats[t]?.status !== 'active') out.push(`toMove ${t} not an active seat`);
    if (state.stage === null) out.push('playing without a stage');
    if (isLastRound(state) && state.stage !== 'card') out.push(`trading stage ${state.stage} in the last round`);
    if (t !== null && state.seats[t] !== undefined) {
      for (const c of COLORS)
        if (state.locked[c] > (state.seats[t]?.shares[c] ?? 0)) out.push(`locked ${c} exceeds holdings`);
      if (state.stage === 'trade1' && COLORS.some((c) => state.locked[c] !== 0))
        out.push('locked before the trade1 move');
      // Hand sizes follow from the round and the turn (spec 12).
      const R = state.roundsTotal - state.round + 1;
      const at = state.order.indexOf(t);
      state.order.forEach((s: Seat, k) => {
        const seat = state.seats[s];
        if (seat === undefined || seat.status !== 'active') return;
        const want = k < at ? R - 1 : k > at ? R : state.stage === 'trade2' ? R - 1 : R;
        if (seat.hand.length !== want) out.push(`seat ${s} holds ${seat.hand.length} cards, expected ${want}`);
      });
    }
  } else if (state.toMove !== null || state.stage !== null) {
    out.push('finished game still has a mover');
  }
  if (state.order.length !== players || new Set(state.order).size !== players) out.push('order is not a permutation');
  return out;
}

const CARD_ID_IN_JSON = /"([HDS]-(?:yellow|red|blue|green)-[a-z0-9]+)"/g;

/**
 * A view shows no card beyond the viewer's own hand and the played cards, and no undealt list or rng. The view is
 * scanned as JSON text, so a card leaking through any field, present or future, is caught.
 */
export function viewInvariants(state: State, view: View): string[] {
  const out: string[] = [];
  const allowed = new Set<string>();
  state.seats.forEach((s, i) => {
    for (const c of s.played) allowed.add(c);
    if (i === view.viewer) for (const c of s.hand) allowed.add(c);
  });
  const text = JSON.stringify(view);
  for (const match of text.matchAll(CARD_ID_IN_JSON)) {
    const id = match[1] as string;
    if (!allowed.has(id)) out.push(`view of ${view.viewer} shows ${id}`);
  }
  if (text.includes('"rng"') || text.includes('"undealt"')) out.push(`view of ${view.viewer} has rng or undealt`);
  return out;
}
