import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../testing/deep-freeze.ts';
import { accept, buy, nominate, reject, sell, v14Session, vote } from './testing/market.ts';
import { closeMeeting, dropFromMeeting } from './meeting.ts';
import { closeSession } from './session.ts';
import type { State } from './types.ts';

/** V14 after step 3: the meeting of year 3 is open. */
function v14Meeting(): State {
  let s = v14Session();
  s = accept(s, 2, { type: 'requestMeeting' }).state;
  s = accept(s, 2, sell('b1', 1, 9)).state;
  s = accept(s, 1, buy('b1', 1, 9)).state;
  s = accept(s, 0, { type: 'requestMeeting' }).state;
  const closed = closeSession({ state: s, events: [] });
  expect(closed.meeting).toBe(true);
  return closed.step.state;
}

/** V14 steps 4-6. */
function v14Ballots(): State {
  let s = v14Meeting();
  // step 4
  let step = accept(s, 0, nominate('w3', 0));
  expect(step.events).toEqual([{ type: 'nominated', firm: 'w3', candidate: 0, by: 0 }]);
  s = step.state;
  expect(reject(s, 3, nominate('w3', 3))).toBe('NO_VOTE');
  expect(reject(s, 0, nominate('w3', 2))).toBe('ALREADY_NOMINATED');
  expect(reject(s, 1, nominate('w3', 0))).toBe('ALREADY_NOMINATED');
  expect(reject(s, 1, nominate('w3', 4))).toBe('BAD_TARGET');
  s = accept(s, 1, nominate('w4', 1)).state;
  // step 5
  step = accept(s, 1, vote('w3', 'me', 0));
  expect(step.events).toEqual([{ type: 'voteCast', firm: 'w3', account: 1, candidate: 0, votes: 4 }]);
  s = step.state;
  step = accept(s, 1, vote('w3', 'b2', 0));
  expect(step.events).toEqual([{ type: 'voteCast', firm: 'w3', account: 'b2', candidate: 0, votes: 4 }]);
  s = step.state;
  s = accept(s, 0, vote('w3', 'me', 0)).state;
  expect(reject(s, 2, vote('w3', 'me', 2))).toBe('NO_VOTE');
  // step 6
  s = accept(s, 1, vote('w4', 'me', 1)).state;
  expect(reject(s, 1, vote('w4', 'me', 3))).toBe('NOT_A_CANDIDATE');
  expect(reject(s, 0, vote('w4', 'w3', 0))).toBe('NOT_DIRECTOR');
  expect(reject(s, 0, vote('w4', 'me', 0))).toBe('NO_VOTE');
  expect(reject(s, 2, vote('w3', 'w3', 2))).toBe('NO_VOTE'); // the treasury never votes
  return s;
}

describe('meetings (spec 8.10, V14 steps 4-7)', () => {
  it('nominations and ballots are checked in the row order', () => {
    const s = v14Ballots();
    expect(s.nominees.w3).toEqual([0]);
    expect(s.nominees.w4).toEqual([1]);
    expect(s.ballots).toEqual([
      { firm: 'w3', account: 1, candidate: 0 },
      { firm: 'w3', account: 'b2', candidate: 0 },
      { firm: 'w3', account: 0, candidate: 0 },
      { firm: 'w4', account: 1, candidate: 1 },
    ]);
  });

  it('replaces with more than half, keeps at exactly half, voids the token', () => {
    const { state, events } = closeMeeting({ state: deepFreeze(v14Ballots()), events: [] });
    const results = events.filter((e) => e.type === 'meetingResult');
    expect(results).toHaveLength(8);
    expect(results[2]).toEqual({
      type: 'meetingResult',
      firm: 'w3',
      incumbent: 2,
      votingShares: 40,
      ballots: [
        { account: 1, candidate: 0, votes: 4 },
        { account: 'b2', candidate: 0, votes: 4 },
        { account: 0, candidate: 0, votes: 18 },
      ],
      elected: 0,
    });
    expect(results[3]).toMatchObject({ firm: 'w4', incumbent: 0, votingShares: 40, elected: 0 });
    // spec 8.10: every meetingResult, then per changed firm the token voided and directorChanged
    expect(events.slice(8)).toEqual([
      { type: 'tokenCleared', firm: 'w3', holder: 1, reason: 'directorChanged' },
      { type: 'directorChanged', firm: 'w3', from: 2, to: 0 },
    ]);
    expect(state.firms.w3.director).toBe(0);
    expect(state.firms.w3.token).toBeNull();
    expect(state.firms.w4.director).toBe(0);
    expect(state.ballots).toEqual([]);
    expect(state.nominees.w3).toEqual([]);
  });

  it('a new ballot replaces the old one in place; null removes it (14.1.2)', () => {
    let s = v14Ballots();
    s = accept(s, 1, vote('w3', 'me', 2)).state;
    expect(s.ballots[0]).toEqual({ firm: 'w3', account: 1, candidate: 2 });
    expect(s.ballots).toHaveLength(4);
    const step = accept(s, 1, vote('w3', 'b2', null));
    expect(step.events).toEqual([{ type: 'voteCast', firm: 'w3', account: 'b2', candidate: null, votes: 4 }]);
    expect(step.state.ballots.map((b) => b.account)).toEqual([1, 0, 1]);
    // 18 of 40 is not more than half: the incumbent stays
    const closed = closeMeeting({ state: step.state, events: [] });
    expect(closed.state.firms.w3.director).toBe(2);
    expect(closed.events.filter((e) => e.type === 'directorChanged')).toEqual([]);
  });
});

describe('dropFromMeeting (spec 8.12 step 2)', () => {
  it('removes nominations of the seat, ballots for it and ballots of the accounts it controls', () => {
    const s = deepFreeze(v14Ballots());
    const d1 = dropFromMeeting(s, 1);
    expect(d1.nominees.w4).toEqual([]);
    expect(d1.nominees.w3).toEqual([0]);
    // seat 1's own ballot and B2's (it directs B2) go; its w4 ballot for itself too
    expect(d1.ballots).toEqual([{ firm: 'w3', account: 0, candidate: 0 }]);
    const d0 = dropFromMeeting(s, 0);
    expect(d0.nominees.w3).toEqual([]);
    expect(d0.ballots).toEqual([{ firm: 'w4', account: 1, candidate: 1 }]);
  });
});
