import type { Seat } from '../../core/game.ts';
import { priceTrack, walkTrack, type PriceTrack } from '../../core/market/price-track.ts';
import type { CompanyId } from './companies.ts';
import { STEP_DIVIDEND_PER_SHARE, SUPER_SPLIT_PER_CARD, TRACKS, type Track } from './config.ts';
import type { Draft } from './draft.ts';
import { credit } from './money.ts';
import type { Event, Holding } from './types.ts';

const PRICE_TRACKS = new Map<Track, PriceTrack>();

/** The core price track of a Stockpile track (built once per track table). */
function priceTrackOf(track: Track): PriceTrack {
  let t = PRICE_TRACKS.get(track);
  if (t === undefined) {
    t = priceTrack(track.values);
    PRICE_TRACKS.set(track, t);
  }
  return t;
}

/** The company's track on this table's board. */
export function trackOf(d: { readonly options: { readonly board: 'standard' | 'advanced' } }, c: CompanyId): Track {
  return TRACKS[d.options.board][c];
}

/** A holding's shares: a split card counts 2 (spec 2). */
export function sharesOf(h: Holding): number {
  return h.regular + 2 * h.split;
}

/** Price in dollars of a track position. */
export function priceAt(track: Track, position: number): number {
  return (track.values[position - 1] as number) * 1000;
}

/** P(c): the current price of c in dollars. */
export function priceOf(d: Pick<Draft, 'options' | 'prices'>, c: CompanyId): number {
  return priceAt(trackOf(d, c), d.prices[c]);
}

function clearKnowledge(d: Draft, seat: Seat, c: CompanyId): void {
  const s = d.seats[seat];
  if (s === undefined) return;
  if (s.known[c] !== 0) d.knownW(seat)[c] = 0;
  if (s.knownBy.some((k) => k[c] !== 0)) for (const k of d.knownByW(seat)) k[c] = 0;
}

/** spec 8.4 split(c): super-split pay-outs for cards already split, then every regular card becomes split. */
export function split(d: Draft, c: CompanyId, events: Event[]): void {
  const n = d.players;
  const superSplit = new Array<number>(n).fill(0);
  const moved = new Array<number>(n).fill(0);
  for (let s = 0; s < n; s++) {
    const h = (d.seats[s] as { portfolio: Record<CompanyId, Holding> }).portfolio[c];
    superSplit[s] = SUPER_SPLIT_PER_CARD * h.split;
    moved[s] = h.regular;
  }
  events.push({ type: 'split', company: c, superSplit, moved });
  // spec 8.4 (1): paid in turn order, before any card converts (D5).
  for (let k = 0; k < n; k++) {
    const s = d.orderAt(k);
    if ((superSplit[s] as number) > 0) credit(d, s, superSplit[s] as number, events);
  }
  for (let s = 0; s < n; s++) {
    if ((moved[s] as number) === 0) continue;
    const h = (d.seats[s] as { portfolio: Record<CompanyId, Holding> }).portfolio[c];
    d.setHolding(s, c, 0, h.split + h.regular);
    clearKnowledge(d, s, c);
  }
}

/** spec 8.4 bankrupt(c): every card of c is discarded; the lost counts are public. */
export function bankrupt(d: Draft, c: CompanyId, events: Event[]): void {
  const lost: Holding[] = [];
  for (let s = 0; s < d.players; s++) {
    const h = (d.seats[s] as { portfolio: Record<CompanyId, Holding> }).portfolio[c];
    lost.push({ regular: h.regular, split: h.split });
    if (h.regular === 0 && h.split === 0) continue;
    d.setHolding(s, c, 0, 0);
    clearKnowledge(d, s, c);
  }
  events.push({ type: 'bankrupt', company: c, lost });
}

/** spec 8.4 dividend(c, perShare, source): every holder is paid in turn order; the amounts make holdings public. */
export function dividend(
  d: Draft,
  c: CompanyId,
  perShare: number,
  source: 'forecast' | 'track' | 'deborah',
  events: Event[],
): void {
  const n = d.players;
  const paid = new Array<number>(n).fill(0);
  for (let s = 0; s < n; s++) {
    paid[s] = perShare * sharesOf((d.seats[s] as { portfolio: Record<CompanyId, Holding> }).portfolio[c]);
  }
  events.push({ type: 'dividend', company: c, perShare, source, paid });
  for (let k = 0; k < n; k++) {
    const s = d.orderAt(k);
    if ((paid[s] as number) > 0) credit(d, s, paid[s] as number, events);
  }
  for (let s = 0; s < n; s++) {
    const seat = d.seats[s] as { portfolio: Record<CompanyId, Holding>; known: Record<CompanyId, number> };
    const r = seat.portfolio[c].regular;
    if (seat.known[c] !== r) d.knownW(s)[c] = r;
    const knownBy = (d.seats[s] as { knownBy: readonly Record<CompanyId, number>[] }).knownBy;
    let stale = false;
    for (let v = 0; v < n && !stale; v++) stale = v !== s && (knownBy[v] as Record<CompanyId, number>)[c] !== r;
    if (stale) {
      const w = d.knownByW(s);
      for (let v = 0; v < n; v++) if (v !== s) (w[v] as Record<CompanyId, number>)[c] = r;
    }
  }
}

/** spec 8.3 move(c, steps, cause): one step at a time; splits and bankruptcies reset the ticker and it walks on (D6). */
export function moveTicker(
  d: Draft,
  c: CompanyId,
  steps: number,
  cause: 'forecast' | 'action' | 'nudge',
  events: Event[],
): void {
  const track = trackOf(d, c);
  const from = d.prices[c];
  // The core walk (0-based indices): a step off the top lands on the split reset, off the bottom on the start.
  const walk = walkTrack(priceTrackOf(track), from - 1, steps, {
    overTop: track.splitReset - 1,
    underBottom: track.start - 1,
  });
  for (const step of walk.path) {
    if (step.kind === 'overTop') split(d, c, events);
    else if (step.kind === 'underBottom') bankrupt(d, c, events);
    // spec 8.3 step 1 (advanced board): landing on a dividend position pays at once.
    else if (step.kind === 'up' && track.stepDividend.includes(step.index + 1))
      dividend(d, c, STEP_DIVIDEND_PER_SHARE, 'track', events);
  }
  const to = walk.index + 1;
  if (from !== to) d.pricesW()[c] = to;
  events.push({ type: 'priceMoved', company: c, from, to, steps, cause });
}
