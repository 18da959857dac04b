import { describe, expect, it } from 'vitest';
import type { BusMessage } from './bus.ts';
import { LocalHandlers } from './memory-bus.ts';

const moves = (tableId: string): BusMessage => ({ kind: 'moves', tableId, from: 0, version: 1, finished: false });

describe('LocalHandlers', () => {
  it('delivers to every handler of the table in subscription order, after the handlers of every table', () => {
    const local = new LocalHandlers();
    const heard: string[] = [];
    local.subscribe('t', () => heard.push('first'));
    local.subscribe('t', () => heard.push('second'));
    local.subscribe('u', () => heard.push('other table'));
    local.subscribeAll((m, remote) => heard.push(`all ${m.tableId} ${remote}`));
    local.deliver(moves('t'), true);
    expect(heard).toEqual(['all t true', 'first', 'second']);
  });

  it('walks the handlers as they were when the delivery began', () => {
    const local = new LocalHandlers();
    const heard: string[] = [];
    let stopSecond = (): void => undefined;
    local.subscribe('t', () => {
      heard.push('first');
      // One that comes during a delivery waits for the next message; one that goes still hears this one.
      local.subscribe('t', () => heard.push('late'));
      stopSecond();
    });
    stopSecond = local.subscribe('t', () => heard.push('second'));
    local.deliver(moves('t'));
    expect(heard).toEqual(['first', 'second']);
    heard.length = 0;
    stopSecond = () => undefined;
    local.deliver(moves('t'));
    // The first handler subscribed another 'late' on the second delivery too: that one waits for the third.
    expect(heard).toEqual(['first', 'late']);
  });

  it('ends a subscription once: a later subscription of the same handler stays', () => {
    const local = new LocalHandlers();
    let heard = 0;
    const handler = (): void => void heard++;
    const stop = local.subscribe('t', handler);
    // The same handler again is one subscription, as in a set.
    local.subscribe('t', handler);
    local.deliver(moves('t'));
    expect(heard).toBe(1);
    stop();
    local.deliver(moves('t'));
    expect(heard).toBe(1);
    local.subscribe('t', handler);
    stop();
    local.deliver(moves('t'));
    expect(heard).toBe(2);
  });

  it('forgets a table once its last handler is gone, and stops a handler of every table', () => {
    const local = new LocalHandlers();
    let heard = 0;
    const stop = local.subscribe('t', () => void heard++);
    const stopAll = local.subscribeAll(() => void heard++);
    stop();
    stopAll();
    local.deliver(moves('t'));
    expect(heard).toBe(0);
    expect((local as unknown as { byTable: Map<string, unknown> }).byTable.size).toBe(0);
  });
});
