import { describe, expect, it } from 'vitest';
import type { Bus, BusMessage } from '../bus/bus.ts';
import { createMemoryBus, LocalHandlers } from '../bus/memory-bus.ts';
import { Watchers } from './watchers.ts';
import { WatchersSync } from './watchers-sync.ts';

/**
 * Buses of several processes joined directly (what Redis does between them), with the live processes set by the test
 * (a process not live neither sends nor hears). The Redis bus itself is tested in bus/redis-bus.test.ts, and two
 * servers over a real Redis in test/notify-watchers-cluster.test.ts.
 */
function linkedBuses(ids: readonly string[]) {
  let live = [...ids];
  const peerHandlers = new Map<string, Set<(peers: readonly string[]) => void>>();
  const gapHandlers = new Map<string, Set<() => void>>();
  const locals = new Map(ids.map((id) => [id, new LocalHandlers()]));
  const sent: BusMessage[] = [];
  const bus = (id: string): Bus => {
    const gaps = new Set<() => void>();
    const peers = new Set<(peers: readonly string[]) => void>();
    gapHandlers.set(id, gaps);
    peerHandlers.set(id, peers);
    const local = locals.get(id) as LocalHandlers;
    return {
      processId: id,
      publish(m) {
        if (!live.includes(id)) return;
        sent.push(m);
        for (const [other, l] of locals) if (live.includes(other)) l.deliver(m, other !== id);
      },
      subscribe: (tableId, h) => local.subscribe(tableId, h),
      subscribeAll: (h) => local.subscribeAll(h),
      follow: async () => undefined,
      unfollow: () => undefined,
      setPrepare: () => undefined,
      onGap: (h) => (gaps.add(h), () => gaps.delete(h)),
      onOutage: () => () => undefined,
      onPeers: (h) => (peers.add(h), () => peers.delete(h)),
      announce: () => undefined,
      peers: () => live,
      close: async () => undefined,
    };
  };
  return {
    bus,
    sent,
    setPeers(next: readonly string[]) {
      live = [...next];
      for (const [id, hs] of peerHandlers) if (live.includes(id)) for (const h of hs) h(live);
    },
    gap(id: string) {
      for (const h of gapHandlers.get(id) ?? []) h();
    },
  };
}

/** A process: its Watchers kept in step with the others' through its bus. */
function processOf(bus: Bus) {
  const watchers = new Watchers();
  return { watchers, sync: new WatchersSync(bus, watchers) };
}

describe('WatchersSync', () => {
  it("a page visible on one process is known on the other until its person's last page there is hidden", () => {
    const net = linkedBuses(['p1', 'p2']);
    const one = processOf(net.bus('p1'));
    const two = processOf(net.bus('p2'));
    one.watchers.set('anna', 't1', 'c1', true);
    expect(two.watchers.isWatching('anna', 't1')).toBe(true);
    expect(two.watchers.isWatching('anna', 't2')).toBe(false);
    expect(two.watchers.isWatching('boris', 't1')).toBe(false);
    expect(net.sent).toEqual([{ kind: 'watching', tableId: 't1', processId: 'p1', users: ['anna'] }]);

    // A second tab of hers and Boris's page: only a change of who is looking is told.
    one.watchers.set('anna', 't1', 'c2', true);
    one.watchers.set('boris', 't1', 'c3', true);
    expect(net.sent.at(-1)).toEqual({ kind: 'watching', tableId: 't1', processId: 'p1', users: ['anna', 'boris'] });
    expect(net.sent).toHaveLength(2);
    one.watchers.set('anna', 't1', 'c1', false);
    expect(net.sent).toHaveLength(2);
    expect(two.watchers.isWatching('anna', 't1')).toBe(true);
    one.watchers.set('anna', 't1', 'c2', false);
    expect(two.watchers.isWatching('anna', 't1')).toBe(false);
    expect(two.watchers.isWatching('boris', 't1')).toBe(true);
    // Hiding a page never shown changes nothing and tells nobody.
    one.watchers.set('anna', 't1', 'c9', false);
    expect(net.sent).toHaveLength(3);

    // Each side's own pages and the other's together.
    two.watchers.set('anna', 't1', 'x1', true);
    expect(one.watchers.isWatching('anna', 't1')).toBe(true);
    expect(one.watchers.localUsers('t1')).toEqual(['boris']);
    expect(two.watchers.localUsers('t1')).toEqual(['anna']);
  });

  it('a process that joins hears the pages shown before it came; one that is gone is forgotten', () => {
    const net = linkedBuses(['p1', 'p2', 'p3']);
    net.setPeers(['p1', 'p2']);
    const one = processOf(net.bus('p1'));
    const two = processOf(net.bus('p2'));
    one.watchers.set('anna', 't1', 'c1', true);
    one.watchers.set('boris', 't2', 'c2', true);
    const three = processOf(net.bus('p3'));
    expect(three.watchers.isWatching('anna', 't1')).toBe(false);
    net.setPeers(['p1', 'p2', 'p3']);
    expect(three.watchers.isWatching('anna', 't1')).toBe(true);
    expect(three.watchers.isWatching('boris', 't2')).toBe(true);

    // p1 stops (killed: no message of its own): the others forget its pages by themselves.
    net.setPeers(['p2', 'p3']);
    expect(two.watchers.isWatching('anna', 't1')).toBe(false);
    expect(three.watchers.isWatching('boris', 't2')).toBe(false);
    expect(two.watchers.remoteProcesses()).toEqual([]);
    // Its own pages stay its own.
    expect(one.watchers.isWatching('anna', 't1')).toBe(true);
  });

  it('after a gap a process forgets what it heard, tells its pages and asks for the others; after close, nothing', () => {
    const net = linkedBuses(['p1', 'p2']);
    const one = processOf(net.bus('p1'));
    const two = processOf(net.bus('p2'));
    one.watchers.set('anna', 't1', 'c1', true);
    two.watchers.set('boris', 't2', 'c2', true);
    // While p2's link was down it missed that Anna hid her page of t3 on p1, and p1 missed Boris's page on p2: after
    // p2's gap each knows the other's pages as they are now.
    two.watchers.setRemote('p1', 't1', ['anna']);
    two.watchers.setRemote('p1', 't3', ['anna']);
    one.watchers.dropProcess('p2');
    net.sent.length = 0;
    net.gap('p2');
    expect(two.watchers.isWatching('anna', 't1')).toBe(true);
    expect(two.watchers.isWatching('anna', 't3')).toBe(false);
    expect(one.watchers.isWatching('boris', 't2')).toBe(true);
    expect(net.sent).toEqual([
      { kind: 'watching', tableId: 't2', processId: 'p2', users: ['boris'] },
      { kind: 'watching', tableId: '', processId: 'p2', users: [], again: true },
      { kind: 'watching', tableId: 't1', processId: 'p1', users: ['anna'] },
    ]);

    one.sync.close();
    two.sync.close();
    net.sent.length = 0;
    one.watchers.set('boris', 't1', 'c3', true);
    expect(net.sent).toEqual([]);
    expect(two.watchers.isWatching('boris', 't1')).toBe(false);
  });

  it('one process alone (the in-process bus): its own pages, as before', () => {
    const { watchers } = processOf(createMemoryBus());
    watchers.set('anna', 't1', 'c1', true);
    expect(watchers.isWatching('anna', 't1')).toBe(true);
    expect(watchers.remoteProcesses()).toEqual([]);
    watchers.set('anna', 't1', 'c1', false);
    expect(watchers.isWatching('anna', 't1')).toBe(false);
    expect(watchers.localTables()).toEqual([]);
  });
});
