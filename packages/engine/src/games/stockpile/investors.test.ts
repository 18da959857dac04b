import { describe, expect, it } from 'vitest';
import { INVESTORS } from './config.ts';
import { stockpile } from './index.ts';
import { bid, Match, ofType, sell, supply, TV4_PAIRS } from './testing/match.ts';

const INV = { investors: true };
const PAIRS = TV4_PAIRS;
const HANDS = [
  ['cosmic-1', 'cosmic-2'],
  ['leading-1', 'fee-1000-1'],
  ['epic-1', 'boom-1'],
];

/** A 3p supply position with the given investors, TV4's pairs and fixed hands. */
function supplyWith(investors: string[][], phase = 'supply'): Match {
  return new Match(
    3,
    {
      phase,
      seats: investors.map((inv, s) => ({
        investors: inv,
        portfolio: {},
        ...(phase === 'supply' ? { hand: HANDS[s] } : {}),
      })),
      pairs: PAIRS,
    },
    INV,
  );
}

function supplyAll(m: Match): void {
  m.play(0, supply('cosmic-1', 0, 'cosmic-2', 1));
  m.play(1, supply('leading-1', 1, 'fee-1000-1', 2));
  m.play(2, supply('epic-1', 2, 'boom-1', 0));
}

describe('the investors phase (spec 8.14)', () => {
  it('3p: each keeps one, hidden until the last has chosen; cash from the card; round 1 starts', () => {
    const m = new Match(3, null, INV, 'inv');
    const s = m.state;
    expect(s.phase).toBe('investors');
    expect(stockpile.versionFree?.({ type: 'chooseInvestor', investors: [] })).toBe(true);
    const offer = (seat: number) => m.state.seats[seat]!.investorOffer;
    expect(m.reject(0, { type: 'chooseInvestor', investors: [...offer(0)] })).toBe('WRONG_COUNT');
    expect(m.reject(0, { type: 'chooseInvestor', investors: [offer(1)[0]] })).toBe('NOT_OFFERED');
    expect(m.reject(0, bid(0, 0))).toBe('WRONG_PHASE');
    const [keep1, rest1] = offer(1) as [string, string];
    expect(m.play(1, { type: 'chooseInvestor', investors: [keep1] })).toEqual([{ type: 'investorChosen', seat: 1 }]);
    expect(stockpile.toAct(m.state)).toEqual([0, 2]);
    const seen = stockpile.view(m.state, 0).seats[1]!;
    expect(!seen.full && seen.investors).toBeNull();
    expect(m.state.investorDeck.slice(-1)).toEqual([rest1]);
    m.play(0, { type: 'chooseInvestor', investors: [offer(0)[1]] });
    const e = m.play(2, { type: 'timeout' });
    const revealed = ofType(e, 'investorsRevealed')[0]!;
    expect(revealed.investors.map((x) => x.length)).toEqual([1, 1, 1]);
    expect(revealed.investors[2]).toEqual([s.seats[2]!.investorOffer[0]]);
    expect(m.state.phase).toBe('supply');
    expect(ofType(e, 'roundStarted')).toHaveLength(1);
    expect(m.replaysIdentically()).toBe(true);
  });

  it('2p: each keeps two and gets the sum of their two-player cash', () => {
    const m = new Match(2, null, INV, 'inv2');
    expect(m.state.seats.map((x) => x.investorOffer.length)).toEqual([4, 4]);
    expect(stockpile.legalMoves(m.state, 0)).toHaveLength(6);
    m.play(0, { type: 'timeout' });
    m.play(1, { type: 'timeout' });
    for (const seat of m.state.seats) {
      expect(seat.investors).toHaveLength(2);
      expect(seat.cash).toBe(seat.investors.reduce((sum, id) => sum + INVESTORS[id].cash2p, 0));
    }
  });
});

