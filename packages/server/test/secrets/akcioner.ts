import { Akcioner } from '@birzha/engine';
import { kindOf, pick, type GameProfile } from './profile.ts';

type AkView = Akcioner.View;
type AkState = Akcioner.State;

/** Akcioner's scan: every variant and player count, its spec's illegal moves and its hand secrets (spec 10). */
export const akcionerProfile: GameProfile = {
  kinds() {
    const out: string[] = [];
    for (const [variant, v] of Object.entries(Akcioner.VARIANTS))
      for (let n = v.minPlayers; n <= v.maxPlayers; n++) out.push(kindOf({ variant }, n));
    return out;
  },
  table(_game, rng) {
    // Mostly short (fewer moves), but every variant and every player count is played.
    const r = rng.int(100);
    const variant: Akcioner.VariantId = r < 70 ? 'short' : r < 88 ? 'classic' : 'long';
    const v = Akcioner.VARIANTS[variant];
    const players = v.minPlayers + rng.int(v.maxPlayers - v.minPlayers + 1);
    return { options: { variant, rounding: pick(rng, ['up', 'down']), turnSeconds: 0 }, players };
  },
  illegal(view, seat, rng) {
    const v = view as AkView;
    const me = v.seats[seat]!;
    const hand = me.hand ?? [];
    const colors = Akcioner.COLORS;
    const options: unknown[][] = [
      [{ type: 'timeout' }], // CLOCK_ONLY: the clock's alone
      [{ type: 'bogus' }], // BAD_MOVE
      [{ type: 'trade', orders: { purple: 1 } }], // UNKNOWN_COLOR
      [{ type: 'trade', orders: { red: 1.5 } }], // BAD_QUANTITY
      [{ type: 'playCard', card: 'X-none-1', assign: [] }], // UNKNOWN_CARD
      [
        { type: 'trade', orders: {} },
        { type: 'trade', orders: {} },
        { type: 'trade', orders: {} },
        { type: 'trade', orders: {} },
      ],
    ];
    if (v.stage === 'card') {
      options.push([{ type: 'trade', orders: {} }]); // WRONG_STAGE (or NO_TRADING_LAST_ROUND)
      const card = hand[0];
      if (card !== undefined) {
        const info = Akcioner.cardInfo(card)!;
        options.push([{ type: 'playCard', card, assign: info.free.map(() => info.color) }]); // ASSIGN_OWN_COLOR
        options.push([{ type: 'playCard', card, assign: [] }]); // WRONG_ASSIGN_COUNT
      }
      // A card this seat played before: public, and no longer in the hand.
      const played = me.played[0];
      if (played !== undefined) options.push([{ type: 'playCard', card: played, assign: ['yellow'] }]);
    } else {
      const c = pick(rng, colors);
      options.push([{ type: 'trade', orders: { [c]: -(me.shares[c] + 1) } }]); // INSUFFICIENT_SHARES
      options.push([{ type: 'trade', orders: { [c]: 1_000_000_000 } }]); // INSUFFICIENT_CASH
      if (hand[0] !== undefined) options.push([{ type: 'playCard', card: hand[0], assign: ['red'] }]); // WRONG_STAGE
      // A legal pass, then a card that cannot be right after it (its assignment names its own colour).
      const card = hand[0];
      if (card !== undefined && v.stage === 'trade1') {
        const info = Akcioner.cardInfo(card)!;
        options.push([
          { type: 'trade', orders: {} },
          { type: 'playCard', card, assign: info.free.map(() => info.color) },
        ]);
      }
    }
    return pick(rng, options);
  },
  specSecrets(states, viewer) {
    // Spec 10: each hand is its seat's alone; `undealt` is nobody's, ever (so are the hands of eliminated seats,
    // which go there unseen). A card becomes public when it is played, and a seat knows every card it ever held.
    const s = states as readonly AkState[];
    const final = s[s.length - 1]!;
    const playedFinal = new Set(final.seats.flatMap((x) => x.played));
    const neverRevealed = new Set<string>();
    for (const st of s) for (const c of st.undealt) if (!playedFinal.has(c)) neverRevealed.add(c);
    const ownEver = new Set<string>();
    if (viewer !== 'spectator') for (const st of s) for (const c of st.seats[viewer]!.hand) ownEver.add(c);
    const cache = new Map<number, Set<string>>();
    return (v) => {
      const at = Math.min(v, s.length - 1);
      let out = cache.get(at);
      if (out === undefined) {
        out = new Set(neverRevealed);
        s[at]!.seats.forEach((seat, i) => {
          if (i !== viewer) for (const c of seat.hand) out!.add(c);
        });
        for (const c of ownEver) out.delete(c);
        cache.set(at, out);
      }
      return out;
    };
  },
  spectatorView(view) {
    const v = view as AkView;
    if (v.viewer !== 'spectator') return `spectator got the view of ${String(v.viewer)}`;
    const seen = v.seats.findIndex((s) => s.hand !== null);
    return seen < 0 ? null : `spectator sees the hand of seat ${seen}`;
  },
  resign(view, seat) {
    const v = view as AkView;
    return v.phase === 'playing' && v.seats[seat]?.status === 'active' ? { type: 'resign' } : null;
  },
};
