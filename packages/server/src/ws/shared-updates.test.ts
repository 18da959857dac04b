import type { Update } from '@birzha/protocol';
import { describe, expect, it } from 'vitest';
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
});
