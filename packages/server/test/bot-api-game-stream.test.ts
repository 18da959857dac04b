// The game stream's reshaping of the hub's messages (bot-api/game-stream.ts): a turn is offered only for a seat the
// bot holds (an update that lists no legal moves for it is not its turn: a server bot took the seat over), and a
// snapshot of a match in play that gives the bot no seat becomes `seatLost`, the stream's last line.
import { describe, expect, it } from 'vitest';
import { GameStream } from '../src/bot-api/game-stream.ts';

const stream = () => new GameStream({ userId: 'u1', fullViews: false, subscribeId: 'bot-stream' });

function snapshot(seat: number | null, extra: Record<string, unknown> = {}) {
  return JSON.stringify({
    t: 'snapshot',
    table: { id: 't1', version: 4, status: 'playing', seats: [], ...extra },
    seat,
    view: {},
    chat: [],
    toAct: [0, 1],
    legal: seat === null ? null : [{ type: 'ready' }],
    deadline: null,
  });
}

function update(version: number, legal: unknown[] | null) {
  return JSON.stringify({
    t: 'update',
    table: 't1',
    from: version - 1,
    version,
    events: [],
    status: 'playing',
    outcome: null,
    toAct: [0, 1],
    legal,
    deadline: null,
    patch: [],
  });
}

const kinds = (lines: readonly string[]) => lines.map((l) => (JSON.parse(l) as { t: string }).t);

describe('the bot game stream', () => {
  it('offers a turn when the seat may act, and none on an update listing no moves for it', () => {
    const g = stream();
    expect(kinds(g.reshape(snapshot(1)).lines)).toEqual(['snapshot', 'yourTurn']);
    expect(kinds(g.reshape(update(5, [{ type: 'ready' }])).lines)).toEqual(['update', 'yourTurn']);
    // The seat is in toAct, but the hub listed no moves for the bot: the seat is a server bot's now.
    expect(g.reshape(update(6, null))).toEqual({ lines: [update(6, null)], end: false });
  });

  it('ends with seatLost, and its reason, on a snapshot in play with no seat for the bot', () => {
    const g = stream();
    g.reshape(snapshot(1));
    const changes = [
      { seat: 0, kind: 'takeover', reason: 'left', userId: 'other', version: 1, round: 1, at: 1 },
      { seat: 1, kind: 'takeover', reason: 'timeouts', userId: 'u1', version: 3, round: 2, at: 2 },
    ];
    const lost = g.reshape(snapshot(null, { seatChanges: changes }));
    expect(lost.end).toBe(true);
    expect(lost.lines.map((l) => JSON.parse(l) as unknown)).toEqual([
      { t: 'seatLost', table: 't1', reason: 'timeouts' },
    ]);
    const left = stream().reshape(snapshot(null, { seatChanges: [{ ...changes[1], reason: 'left' }] }));
    expect(left.lines.map((l) => JSON.parse(l) as unknown)).toEqual([{ t: 'seatLost', table: 't1', reason: 'left' }]);
  });
});
