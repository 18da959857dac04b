// The results part of the Store contract (results-store.ts) on every store implementation: recorded once with the
// rating changes, even by racing writers; a person's history, stats, rating chart and the leaderboard.
import { expect, it } from 'vitest';
import type { NewNotification } from '../src/store/notify-store.ts';
import type { NewResult, RateMatch, RatingValue, ResultRow } from '../src/store/results-store.ts';
import type { Store } from '../src/store/store.ts';
import { describeStores, inChild, type Harness } from './store-harness.ts';
import { newTable } from './new-table.ts';

/** The fake model's rating of someone never rated. */
const FRESH_TEST: RatingValue = { mu: 25, sigma: 8 };

/** The fake model of a match: mu + 1 for everyone (so a lost update shows), sigma - 0.1, from `fresh`. */
function bump(people: readonly string[]): RateMatch {
  return {
    fresh: FRESH_TEST,
    rate: (before) =>
      new Map(
        people.map((id) => {
          const b = before.get(id) ?? FRESH_TEST;
          return [id, { mu: b.mu + 1, sigma: b.sigma - 0.1 }];
        }),
      ),
  };
}

interface Finished {
  readonly game?: string;
  /** User id per seat; null: a bot. */
  readonly seats: readonly (string | null)[];
  /** Seats a bot took over, by seat: the person who left. */
  readonly left?: Readonly<Record<number, string>>;
  readonly rated?: boolean;
  readonly private?: boolean;
  readonly ranking: readonly (readonly number[])[];
  readonly at: number;
}

/** A table played to its end in the store: created, started, one move that finished it. */
async function finished(store: Store, id: string, t: Finished): Promise<void> {
  const players = t.seats.length;
  await store.createTable(
    {
      id,
      game: t.game ?? 'g1',
      rulesVersion: 1,
      options: {},
      players,
      seed: 's',
      position: null,
      private: t.private ?? false,
      inviteCode: t.private === true ? 'inv' : null,
      hostId: t.seats.find((s) => s !== null) ?? 'host',
      createdAt: t.at - 1000,
      rated: t.rated ?? false,
    },
    t.seats.map((userId, seat) => ({ tableId: id, seat, userId, bot: userId === null ? 'beginner' : null })),
  );
  expect(await store.startTable(id, t.at - 500, [], t.rated ?? false)).toBe(true);
  for (const [seat, userId] of Object.entries(t.left ?? {}))
    await store.replaceSeatInPlay(id, Number(seat), {
      userId: null,
      bot: 'beginner',
      botName: 'anna',
      leftUserId: userId,
    });
  const scores = t.seats.map((_, seat) => 10 - seat);
  expect(
    await store.appendMoves({
      tableId: id,
      fromSeq: 0,
      moves: [{ seq: 0, seat: 0, move: { end: true }, at: t.at, by: 'human', events: null }],
      deadlines: [],
      finished: { at: t.at, outcome: { ranking: t.ranking, scores } },
    }),
  ).toBe(true);
}

/** Result rows as the recorder makes them: place from the ranking, a person per seat. */
function rows(seats: readonly string[], places: readonly number[]): NewResult[] {
  return seats.map((userId, seat) => ({
    seat,
    userId,
    place: places[seat] ?? 1,
    tied: places.filter((p) => p === places[seat]).length > 1,
    score: 10 - seat,
    replaced: false,
  }));
}

/** A 'finished' notification of a recorded row (its payload here: the rating after, as the test reads it back). */
function note(userId: string, tableId: string, mu: number | null, at: number): NewNotification {
  return {
    userId,
    kind: 'finished',
    tableId,
    payload: { ratingAfter: mu },
    dedupe: `finished:${tableId}`,
    guardKey: null,
    createdAt: at,
    dueAt: at,
  };
}

async function users(store: Store, ...ids: string[]): Promise<void> {
  for (const id of ids) await store.createUser({ id, name: `name-${id}`, createdAt: 1 });
}

