import { describe, expect, it } from 'vitest';
import { Backoff } from './backoff.ts';
import { LineSplitter } from './ndjson.ts';

const bytes = (s: string) => new TextEncoder().encode(s);

describe('LineSplitter', () => {
  it('joins a line cut across chunks and drops keep-alive lines', () => {
    const s = new LineSplitter();
    expect(s.push(bytes('{"t":"hel'))).toEqual([]);
    expect(s.push(bytes('lo"}\n\n{"a":1}\r\n{"b"'))).toEqual(['{"t":"hello"}', '{"a":1}']);
    expect(s.push(bytes(':2}\n'))).toEqual(['{"b":2}']);
    expect(s.push(bytes('\n \n'))).toEqual([]);
    expect(s.end()).toEqual([]);
  });

  it('waits for the rest of a character cut between chunks, and gives a last line without its newline', () => {
    const s = new LineSplitter();
    const all = bytes('{"name":"Аня"}\n{"x":"ё"}');
    const lines: string[] = [];
    // Every byte on its own: the Cyrillic letters' two bytes are always split.
    for (const b of all) lines.push(...s.push(Uint8Array.of(b)));
    lines.push(...s.end());
    expect(lines).toEqual(['{"name":"Аня"}', '{"x":"ё"}']);
  });

  it('takes text as well as bytes', () => {
    const s = new LineSplitter();
    expect(s.push('a\nb')).toEqual(['a']);
    expect(s.push('c\n')).toEqual(['bc']);
  });
});

describe('Backoff', () => {
  it('doubles from 1 s to at most 30 s and starts again after a reset', () => {
    const b = new Backoff();
    expect([1, 2, 3, 4, 5, 6, 7, 40].map(() => b.next())).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    b.reset();
    expect(b.next()).toBe(1000);
  });
});
