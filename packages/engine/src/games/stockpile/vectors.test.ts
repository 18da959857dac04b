/**
 * The test vectors TV1..TV11 of the rules spec (shared/rules/stockpile.md, section 13), every stated number
 * asserted. Moves go through parseMove and play; each match's record is then replayed through JSON, parseRecord and
 * replay (the CLI's and the server's path) and must give the same state.
 */
import { describe, expect, it } from 'vitest';
import { stockpile } from './index.ts';
import {
  bid,
  holdings,
  Match,
  ofType,
  playAction,
  sell,
  supply,
  TV1_POSITION,
  TV4_PAIRS,
  TV4_POSITION,
  TV5_POSITION,
} from './testing/match.ts';
import type { OtherSeatView, State } from './types.ts';

const TV1 = TV1_POSITION;

const TV1_MOVES: [number, unknown][] = [
  [0, supply('bottomline-1', 0, 'boom-1', 0)],
  [1, supply('cosmic-1', 1, 'cosmic-2', 2)],
  [2, supply('leading-1', 3, 'leading-2', 2)],
  [3, supply('stanford-1', 3, 'epic-1', 3)],
  [0, bid(3, 0)],
  [1, bid(1, 0)],
  [2, bid(3, 1000)],
  [3, bid(2, 0)],
  [0, bid(3, 3000)],
  [2, bid(0, 0)],
  [2, playAction('boom-1', 'cosmic')],
  [0, sell()],
  [1, sell({ bottomline: { regular: 1 } })],
  [2, sell({ bottomline: { regular: 1 } })],
  [3, sell()],
];

/** TV1's match after its first `n` moves. */
function tv1(n: number, options: Record<string, unknown> = {}): Match {
  const m = new Match(4, TV1, options);
  for (const [seat, move] of TV1_MOVES.slice(0, n)) m.play(seat, move);
  return m;
}

const other = (state: State, viewer: number | 'spectator', seat: number): OtherSeatView => {
  const sv = stockpile.view(state, viewer).seats[seat];
  if (sv === undefined || sv.full) throw new Error('expected another seat');
  return sv;
};
const knownOf = (sv: OtherSeatView) => Object.fromEntries(Object.entries(sv.known).filter(([, n]) => n > 0));

