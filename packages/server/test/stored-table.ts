// A started Akcioner table written straight into a store, for the tests where registries over one store stand for
// processes (no server, no HTTP).
import { expect } from 'vitest';
import type { RateMatch } from '../src/store/results-store.ts';
import type { Store } from '../src/store/store.ts';
import { newTable } from './new-table.ts';

/** Table 't': a short 2-player Akcioner game, user 'u' at seat 0 and a beginner bot at seat 1, started. */
export async function storedAkcionerTable(store: Store, seed: string, turnSeconds: number): Promise<void> {
  await store.createUser({ id: 'u', name: 'U', createdAt: 1 });
  await twoSeatTable(store, { id: 't', seed, other: 'beginner', turnSeconds });
  await store.startTable('t', 2, []);
}

/** A short 2-player Akcioner table of user 'u' (who must exist), open: 'u' at seat 0, `other` (a bot or nobody) at 1. */
export async function twoSeatTable(
  store: Store,
  t: { readonly id: string; readonly seed: string; readonly other: 'beginner' | null; readonly turnSeconds?: number },
): Promise<void> {
  await store.createTable(
    {
      id: t.id,
      game: 'akcioner',
      rulesVersion: 1,
      options: { variant: 'short', rounding: 'up', turnSeconds: t.turnSeconds ?? 0 },
      players: 2,
      seed: t.seed,
      position: null,
      private: false,
      inviteCode: null,
      hostId: 'u',
      createdAt: 1,
    },
    [
      { tableId: t.id, seat: 0, userId: 'u', bot: null },
      { tableId: t.id, seat: 1, userId: null, bot: t.other },
    ],
  );
}

/**
 * A rated two-seat table of `a` (seat 0) and `b` (seat 1; with `botSeat`, a server bot's seat whose rating is `b`'s),
 * started at `at - 5`; unless `finish` is false, won by `a` at `at` and its results recorded with `rate` (default: both
 * at a fresh rating).
 */
export async function ratedTwoSeatTable(
  store: Store,
  table: {
    readonly id: string;
    readonly game: string;
    readonly a: string;
    readonly b: string;
    readonly at?: number;
    readonly botSeat?: boolean;
    readonly finish?: boolean;
    readonly rate?: RateMatch;
  },
): Promise<void> {
  const { id, a, b } = table;
  const at = table.at ?? 30;
  await store.createTable(newTable({ id, game: table.game, hostId: a, createdAt: at - 20, rated: true }), [
    { tableId: id, seat: 0, userId: a, bot: null },
    table.botSeat === true
      ? { tableId: id, seat: 1, userId: null, bot: 'x' }
      : { tableId: id, seat: 1, userId: b, bot: null },
  ]);
  expect(await store.startTable(id, at - 10, [], true)).toBe(true);
  if (table.finish === false) return;
  expect(
    await store.appendMoves({
      tableId: id,
      fromSeq: 0,
      moves: [{ seq: 0, seat: 0, move: { end: true }, at, by: 'human', events: null }],
      deadlines: [],
      finished: { at, outcome: { ranking: [[0], [1]], scores: [1, 0] } },
    }),
  ).toBe(true);
  const fresh = { mu: 25, sigma: 8 };
  const results = [
    { seat: 0, userId: a, place: 1, tied: false, score: 1, replaced: false },
    { seat: 1, userId: b, place: 2, tied: false, score: 0, replaced: false, ...(table.botSeat ? { bot: true } : {}) },
  ];
  const rate = table.rate ?? { fresh, rate: () => new Map([a, b].map((u) => [u, fresh])) };
  expect(await store.results.record(id, results, rate)).not.toBeNull();
}
