import { describe, expect, it } from 'vitest';
import type { LogItem } from '../../table/use-table.ts';
import { CheckersExchange } from '@birzha/engine';
import { lastMeeting, lastSessionClose, tally } from './meeting-results.ts';

import { MEETING } from './testing/meeting-positions.ts';
import { ceState, playMoves } from './testing/settlement-game.ts';

const majorityNeeded = CheckersExchange.Reads.votesToElect;

type Move = CheckersExchange.Move;
const items = (events: readonly CheckersExchange.Event[], version: number): LogItem[] =>
  events.map((event) => ({ version, event }));

/** The meeting closed by every seat's ready, with seat 1's two accounts for seat 0 (26 of 40: a change). */
function closedMeeting(): LogItem[] {
  const state = ceState(4, MEETING);
  const ballots: [number, Move][] = [
    [1, { type: 'vote', firm: 'w3', account: 'me', candidate: 0 }],
    [1, { type: 'vote', firm: 'w3', account: 'b2', candidate: 0 }],
  ];
  const voted = playMoves(state, ballots);
  const ready = playMoves(
    voted.state,
    [0, 1, 2, 3].map((s): [number, Move] => [s, { type: 'ready' }]),
  );
  return [...items(voted.events, 1), ...items(ready.events, 2)];
}

describe('lastMeeting', () => {
  it('gives every firm election of the newest close and the directors it changed', () => {
    const m = lastMeeting(closedMeeting());
    expect(m?.results).toHaveLength(8);
    const w3 = m?.results.find((r) => r.firm === 'w3');
    expect(w3?.elected).toBe(0);
    expect(w3?.incumbent).toBe(2);
    expect(tally(w3!)).toEqual([{ candidate: 0, votes: 26 }]);
    expect(m?.changes).toEqual([{ type: 'directorChanged', firm: 'w3', from: 2, to: 0 }]);
  });

  it('is gone once the next session opens, and absent before any meeting', () => {
    const log = closedMeeting();
    const opened: LogItem = {
      version: 9,
      event: { type: 'stageOpened', stage: 12, phase: 'session', year: 4, seconds: null },
    };
    expect(lastMeeting([...log, opened])).toBeNull();
    const board: LogItem = {
      version: 9,
      event: { type: 'stageOpened', stage: 12, phase: 'board', year: 4, seconds: null },
    };
    expect(lastMeeting([...log, board])).not.toBeNull();
    expect(lastMeeting([])).toBeNull();
  });
});

describe('lastSessionClose', () => {
  it('finds the newest session close with its standing and lapsed requests', () => {
    const state = ceState(3, {
      phase: 'session',
      year: 1,
      seats: [{ holdings: { w1: 5 } }, { holdings: { b1: 5 } }, null],
    });
    const step = playMoves(state, [
      [0, { type: 'requestMeeting' }],
      [1, { type: 'requestMeeting' }],
      // seat 1 sells 1 of its 5 B1 to seat 2 (below the State's ask): its request lapses at the close
      [1, { type: 'order', account: 'me', side: 'sell', firm: 'b1', qty: 1, limit: 9 }],
      [2, { type: 'order', account: 'me', side: 'buy', firm: 'b1', qty: 1, limit: 10 }],
      [0, { type: 'ready' }],
      [1, { type: 'ready' }],
      [2, { type: 'ready' }],
    ]);
    const close = lastSessionClose(items(step.events, 1));
    expect(close?.requests).toEqual([0]);
    expect(close?.lapsed).toEqual([1]);
    expect(lastSessionClose([])).toBeNull();
  });
});

describe('majorityNeeded', () => {
  it('is more than half: exactly half fails (spec 8.10)', () => {
    expect(majorityNeeded(40)).toBe(21);
    expect(majorityNeeded(41)).toBe(21);
    expect(majorityNeeded(50)).toBe(26);
  });
});
