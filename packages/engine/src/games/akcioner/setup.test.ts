import { describe, expect, it } from 'vitest';
import { stateHash } from '../../core/canonical.ts';
import { startMatch } from '../../core/record.ts';
import { CARD_INFO, VARIANTS, type VariantId } from './config.ts';
import { akcioner } from './index.ts';

function start(players: number, options: object, seed: string, position?: unknown) {
  return startMatch(akcioner, { players, options, seed, position });
}

describe('parseOptions (spec 3)', () => {
  it('fills defaults', () => {
    expect(akcioner.parseOptions({}, 3)).toEqual({
      ok: true,
      value: { variant: 'classic', rounding: 'up', turnSeconds: 120 },
    });
    expect(akcioner.parseOptions(undefined, 3).ok).toBe(true);
  });

  it.each([
    [{ variant: 'huge' }, 'variant'],
    [{ rounding: 'sideways' }, 'rounding'],
    [{ turnSeconds: 5 }, 'turnSeconds'],
    [{ turnSeconds: 86401 }, 'turnSeconds'],
    [{ turnSeconds: 12.5 }, 'turnSeconds'],
    [{ turnSeconds: '60' }, 'turnSeconds'],
    [{ series: true }, 'series'],
    [{ colour: 'red' }, 'colour'],
    ['classic', '(options)'],
    // a key given null is present, with a value outside the allowed set (spec 3); only a missing key takes its default
    [{ variant: null }, 'variant'],
    [{ rounding: null }, 'rounding'],
    [{ turnSeconds: null }, 'turnSeconds'],
  ])('%j → BAD_OPTION (%s)', (raw, option) => {
    expect(akcioner.parseOptions(raw, 3)).toEqual({ ok: false, error: { code: 'BAD_OPTION', detail: { option } } });
  });

  it('accepts 0 (untimed) and the bounds 10 and 86400', () => {
    for (const t of [0, 10, 86400]) expect(akcioner.parseOptions({ turnSeconds: t }, 2).ok).toBe(true);
  });

  it.each([
    ['short', 1, false],
    ['short', 2, true],
    ['short', 6, true],
    ['short', 7, false],
    ['classic', 5, true],
    ['classic', 6, false],
    ['long', 4, true],
    ['long', 5, false],
  ] as const)('%s with %i players: allowed %s (spec 14 #21)', (variant, players, allowed) => {
    const r = akcioner.parseOptions({ variant }, players);
    expect(r.ok ? 'ok' : r.error.code).toBe(allowed ? 'ok' : 'BAD_PLAYER_COUNT');
  });
});

describe('setup (spec 5)', () => {
  it.each(Object.keys(VARIANTS) as VariantId[])(
    'deals %s hands of big and small cards, sorted, the rest undealt',
    (variant) => {
      const v = VARIANTS[variant];
      for (let players = v.minPlayers; players <= v.maxPlayers; players++) {
        const r = start(players, { variant }, `deal-${players}`);
        if (!r.ok) throw new Error('setup failed');
        const { state, events } = r.value;
        expect([...state.order].sort()).toEqual(Array.from({ length: players }, (_, i) => i));
        for (const s of state.seats) {
          const infos = s.hand.map((id) => CARD_INFO.find((c) => c.id === id)!);
          expect(infos.filter((c) => c.big)).toHaveLength(v.big);
          expect(infos.filter((c) => !c.big)).toHaveLength(v.small);
          expect(infos.map((c) => c.index)).toEqual(infos.map((c) => c.index).sort((a, b) => a - b));
          expect(s).toMatchObject({
            status: 'active',
            cash: 0,
            shares: { yellow: 1, red: 1, blue: 1, green: 1 },
            played: [],
            outSeq: null,
          });
        }
        expect(state.undealt).toHaveLength(52 - players * (v.big + v.small));
        expect(state).toMatchObject({
          round: 1,
          roundsTotal: v.rounds,
          toMove: state.order[0],
          stage: 'trade1',
          phase: 'playing',
        });
        expect(events.map((e) => e.type)).toEqual(['gameStarted', ...state.seats.map(() => 'dealt'), 'turnStarted']);
      }
    },
  );

  it('deals exactly the golden deal for a known seed (stored match records depend on it forever)', () => {
    const r = start(3, { variant: 'short' }, 'golden');
    if (!r.ok) throw new Error('setup failed');
    const { order, seats, rng } = r.value.state;
    expect(order).toEqual([2, 1, 0]);
    expect(seats.map((s) => s.hand)).toEqual([
      [
        'H-yellow-3',
        'H-red-2',
        'H-blue-3',
        'S-yellow-p40',
        'S-yellow-m50',
        'S-green-m50',
        'S-green-m40',
        'S-green-p60',
      ],
      [
        'H-yellow-1',
        'D-yellow-up',
        'D-green-up',
        'S-yellow-p60',
        'S-blue-m50',
        'S-blue-m40',
        'S-green-m60',
        'S-green-p40',
      ],
      ['H-red-3', 'H-blue-1', 'D-red-up', 'S-yellow-p50', 'S-red-m40', 'S-blue-p30', 'S-blue-p50', 'S-green-p30'],
    ]);
    expect(rng).toEqual({ algo: 'sfc32', s: [2647390341, 1584386996, 2061743421, 2118965408] });
  });

  it('is a function of the seed: same seed same state, other seed other deal', () => {
    const a = start(4, {}, 'same');
    const b = start(4, {}, 'same');
    const c = start(4, {}, 'other');
    if (!a.ok || !b.ok || !c.ok) throw new Error('setup failed');
    expect(stateHash(a.value.state)).toBe(stateHash(b.value.state));
    expect(stateHash(a.value.state)).not.toBe(stateHash(c.value.state));
  });

  it('consumes the rng identically with and without a position (spec 5 step 7)', () => {
    const a = start(2, {}, 'pos');
    const b = start(2, {}, 'pos', { prices: { red: 150 } });
    if (!a.ok || !b.ok) throw new Error('setup failed');
    expect(b.value.state.rng).toEqual(a.value.state.rng);
    expect(b.value.state.seats).toEqual(a.value.state.seats);
    expect(b.value.state.prices.red).toBe(150);
  });
});

