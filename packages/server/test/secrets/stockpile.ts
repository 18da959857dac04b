import { Stockpile, type Viewer } from '@birzha/engine';
import { pick, type GameProfile } from './profile.ts';

type State = Stockpile.State;
type View = Stockpile.View;
type Event = Stockpile.Event;

const knows = (viewer: Viewer, knownTo: readonly number[]): boolean =>
  viewer !== 'spectator' && knownTo.includes(viewer);

/**
 * Card ids the viewer has known by version v under the rules (spec 10): its own hands and actions, face-up and
 * seeded pile cards, pile cards whose knownTo it is in (its own placements, Wise Warren), the cards of piles it won,
 * and every played action card. Ids never return to the deck, so once known a card stays known.
 */
function knownCards(states: readonly State[], events: readonly (readonly Event[])[], viewer: Viewer): Set<string>[] {
  const out: Set<string>[] = [];
  const known = new Set<string>();
  states.forEach((s, v) => {
    if (viewer !== 'spectator') {
      const me = s.seats[viewer]!;
      for (const c of me.hand) known.add(c);
      for (const c of me.actions) known.add(c);
    }
    for (const p of s.piles) for (const c of p.cards) if (c.faceUp || knows(viewer, c.knownTo)) known.add(c.card);
    for (const e of v > 0 ? (events[v - 1] ?? []) : []) {
      if (e.type === 'actionPlayed' || e.type === 'pileSeeded') known.add(e.card);
      if (e.type === 'pileWon' && e.seat === viewer) for (const c of e.cards) if (c.card !== null) known.add(c.card);
    }
    out.push(new Set(known));
  });
  return out;
}

/** Card ids the rules hide from the viewer in a state: the deck, other seats' hands and actions, unseen pile cards. */
function hiddenCards(s: State, viewer: Viewer): Set<string> {
  const out = new Set<string>(s.deck);
  // spec 10.1: everything is public at phase over, except the deck, which no view ever carries.
  if (s.phase === 'over') return out;
  s.seats.forEach((seat, i) => {
    if (i === viewer) return;
    for (const c of seat.hand) out.add(c);
    for (const c of seat.actions) out.add(c);
  });
  for (const p of s.piles) for (const c of p.cards) if (!c.faceUp && !knows(viewer, c.knownTo)) out.add(c.card);
  return out;
}

/** spec 10.2 on a whole view at a state: what is wrong, or null. */
function checkView(s: State, v: View, viewer: Viewer): string | null {
  if (s.phase === 'over') return null;
  const keys = JSON.stringify(v);
  for (const k of ['"rng"', '"deck"', '"investorDeck"']) if (keys.includes(k)) return `a view has ${k}`;
  for (let i = 0; i < s.players; i++) {
    const shown = v.seats[i]!;
    const seat = s.seats[i]!;
    if (i === viewer) {
      if (!shown.full) return `seat ${i} is not shown its own seat`;
      continue;
    }
    if (shown.full) return `seat ${i} is shown whole to ${String(viewer)}`;
    const rec = shown as unknown as Record<string, unknown>;
    for (const k of ['hand', 'actions', 'portfolio', 'knownBy', 'investorOffer'])
      if (k in rec) return `seat ${i} shows its ${k} to ${String(viewer)}`;
    const pairsOk = seat.pairs.every((p, k) => (shown.pairs[k] === null) === !knows(viewer, p.knownTo));
    if (!pairsOk || shown.pairs.length !== seat.pairs.length) return `seat ${i}'s pairs are shown wrongly`;
    const known = viewer === 'spectator' ? seat.known : seat.knownBy[viewer]!;
    let regular = 0;
    let shownKnown = 0;
    for (const c of Stockpile.COMPANIES) {
      if (shown.known[c] !== known[c]) return `seat ${i}'s known ${c} is not what ${String(viewer)} knows`;
      regular += seat.portfolio[c].regular;
      shownKnown += known[c];
    }
    if (shown.hiddenCount !== regular - shownKnown) return `seat ${i}'s hidden count is wrong`;
    if (s.phase === 'investors' && shown.investors !== null) return `seat ${i}'s investors shown before the reveal`;
  }
  for (let p = 0; p < s.piles.length; p++) {
    const cards = s.piles[p]!.cards;
    for (let k = 0; k < cards.length; k++) {
      const c = cards[k]!;
      const seen = v.piles[p]?.cards[k]?.card ?? null;
      if (!c.faceUp && !knows(viewer, c.knownTo) && seen !== null) return `pile ${p} card ${k} is face down: ${seen}`;
    }
  }
  for (let k = 0; k < s.hiddenPairs.length; k++)
    if (v.hiddenPairs[k] !== null && !knows(viewer, s.hiddenPairs[k]!.knownTo)) return `hidden pair ${k} is shown`;
  return null;
}

