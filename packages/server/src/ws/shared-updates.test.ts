import { createRng, GAMES, playAll, rngFromSeed, type AnyGame, type Seat } from '@birzha/engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { advance, type LiveMatch } from '../matches/live-match.ts';
import { SharedUpdates, type UpdateBuilder } from './shared-updates.ts';
import { updateFor, type ViewerParts } from './viewer-messages.ts';

/** A match as far as the key reads it. */
const match = (version: number, deadline: number | null = null): LiveMatch =>
  ({ version, deadline, table: { status: 'playing' } }) as unknown as LiveMatch;

/** A builder that counts its calls and says whom each update was for. */
function counting() {
  const calls: string[] = [];
  const commons: string[] = [];
  const build: UpdateBuilder = {
    common: (live, from) => {
      commons.push(`${live.version}/${from}`);
      return {
        t: 'update',
        table: 't',
        from,
        version: live.version,
        status: 'playing',
        outcome: null,
        toAct: [],
        deadline: null,
      };
    },
    viewer: (live, from, seat, legal): ViewerParts | null => {
      calls.push(`${live.version}/${from}/${seat}/${legal}`);
      return from < 0 ? null : { events: [], steps: [], legal: null, body: { key: 'patch', value: [{ seat, legal }] } };
    },
  };
  return { calls, commons, shared: new SharedUpdates(build) };
}

/** A server's text frame's payload (RFC 6455 5.2: its length in 7, 16 or 64 bits after the first byte). */
const payload = (frame: Buffer) => frame.subarray(frame[1]! < 126 ? 2 : frame[1] === 126 ? 4 : 10).toString();

const turnEnds = () => new Promise((resolve) => setImmediate(resolve));

