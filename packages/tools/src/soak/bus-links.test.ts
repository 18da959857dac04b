import { describe, expect, it } from 'vitest';
import { busLinks } from './bus-links.ts';

describe('busLinks', () => {
  it("finds the bus's publishers and subscribers in CLIENT LIST, nothing else", () => {
    const list = [
      'id=3 addr=127.0.0.1:1 laddr=127.0.0.1:6379 fd=8 name=birzha-pub:server-0:ab12 age=5 flags=N',
      'id=4 addr=127.0.0.1:2 laddr=127.0.0.1:6379 fd=9 name=birzha-sub:server-0:ab12 age=5 flags=P',
      'id=5 addr=127.0.0.1:3 laddr=127.0.0.1:6379 fd=10 name= age=5 flags=N',
      'id=6 addr=127.0.0.1:4 laddr=127.0.0.1:6379 fd=11 name=other age=5 flags=N',
      '',
    ].join('\n');
    expect(busLinks(list)).toEqual([
      { id: '3', name: 'birzha-pub:server-0:ab12' },
      { id: '4', name: 'birzha-sub:server-0:ab12' },
    ]);
  });
});
