import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Bus, BusMessage } from '../bus/bus.ts';
import { LocalHandlers } from '../bus/memory-bus.ts';
import { Presence } from './presence.ts';
import { PresenceSync } from './presence-sync.ts';

/** Buses of several processes joined directly (what Redis does between them), with peers set by the test. */
function linkedBuses(ids: readonly string[]) {
  let live = [...ids];
  const peerHandlers = new Set<(peers: readonly string[]) => void>();
  const gapHandlers = new Map<string, Set<() => void>>();
  const locals = new Map(ids.map((id) => [id, new LocalHandlers()]));
  const sent: BusMessage[] = [];
  const buses = ids.map((id): Bus => {
    const gaps = new Set<() => void>();
    gapHandlers.set(id, gaps);
    return {
      processId: id,
      publish(m) {
        sent.push(m);
        for (const [other, local] of locals) if (live.includes(other)) local.deliver(m, other !== id);
      },
      subscribe: (tableId, h) => (locals.get(id) as LocalHandlers).subscribe(tableId, h),
      subscribeAll: (h) => (locals.get(id) as LocalHandlers).subscribeAll(h),
      follow: async () => undefined,
      unfollow: () => undefined,
      setPrepare: () => undefined,
      onGap: (h) => (gaps.add(h), () => gaps.delete(h)),
      onOutage: () => () => undefined,
      onPeers: (h) => (peerHandlers.add(h), () => peerHandlers.delete(h)),
      announce: () => undefined,
      peers: () => live,
      close: async () => undefined,
    };
  });
  return {
    buses,
    sent,
    setPeers(next: string[]) {
      live = next;
      for (const h of peerHandlers) h(next);
    },
    gap(id: string) {
      for (const h of gapHandlers.get(id) ?? []) h();
    },
  };
}