describe('TV1: the seed worked round (4p)', () => {
  it('supply builds the piles the seed describes, face-down cards known to their placers only', () => {
    const m = tv1(4);
    const piles = m.state.piles.map((p) => p.cards.map((c) => [c.card, c.faceUp]));
    expect(piles).toEqual([
      [
        ['bottomline-1', true],
        ['boom-1', false],
      ],
      [['cosmic-1', true]],
      [
        ['cosmic-2', false],
        ['leading-2', false],
      ],
      [
        ['leading-1', true],
        ['stanford-1', true],
        ['epic-1', false],
      ],
    ]);
    expect(stockpile.view(m.state, 1).piles[2]!.cards.map((c) => c.card)).toEqual(['cosmic-2', null]);
    expect(stockpile.view(m.state, 'spectator').piles[2]!.cards.map((c) => c.card)).toEqual([null, null]);
    expect(m.state.phase).toBe('demand');
    expect(m.toAct()).toEqual([0]);
  });

  it('demand: displacement, the rotation and the lock, then resolution', () => {
    const m = tv1(4);
    m.play(0, bid(3, 0));
    expect(m.toAct()).toEqual([1]);
    m.play(1, bid(1, 0));
    expect(m.toAct()).toEqual([2]);
    const e7 = m.play(2, bid(3, 1000));
    expect(ofType(e7, 'bidPlaced')[0]).toMatchObject({ seat: 2, pile: 3, amount: 1000, displaced: 0, next: 3 });
    expect(m.toAct()).toEqual([3]);
    expect(m.state.demand?.displaced).toEqual({ seat: 0, pile: 3 });
    m.play(3, bid(2, 0));
    expect(m.toAct()).toEqual([0]);
    expect(m.state.demand?.displaced).toBeNull();
    m.play(0, bid(3, 3000));
    expect(m.toAct()).toEqual([2]);
    const e10 = m.play(2, bid(0, 0));
    expect(ofType(e10, 'pileWon').map((e) => [e.pile, e.seat])).toEqual([
      [0, 2],
      [1, 1],
      [2, 3],
      [3, 0],
    ]);
    expect(ofType(e10, 'bidPaid').map((e) => e.amount)).toEqual([0, 0, 0, 3000]);
    expect(m.cash()).toEqual([17000, 20000, 20000, 20000]);
    expect(m.state.phase).toBe('action');
    expect(m.toAct()).toEqual([2]);
    expect(m.state.seats[2]!.actions).toEqual(['boom-1']);
    expect(holdings(m.state, 0)).toEqual({
      leading: { regular: 1 },
      american: { regular: 1 },
      stanford: { regular: 1 },
      epic: { regular: 1 },
    });
    expect(holdings(m.state, 2)).toEqual({ cosmic: { regular: 1 }, bottomline: { regular: 1 } });
  });

  it('action, selling and movement give the seed final numbers', () => {
    const m = tv1(10);
    m.play(2, playAction('boom-1', 'cosmic'));
    expect(m.state.prices.cosmic).toBe(7);
    expect(m.state.phase).toBe('selling');
    m.play(0, sell());
    expect(ofType(m.play(1, sell({ bottomline: { regular: 1 } })), 'sold')[0]!.total).toBe(5000);
    expect(ofType(m.play(2, sell({ bottomline: { regular: 1 } })), 'sold')[0]!.total).toBe(5000);
    const movement = m.play(3, sell());
    expect(ofType(movement, 'pairRevealed').map((e) => [e.company, e.forecast])).toEqual([
      ['american', 'up4'],
      ['bottomline', 'down3'],
      ['leading', 'up2'],
      ['cosmic', 'up1'],
      ['epic', 'dividend'],
      ['stanford', 'down2'],
    ]);
    expect(ofType(movement, 'priceMoved').map((e) => [e.company, e.from, e.to])).toEqual([
      ['american', 5, 9],
      ['bottomline', 5, 2],
      ['leading', 5, 7],
      ['cosmic', 7, 8],
      ['stanford', 5, 3],
    ]);
    expect(ofType(movement, 'dividend')[0]!.paid).toEqual([2000, 0, 0, 2000]);
    expect(m.state.prices).toEqual({ cosmic: 8, bottomline: 2, leading: 7, american: 9, stanford: 3, epic: 5 });
    expect(m.cash()).toEqual([19000, 25000, 25000, 22000]);
    expect(holdings(m.state, 0)).toEqual({
      leading: { regular: 1 },
      american: { regular: 1 },
      stanford: { regular: 1 },
      epic: { regular: 1 },
    });
    expect(holdings(m.state, 1)).toEqual({ cosmic: { regular: 1 } });
    expect(holdings(m.state, 2)).toEqual({ cosmic: { regular: 1 } });
    expect(holdings(m.state, 3)).toEqual({ cosmic: { regular: 1 }, leading: { regular: 1 }, epic: { regular: 1 } });
    expect(m.state).toMatchObject({ round: 2, firstPlayer: 1, phase: 'supply' });
    expect(m.replaysIdentically()).toBe(true);
  });

  it('knowledge after the round, for a spectator and for seats', () => {
    const m = tv1(15);
    const spectator = [0, 1, 2, 3].map((s) => other(m.state, 'spectator', s));
    expect(spectator.map(knownOf)).toEqual([{ leading: 1, stanford: 1, epic: 1 }, { cosmic: 1 }, {}, { epic: 1 }]);
    expect(spectator.map((s) => s.hiddenCount)).toEqual([1, 0, 1, 2]);
    expect(knownOf(other(m.state, 1, 3))).toEqual({ cosmic: 1, epic: 1 });
    expect(other(m.state, 1, 3).hiddenCount).toBe(1);
    expect(knownOf(other(m.state, 2, 3))).toEqual({ leading: 1, epic: 1 });
    expect(other(m.state, 2, 3).hiddenCount).toBe(1);
  });
});

