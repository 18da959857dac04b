import { describe, expect, it } from 'vitest';
import { GameTranslator, MAX_REOFFERS, ResyncNeeded } from './game-translator.ts';
import { moveBody, parseProgramLine } from './program-output.ts';

const LEGAL = [{ type: 'a' }, { type: 'b' }];
const table = {
  id: 't1',
  game: 'akcioner',
  players: 2,
  options: { variant: 'short' },
  status: 'playing',
  outcome: null,
};
const snapshot = (version: number, toAct: number[], extra: object = {}) => ({
  t: 'snapshot',
  table: { ...table, version },
  seat: 0,
  view: { at: version },
  chat: [],
  toAct,
  legal: toAct.includes(0) ? LEGAL : null,
  deadline: null,
  ...extra,
});
const update = (version: number, toAct: number[], extra: object = {}) => ({
  t: 'update',
  table: 't1',
  from: version - 1,
  version,
  events: [{ e: version }],
  status: 'playing',
  outcome: null,
  toAct,
  legal: toAct.includes(0) ? LEGAL : null,
  deadline: toAct.includes(0) ? 5000 : null,
  view: { at: version },
  ...extra,
});
const yourTurn = (version: number) => ({ t: 'yourTurn', table: 't1', version, deadline: 5000, legal: LEGAL });

describe('GameTranslator', () => {
  it('starts with the table and seat, offers each turn once with the events since the last line', () => {
    const g = new GameTranslator('t1');
    expect(g.receive(snapshot(0, [1]))).toEqual([
      { t: 'start', table: 't1', game: 'akcioner', seat: 0, players: 2, options: { variant: 'short' } },
      { t: 'update', version: 0, view: { at: 0 }, events: [] },
    ]);
    expect(g.receive(update(1, [1]))).toEqual([{ t: 'update', version: 1, view: { at: 1 }, events: [{ e: 1 }] }]);
    // The update that gives the seat its turn becomes the turn line; the yourTurn after it adds nothing.
    const turn = {
      t: 'turn',
      table: 't1',
      version: 2,
      view: { at: 2 },
      legal: LEGAL,
      deadline: 5000,
      events: [{ e: 2 }],
    };
    expect(g.receive(update(2, [0]))).toEqual([turn]);
    expect(g.receive(yourTurn(2))).toEqual([]);
    expect(g.receive({ t: 'chat', table: 't1', line: {} })).toEqual([]);
    expect(g.answer()).toBe(2);
  });

  it('does not offer an answered turn again after a reconnection, and ignores updates it already has', () => {
    const g = new GameTranslator('t1');
    g.receive(snapshot(3, [0]));
    expect(g.answer()).toBe(3);
    // The stream dropped while the move was on its way: the new snapshot still shows version 3 and the seat to act.
    expect(g.receive(snapshot(3, [0]))).toEqual([]);
    expect(g.receive(yourTurn(3))).toEqual([]);
    expect(g.receive(update(3, [0]))).toEqual([]);
    expect(g.sent()).toEqual([]);
    // The move applied: version 4 is a new turn, once.
    expect(g.receive(snapshot(4, [0]))).toMatchObject([{ t: 'turn', version: 4, events: [] }]);
    expect(g.receive(update(4, [0]))).toEqual([]);
  });

  it('after a refusal writes the error and the same turn again, unless the match has moved on', () => {
    const g = new GameTranslator('t1');
    g.receive(snapshot(5, [0]));
    expect(g.answer()).toBe(5);
    expect(g.refused(5, 'NOT_ENOUGH_CASH', { cash: 3 }, 5)).toEqual([
      { t: 'error', code: 'NOT_ENOUGH_CASH', detail: { cash: 3 }, version: 5 },
      { t: 'turn', table: 't1', version: 5, view: { at: 5 }, legal: LEGAL, deadline: null, events: [] },
    ]);
    expect(g.answer()).toBe(5);
    // STALE at version 6: the turn of version 6 comes with its update, not a repeat of 5 now.
    expect(g.refused(5, 'STALE', undefined, 6)).toEqual([{ t: 'error', code: 'STALE', detail: null, version: 6 }]);
    expect(g.receive(update(6, [0]))).toMatchObject([{ t: 'turn', version: 6 }]);
  });

  it('stops offering a turn refused again and again at one version', () => {
    const g = new GameTranslator('t1');
    g.receive(snapshot(5, [0]));
    for (let i = 0; i < MAX_REOFFERS; i++) {
      expect(g.refused(g.answer(), 'BAD_MOVE', undefined, 5)).toMatchObject([
        { t: 'error' },
        { t: 'turn', version: 5 },
      ]);
    }
    expect(g.refused(g.answer(), 'BAD_MOVE', undefined, 5)).toMatchObject([{ t: 'error', code: 'BAD_MOVE' }]);
    // The next version's turn is offered as usual.
    expect(g.receive(update(6, [0]))).toMatchObject([{ t: 'turn', version: 6 }]);
    expect(g.refused(g.answer(), 'BAD_MOVE', undefined, 6)).toMatchObject([{ t: 'error' }, { t: 'turn', version: 6 }]);
  });

  it('gives one turn at a time: a newer turn waits for the answer to the one written, which keeps its version', () => {
    let now = 1000;
    const g = new GameTranslator('t1', () => now);
    g.receive(snapshot(3, [0], { deadline: 9000 }));
    // Other seats move while the program thinks: it is told, but gets no new turn, and still answers version 3.
    expect(g.receive(update(4, [0]))).toEqual([{ t: 'update', version: 4, view: { at: 4 }, events: [{ e: 4 }] }]);
    expect(g.receive(yourTurn(4))).toEqual([]);
    expect(g.receive(update(5, [0]))).toMatchObject([{ t: 'update', version: 5 }]);
    expect(g.answer()).toBe(3);
    // While its move is on its way, nothing more; refused STALE at 5, the newest turn follows.
    expect(g.receive(yourTurn(5))).toEqual([]);
    expect(g.refused(3, 'STALE', undefined, 5)).toMatchObject([
      { t: 'error', code: 'STALE', version: 5 },
      { t: 'turn', version: 5 },
    ]);
    // Taken: the turn the stream brought meanwhile is offered once the answer is back.
    expect(g.answer()).toBe(5);
    expect(g.receive(update(6, [0]))).toMatchObject([{ t: 'update', version: 6 }]);
    expect(g.sent()).toMatchObject([{ t: 'turn', version: 6 }]);
    // A turn left unanswered past its deadline (the clock acted for the seat) no longer holds the next one back.
    expect(g.receive(update(7, [0]))).toMatchObject([{ t: 'update', version: 7 }]);
    now = 6000;
    expect(g.receive(update(8, [0]))).toMatchObject([{ t: 'turn', version: 8 }]);
    expect(g.answer()).toBe(8);
  });

  it('takes a seatLost line: nothing more is offered until the seat is taken back, or the program is told', () => {
    const g = new GameTranslator('t1');
    g.receive(snapshot(3, [0]));
    expect(g.receive({ t: 'seatLost', table: 't1', reason: 'timeouts' })).toEqual([]);
    expect(g.over).toBe(true);
    expect(g.lost).toEqual({ reason: 'timeouts' });
    expect(g.receive(update(4, [0]))).toEqual([]);
    expect(g.lostEnd()).toEqual({ t: 'end', outcome: null, reason: 'seatLost', lostFor: 'timeouts' });
    // Taken back: the reopened stream's snapshot offers the turn the program never answered.
    g.regain();
    expect(g.over).toBe(false);
    expect(g.answer()).toBe(3);
    expect(g.unsent(3)).toEqual([]);
    expect(g.receive(snapshot(5, [0]))).toMatchObject([{ t: 'turn', version: 5 }]);
  });

  it('ends with the last update and the outcome, then takes nothing more', () => {
    const g = new GameTranslator('t1');
    g.receive(snapshot(0, [0]));
    const outcome = { ranking: [[1], [0]], scores: [5, 9] };
    expect(g.receive(update(1, [], { status: 'finished', outcome }))).toEqual([
      { t: 'update', version: 1, view: { at: 1 }, events: [{ e: 1 }] },
      { t: 'end', outcome, reason: 'finished' },
    ]);
    expect(g.ended).toBe(true);
    expect(g.receive(update(2, [0]))).toEqual([]);
  });

  it('passes a null legal list on, and asks for a resync when an update has only a patch', () => {
    const g = new GameTranslator('t1');
    g.receive(snapshot(0, [1]));
    expect(g.receive(update(1, [0], { legal: null }))).toMatchObject([{ t: 'turn', legal: null }]);
    const { view: _view, ...patched } = update(2, [1]);
    expect(() => g.receive({ ...patched, patch: [] })).toThrow(ResyncNeeded);
  });
});

