import { describe, expect, it } from 'vitest';
import { startMatch } from '../../core/record.ts';
import { ALL_CARDS } from './cards.ts';
import { COMPANIES } from './companies.ts';
import { INVESTOR_ORDER, PILES, ROUNDS, START_CASH, TRACKS, per } from './config.ts';
import { stockpile } from './index.ts';
import type { State } from './types.ts';

function start(players: number, options: object = {}, seed = 'setup', position?: unknown) {
  return startMatch(stockpile, { players, options, seed, position });
}

function started(players: number, options: object = {}, seed = 'setup', position?: unknown): State {
  const r = start(players, options, seed, position);
  if (!r.ok) throw new Error(`setup failed: ${JSON.stringify(r.error)}`);
  return r.value.state;
}

describe('parseOptions (spec 3)', () => {
  it('fills every default', () => {
    expect(stockpile.parseOptions({}, 4)).toEqual({
      ok: true,
      value: {
        investors: false,
        board: 'standard',
        turnSeconds: 60,
        rebidSamePileAfterOutbid: false,
        displacedBids: 'inTurn',
        seedPiles: false,
      },
    });
    expect(stockpile.parseOptions(undefined, 2).ok).toBe(true);
    expect(stockpile.parseOptions({}, 3)).toEqual({ ok: true, value: stockpile.meta.defaultOptions });
  });

  it.each([
    [{ board: 'huge' }, 'board'],
    [{ investors: 'yes' }, 'investors'],
    [{ turnSeconds: 5 }, 'turnSeconds'],
    [{ turnSeconds: 601 }, 'turnSeconds'],
    [{ turnSeconds: 12.5 }, 'turnSeconds'],
    [{ displacedBids: 'later' }, 'displacedBids'],
    [{ rebidSamePileAfterOutbid: 1 }, 'rebidSamePileAfterOutbid'],
    [{ seedPiles: null }, 'seedPiles'],
    [{ variant: 'classic' }, 'variant'],
    ['standard', '(options)'],
    [[], '(options)'],
  ])('%j gives BAD_OPTION (%s)', (raw, option) => {
    expect(stockpile.parseOptions(raw, 3)).toEqual({ ok: false, error: { code: 'BAD_OPTION', detail: { option } } });
  });

  it('accepts 0 (untimed) and 10..600 seconds', () => {
    for (const t of [0, 10, 600]) expect(stockpile.parseOptions({ turnSeconds: t }, 2).ok).toBe(true);
  });

  it.each([1, 6, 2.5, 0])('%d players gives BAD_PLAYER_COUNT', (players) => {
    const r = stockpile.parseOptions({}, players);
    expect(r.ok ? 'ok' : r.error.code).toBe('BAD_PLAYER_COUNT');
  });
});

describe('setup (spec 5, 8.1)', () => {
  it.each([2, 3, 4, 5])('%d players: cash, starting stocks, deck, pairs and hands', (players) => {
    const s = started(players);
    expect(s.rounds).toBe(per(ROUNDS, players));
    expect(s.piles).toHaveLength(per(PILES, players));
    expect(s.phase).toBe('supply');
    expect(s.firstPlayer).toBeGreaterThanOrEqual(0);
    expect(s.firstPlayer).toBeLessThan(players);
    const companies = s.seats.map((seat) => COMPANIES.filter((c) => seat.portfolio[c].regular === 1));
    expect(companies.every((c) => c.length === 1)).toBe(true);
    expect(new Set(companies.flat()).size).toBe(players);
    for (const seat of s.seats) {
      expect(seat.cash).toBe(per(START_CASH, players));
      expect(seat.hand).toHaveLength(2);
      expect(seat.known).toEqual({ cosmic: 0, bottomline: 0, leading: 0, american: 0, stanford: 0, epic: 0 });
    }
    expect(s.deck).toHaveLength(80 - players - 2 * players);
    expect(new Set([...s.deck, ...s.seats.flatMap((x) => x.hand)]).size).toBe(80 - players);
    const pairs = [...s.seats.flatMap((x) => x.pairs), ...s.publicPairs, ...s.hiddenPairs];
    expect(new Set(pairs.map((p) => p.company)).size).toBe(6);
    expect(new Set(pairs.map((p) => p.forecast)).size).toBe(6);
    expect(s.seats.map((x) => x.pairs.length)).toEqual(new Array(players).fill(players === 2 ? 2 : 1));
    expect(s.publicPairs).toHaveLength(players === 2 ? 0 : 1);
    for (const c of COMPANIES) expect(s.prices[c]).toBe(TRACKS.standard[c].start);
  });

  it('is deterministic in its seed and varies with it', () => {
    expect(started(4, {}, 'a')).toEqual(started(4, {}, 'a'));
    const firsts = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((x) => started(4, {}, x).firstPlayer));
    expect(firsts.size).toBeGreaterThan(1);
  });

  it('seedPiles puts one face-up card on each pile (5p uses 80 cards over the game)', () => {
    const s = started(5, { seedPiles: true });
    expect(s.piles.map((p) => p.cards.length)).toEqual([1, 1, 1, 1, 1]);
    expect(s.piles.every((p) => p.cards[0]!.faceUp && p.cards[0]!.knownTo.length === 0)).toBe(true);
  });

  it('advanced board: the advanced start positions', () => {
    const s = started(3, { board: 'advanced' });
    for (const c of COMPANIES) expect(s.prices[c]).toBe(TRACKS.advanced[c].start);
  });

  it('investors: the investors phase with 2 cards each (2p: 4), the rest in the deck', () => {
    for (const players of [2, 3, 5]) {
      const s = started(players, { investors: true });
      expect(s.phase).toBe('investors');
      expect(stockpile.toAct(s)).toEqual(Array.from({ length: players }, (_, i) => i));
      const offered = s.seats.flatMap((x) => x.investorOffer);
      expect(s.seats.every((x) => x.investorOffer.length === (players === 2 ? 4 : 2))).toBe(true);
      expect(new Set([...offered, ...s.investorDeck])).toEqual(new Set(INVESTOR_ORDER));
      expect(s.seats.every((x) => x.hand.length === 0 && x.pairs.length === 0)).toBe(true);
    }
  });
});