describe('PresenceSync', () => {
  it('shares who is connected where, and forgets a process that is gone', () => {
    const net = linkedBuses(['p1', 'p2']);
    const [one, two] = [new Presence(), new Presence()];
    const s1 = new PresenceSync(net.buses[0] as Bus, one);
    const s2 = new PresenceSync(net.buses[1] as Bus, two);
    one.add('t1', 'anna');
    s1.announce('t1');
    expect(two.isConnected('t1', 'anna')).toBe(true);
    expect(two.isConnected('t1', 'boris')).toBe(false);
    one.remove('t1', 'anna');
    s1.announce('t1');
    expect(two.isConnected('t1', 'anna')).toBe(false);
    one.add('t2', 'anna');
    s1.announce('t2');
    // p1 dies: p2 forgets its users and tells its own listeners of t2 (the viewers' marks changed); nothing is
    // published, each process forgets the dead one by itself.
    const changed: string[] = [];
    s2.onChange((t) => changed.push(t));
    net.sent.length = 0;
    net.setPeers(['p2']);
    expect(two.isConnected('t2', 'anna')).toBe(false);
    expect(changed).toEqual(['t2']);
    expect(net.sent).toEqual([]);
  });

  it('tells its listeners of every change: here, through another process, and no more after close', () => {
    const net = linkedBuses(['p1', 'p2']);
    const [one, two] = [new Presence(), new Presence()];
    const s1 = new PresenceSync(net.buses[0] as Bus, one);
    const s2 = new PresenceSync(net.buses[1] as Bus, two);
    const heard: Record<string, string[]> = { p1: [], p2: [] };
    s1.onChange((t) => heard['p1']?.push(t));
    const stop = s2.onChange((t) => heard['p2']?.push(t));
    one.add('t1', 'anna');
    s1.announce('t1');
    expect(heard).toEqual({ p1: ['t1'], p2: ['t1'] });
    // p2 learned before its listener ran: what the listener reads is already the new presence.
    stop();
    s2.onChange(() => expect(two.isConnected('t1', 'anna')).toBe(false));
    one.remove('t1', 'anna');
    s1.announce('t1');
    expect(heard).toEqual({ p1: ['t1', 't1'], p2: ['t1'] });
    s1.close();
    one.add('t1', 'boris');
    s1.announce('t1');
    expect(heard['p1']).toHaveLength(2);
  });

  it('tells a process that joins (or comes back from a gap) everything connected here', () => {
    const net = linkedBuses(['p1', 'p2', 'p3']);
    net.setPeers(['p1', 'p2']);
    const [one, three] = [new Presence(), new Presence()];
    new PresenceSync(net.buses[0] as Bus, one);
    new PresenceSync(net.buses[2] as Bus, three);
    one.add('t1', 'anna');
    one.add('t1', 'boris');
    net.setPeers(['p1', 'p2', 'p3']);
    expect(three.isConnected('t1', 'anna') && three.isConnected('t1', 'boris')).toBe(true);
    net.sent.length = 0;
    net.gap('p1');
    expect(net.sent).toEqual([{ kind: 'presence', tableId: 't1', processId: 'p1', users: ['anna', 'boris'] }]);
  });

  describe('with coalesceMs', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it("tells the others a table's changes within the time as one message, its last state; its own listeners at once", () => {
      vi.useFakeTimers();
      const net = linkedBuses(['p1', 'p2']);
      const [one, two] = [new Presence(), new Presence()];
      const s1 = new PresenceSync(net.buses[0] as Bus, one, 50);
      new PresenceSync(net.buses[1] as Bus, two, 50);
      const here: string[] = [];
      s1.onChange((t) => here.push(t));
      // A game ended: its viewers leave t1 and join t2 within a few milliseconds.
      one.add('t1', 'anna');
      one.add('t1', 'boris');
      s1.announce('t1');
      vi.advanceTimersByTime(60);
      net.sent.length = 0;
      for (const user of ['anna', 'boris']) {
        one.remove('t1', user);
        s1.announce('t1');
        one.add('t2', user);
        s1.announce('t2');
        vi.advanceTimersByTime(5);
      }
      expect(here.slice(1)).toEqual(['t1', 't2', 't1', 't2']);
      expect(net.sent).toEqual([]);
      expect(two.isConnected('t1', 'anna')).toBe(true);
      vi.advanceTimersByTime(50);
      expect(net.sent).toEqual([
        { kind: 'presence', tableId: 't1', processId: 'p1', users: [] },
        { kind: 'presence', tableId: 't2', processId: 'p1', users: ['anna', 'boris'] },
      ]);
      expect(two.isConnected('t1', 'anna') || two.isConnected('t1', 'boris')).toBe(false);
      expect(two.isConnected('t2', 'anna') && two.isConnected('t2', 'boris')).toBe(true);
    });

    it('tells a newcomer at once, a table left empty while waiting included, and sends nothing after close', () => {
      vi.useFakeTimers();
      const net = linkedBuses(['p1', 'p2', 'p3']);
      net.setPeers(['p1', 'p2']);
      const one = new Presence();
      const three = new Presence();
      const s1 = new PresenceSync(net.buses[0] as Bus, one, 50);
      new PresenceSync(net.buses[2] as Bus, three, 50);
      one.add('t1', 'anna');
      s1.announce('t1');
      vi.advanceTimersByTime(60);
      one.remove('t1', 'anna');
      s1.announce('t1');
      one.add('t2', 'anna');
      s1.announce('t2');
      net.sent.length = 0;
      net.setPeers(['p1', 'p2', 'p3']);
      expect(net.sent).toEqual(
        expect.arrayContaining([
          { kind: 'presence', tableId: 't1', processId: 'p1', users: [] },
          { kind: 'presence', tableId: 't2', processId: 'p1', users: ['anna'] },
        ]),
      );
      // Nothing was left waiting: told once.
      net.sent.length = 0;
      vi.advanceTimersByTime(60);
      expect(net.sent).toEqual([]);
      one.add('t3', 'boris');
      s1.announce('t3');
      s1.close();
      vi.advanceTimersByTime(60);
      expect(net.sent).toEqual([]);
    });
  });
});