describe('TV2: displacement modes and the lock', () => {
  it('immediately: the displaced seat answers at once, and the lock holds', () => {
    const m = tv1(7, { displacedBids: 'immediately' });
    expect(m.toAct()).toEqual([0]);
    expect(m.reject(0, bid(3, 3000))).toBe('PILE_LOCKED');
  });

  it('immediately with rebids allowed: the chain ends and the rotation resumes after its origin; TV1 numbers', () => {
    const m = tv1(7, { displacedBids: 'immediately', rebidSamePileAfterOutbid: true });
    m.play(0, bid(3, 3000));
    expect(m.toAct()).toEqual([2]);
    m.play(2, bid(0, 0));
    expect(m.toAct()).toEqual([3]);
    m.play(3, bid(2, 0));
    for (const [seat, move] of TV1_MOVES.slice(10)) m.play(seat, move);
    const ref = tv1(15);
    expect(m.state.prices).toEqual(ref.state.prices);
    expect(m.cash()).toEqual(ref.cash());
    for (let s = 0; s < 4; s++) expect(holdings(m.state, s)).toEqual(holdings(ref.state, s));
    expect(m.state).toMatchObject({ round: 2, firstPlayer: 1, phase: 'supply' });
    expect(m.replaysIdentically()).toBe(true);
  });

  it('in turn (3p): a displaced seat next in the rotation may not retake the pile at once', () => {
    const m = new Match(3, { phase: 'demand' });
    m.play(0, bid(0, 0));
    m.play(1, bid(1, 0));
    m.play(2, bid(0, 1000));
    expect(m.toAct()).toEqual([0]);
    expect(m.reject(0, bid(0, 3000))).toBe('PILE_LOCKED');
    m.play(0, bid(2, 0));
    expect(m.state.demand).toBeNull();
    expect(['action', 'selling']).toContain(m.state.phase);
    expect(m.cash()).toEqual([20000, 20000, 19000]);
  });
});

describe('TV3: Boom into split, super-split, Bust into bankruptcy (3p)', () => {
  it('gives the spec numbers', () => {
    const m = new Match(3, {
      round: 2,
      phase: 'action',
      firstPlayer: 0,
      prices: { cosmic: 8, stanford: 3, epic: 6 },
      seats: [
        { cash: 10000, portfolio: { cosmic: { regular: 2 }, stanford: { regular: 1 } }, actions: ['boom-1', 'bust-1'] },
        { cash: 10000, portfolio: { cosmic: { regular: 1, split: 1 }, epic: { split: 1 } } },
        { cash: 10000, portfolio: { stanford: { split: 1 }, epic: { regular: 2 } } },
      ],
      pairs: {
        private: [
          [{ company: 'cosmic', forecast: 'up1' }],
          [{ company: 'stanford', forecast: 'down2' }],
          [{ company: 'leading', forecast: 'up2' }],
        ],
        public: [{ company: 'epic', forecast: 'dividend' }],
        hidden: [
          { company: 'bottomline', forecast: 'down3' },
          { company: 'american', forecast: 'up4' },
        ],
      },
    });
    m.play(0, playAction('boom-1', 'cosmic'));
    expect(m.state.prices.cosmic).toBe(10);
    m.play(0, playAction('bust-1', 'stanford'));
    expect(m.state.prices.stanford).toBe(1);
    m.play(0, sell());
    m.play(1, sell());
    const e = m.play(2, sell());
    const split = ofType(e, 'split')[0]!;
    expect(split).toMatchObject({ company: 'cosmic', superSplit: [0, 10000, 0], moved: [2, 1, 0] });
    const bankrupt = ofType(e, 'bankrupt')[0]!;
    expect(bankrupt.company).toBe('stanford');
    expect(bankrupt.lost).toEqual([
      { regular: 1, split: 0 },
      { regular: 0, split: 0 },
      { regular: 0, split: 1 },
    ]);
    expect(ofType(e, 'priceMoved').map((x) => [x.company, x.to])).toEqual([
      ['cosmic', 6],
      ['stanford', 4],
      ['leading', 7],
      ['bottomline', 2],
      ['american', 9],
    ]);
    expect(ofType(e, 'dividend')[0]!.paid).toEqual([0, 4000, 4000]);
    expect(m.state.prices).toEqual({ cosmic: 6, bottomline: 2, leading: 7, american: 9, stanford: 4, epic: 6 });
    expect(m.cash()).toEqual([10000, 24000, 14000]);
    expect(holdings(m.state, 0)).toEqual({ cosmic: { split: 2 } });
    expect(holdings(m.state, 1)).toEqual({ cosmic: { split: 2 }, epic: { split: 1 } });
    expect(holdings(m.state, 2)).toEqual({ epic: { regular: 2 } });
    expect(m.state).toMatchObject({ round: 3, firstPlayer: 1 });
    expect(m.replaysIdentically()).toBe(true);
  });
});

