import { describe, expect, it } from 'vitest';
import { ProcessKills } from './process-kills.ts';

const A = 'http://127.0.0.1:4001';
const B = 'http://127.0.0.1:4002';

describe('ProcessKills', () => {
  it('expects failures at a killed process while it is down and for the grace after it is back, only there', () => {
    const kills = new ProcessKills(1000);
    expect(kills.expected(A, 0)).toBe(false);
    kills.down(A, 100);
    expect(kills.isDown(A)).toBe(true);
    expect(kills.expected(A, 5000)).toBe(true);
    expect(kills.expected(B, 5000)).toBe(false);
    kills.up(A, 6000);
    expect(kills.isDown(A)).toBe(false);
    expect(kills.expected(A, 6999)).toBe(true);
    expect(kills.expected(A, 7000)).toBe(false);
  });

  it('kills each process in turn, the last first', () => {
    const kills = new ProcessKills();
    const order: number[] = [];
    for (let k = 0; k < 4; k++) {
      const i = kills.next(3);
      order.push(i);
      kills.down(String(i));
      kills.up(String(i));
    }
    expect(order).toEqual([2, 1, 0, 2]);
    expect(kills.count).toBe(4);
  });
});
