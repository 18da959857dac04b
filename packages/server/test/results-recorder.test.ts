// The recorder over both stores: a finished match's results are recorded once (two recorders racing, a restart),
// rated tables move the ratings of their people only, a taken-over seat counts for the person who left it, and the
// live match and its viewers get the results.
import { sleep, waitFor } from '@birzha/test-support';
import { describe, expect, it } from 'vitest';
import type { BusMessage } from '../src/bus/bus.ts';
import { createMemoryBus } from '../src/bus/memory-bus.ts';
import { MatchRegistry } from '../src/matches/registry.ts';
import { ResultRecorder } from '../src/matches/results.ts';
import { botSeatAccount, ensureBotAccounts } from '../src/ratings/bot-accounts.ts';
import { rateByPlace } from '../src/ratings/model.ts';
import type { SeatRow, Store } from '../src/store/store.ts';
import { finishedToy, finishToy, people, startToy } from './results-fixtures.ts';
import { describeStores } from './store-harness.ts';
import { TOY_GAMES } from './toy-game.ts';

const quiet = { error: () => undefined, warn: () => undefined, info: () => undefined };

/** A recorder as a server process has it, with the `table` messages its bus carried. */
function recorder(store: Store, errors: unknown[] = [], retry?: { ms: number[]; warnings: unknown[] }) {
  const bus = createMemoryBus();
  const registry = new MatchRegistry(store, { games: TOY_GAMES });
  const published: BusMessage[] = [];
  bus.subscribeAll((m) => published.push(m));
  const log = { ...quiet, error: (obj: object) => errors.push(obj), warn: (obj: object) => retry?.warnings.push(obj) };
  return {
    registry,
    published,
    rec: new ResultRecorder({ store, registry, bus, log, ...(retry === undefined ? {} : { retryMs: retry.ms }) }),
  };
}

/** `store` whose results.record fails its first `failures` calls, as when the database connection was just lost. */
function failingFirst(store: Store, failures: number): Store {
  let left = failures;
  // Methods are called on the real objects (the stores keep private fields a proxy cannot reach).
  const bound = (target: object, key: string | symbol): unknown => {
    const value: unknown = Reflect.get(target, key);
    return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
  };
  const record = (...args: unknown[]): unknown => {
    if (left-- > 0) return Promise.reject(new Error('Connection terminated unexpectedly'));
    return (bound(store.results, 'record') as (...a: unknown[]) => unknown)(...args);
  };
  const results = new Proxy(store.results, { get: (t, key) => (key === 'record' ? record : bound(t, key)) });
  return new Proxy(store, { get: (t, key) => (key === 'results' ? results : bound(t, key)) });
}