describe('TV4: fee debt, paid later, charged at the end (3p, last round)', () => {
  it('gives the spec numbers', () => {
    const m = new Match(3, TV4_POSITION);
    m.play(0, bid(0, 3000));
    expect(m.reject(1, bid(0, 6000))).toBe('INSUFFICIENT_CASH');
    expect(m.reject(1, bid(0, 3000))).toBe('BID_TOO_LOW');
    m.play(1, bid(1, 0));
    const resolution = m.play(2, bid(2, 0));
    expect(resolution.filter((e) => e.type.startsWith('fee')).map((e) => [e.type, 'amount' in e && e.amount])).toEqual([
      ['feeDeferred', 3000],
      ['feeDeferred', 2000],
      ['feePaid', 1000],
    ]);
    expect(m.state.seats[0]).toMatchObject({ cash: 1000, feeDebt: [3000] });
    expect(m.state.seats[1]).toMatchObject({ cash: 0, feeDebt: [2000] });
    expect(holdings(m.state, 2)).toEqual({ epic: { regular: 1 } });
    const sale = m.play(0, sell({ cosmic: { regular: 1 } }));
    expect(ofType(sale, 'sold')[0]!.total).toBe(5000);
    expect(ofType(sale, 'feeDebtPaid')[0]).toMatchObject({ seat: 0, amount: 3000 });
    expect(m.state.seats[0]).toMatchObject({ cash: 3000, feeDebt: [] });
    m.play(1, sell());
    const end = m.play(2, sell());
    expect(ofType(end, 'dividend')[0]!.paid).toEqual([0, 0, 2000]);
    expect(ofType(end, 'majorityBonus')).toEqual([{ type: 'majorityBonus', company: 'epic', seats: [2], each: 10000 }]);
    expect(ofType(end, 'liquidated').map((e) => e.amount)).toEqual([0, 0, 5000]);
    expect(m.state.phase).toBe('over');
    expect(stockpile.outcome(m.state)).toEqual({ scores: [3000, -2000, 37000], ranking: [[2], [0], [1]] });
    expect(m.cash()).toEqual([3000, 0, 37000]);
    expect(m.replaysIdentically()).toBe(true);
  });
});

describe('TV5: final round with halving, majority ties and tied ranks (4p, round 6)', () => {
  it('gives the spec numbers', () => {
    const m = new Match(4, TV5_POSITION);
    m.play(0, sell());
    expect(ofType(m.play(1, sell({ cosmic: { halve: 1 } })), 'sold')[0]!.total).toBe(4000);
    expect(holdings(m.state, 1)).toEqual({ cosmic: { regular: 1 }, leading: { regular: 2 } });
    expect(m.state.seats[1]!.known.cosmic).toBe(1);
    m.play(2, sell());
    const e = m.play(3, sell({ epic: { regular: 1 } }));
    expect(ofType(e, 'sold')[0]!.total).toBe(2000);
    const moves = ofType(e, 'priceMoved').map((x) => [x.company, x.from, x.to]);
    expect(moves).toEqual([
      ['cosmic', 4, 5],
      ['leading', 6, 4],
      ['bottomline', 10, 9],
      ['american', 1, 3],
      ['stanford', 7, 9],
    ]);
    expect(ofType(e, 'split')[0]).toMatchObject({
      company: 'bottomline',
      superSplit: [0, 0, 10000, 0],
      moved: [0, 0, 0, 0],
    });
    expect(ofType(e, 'bankrupt')[0]).toMatchObject({ company: 'american' });
    expect(ofType(e, 'dividend')[0]).toMatchObject({ company: 'epic', paid: [0, 0, 0, 4000] });
    expect(ofType(e, 'majorityBonus').map((x) => [x.company, x.seats, x.each])).toEqual([
      ['cosmic', [0], 10000],
      ['bottomline', [2], 10000],
      ['leading', [0, 1], 5000],
      ['epic', [3], 10000],
    ]);
    expect(ofType(e, 'liquidated').map((x) => x.amount)).toEqual([18000, 13000, 27000, 4000]);
    expect(stockpile.outcome(m.state)).toEqual({ scores: [38000, 27000, 52000, 27000], ranking: [[2], [0], [1, 3]] });
    expect(m.replaysIdentically()).toBe(true);
  });
});