/** Makes users accounts (the user name column is what makes one). */
async function accounts(harness: Harness, ...ids: string[]): Promise<void> {
  for (const id of ids)
    await harness.sql(`update users set username = '${id}', username_key = '${id}' where id = '${id}'`);
}

const mu = (r: RatingValue | null | undefined) => r?.mu;

describeStores('results', (get) => {
  it('records a rated match once: rows with places and ratings before and after, ratings stored', async () => {
    const { store } = get();
    await users(store, 'a', 'b');
    await finished(store, 't1', { seats: ['a', 'b'], rated: true, ranking: [[1], [0]], at: 5000 });
    const recorded = await store.results.record('t1', rows(['a', 'b'], [2, 1]), bump(['a', 'b']));
    expect(recorded).toEqual([
      {
        tableId: 't1',
        seat: 0,
        userId: 'a',
        game: 'g1',
        place: 2,
        players: 2,
        tied: false,
        score: 10,
        replaced: false,
        standIn: false,
        rated: true,
        before: { mu: 25, sigma: 8 },
        after: { mu: 26, sigma: 7.9 },
        finishedAt: 5000,
      },
      expect.objectContaining({ seat: 1, userId: 'b', place: 1, score: 9, after: { mu: 26, sigma: 7.9 } }),
    ]);
    expect(await store.results.ofTable('t1')).toEqual(recorded);
    // Again (another process, or a restart): nothing changes.
    expect(await store.results.record('t1', rows(['a', 'b'], [1, 2]), bump(['a', 'b']))).toBeNull();
    expect(await store.results.ofTable('t1')).toEqual(recorded);
    expect(await store.results.ratings('a')).toEqual([
      { userId: 'a', game: 'g1', mu: 26, sigma: 7.9, games: 1, updatedAt: 5000 },
    ]);
  });

  it('keeps the stand-in mark of a person a bot played for (issue 24), false when not given', async () => {
    const { store } = get();
    await users(store, 'a', 'b');
    await finished(store, 't1', { seats: ['a', 'b'], rated: true, ranking: [[0], [1]], at: 5000 });
    const [a, b] = rows(['a', 'b'], [1, 2]);
    const recorded = await store.results.record('t1', [{ ...a!, standIn: true }, b!], bump(['a', 'b']));
    expect(recorded?.map((r) => [r.userId, r.place, r.standIn])).toEqual([
      ['a', 1, true],
      ['b', 2, false],
    ]);
    expect((await store.results.ofTable('t1')).map((r) => r.standIn)).toEqual([true, false]);
    expect((await store.results.ofUser('a', { limit: 10 }))[0]?.standIn).toBe(true);
  });

  it('a casual match records places without ratings; an unfinished table records nothing', async () => {
    const { store } = get();
    await users(store, 'a', 'b');
    await finished(store, 't1', { seats: ['a', 'b'], ranking: [[0, 1]], at: 5000 });
    const recorded = await store.results.record('t1', rows(['a', 'b'], [1, 1]), null);
    expect(recorded?.map((r) => [r.place, r.tied, r.rated, r.before, r.after])).toEqual([
      [1, true, false, null, null],
      [1, true, false, null, null],
    ]);
    expect(await store.results.ratings('a')).toEqual([]);
    await store.createTable(newTable({ id: 'open', game: 'g1', hostId: 'a', createdAt: 1 }), []);
    expect(await store.results.record('open', rows(['a', 'b'], [1, 2]), bump(['a', 'b']))).toBeNull();
    expect(await store.results.record('nope', rows(['a', 'b'], [1, 2]), null)).toBeNull();
    expect(await store.results.ofTable('open')).toEqual([]);
    expect(await store.results.ratings('a')).toEqual([]);
  });

  it('of concurrent records of one table exactly one writes, and the ratings move once', async () => {
    const { store } = get();
    await users(store, 'a', 'b');
    await finished(store, 't1', { seats: ['a', 'b'], rated: true, ranking: [[0], [1]], at: 5000 });
    const all = await Promise.all(
      Array.from({ length: 6 }, () => store.results.record('t1', rows(['a', 'b'], [1, 2]), bump(['a', 'b']))),
    );
    expect(all.filter((r) => r !== null)).toHaveLength(1);
    expect((await store.results.ratings('b'))[0]).toMatchObject({ mu: 26, games: 1 });
  });

  it("writes the recorded rows' notifications in the same transaction: there at once, not again, none if they fail", async () => {
    const { store } = get();
    await users(store, 'a', 'b');
    await finished(store, 't1', { seats: ['a', 'b'], rated: true, ranking: [[1], [0]], at: 5000 });
    const seen: ResultRow[] = [];
    const notify = (recorded: readonly ResultRow[]): NewNotification[] => {
      seen.push(...recorded);
      return recorded.map((r) => note(r.userId, r.tableId, r.after?.mu ?? null, r.finishedAt));
    };
    const recorded = await store.results.record('t1', rows(['a', 'b'], [2, 1]), bump(['a', 'b']), notify);
    // Made of the stored rows (their ratings worked out in the transaction), and in the outbox as record returns.
    expect(seen).toEqual(recorded);
    expect((await store.notify.pendingOf('a')).map((n) => [n.kind, n.tableId, n.payload, n.dedupe])).toEqual([
      ['finished', 't1', { ratingAfter: 26 }, 'finished:t1'],
    ]);
    expect(await store.notify.pendingOf('b')).toHaveLength(1);
    // Recorded again: the results are there, so nothing is written and nobody is told twice.
    seen.length = 0;
    expect(await store.results.record('t1', rows(['a', 'b'], [2, 1]), bump(['a', 'b']), notify)).toBeNull();
    expect(seen).toEqual([]);
    expect(await store.notify.pendingOf('a')).toHaveLength(1);

    // A notification the database refuses (a time that is not a number) takes the results and ratings back with it:
    // the table stays unrecorded for a restart to record, notifications and all.
    await finished(store, 't2', { seats: ['a', 'b'], rated: true, ranking: [[0], [1]], at: 6000 });
    const broken = (r: readonly ResultRow[]) => r.map((x, i) => note(x.userId, x.tableId, null, i === 1 ? NaN : 6000));
    await expect(store.results.record('t2', rows(['a', 'b'], [1, 2]), bump(['a', 'b']), broken)).rejects.toThrow();
    expect(await store.results.ofTable('t2')).toEqual([]);
    expect((await store.results.ratings('a'))[0]).toMatchObject({ mu: 26, games: 1 });
    expect((await store.notify.pendingOf('a')).map((n) => n.tableId)).toEqual(['t1']);
    expect(await store.results.unrecorded(10)).toEqual(['t2']);
    expect(await store.results.record('t2', rows(['a', 'b'], [1, 2]), bump(['a', 'b']), notify)).not.toBeNull();
    expect((await store.notify.pendingOf('a')).map((n) => n.tableId)).toEqual(['t1', 't2']);
  });

  it('of records of one table from two processes exactly one writes', async () => {
    const { store, harness } = get();
    await users(store, 'a', 'b');
    await finished(store, 't1', { seats: ['a', 'b'], rated: true, ranking: [[0], [1]], at: 5000 });
    const body = `
      const rate = { fresh: { mu: 25, sigma: 8 }, rate: (before) => new Map(['a', 'b'].map((id) => [id, { mu: (before.get(id)?.mu ?? 25) + 1, sigma: 7 }])) };
      const results = ['a', 'b'].map((userId, seat) => ({ seat, userId, place: seat + 1, tied: false, score: null, replaced: false }));
      return (await store.results.record('t1', results, rate)) !== null;`;
    const wrote = await Promise.all([inChild(harness.child, body), inChild(harness.child, body)]);
    expect(wrote.filter(Boolean)).toHaveLength(1);
    expect((await store.results.ratings('a'))[0]).toMatchObject({ mu: 26, games: 1 });
    expect(await store.results.ofTable('t1')).toHaveLength(2);
  });

  it('matches of one player ending at once lose no rating update', async () => {
    const { store } = get();
    const n = 6;
    const others = Array.from({ length: n }, (_, i) => `q${i}`);
    await users(store, 'p', ...others);
    for (const [i, q] of others.entries())
      await finished(store, `t${i}`, { seats: ['p', q], rated: true, ranking: [[0], [1]], at: 5000 + i });
    const all = await Promise.all(
      others.map((q, i) => store.results.record(`t${i}`, rows(['p', q], [1, 2]), bump(['p', q]))),
    );
    expect(all.every((r) => r !== null)).toBe(true);
    const [p] = await store.results.ratings('p');
    expect(p).toMatchObject({ mu: 25 + n, games: n });
    expect(p?.sigma).toBeCloseTo(8 - 0.1 * n, 9);
    // Each match started from the one before it: the befores and afters of p chain up.
    const mine = all.flatMap((r) => r ?? []).filter((r) => r.userId === 'p');
    expect(mine.map((r) => mu(r.before)).sort()).toEqual([25, 26, 27, 28, 29, 30]);
    expect(mine.map((r) => mu(r.after)).sort()).toEqual([26, 27, 28, 29, 30, 31]);
  });

  it("a person's results newest first, with filters by game and result, paging and private tables left out", async () => {
    const { store } = get();
    await users(store, 'a', 'b');
    await finished(store, 't1', { seats: ['a', 'b'], ranking: [[0], [1]], at: 1000 });
    await finished(store, 't2', { game: 'g2', seats: ['a', 'b'], ranking: [[1], [0]], at: 2000 });
    await finished(store, 't3', { seats: ['a', 'b'], ranking: [[0, 1]], at: 3000, private: true });
    await finished(store, 't4', { seats: ['b', 'a'], ranking: [[1], [0]], at: 4000 });
    await store.results.record('t1', rows(['a', 'b'], [1, 2]), null);
    await store.results.record('t2', rows(['a', 'b'], [2, 1]), null);
    await store.results.record('t3', rows(['a', 'b'], [1, 1]), null);
    await store.results.record('t4', rows(['b', 'a'], [2, 1]), null);
    const ids = async (q: Parameters<Store['results']['ofUser']>[1]) =>
      (await store.results.ofUser('a', q)).map((r) => r.tableId);
    expect(await ids({ limit: 10 })).toEqual(['t4', 't3', 't2', 't1']);
    expect(await ids({ limit: 10, publicOnly: true })).toEqual(['t4', 't2', 't1']);
    expect(await ids({ limit: 10, game: 'g1' })).toEqual(['t4', 't3', 't1']);
    expect(await ids({ limit: 10, result: 'win' })).toEqual(['t4', 't3', 't1']);
    expect(await ids({ limit: 10, result: 'loss' })).toEqual(['t2']);
    expect(await ids({ limit: 2 })).toEqual(['t4', 't3']);
    expect(await ids({ limit: 2, before: 3000 })).toEqual(['t2', 't1']);
    expect(await ids({ limit: 10, game: 'g3' })).toEqual([]);
    expect((await store.results.ofUser('a', { limit: 1 }))[0]).toMatchObject({ seat: 1, place: 1 });
    expect(await store.results.stats('a')).toEqual([
      { game: 'g1', games: 3, wins: 3, averagePlace: 1 },
      { game: 'g2', games: 1, wins: 0, averagePlace: 2 },
    ]);
    expect(await store.results.stats('b')).toEqual([
      { game: 'g1', games: 3, wins: 1, averagePlace: 5 / 3 },
      { game: 'g2', games: 1, wins: 1, averagePlace: 1 },
    ]);
    expect(await store.results.stats('nobody')).toEqual([]);
  });

  it('a seat a bot took over is recorded for the person who left it; the people of a table', async () => {
    const { store } = get();
    await users(store, 'a', 'b');
    await finished(store, 't1', { seats: ['a', 'b', null], left: { 1: 'b' }, ranking: [[2], [0], [1]], at: 1000 });
    const people = await store.results.people(['t1', 'missing']);
    expect(people).toHaveLength(1);
    expect(people[0]).toMatchObject({
      tableId: 't1',
      private: false,
      outcome: { ranking: [[2], [0], [1]], scores: [10, 9, 8] },
      seats: [
        { seat: 0, userId: 'a', bot: null, leftUserId: null },
        { seat: 1, userId: null, bot: 'beginner', botName: 'anna', leftUserId: 'b' },
        { seat: 2, userId: null, bot: 'beginner', leftUserId: null },
      ],
    });
    expect(people[0]?.users.map((u) => u.id).sort()).toEqual(['a', 'b']);
    expect(await store.results.people([])).toEqual([]);
  });

  it('the rating chart: rated results oldest first, the last ones only', async () => {
    const { store } = get();
    await users(store, 'a', 'b');
    for (let i = 0; i < 4; i++) {
      await finished(store, `t${i}`, { seats: ['a', 'b'], rated: i !== 2, ranking: [[0], [1]], at: 1000 * (i + 1) });
      await store.results.record(`t${i}`, rows(['a', 'b'], [1, 2]), i === 2 ? null : bump(['a', 'b']));
    }
    const chart = await store.results.ratingHistory('a', 10);
    expect(chart.map((r) => [r.tableId, mu(r.after)])).toEqual([
      ['t0', 26],
      ['t1', 27],
      ['t3', 28],
    ]);
    expect((await store.results.ratingHistory('a', 2)).map((r) => r.tableId)).toEqual(['t1', 't3']);
  });

  it('the leaderboard: accounts only, deleted ones left out, best mu - 3 sigma first, paged', async () => {
    const { store, harness } = get();
    await users(store, 'a', 'b', 'c', 'g', 'd');
    await accounts(harness, 'a', 'b', 'c', 'd');
    await harness.sql(`update users set username = null, username_key = null, deleted_at = 9 where id = 'd'`);
    const ratings: Record<string, RatingValue> = {
      a: { mu: 30, sigma: 5 }, // 15
      b: { mu: 28, sigma: 3 }, // 19
      c: { mu: 20, sigma: 1 }, // 17
      g: { mu: 40, sigma: 1 }, // a guest: left out
      d: { mu: 50, sigma: 1 }, // deleted: left out
    };
    await finished(store, 't1', {
      seats: ['a', 'b', 'c', 'g', 'd'],
      rated: true,
      ranking: [[0], [1], [2], [3], [4]],
      at: 7,
    });
    const all = Object.keys(ratings);
    await store.results.record('t1', rows(all, [1, 2, 3, 4, 5]), {
      fresh: FRESH_TEST,
      rate: () => new Map(Object.entries(ratings)),
    });
    const board = await store.results.leaderboard('g1', 10, 0);
    expect(board.map((r) => [r.userId, r.name, r.games])).toEqual([
      ['b', 'name-b', 1],
      ['c', 'name-c', 1],
      ['a', 'name-a', 1],
    ]);
    expect((await store.results.leaderboard('g1', 1, 1)).map((r) => r.userId)).toEqual(['c']);
    expect(await store.results.leaderboard('g1', 10, 3)).toEqual([]);
    expect(await store.results.leaderboard('g2', 10, 0)).toEqual([]);
  });

  it('unrecorded: finished tables a person played with no results yet, earliest first', async () => {
    const { store } = get();
    await users(store, 'a', 'b');
    await finished(store, 't1', { seats: ['a', 'b'], ranking: [[0], [1]], at: 3000 });
    await finished(store, 't2', { seats: ['a', null], ranking: [[0], [1]], at: 1000 });
    await finished(store, 'bots', { seats: [null, null], ranking: [[0], [1]], at: 500 });
    await finished(store, 't3', { seats: [null, null], left: { 0: 'b' }, ranking: [[0], [1]], at: 2000 });
    expect(await store.results.unrecorded(10)).toEqual(['t2', 't3', 't1']);
    expect(await store.results.unrecorded(1)).toEqual(['t2']);
    await store.results.record('t2', rows(['a'], [1]), null);
    expect(await store.results.unrecorded(10)).toEqual(['t3', 't1']);
  });
});
