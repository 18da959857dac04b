import { describe, expect, it } from 'vitest';
import { parseClientFrame } from './parse.ts';

describe('parseClientFrame', () => {
  it('accepts every message type in its schema', () => {
    for (const m of [
      { t: 'subscribe', table: 'abc', since: 3 },
      { t: 'unsubscribe', table: 'abc', id: 'x' },
      { t: 'move', table: 'abc', version: 0, move: { type: 'trade', orders: {} } },
      { t: 'moves', table: 'abc', version: 2, moves: [{}, {}] },
      { t: 'chat', table: 'abc', text: 'Привет,\tмир!\nКак дела?' },
      { t: 'ping' },
      { t: 'lobby', id: 'l1' },
      { t: 'unlobby' },
      { t: 'visible', table: 'abc', visible: false, id: 'v1' },
    ]) {
      expect(parseClientFrame(JSON.stringify(m))).toEqual({ ok: true, value: m });
    }
  });

  it.each([
    ['not json', '{', 'BAD_JSON'],
    ['no type', '{"table":"a"}', 'BAD_MESSAGE'],
    ['an array', '[1,2]', 'BAD_MESSAGE'],
    ['unknown type', '{"t":"teleport"}', 'UNKNOWN_TYPE'],
    ['extra field', '{"t":"ping","x":1}', 'BAD_MESSAGE'],
    ['lobby with a table', '{"t":"lobby","table":"a"}', 'BAD_MESSAGE'],
    ['negative version', '{"t":"move","table":"a","version":-1,"move":{}}', 'BAD_MESSAGE'],
    ['fractional version', '{"t":"move","table":"a","version":1.5,"move":{}}', 'BAD_MESSAGE'],
    ['empty batch', '{"t":"moves","table":"a","version":1,"moves":[]}', 'BAD_MESSAGE'],
    ['chat text not a string', '{"t":"chat","table":"a","text":5}', 'BAD_MESSAGE'],
    ['chat far over its raw size', JSON.stringify({ t: 'chat', table: 'a', text: 'x'.repeat(1001) }), 'BAD_MESSAGE'],
    ['empty chat', '{"t":"chat","table":"a","text":""}', 'BAD_MESSAGE'],
    ['oversized frame', JSON.stringify({ t: 'chat', table: 'a', text: 'x'.repeat(70_000) }), 'FRAME_TOO_LARGE'],
  ])('refuses %s with %s, keeping the request id', (_name, text, code) => {
    const r = parseClientFrame(text);
    expect(r.ok ? 'ok' : r.error.code).toBe(code);
  });

  it('echoes the id of a refused message', () => {
    expect(parseClientFrame('{"t":"ping","id":"q1","x":1}')).toMatchObject({
      ok: false,
      error: { code: 'BAD_MESSAGE', id: 'q1' },
    });
  });
});