const TV6 = {
  round: 1,
  phase: 'supply',
  firstPlayer: 0,
  seats: [
    { portfolio: { cosmic: { regular: 1 } }, hand: ['cosmic-1', 'fee-3000-1'] },
    { portfolio: { epic: { regular: 1 } }, hand: ['leading-1', 'boom-1'] },
  ],
  deckTop: ['stanford-1', 'bust-1', 'bottomline-1', 'american-1'],
  pairs: {
    private: [
      [
        { company: 'cosmic', forecast: 'up2' },
        { company: 'leading', forecast: 'down3' },
      ],
      [
        { company: 'epic', forecast: 'up4' },
        { company: 'american', forecast: 'dividend' },
      ],
    ],
    public: [],
    hidden: [
      { company: 'bottomline', forecast: 'up1' },
      { company: 'stanford', forecast: 'down2' },
    ],
  },
};

describe('TV6: two-player round', () => {
  it('gives the spec numbers', () => {
    const m = new Match(2, TV6);
    m.play(0, supply('cosmic-1', 0, 'fee-3000-1', 1));
    const e2 = m.play(1, supply('leading-1', 1, 'boom-1', 0));
    expect(ofType(e2, 'handDealt').map((x) => [x.seat, x.cards])).toEqual([
      [0, ['stanford-1', 'bust-1']],
      [1, ['bottomline-1', 'american-1']],
    ]);
    m.play(0, supply('stanford-1', 2, 'bust-1', 3));
    m.play(1, supply('american-1', 3, 'bottomline-1', 2));
    expect(m.state.phase).toBe('demand');
    m.play(0, bid(0, 1000));
    expect(m.toAct()).toEqual([1]);
    m.play(1, bid(0, 3000));
    expect(m.toAct()).toEqual([0]);
    expect(m.state.demand?.acting).toBe(2);
    expect(m.reject(0, bid(0, 6000))).toBe('PILE_LOCKED');
    m.play(0, bid(2, 0));
    expect(m.toAct()).toEqual([1]);
    expect(m.state.demand?.acting).toBe(3);
    expect(m.reject(1, bid(0, 6000))).toBe('OWN_PILE');
    m.play(1, bid(1, 0));
    expect(m.toAct()).toEqual([0]);
    expect(m.state.demand?.acting).toBe(0);
    const r = m.play(0, bid(3, 0));
    expect(ofType(r, 'bidPaid').map((x) => [x.seat, x.amount])).toEqual([
      [1, 3000],
      [1, 0],
      [0, 0],
      [0, 0],
    ]);
    expect(ofType(r, 'pileWon').map((x) => [x.pile, x.seat])).toEqual([
      [0, 1],
      [1, 1],
      [2, 0],
      [3, 0],
    ]);
    expect(ofType(r, 'feePaid')).toEqual([{ type: 'feePaid', seat: 1, amount: 3000 }]);
    expect(m.cash()).toEqual([30000, 24000]);
    expect(m.state.seats[1]!.knownBy[0]!.bottomline).toBe(0);
    expect(m.state.seats[0]!.knownBy[1]!.bottomline).toBe(1);
    m.play(0, playAction('bust-1', 'leading'));
    expect(m.state.prices.leading).toBe(3);
    m.play(1, playAction('boom-1', 'epic'));
    expect(m.state.prices.epic).toBe(7);
    m.play(0, sell());
    const end = m.play(1, sell({ leading: { regular: 1 } }));
    expect(ofType(end, 'sold')[0]!.total).toBe(3000);
    expect(ofType(end, 'pairRevealed').map((x) => [x.company, x.holder])).toEqual([
      ['cosmic', 0],
      ['leading', 0],
      ['epic', 1],
      ['american', 1],
      ['bottomline', 'hidden'],
      ['stanford', 'hidden'],
    ]);
    expect(ofType(end, 'bankrupt')[0]).toMatchObject({ company: 'leading' });
    expect(ofType(end, 'split')[0]).toMatchObject({ company: 'epic', moved: [0, 1] });
    expect(ofType(end, 'dividend')[0]).toMatchObject({ company: 'american', paid: [2000, 0] });
    expect(m.state.prices).toEqual({ cosmic: 7, bottomline: 6, leading: 5, american: 5, stanford: 3, epic: 6 });
    expect(m.cash()).toEqual([32000, 27000]);
    expect(holdings(m.state, 0)).toEqual({
      cosmic: { regular: 1 },
      bottomline: { regular: 1 },
      american: { regular: 1 },
      stanford: { regular: 1 },
    });
    expect(holdings(m.state, 1)).toEqual({ cosmic: { regular: 1 }, epic: { split: 1 } });
    expect(m.state).toMatchObject({ round: 2, firstPlayer: 1 });
    expect(m.replaysIdentically()).toBe(true);
  });
});