describe('recorder', () => {
  describeStores('recording results', (get) => {
    it('a rated match: rows per person, ratings moved once, the live match and its viewers told', async () => {
      const { store } = get();
      await people(store, ['a', 'b']);
      const match = { seats: ['a', 'b'], rated: true, end: 'resign0', at: 5000 } as const;
      await startToy(store, 't1', match);
      const { registry, published, rec } = recorder(store);
      await registry.get('t1');
      await finishToy(store, 't1', match);
      await registry.reload('t1');
      expect(registry.peek('t1')?.results).toEqual([]);
      await rec.record('t1');
      const expected = rateByPlace(
        [
          { userId: 'b', place: 1 },
          { userId: 'a', place: 2 },
        ],
        new Map(),
      );
      const rows = await store.results.ofTable('t1');
      expect(rows.map((r) => [r.seat, r.userId, r.place, r.tied, r.rated, r.replaced])).toEqual([
        [0, 'a', 2, false, true, false],
        [1, 'b', 1, false, true, false],
      ]);
      expect(rows[1]?.after?.mu).toBeCloseTo(expected.get('b')?.mu ?? NaN, 12);
      expect(rows[0]?.before).toEqual({ mu: 25, sigma: 25 / 3 });
      expect(registry.peek('t1')?.results).toEqual(rows);
      expect(published).toEqual([{ kind: 'table', tableId: 't1', change: { results: true } }]);
      // Told again (a restart, another process): nothing moves, nobody is told.
      await rec.record('t1');
      await recorder(store).rec.start();
      expect(published).toHaveLength(1);
      expect((await store.results.ratings('b'))[0]).toMatchObject({ games: 1 });
      expect((await store.results.ratings('b'))[0]?.mu).toBeCloseTo(expected.get('b')?.mu ?? NaN, 12);
    });

    it('a casual match with a tie: both first, tied, no rating moves', async () => {
      const { store } = get();
      await people(store, ['a', 'b']);
      await finishedToy(store, 't1', { seats: ['a', 'b'], end: 'tie', at: 5000 });
      await recorder(store).rec.record('t1');
      expect((await store.results.ofTable('t1')).map((r) => [r.place, r.tied, r.rated, r.before, r.after])).toEqual([
        [1, true, false, null, null],
        [1, true, false, null, null],
      ]);
      expect(await store.results.ratings('a')).toEqual([]);
    });

    it('two recorders racing record once, and both live copies get the results', async () => {
      const { store } = get();
      await people(store, ['a', 'b']);
      await finishedToy(store, 't1', { seats: ['a', 'b'], rated: true, end: 'resign1', at: 5000 });
      const one = recorder(store);
      const two = recorder(store);
      await one.registry.get('t1');
      await two.registry.get('t1');
      await Promise.all([one.rec.record('t1'), two.rec.record('t1'), one.rec.record('t1')]);
      expect(one.published.length + two.published.length).toBe(1);
      const rows = await store.results.ofTable('t1');
      expect(rows).toHaveLength(2);
      expect(one.registry.peek('t1')?.results).toEqual(rows);
      expect(two.registry.peek('t1')?.results).toEqual(rows);
      expect((await store.results.ratings('a'))[0]).toMatchObject({ games: 1 });
    });

    it('a seat a bot took over counts for the person who left it; a bot seat counts for nobody, a match of bots alone is not recorded', async () => {
      const { store } = get();
      await people(store, ['a', 'b'], false);
      await finishedToy(store, 't1', {
        seats: ['a', 'b'],
        left: { seat: 1, userId: 'b' },
        end: 'resign0',
        at: 5000,
      });
      await finishedToy(store, 't2', { seats: ['a', null], end: 'resign1', at: 6000 });
      await finishedToy(store, 'bots', { seats: [null, null], end: 'resign1', at: 7000 });
      const { rec, published } = recorder(store);
      await rec.record('t1');
      await rec.record('t2');
      await rec.record('bots');
      expect(published).toEqual([
        { kind: 'table', tableId: 't1', change: { results: true } },
        { kind: 'table', tableId: 't2', change: { results: true } },
      ]);
      expect(await store.results.ofTable('bots')).toEqual([]);
      expect((await store.results.ofTable('t1')).map((r) => [r.seat, r.userId, r.place, r.replaced])).toEqual([
        [0, 'a', 2, false],
        [1, 'b', 1, true],
      ]);
      expect((await store.results.ofTable('t2')).map((r) => [r.seat, r.userId, r.place])).toEqual([[0, 'a', 1]]);
    });

    it("a rated table with one person and a bot of its own rates both, the bot as its level's account (issue 27)", async () => {
      const { store } = get();
      await people(store, ['a']);
      await ensureBotAccounts(store, 1, { about: 'none', games: {} });
      await finishedToy(store, 't1', { seats: ['a', null], rated: true, end: 'resign1', at: 5000 });
      const bot = botSeatAccount((await store.getSeats('t1'))[1] as SeatRow);
      expect(bot).not.toBeNull();
      await recorder(store).rec.record('t1');
      // a won against the bot: a up, the bot's account down, as the model has it for two newcomers.
      const after = rateByPlace(
        [
          { userId: 'a', place: 1 },
          { userId: 'bot', place: 2 },
        ],
        new Map(),
      );
      expect((await store.results.ofTable('t1')).map((r) => [r.userId, r.place, r.rated, r.after])).toEqual([
        ['a', 1, true, after.get('a')],
        [bot, 2, true, after.get('bot')],
      ]);
      expect(await store.results.ratings('a')).toMatchObject([{ game: 'toy', games: 1 }]);
      expect(await store.results.ratings(bot ?? '')).toMatchObject([{ game: 'toy', games: 1 }]);
      // Nobody to tell on the bot's side.
      expect(await store.notify.pendingOf(bot ?? '')).toEqual([]);
      expect(await store.notify.pendingOf('a')).toMatchObject([{ kind: 'finished' }]);
    });

    it('tries a recording that failed again later (the soak ending database connections left a match unrecorded)', async () => {
      const { store } = get();
      await people(store, ['a', 'b']);
      const match = { seats: ['a', 'b'], rated: false, end: 'resign0', at: 5000 } as const;
      await finishedToy(store, 't1', match);
      const errors: unknown[] = [];
      const warnings: unknown[] = [];
      const { rec } = recorder(failingFirst(store, 2), errors, { ms: [5, 5, 5], warnings });
      await rec.record('t1');
      expect(await store.results.ofTable('t1')).toEqual([]);
      await waitFor('recorded on the third try', async () => (await store.results.ofTable('t1')).length === 2);
      expect(warnings).toHaveLength(2);
      expect(errors).toEqual([]);
    });

    it('gives a recording up after its tries, with an error, and tries nothing after stop', async () => {
      const { store } = get();
      await people(store, ['a', 'b']);
      const match = { seats: ['a', 'b'], rated: false, end: 'resign0', at: 5000 } as const;
      await finishedToy(store, 't1', match);
      await finishedToy(store, 't2', match);
      const errors: unknown[] = [];
      const warnings: unknown[] = [];
      const { rec } = recorder(failingFirst(store, 100), errors, { ms: [5, 5], warnings });
      await rec.record('t1');
      await waitFor('given up', () => errors.length === 1);
      expect(warnings).toHaveLength(2);
      const stopping = recorder(failingFirst(store, 1), [], { ms: [5], warnings: [] });
      await stopping.rec.record('t2');
      stopping.rec.stop();
      await sleep(30);
      expect(await store.results.ofTable('t2')).toEqual([]);
    });

    it('on start, records the finished matches nobody recorded (a process died first), oldest first', async () => {
      const { store } = get();
      await people(store, ['a', 'b', 'c']);
      await finishedToy(store, 't1', { seats: ['a', 'b'], rated: true, end: 'resign0', at: 5000 });
      await finishedToy(store, 't2', { seats: ['c', 'b'], rated: true, end: 'resign0', at: 4000 });
      await finishedToy(store, 'bots', { seats: [null, null], end: 'resign0', at: 3000 });
      await startToy(store, 'playing', { seats: ['a', 'c'], end: 'tie', at: 6000 });
      const errors: unknown[] = [];
      await recorder(store, errors).rec.start();
      expect(errors).toEqual([]);
      expect(await store.results.unrecorded(10)).toEqual([]);
      expect(await store.results.ofTable('playing')).toEqual([]);
      // b won both, t2 first: t1 started from the rating t2 left.
      const [t2b] = (await store.results.ofTable('t2')).filter((r) => r.userId === 'b');
      const [t1b] = (await store.results.ofTable('t1')).filter((r) => r.userId === 'b');
      expect(t1b?.before).toEqual(t2b?.after);
      expect((await store.results.ratings('b'))[0]).toMatchObject({ games: 2 });
    });
  });
});