describe('position override (spec 12)', () => {
  it.each([
    [{ round: 0 }, 'round'],
    [{ round: 7 }, 'round'],
    [{ phase: 'deborah' }, 'phase'],
    [{ step: 9 }, 'step'],
    [{ firstPlayer: 4 }, 'firstPlayer'],
    [{ prices: { cosmic: 11 } }, 'prices.cosmic'],
    [{ prices: { acme: 3 } }, 'prices.acme'],
    [{ seats: [{ cash: -1 }] }, 'seats[0].cash'],
    [{ seats: [{ feeDebt: [500] }] }, 'seats[0].feeDebt[0]'],
    [{ seats: [{ portfolio: { cosmic: { regular: 1 } }, known: { cosmic: 2 } }] }, 'seats[0].known.cosmic'],
    [{ seats: [{ hand: ['nope-1', 'cosmic-1'] }] }, 'seats[0].hand[0]'],
    [{ seats: [{ hand: ['cosmic-1', 'cosmic-1'] }] }, 'seats[0].hand[1]'],
    [{ phase: 'demand', seats: [{ hand: ['cosmic-1', 'cosmic-2'] }] }, 'seats[0].hand'],
    [{ seats: [{ actions: ['boom-1'] }] }, 'seats[0].actions'],
    [{ phase: 'action', seats: [{ actions: ['cosmic-1'] }] }, 'seats[0].actions[0]'],
    [{ seats: [{ investors: ['bill'] }] }, 'seats[0].investors'],
    [{ phase: 'selling', piles: [[], [], [], []] }, 'piles'],
    [{ piles: [[]] }, 'piles'],
    [{ step: 1 }, 'step'],
    [{ seats: [{ portfolio: { cosmic: { regular: 10 } } }], deckTop: ['cosmic-1'] }, 'seats'],
    [{ pairs: { private: [[], [], [], []], public: [], hidden: [] } }, 'pairs.private[0]'],
    [{ colour: 'red' }, 'colour'],
  ])('%j gives BAD_POSITION at %s', (position, field) => {
    const r = start(4, {}, 'pos', position);
    expect(r.ok ? 'ok' : r.error).toMatchObject({ code: 'BAD_POSITION', detail: { field } });
  });

  it('rebuilds the deck: every card once, portfolio cards taken from the highest ids, deckTop on top', () => {
    const s = started(3, {}, 'deck', {
      phase: 'demand',
      seats: [{ portfolio: { cosmic: { regular: 2, split: 1 } } }, { portfolio: {} }, { portfolio: {} }],
      deckTop: ['boom-2', 'cosmic-10'],
    });
    expect(s.deck.slice(0, 2)).toEqual(['boom-2', 'cosmic-10']);
    const cosmic = s.deck.filter((c) => c.startsWith('cosmic-'));
    expect(cosmic.sort()).toEqual([
      'cosmic-1',
      'cosmic-10',
      'cosmic-2',
      'cosmic-3',
      'cosmic-4',
      'cosmic-5',
      'cosmic-6',
    ]);
    expect(s.deck).toHaveLength(ALL_CARDS.length - 3);
  });

  it('settles fee debt at the end and takes investor cash', () => {
    const s = started(3, { investors: true }, 'debt', {
      phase: 'selling',
      seats: [{ investors: ['bill'], feeDebt: [3000, 2000] }, { cash: 1000, feeDebt: [2000] }, null],
    });
    expect(s.seats[0]).toMatchObject({ cash: 27000, feeDebt: [] });
    expect(s.seats[1]).toMatchObject({ cash: 1000, feeDebt: [2000] });
    expect(s.investorDeck).not.toContain('bill');
  });

  it('skips an action phase nobody acts in', () => {
    expect(started(4, {}, 'skip', { phase: 'action' }).phase).toBe('selling');
  });
});