describe('TV7: illegal moves', () => {
  it('refuses each with its code and changes nothing', () => {
    const m = tv1(0);
    const tv1m1 = supply('bottomline-1', 0, 'boom-1', 0);
    expect(m.reject(1, tv1m1)).toBe('NOT_YOUR_TURN');
    expect(m.reject(0, bid(0, 0))).toBe('WRONG_PHASE');
    expect(m.reject(0, supply('cosmic-1', 0, 'boom-1', 0))).toBe('CARD_NOT_IN_HAND');
    expect(m.reject(0, supply('bottomline-1', 0, 'bottomline-1', 0))).toBe('SAME_CARD');
    expect(m.reject(0, supply('bottomline-1', 0, 'boom-1', 4))).toBe('NO_SUCH_PILE');
    expect(m.reject(0, { ...tv1m1, hideBoth: true })).toBe('POWER_NOT_AVAILABLE');
    const m5 = tv1(5);
    expect(m5.reject(1, bid(3, 0))).toBe('BID_TOO_LOW');
    expect(m5.reject(1, bid(1, 2000))).toBe('BAD_BID_AMOUNT');
    expect(m5.reject(1, bid(1, 25000))).toBe('INSUFFICIENT_CASH');
    const rich = new Match(3, { phase: 'demand', seats: [{ cash: 30000 }, { cash: 40000 }, null] });
    rich.play(0, bid(0, 25000));
    expect(rich.reject(1, bid(0, 25000))).toBe('BID_TOO_LOW');
    expect(rich.reject(1, bid(0, 30000))).toBe('BAD_BID_AMOUNT');
    const m10 = tv1(10);
    expect(m10.reject(2, playAction('bust-1', 'cosmic'))).toBe('CARD_NOT_HELD');
    const m12 = tv1(12);
    expect(m12.reject(1, sell({ bottomline: { regular: 2 } }))).toBe('NOT_ENOUGH_SHARES');
    expect(m12.reject(1, sell({ bottomline: { regular: -1 } }))).toBe('BAD_COUNT');
    const untimed = new Match(4, TV1, { turnSeconds: 0 });
    expect(untimed.reject(0, { type: 'timeout' })).toBe('NOT_TIMED');
  });
});

describe('TV8: a round of timeouts', () => {
  it('plays every default decision', () => {
    const m = new Match(4, TV1, { turnSeconds: 60 });
    const events = [];
    while (m.state.round === 1) {
      const seat = m.toAct()[0]!;
      const e = m.play(seat, { type: 'timeout' });
      expect(e[0]).toEqual({ type: 'timedOut', seat });
      events.push(...e);
    }
    expect(ofType(events, 'timedOut')).toHaveLength(13);
    expect(ofType(events, 'cardPlaced').map((x) => [x.seat, x.pile, x.card, x.faceUp])).toEqual([
      [0, 0, 'bottomline-1', true],
      [0, 0, 'boom-1', false],
      [1, 1, 'cosmic-1', true],
      [1, 1, 'cosmic-2', false],
      [2, 2, 'leading-1', true],
      [2, 2, 'leading-2', false],
      [3, 3, 'stanford-1', true],
      [3, 3, 'epic-1', false],
    ]);
    expect(ofType(events, 'bidPlaced').map((x) => [x.seat, x.pile, x.amount])).toEqual([
      [0, 0, 0],
      [1, 1, 0],
      [2, 2, 0],
      [3, 3, 0],
    ]);
    expect(ofType(events, 'actionPlayed')).toEqual([
      { type: 'actionPlayed', seat: 0, card: 'boom-1', company: 'bottomline' },
    ]);
    expect(ofType(events, 'sold').map((x) => x.total)).toEqual([0, 0, 0, 0]);
    expect(ofType(events, 'priceMoved').map((x) => [x.company, x.from, x.to])).toEqual([
      ['bottomline', 5, 7],
      ['american', 5, 9],
      ['bottomline', 7, 4],
      ['leading', 5, 7],
      ['cosmic', 5, 6],
      ['stanford', 5, 3],
    ]);
    expect(ofType(events, 'dividend')[0]!.paid).toEqual([0, 0, 0, 4000]);
    expect(m.cash()).toEqual([20000, 20000, 20000, 24000]);
    expect(m.replaysIdentically()).toBe(true);
  });
});