describe('SharedUpdates', () => {
  it('builds and serializes once for all the connections of one kind of viewer in a turn', () => {
    const { calls, shared } = counting();
    const live = match(5);
    const texts = Array.from({ length: 10 }, () => shared.text(live, 4, null, false));
    expect(calls).toEqual(['5/4/null/false']);
    expect(new Set(texts).size).toBe(1);
    expect(texts[0]?.frame).toBe(texts[9]?.frame);
    expect(JSON.parse(texts[0]?.text as string)).toMatchObject({ from: 4, version: 5, patch: [{ seat: null }] });
  });

  it('tells kinds apart: the seat, the version last sent, the legal moves asked for, and the match', () => {
    const { calls, commons, shared } = counting();
    const live = match(5);
    shared.text(live, 4, null, false);
    shared.text(live, 4, 0, false);
    shared.text(live, 4, 0, true);
    shared.text(live, 3, 0, true);
    shared.text(match(5), 4, null, false);
    expect(calls).toHaveLength(5);
    // What every viewer gets alike is made once per match and version sent from.
    expect(commons).toEqual(['5/4', '5/3', '5/4']);
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

  it("refuses a seat out of range rather than let it share another kind of viewer's text", () => {
    const { shared } = counting();
    for (const seat of [-1, 1.5, 1023, 5000])
      expect(() => shared.text(match(5), 4, seat, false)).toThrow(/out of range/);
    expect(() => shared.text(match(5), 4, 1022, false)).not.toThrow();
  });

  afterEach(() => vi.restoreAllMocks());

  it('serializes a patch once for the viewers whose patches match op for op, and apart where a value differs', () => {
    const hand = [7];
    const patches: Record<string, unknown[]> = {
      0: [{ op: 'replace', path: '/cash', value: 5 }],
      1: [{ op: 'replace', path: '/cash', value: 5 }],
      2: [
        { op: 'replace', path: '/cash', value: 5 },
        { op: 'replace', path: '/hand', value: hand },
      ],
      s: [{ op: 'replace', path: '/cash', value: 5 }],
      // Equal JSON, but an object not shared by reference: serialized on its own (and still right).
      3: [
        { op: 'replace', path: '/cash', value: 5 },
        { op: 'replace', path: '/hand', value: [7] },
      ],
    };
    const common = {
      t: 'update',
      table: 't',
      from: 4,
      version: 5,
      status: 'playing',
      outcome: null,
      toAct: [],
      deadline: null,
    };
    const events: unknown[] = [];
    const steps: never[] = [];
    const shared = new SharedUpdates({
      common: () => ({ ...common, t: 'update' as const, status: 'playing' as const }),
      viewer: (_live, _from, seat) => ({
        events,
        steps,
        legal: null,
        body: { key: 'patch', value: patches[seat ?? 's'] },
      }),
    });
    const live = match(5);
    const stringify = vi.spyOn(JSON, 'stringify');
    const outs = [0, 1, 2, null, 3].map((seat) => shared.text(live, 4, seat, false));
    const texts = outs.map((out) => out?.text);
    // The common fields, the events, the steps, legal (null) five times, and the patches of 0, 2 and 3.
    const patchCalls = stringify.mock.calls.filter(([v]) => Array.isArray(v) && v !== events && v !== steps);
    expect(patchCalls.map(([v]) => v)).toEqual([patches[0], patches[2], patches[3]]);
    [0, 1, 2, 's', 3].forEach((seat, i) => expect(JSON.parse(texts[i] as string).patch).toEqual(patches[seat]));
    // The kinds' frames are made of the same bytes where their texts agree: the common fields, the events, the steps,
    // and a patch that matched another's.
    const parts = outs.map((out) => out?.parts as readonly (string | Buffer)[]);
    for (const i of [0, 1, 2]) expect(new Set(parts.map((p) => p[i])).size).toBe(1);
    expect(parts[1]).toContain(parts[3]?.[6]);
    for (const out of outs) expect(payload(out!.frame)).toBe(out!.text);
  });

  it.each(Object.keys(GAMES))(
    'its text is the JSON of updateFor for every viewer, one move back or several, in random %s matches',
    async (id) => {
      const game = GAMES[id] as AnyGame;
      const rng = createRng(rngFromSeed(`shared-updates/${id}`));
      const players =
        game.meta.minPlayers + 1 <= game.meta.maxPlayers ? game.meta.minPlayers + 1 : game.meta.minPlayers;
      const viewers: (Seat | null)[] = [...Array.from({ length: players }, (_, i) => i), null];
      let compared = 0;
      for (let m = 0; m < 3; m++) {
        const setup = game.setup({ players, options: game.meta.defaultOptions, seed: `shared-updates/${id}/${m}` });
        if (!setup.ok) throw new Error(setup.error.code);
        const live = {
          table: { id: `t${m}`, status: 'playing', outcome: null, banks: null },
          seats: [],
          users: new Map(),
          game,
          state: setup.value.state,
          version: 0,
          deadline: null,
          deadlines: [],
          showUntil: 0,
          lastMoveAt: 0,
          recent: [],
          results: null,
        } as unknown as LiveMatch;
        const shared = new SharedUpdates();
        for (let step = 0; step < 60 && game.toAct(live.state).length > 0; step++) {
          const toAct = game.toAct(live.state);
          const seat = toAct[rng.int(toAct.length)]!;
          const legal = game.legalMoves(live.state, seat);
          if (legal.length === 0) break;
          const move = legal[rng.int(legal.length)];
          const applied = playAll(game, live.state, seat, [move]);
          if (!applied.ok) throw new Error(applied.error.error.code);
          advance(live, {
            from: live.version,
            seat,
            by: 'human',
            moves: [move],
            at: 1000 + step,
            ...applied.value,
            deadlines: [],
            banks: null,
          });
          // Every kind of viewer, from the last version and from a few back, as the hub asks in one turn.
          for (const from of new Set([live.version - 1, Math.max(0, live.version - 1 - rng.int(4))]))
            for (const viewer of viewers)
              for (const asked of [false, true]) {
                const out = shared.text(live, from, viewer, asked);
                const text = out?.text ?? null;
                const update = updateFor(live, from, viewer, asked);
                expect(text === null ? null : JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(update)));
                if (out !== null) expect(payload(out.frame)).toBe(text);
                compared++;
              }
          if (rng.int(3) === 0) await turnEnds();
        }
      }
      expect(compared).toBeGreaterThan(100);
    },
  );
});