describe('program lines', () => {
  it('reads a move, a batch, a chat line, and refuses what is none of them', () => {
    expect(parseProgramLine('{"type":"trade","orders":{"red":1}}')).toEqual({
      kind: 'move',
      move: { type: 'trade', orders: { red: 1 } },
    });
    expect(parseProgramLine('{"moves":[{"type":"a"},{"type":"b"}]}')).toEqual({
      kind: 'moves',
      moves: [{ type: 'a' }, { type: 'b' }],
    });
    expect(parseProgramLine('{"chat":"gl hf"}')).toEqual({ kind: 'chat', text: 'gl hf' });
    expect(parseProgramLine('thinking...')).toMatchObject({ kind: 'bad', reason: 'not JSON' });
    expect(parseProgramLine('[1]')).toMatchObject({ kind: 'bad' });
    expect(parseProgramLine('{"moves":[]}')).toMatchObject({ kind: 'bad' });
    expect(parseProgramLine('{"chat":3}')).toMatchObject({ kind: 'bad' });
  });

  it('makes the POST body with the version answered', () => {
    expect(moveBody({ kind: 'move', move: { type: 'a' } }, 7)).toEqual({ version: 7, move: { type: 'a' } });
    expect(moveBody({ kind: 'moves', moves: [{ type: 'a' }] }, 8)).toEqual({ version: 8, moves: [{ type: 'a' }] });
  });
});