describe('TV9: advanced board (3p)', () => {
  it('a step dividend, a split to position 5, and a split card sold at double', () => {
    const m = new Match(
      3,
      {
        phase: 'action',
        firstPlayer: 0,
        seats: [
          { portfolio: { stanford: { regular: 2 } }, actions: ['boom-1', 'bust-1'] },
          { portfolio: { stanford: { regular: 1 }, cosmic: { regular: 1 } } },
          { portfolio: {} },
        ],
      },
      { board: 'advanced' },
    );
    expect(m.state.prices.stanford).toBe(9);
    const e = m.play(0, playAction('boom-1', 'stanford'));
    expect(ofType(e, 'dividend')[0]).toMatchObject({ company: 'stanford', source: 'track', paid: [2000, 1000, 0] });
    expect(ofType(e, 'split')[0]).toMatchObject({ company: 'stanford', moved: [2, 1, 0] });
    expect(holdings(m.state, 0)).toEqual({ stanford: { split: 2 } });
    expect(holdings(m.state, 1)).toEqual({ stanford: { split: 1 }, cosmic: { regular: 1 } });
    expect(m.state.prices.stanford).toBe(5);
    expect(stockpile.view(m.state, 'spectator').prices.stanford).toBe(5);
    m.play(0, playAction('bust-1', 'cosmic'));
    expect(m.state.prices.cosmic).toBe(1);
    expect(m.state.phase).toBe('selling');
    expect(ofType(m.play(0, sell({ stanford: { split: 1 } })), 'sold')[0]!.total).toBe(6000);
    expect(m.cash()).toEqual([28000, 21000, 20000]);
    expect(m.replaysIdentically()).toBe(true);
  });
});

describe('TV10: investors (3p)', () => {
  it('Donald pays the previous step, Bernie gains a fee, Graham earns on a sale', () => {
    const m = new Match(
      3,
      {
        phase: 'demand',
        seats: [
          { investors: ['donald'], portfolio: {} },
          { investors: ['bernie'], portfolio: {} },
          { investors: ['graham'], portfolio: {} },
        ],
        piles: [
          [{ card: 'cosmic-1', faceUp: true, placedBy: 2 }],
          [{ card: 'fee-3000-1', faceUp: true, placedBy: 0 }],
          [{ card: 'leading-1', faceUp: true, placedBy: 1 }],
        ],
        pairs: TV4_PAIRS,
      },
      { investors: true },
    );
    expect(m.cash()).toEqual([13000, 16000, 16000]);
    m.play(0, bid(0, 6000));
    m.play(1, bid(1, 0));
    const r = m.play(2, bid(2, 0));
    expect(ofType(r, 'bidPaid')[0]).toMatchObject({ seat: 0, amount: 3000 });
    expect(ofType(r, 'feeGained')).toEqual([{ type: 'feeGained', seat: 1, amount: 3000 }]);
    expect(m.cash()).toEqual([10000, 19000, 16000]);
    m.play(0, sell());
    m.play(1, sell());
    const e = m.play(2, sell({ leading: { regular: 1 } }));
    expect(ofType(e, 'sold')[0]!.total).toBe(6000);
    expect(ofType(e, 'priceMoved').map((x) => [x.company, x.to])).toEqual([
      ['american', 9],
      ['bottomline', 2],
      ['cosmic', 6],
      ['leading', 7],
      ['stanford', 3],
    ]);
    expect(ofType(e, 'dividend')[0]).toMatchObject({ company: 'epic', paid: [0, 0, 0] });
    expect(m.cash()).toEqual([10000, 19000, 22000]);
    expect(m.state.round).toBe(2);
    expect(m.replaysIdentically()).toBe(true);
  });
});

describe('TV11: resignation (2p)', () => {
  it('ends the game at once with one seat left', () => {
    const m = new Match(2, TV6);
    const e = m.play(1, { type: 'resign' });
    expect(e).toEqual([
      { type: 'resigned', seat: 1 },
      { type: 'gameOver', scores: [30000, 30000], ranking: [[0], [1]] },
    ]);
    expect(m.state.seats[1]!.resigned).toBe(true);
    expect(m.state.phase).toBe('over');
    expect(stockpile.outcome(m.state)).toEqual({ scores: [30000, 30000], ranking: [[0], [1]] });
    expect(m.reject(1, { type: 'resign' })).toBe('GAME_OVER');
    expect(m.replaysIdentically()).toBe(true);
  });
});
