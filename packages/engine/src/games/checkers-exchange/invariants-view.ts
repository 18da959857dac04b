/**
 * Spec 10's redaction, checked view by view: the view a seat or a spectator gets is the state without `rng`, with
 * `viewer`, and (while the game runs) without other seats' bids, requests and ballots, with hidden order and trade
 * owners, and with other accounts' cash and holdings as at the session open. Written from the spec: the expected view
 * is rebuilt here field by field and compared with the engine's.
 */
import { canonicalJson } from '../../core/canonical.ts';
import type { Viewer } from '../../core/game.ts';
import { FIRMS, type FirmId } from './config.ts';
import type { Account, FirmState, SeatState, State, View } from './types.ts';
import { setKey } from '../../core/update.ts';

function controls(state: State, viewer: Viewer, a: Account): boolean {
  if (viewer === 'spectator' || a === 'gov') return false;
  return typeof a === 'number' ? a === viewer : state.firms[a].director === viewer;
}

/** What spec 10 says `view(state, viewer)` is. */
export function expectedView(state: State, viewer: Viewer): Record<string, unknown> {
  const { rng: _rng, ...rest } = state;
  if (state.phase === 'finished') return { ...rest, viewer };
  const shown = (a: Account): Account | null => (a === 'gov' || controls(state, viewer, a) ? a : null);
  const out: Record<string, unknown> = {
    ...rest,
    viewer,
    bids: state.bids.filter((b) => b.seat === viewer),
    requests: state.requests.filter((s) => s === viewer),
    ballots: state.ballots.filter((b) => controls(state, viewer, b.account)),
    book: state.book.map((o) => (shown(o.account) === o.account ? o : { ...o, account: null })),
    tape: state.tape.map((t) => ({ ...t, buyer: shown(t.buyer), seller: shown(t.seller) })),
  };
  if (state.phase === 'session' && state.tape.length > 0) {
    // Copy on write: only the accounts this session's trades touched and the viewer does not control.
    const seats: SeatState[] = state.seats.slice();
    const firms: Record<FirmId, FirmState> = { ...state.firms };
    const undo = (a: Account, firm: FirmId, shares: number, cash: number): void => {
      if (a === 'gov' || controls(state, viewer, a)) return;
      const acc = typeof a === 'number' ? seats[a]! : firms[a];
      const next = {
        ...acc,
        cash: acc.cash + cash,
        holdings: setKey(acc.holdings, firm, acc.holdings[firm] + shares),
      };
      if (typeof a === 'number') seats[a] = next as SeatState;
      else firms[a] = next as FirmState;
    };
    for (const t of state.tape) {
      undo(t.buyer, t.firm, -t.qty, t.qty * t.price);
      undo(t.seller, t.firm, t.qty, -t.qty * t.price);
    }
    out['seats'] = seats;
    out['firms'] = firms;
  }
  return out;
}

/** Spec 10: one message per place where the view shows more, less or other than the viewer may see. */
export function viewInvariants(state: State, view: View): string[] {
  const out: string[] = [];
  const viewer = view.viewer;
  const who = `view of ${String(viewer)}`;
  // Every other field is compared with the state's below, so a nested rng would show there.
  if (Object.hasOwn(view, 'rng')) out.push(`${who} has the rng`);
  const expected = expectedView(state, viewer);
  const got = view as unknown as Record<string, unknown>;
  for (const key of new Set([...Object.keys(expected), ...Object.keys(got)])) {
    if (key === 'rng') continue;
    const e = expected[key];
    const g = got[key];
    if ((g === undefined) === (e === undefined) && sameJson(g, e)) continue;
    if (key === 'seats') out.push(...seatDiffs(who, e as readonly SeatState[], g as readonly SeatState[]));
    else if (key === 'firms')
      out.push(...firmDiffs(who, e as Record<FirmId, FirmState>, g as Record<FirmId, FirmState>));
    else if (e === undefined) out.push(`${who} has a field ${key} the state lacks`);
    else if (g === undefined) out.push(`${who} lacks ${key}`);
    else out.push(`${who}: ${key} is ${clip(g)}, expected ${clip(e)}`);
  }
  return out;
}

/** Deep equality of plain JSON data (members that are undefined count as absent, as in JSON text). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    if (a.length !== bb.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], bb[i])) return false;
    return true;
  }
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  let na = 0;
  for (const k in ra) {
    if (ra[k] === undefined) continue;
    na += 1;
    if (!sameJson(ra[k], rb[k])) return false;
  }
  let nb = 0;
  for (const k in rb) if (rb[k] !== undefined) nb += 1;
  return na === nb;
}

const clip = (x: unknown): string => {
  const t = canonicalJson(x);
  return t.length > 200 ? `${t.slice(0, 200)}…` : t;
};

function seatDiffs(who: string, e: readonly SeatState[], g: readonly SeatState[] | undefined): string[] {
  if (!Array.isArray(g) || g.length !== e.length) return [`${who}: seats ${clip(g)}`];
  const out: string[] = [];
  e.forEach((s, i) => {
    const v = g[i];
    if (!sameJson(v, s)) out.push(`${who}: seat ${i} shown as ${clip(v)}, expected ${clip(s)}`);
  });
  return out;
}

function firmDiffs(who: string, e: Record<FirmId, FirmState>, g: Record<FirmId, FirmState> | undefined): string[] {
  if (typeof g !== 'object') return [`${who}: firms ${clip(g)}`];
  const out: string[] = [];
  for (const f of FIRMS) {
    if (!sameJson(g[f], e[f])) out.push(`${who}: firm ${f} shown as ${clip(g[f])}, expected ${clip(e[f])}`);
  }
  if (Object.keys(g).length !== FIRMS.length) out.push(`${who}: firms ${Object.keys(g).join()}`);
  return out;
}