describe('position override (spec 12)', () => {
  const hands = [{ hand: ['S-yellow-p30', 'S-red-p30'] }, { hand: ['S-blue-p30', 'S-green-p30'] }];
  const ok = { roundsTotal: 2, order: [0, 1], seats: hands };

  it('accepts a consistent position and recomputes undealt', () => {
    const r = start(2, {}, 'x', ok);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.state.undealt).toHaveLength(48);
    expect(r.value.state.seats[0]!.hand).toEqual(['S-yellow-p30', 'S-red-p30']);
  });

  it.each([
    ['unknown field', { ...ok, colour: 1 }, 'colour'],
    ['price not on the scale', { ...ok, prices: { red: 260 } }, 'prices.red'],
    ['price not a multiple of 10', { ...ok, prices: { red: 105 } }, 'prices.red'],
    ['price of an unknown colour', { ...ok, prices: { purple: 100 } }, 'prices.purple'],
    ['order not a permutation', { ...ok, order: [0, 0] }, 'order'],
    ['cash not a multiple of 5', { ...ok, seats: [{ ...hands[0], cash: 12 }, hands[1]] }, 'seats[0].cash'],
    ['negative shares', { ...ok, seats: [{ ...hands[0], shares: { red: -1 } }, hands[1]] }, 'seats[0].shares.red'],
    ['unknown card', { ...ok, seats: [{ hand: ['S-yellow-p30', 'X'] }, hands[1]] }, 'seats[0].hand[1]'],
    [
      'a card twice',
      { ...ok, seats: [{ hand: ['S-yellow-p30', 'S-red-p30'] }, { hand: ['S-yellow-p30', 'S-green-p30'] }] },
      'seats[1].hand',
    ],
    ['a hand missing while another is given', { ...ok, seats: [hands[0]] }, 'seats[1].hand'],
    ['wrong hand size', { ...ok, seats: [{ hand: ['S-yellow-p30'] }, hands[1]] }, 'seats[0].hand'],
    ['fewer than two active seats', { ...ok, seats: [hands[0], { status: 'resigned' }] }, 'seats'],
    [
      'an eliminated seat holding shares',
      { ...ok, seats: [hands[0], { status: 'bankrupt', shares: { red: 1 } }] },
      'seats[1]',
    ],
    ['round after roundsTotal', { ...ok, round: 3 }, 'round'],
    [
      'trading stage in the last round',
      { lastRound: true, order: [0, 1], stage: 'trade1', seats: [{ hand: ['S-yellow-p30'] }, { hand: ['S-red-p30'] }] },
      'stage',
    ],
    ['lastRound false in the last round', { ...ok, round: 2, lastRound: false }, 'lastRound'],
    ['locked outside trade2', { ...ok, locked: { red: 1 } }, 'locked'],
    [
      'locked above holdings',
      { ...ok, stage: 'trade2', seats: [{ hand: ['S-yellow-p30'] }, hands[1]], locked: { red: 2 } },
      'locked.red',
    ],
    ['toMove not a seat', { ...ok, toMove: 5 }, 'toMove'],
    // spec 12: round and roundsTotal are numbers; null is not a missing key (as toMove, stage and lastRound)
    ['round null', { ...ok, round: null }, 'round'],
    ['roundsTotal null', { ...ok, roundsTotal: null }, 'roundsTotal'],
  ])('refuses %s with BAD_POSITION', (_name, position, field) => {
    const r = start(2, {}, 'x', position);
    expect(r.ok ? 'ok' : `${r.error.code} ${String(r.error.detail?.['field'])}`).toBe(`BAD_POSITION ${field}`);
  });
});
