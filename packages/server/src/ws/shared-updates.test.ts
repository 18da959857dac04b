import type { Update } from '@birzha/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveMatch } from '../matches/live-match.ts';
import { SharedUpdates } from './shared-updates.ts';

/** A match as far as the key reads it. */
const match = (version: number, deadline: number | null = null): LiveMatch =>
  ({ version, deadline, table: { status: 'playing' } }) as unknown as LiveMatch;

/** A builder that counts its calls and says whom each update was for. */
function counting() {
  const calls: string[] = [];
  const build = (live: LiveMatch, from: number, seat: number | null, legal: boolean): Update | null => {
    calls.push(`${live.version}/${from}/${seat}/${legal}`);
    return from < 0 ? null : ({ t: 'update', from, version: live.version, seat, legal } as unknown as Update);
  };
  return { calls, shared: new SharedUpdates(build) };
}

const turnEnds = () => new Promise((resolve) => setImmediate(resolve));

describe('SharedUpdates', () => {
  it('builds and serializes once for all the connections of one kind of viewer in a turn', () => {
    const { calls, shared } = counting();
    const live = match(5);
    const texts = Array.from({ length: 10 }, () => shared.text(live, 4, null, false));
    expect(calls).toEqual(['5/4/null/false']);
    expect(new Set(texts).size).toBe(1);
    expect(JSON.parse(texts[0] as string)).toMatchObject({ from: 4, version: 5, seat: null });
  });

  it('tells kinds apart: the seat, the version last sent, the legal moves asked for, and the match', () => {
    const { calls, shared } = counting();
    const live = match(5);
    shared.text(live, 4, null, false);
    shared.text(live, 4, 0, false);
    shared.text(live, 4, 0, true);
    shared.text(live, 3, 0, true);
    shared.text(match(5), 4, null, false);
    expect(calls).toHaveLength(5);
  });

  it('builds again once the match moved on, its clock changed, or the turn ended; null is kept as null', async () => {
    const { calls, shared } = counting();
    const live = match(5);
    expect(shared.text(live, -1, 1, false)).toBeNull();
    expect(shared.text(live, -1, 1, false)).toBeNull();
    expect(calls).toHaveLength(1);
    shared.text(live, 4, 1, false);
    live.version = 6;
    shared.text(live, 4, 1, false);
    live.deadline = 1000;
    shared.text(live, 4, 1, false);
    expect(calls).toHaveLength(4);
    await turnEnds();
    shared.text(live, 4, 1, false);
    expect(calls).toHaveLength(5);
  });

  afterEach(() => vi.restoreAllMocks());

  it('kinds whose updates come out the same share one serialization; each text is its own update', () => {
    // Seats 0 and 1 and the spectators see the same move alike; seat 2 sees something of its own (its hand).
    const update = (seat: number | null): Update =>
      ({
        t: 'update',
        from: 4,
        version: 5,
        events: [{ type: 'traded', seat: 1 }],
        patch: seat === 2 ? [{ op: 'replace', path: '/seats/2/hand', value: [7] }] : [],
        extra: undefined,
      }) as unknown as Update;
    const shared = new SharedUpdates((_live, _from, seat) => update(seat));
    const stringify = vi.spyOn(JSON, 'stringify');
    const live = match(5);
    const texts = new Map([0, 1, 2, null].map((seat) => [seat, shared.text(live, 4, seat, false)]));
    expect(stringify).toHaveBeenCalledTimes(2);
    for (const [seat, text] of texts)
      expect(JSON.parse(text as string)).toEqual(JSON.parse(JSON.stringify(update(seat))));
    expect(texts.get(0)).toBe(texts.get(null));
    expect(texts.get(2)).not.toBe(texts.get(0));
  });
});