/** The section 9 redactions on an event as the viewer got it: what is wrong, or null. */
function checkEvent(e: Event, viewer: Viewer): string | null {
  const other = 'seat' in e && e.seat !== viewer;
  switch (e.type) {
    case 'pairsDealt':
      return other && e.pairs !== null ? `pairsDealt of seat ${e.seat} shows its pairs` : null;
    case 'investorsOffered':
      return other && e.investors !== null ? `investorsOffered of seat ${e.seat} shows the offer` : null;
    case 'startingStock':
      return other && e.company !== null ? `startingStock of seat ${e.seat} shows the company` : null;
    case 'handDealt':
      return other && e.cards !== null ? `handDealt of seat ${e.seat} shows the hand` : null;
    case 'cardPlaced':
      return other && !e.faceUp && e.card !== null ? `a face-down card placed by ${e.seat} is shown` : null;
    case 'pileInspected':
      return other && e.cards !== null ? `the pile seat ${e.seat} inspected is shown` : null;
    case 'pairPeeked':
      return other && e.pair !== null ? `the pair seat ${e.seat} peeked is shown` : null;
    case 'pileWon':
      if (!other) return null;
      return e.cards.some((c) => !c.faceUp && !knows(viewer, c.knownTo) && c.card !== null)
        ? `a face-down card of the pile seat ${e.seat} won is shown`
        : null;
    default:
      return null;
  }
}

/** Stockpile's scan: every option and player count, spec 7's refusals, and the secrets of spec 10. */
export const stockpileProfile: GameProfile = {
  table(_game, rng) {
    const options = {
      investors: rng.int(2) === 0,
      board: rng.int(4) === 0 ? 'advanced' : 'standard',
      displacedBids: rng.int(4) === 0 ? 'immediately' : 'inTurn',
      rebidSamePileAfterOutbid: rng.int(5) === 0,
      seedPiles: rng.int(4) === 0,
      turnSeconds: 0,
    };
    return { options, players: 2 + rng.int(4) };
  },
  illegal(view, seat, rng) {
    const v = view as View;
    const me = v.seats[seat];
    const held = me?.full === true ? me.portfolio.cosmic.regular : 0;
    const options: unknown[][] = [
      [{ type: 'timeout' }], // CLOCK_ONLY: the clock's alone
      [{ type: 'bogus' }], // BAD_MOVE
      [{ type: 'bid', pile: 99, amount: 0 }], // NO_SUCH_PILE, or WRONG_PHASE
      [{ type: 'bid', pile: 0, amount: 2_000 }], // BAD_BID_AMOUNT, or WRONG_PHASE
      [{ type: 'supply', faceUp: { card: 'fee-1000-1', pile: 0 }, faceDown: { card: 'fee-1000-1', pile: 0 } }],
      [{ type: 'sell', cards: { cosmic: { regular: held + 1 } } }], // NOT_ENOUGH_SHARES, or WRONG_PHASE
      [{ type: 'sell', cards: { nowhere: { regular: 1 } } }], // NO_SUCH_COMPANY
      [{ type: 'playAction', card: 'boom-1', company: 'nowhere' }],
      [{ type: 'nudge', company: 'cosmic', delta: 2 }],
      [{ type: 'chooseInvestor', investors: ['bill', 'bill'] }],
      [{ type: 'peek', target: { hidden: 7 } }],
      [{ type: 'deborah', company: 'cosmic' }],
    ];
    return pick(rng, options);
  },
  specSecrets(states, viewer, events) {
    const s = states as readonly State[];
    const known = knownCards(s, events as readonly (readonly Event[])[], viewer);
    const cache = new Map<number, Set<string>>();
    return (v) => {
      const at = Math.min(v, s.length - 1);
      let out = cache.get(at);
      if (out === undefined) {
        out = hiddenCards(s[at]!, viewer);
        for (const c of known[at]!) out.delete(c);
        cache.set(at, out);
      }
      return out;
    };
  },
  frameView(state, view, viewer) {
    return checkView(state as State, view as View, viewer);
  },
  frameEvent(event, viewer) {
    return checkEvent(event as Event, viewer);
  },
  turnGoesOn(before, after) {
    const b = before as State;
    const a = after as State;
    return a.phase === b.phase && a.round === b.round;
  },
  spectatorView(view) {
    const v = view as View;
    if (v.viewer !== 'spectator') return `spectator got the view of ${String(v.viewer)}`;
    if (v.phase === 'over') return null;
    const full = v.seats.findIndex((s) => s.full);
    return full < 0 ? null : `spectator sees seat ${full} whole`;
  },
  resign(view, seat) {
    const v = view as View;
    return v.phase !== 'over' && v.seats[seat]?.resigned === false ? { type: 'resign' } : null;
  },
};
