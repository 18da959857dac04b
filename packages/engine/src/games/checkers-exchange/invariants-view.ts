/**
 * Spec 10's redaction, checked view by view: the view a seat or a spectator gets is the state without `rng`, with
 * `viewer`, and (while the game runs) without other seats' bids, requests and ballots, with hidden order and trade
 * owners, and with other accounts' cash and holdings as at the session open. Written from the spec: the expected view
 * is rebuilt here field by field and compared with the engine's.
 */
import { canonicalJson } from '../../core/canonical.ts';
import type { Viewer } from '../../core/game.ts';
import { FIRMS, type FirmId } from './config.ts';
import type { Account, FirmState, Holdings, SeatState, State, View } from './types.ts';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

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
    book: state.book.map((o) => ({ ...o, account: shown(o.account) })),
    tape: state.tape.map((t) => ({ ...t, buyer: shown(t.buyer), seller: shown(t.seller) })),
  };
  if (state.phase === 'session' && state.tape.length > 0) {
    const seats: Mutable<SeatState>[] = state.seats.map((s) => ({ ...s, holdings: { ...s.holdings } }));
    const firms = Object.fromEntries(
      FIRMS.map((f) => [f, { ...state.firms[f], holdings: { ...state.firms[f].holdings } }]),
    );
    const undo = (a: Account, firm: FirmId, shares: number, cash: number): void => {
      if (a === 'gov' || controls(state, viewer, a)) return;
      const acc = (typeof a === 'number' ? seats[a] : firms[a]) as { cash: number; holdings: Mutable<Holdings> };
      acc.cash += cash;
      acc.holdings[firm] += shares;
    };
    for (const t of state.tape) {
      undo(t.buyer, t.firm, -t.qty, t.qty * t.price);
      undo(t.seller, t.firm, t.qty, -t.qty * t.price);
    }
    out['seats'] = seats;
    out['firms'] = firms as Record<FirmId, FirmState>;
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
    if (g === e && g !== undefined) continue; // shared with the state: nothing redacted, nothing to compare
    if (canonicalJson(g ?? null) === canonicalJson(e ?? null) && (g === undefined) === (e === undefined)) continue;
    if (key === 'seats') out.push(...seatDiffs(who, e as readonly SeatState[], g as readonly SeatState[]));
    else if (key === 'firms')
      out.push(...firmDiffs(who, e as Record<FirmId, FirmState>, g as Record<FirmId, FirmState>));
    else if (e === undefined) out.push(`${who} has a field ${key} the state lacks`);
    else if (g === undefined) out.push(`${who} lacks ${key}`);
    else out.push(`${who}: ${key} is ${clip(g)}, expected ${clip(e)}`);
  }
  return out;
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
    if (canonicalJson(v) !== canonicalJson(s)) out.push(`${who}: seat ${i} shown as ${clip(v)}, expected ${clip(s)}`);
  });
  return out;
}

function firmDiffs(who: string, e: Record<FirmId, FirmState>, g: Record<FirmId, FirmState> | undefined): string[] {
  if (typeof g !== 'object') return [`${who}: firms ${clip(g)}`];
  const out: string[] = [];
  for (const f of FIRMS) {
    if (canonicalJson(g[f]) !== canonicalJson(e[f]))
      out.push(`${who}: firm ${f} shown as ${clip(g[f])}, expected ${clip(e[f])}`);
  }
  if (Object.keys(g).length !== FIRMS.length) out.push(`${who}: firms ${Object.keys(g).join()}`);
  return out;
}