describe('investor powers (spec 8.14)', () => {
  it('Maverick Mark moves one pile card, face and knowledge kept, in prep before Demand', () => {
    const m = supplyWith([['mark'], ['bill'], ['bernie']]);
    expect(m.reject(0, { type: 'moveCard', from: 0, index: 0, to: 1 })).toBe('WRONG_PHASE');
    supplyAll(m);
    expect(m.state.phase).toBe('prep');
    expect(m.toAct()).toEqual([0]);
    expect(m.reject(1, { type: 'skipPower' })).toBe('NOT_YOUR_TURN');
    expect(m.reject(0, { type: 'inspectPile', pile: 0 })).toBe('POWER_NOT_AVAILABLE');
    expect(m.reject(0, { type: 'moveCard', from: 0, index: 0, to: 3 })).toBe('NO_SUCH_PILE');
    expect(m.reject(0, { type: 'moveCard', from: 0, index: 0, to: 0 })).toBe('SAME_PILE');
    expect(m.reject(0, { type: 'moveCard', from: 0, index: 5, to: 1 })).toBe('NO_SUCH_CARD');
    const moved = m.state.piles[0]!.cards[1]!;
    expect(moved).toEqual({ card: 'boom-1', faceUp: false, knownTo: [2] });
    m.play(0, { type: 'moveCard', from: 0, index: 1, to: 2 });
    expect(m.state.piles[2]!.cards.at(-1)).toEqual(moved);
    expect(m.state.piles[0]!.cards.map((c) => c.card)).toEqual(['cosmic-1']);
    expect(m.state.phase).toBe('demand');
    expect(m.state.seats[0]!.powersUsed).toEqual(['mark']);
  });

  it('Wise Warren learns the face-down cards of one pile; the event shows them to him only', () => {
    const m = supplyWith([['bill'], ['warren'], ['bernie']]);
    supplyAll(m);
    expect(m.toAct()).toEqual([1]);
    const e = m.play(1, { type: 'inspectPile', pile: 0 });
    expect(m.state.piles[0]!.cards.map((c) => c.knownTo)).toEqual([[0], [2, 1]]);
    expect(stockpile.view(m.state, 1).piles[0]!.cards.map((c) => c.card)).toEqual(['cosmic-1', 'boom-1']);
    expect(stockpile.view(m.state, 0).piles[0]!.cards.map((c) => c.card)).toEqual(['cosmic-1', null]);
    const inspected = ofType(e, 'pileInspected')[0]!;
    expect(stockpile.viewEvent(inspected, 1)).toEqual(inspected);
    expect(stockpile.viewEvent(inspected, 0)).toEqual({ ...inspected, cards: null });
    m.play(0, bid(0, 0));
    m.play(1, bid(1, 0));
    m.play(2, bid(2, 0));
    // Warren knew the Boom that seat 0 won.
    expect(m.state.seats[0]!.knownBy[1]!.cosmic).toBe(1);
  });

  it("prep: the first pending power in turn order, a seat's Mark before its Warren (2p); timeouts skip", () => {
    const m = new Match(
      2,
      {
        phase: 'supply',
        seats: [
          { investors: ['mark', 'warren'], portfolio: {}, hand: ['cosmic-1', 'cosmic-2'] },
          { investors: ['bill', 'bernie'], portfolio: {}, hand: ['epic-1', 'epic-2'] },
        ],
        deckTop: ['leading-1', 'leading-2', 'american-1', 'american-2'],
      },
      { ...INV, turnSeconds: 60 },
    );
    m.play(0, supply('cosmic-1', 0, 'cosmic-2', 1));
    m.play(1, supply('epic-1', 2, 'epic-2', 3));
    m.play(0, supply('leading-1', 0, 'leading-2', 1));
    m.play(1, supply('american-1', 2, 'american-2', 3));
    expect(m.state.phase).toBe('prep');
    m.play(0, { type: 'timeout' });
    expect(m.state.seats[0]!.powersUsed).toEqual(['mark']);
    expect(m.state.phase).toBe('prep');
    expect(m.reject(0, { type: 'moveCard', from: 0, index: 0, to: 1 })).toBe('POWER_NOT_AVAILABLE');
    m.play(0, { type: 'skipPower' });
    expect(m.state.phase).toBe('demand');
  });

  it('MayKnow Martha peeks once, before her bid, and her turn goes on', () => {
    const m = supplyWith([['martha'], ['bill'], ['bernie']], 'demand');
    expect(m.reject(1, { type: 'peek', target: { hidden: 0 } })).toBe('NOT_YOUR_TURN');
    expect(m.reject(0, { type: 'peek', target: { seat: 0, index: 0 } })).toBe('NO_SUCH_TARGET');
    expect(m.reject(0, { type: 'peek', target: { seat: 1, index: 1 } })).toBe('NO_SUCH_TARGET');
    expect(m.reject(0, { type: 'peek', target: { hidden: 2 } })).toBe('NO_SUCH_TARGET');
    const e = m.play(0, { type: 'peek', target: { seat: 2, index: 0 } });
    expect(e).toEqual([
      { type: 'pairPeeked', seat: 0, target: { seat: 2, index: 0 }, pair: { company: 'cosmic', forecast: 'up1' } },
    ]);
    expect(stockpile.viewEvent(e[0]!, 1)).toEqual({ ...e[0], pair: null });
    expect(m.toAct()).toEqual([0]);
    const v = stockpile.view(m.state, 0).seats[2]!;
    expect(!v.full && v.pairs).toEqual([{ company: 'cosmic', forecast: 'up1', knownTo: [2, 0] }]);
    expect(m.reject(0, { type: 'peek', target: { hidden: 0 } })).toBe('POWER_NOT_AVAILABLE');
    expect(stockpile.legalMoves(m.state, 0).some((x) => x.type === 'peek')).toBe(false);
    m.play(0, bid(0, 0));
    expect(m.toAct()).toEqual([1]);
  });

  it('Crazy Cramer gets an Action turn without cards: a nudge of one step, or a skip', () => {
    const m = supplyWith([['cramer'], ['bill'], ['bernie']], 'demand');
    m.play(0, bid(0, 0));
    m.play(1, bid(1, 0));
    m.play(2, bid(2, 0));
    expect(m.state.phase).toBe('action');
    expect(m.toAct()).toEqual([0]);
    expect(m.reject(0, { type: 'nudge', company: 'acme', delta: 1 })).toBe('NO_SUCH_COMPANY');
    expect(m.reject(0, { type: 'nudge', company: 'epic', delta: 2 })).toBe('BAD_DELTA');
    const e = m.play(0, { type: 'nudge', company: 'epic', delta: -1 });
    expect(ofType(e, 'nudged')).toEqual([{ type: 'nudged', seat: 0, company: 'epic', delta: -1 }]);
    expect(ofType(e, 'priceMoved')[0]).toMatchObject({ company: 'epic', from: 5, to: 4, cause: 'nudge' });
    expect(m.state.phase).toBe('selling');
  });

  it('Dividend Deborah: after Movement, $1,000 a share on one company to every holder; or a skip', () => {
    const m = new Match(
      3,
      {
        phase: 'selling',
        seats: [
          { investors: ['deborah'], portfolio: { leading: { regular: 1 } } },
          { investors: ['bill'], portfolio: { leading: { split: 1 } } },
          { investors: ['bernie'], portfolio: {} },
        ],
        pairs: PAIRS,
      },
      INV,
    );
    m.play(0, sell());
    m.play(1, sell());
    m.play(2, sell());
    expect(m.state.phase).toBe('deborah');
    expect(m.toAct()).toEqual([0]);
    expect(m.reject(0, { type: 'deborah', company: 'acme' })).toBe('NO_SUCH_COMPANY');
    const before = m.cash();
    const e = m.play(0, { type: 'deborah', company: 'leading' });
    expect(ofType(e, 'dividend')[0]).toMatchObject({
      company: 'leading',
      perShare: 1000,
      source: 'deborah',
      paid: [1000, 2000, 0],
    });
    expect(m.cash()).toEqual([before[0]! + 1000, before[1]! + 2000, before[2]]);
    expect(m.state).toMatchObject({ round: 2, phase: 'supply' });
  });

  it('Secretive Stuart may hide both cards; Golden Graham earns $1,000 a share when liquidated', () => {
    const m = supplyWith([['stuart'], ['bill'], ['bernie']]);
    m.play(0, { ...supply('cosmic-1', 0, 'cosmic-2', 1), hideBoth: true });
    expect(m.state.piles.map((p) => p.cards.map((c) => c.faceUp))).toEqual([[false], [false], []]);
    const g = new Match(
      3,
      {
        round: 7,
        phase: 'selling',
        seats: [
          { investors: ['graham'], portfolio: { epic: { regular: 2 } } },
          { investors: ['bill'] },
          { investors: ['bernie'] },
        ],
        pairs: PAIRS,
      },
      INV,
    );
    g.play(0, sell());
    g.play(1, sell());
    const end = g.play(2, sell());
    expect(ofType(end, 'liquidated')[0]).toMatchObject({ seat: 0, amount: 2 * 5000 + 2 * 1000 });
  });
});
