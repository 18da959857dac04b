// Lesson progress kept in this browser and for a signed-in person's account (issue 30, point 1): the merge rule
// (the further of the two), and when saves go to the server (a person only, debounced, never backwards unless the
// learner starts over, failures ignored).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Progress } from './lesson-runner.ts';
import {
  clearProgress,
  forgetAccount,
  furthest,
  loadProgress,
  openProgress,
  SAVE_DELAY_MS,
  saveProgress,
} from './progress-store.ts';

const GAME = 'akcioner';
const pass = [{ type: 'trade', orders: {} }];
/** At `step`, with that step's turn played or not (steps before it told or played alternately). */
function at(step: number, played = false): Progress {
  const turns = Array.from({ length: step }, (_, i) => (i % 2 === 0 ? null : pass));
  return { step, turns: played ? [...turns, pass] : turns };
}

describe('the merge rule', () => {
  it('takes the further step, then the one whose step has its turn played, this browser’s when as far', () => {
    expect(furthest(at(3), at(5))).toEqual(at(5));
    expect(furthest(at(6), at(5, true))).toEqual(at(6));
    expect(furthest(at(4), at(4, true))).toEqual(at(4, true));
    expect(furthest(at(4, true), at(4))).toEqual(at(4, true));
    const local = at(4);
    expect(furthest(local, at(4))).toBe(local);
    expect(furthest(null, at(2))).toEqual(at(2));
    expect(furthest(at(2), null)).toEqual(at(2));
    expect(furthest(null, null)).toBeNull();
  });
});

/** A fake server: GET answers `account` (null: a guest's, nothing kept), PUT is recorded (and fails when `failPut`). */
function fakeServer(account: Record<string, Progress> | null, failPut = false) {
  const puts: { path: string; body: unknown }[] = [];
  const fetchMock = vi.fn((path: string, init?: RequestInit) => {
    if ((init?.method ?? 'GET') === 'GET') {
      return Promise.resolve(
        new Response(JSON.stringify({ kept: account !== null, lessons: account ?? {} }), { status: 200 }),
      );
    }
    puts.push({ path, body: JSON.parse(String(init?.body)) });
    return failPut ? Promise.reject(new TypeError('offline')) : Promise.resolve(new Response('{}', { status: 200 }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return { puts };
}

describe('progress kept for the account', () => {
  beforeEach(() => {
    localStorage.clear();
    forgetAccount();
    vi.useFakeTimers();
  });
  afterEach(() => {
    forgetAccount();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens at the account’s place when it is further, and at this browser’s when that is', async () => {
    fakeServer({ [GAME]: at(7, true), stockpile: at(1) });
    saveProgress(GAME, at(3));
    saveProgress('stockpile', at(4));
    expect(await openProgress(GAME)).toEqual(at(7, true));
    expect(loadProgress(GAME)).toEqual(at(7, true));
    expect(loadProgress('stockpile')).toEqual(at(4));
  });

  it('sends a person’s changes once after a pause, the last one, and never a place behind the account’s', async () => {
    const { puts } = fakeServer({ [GAME]: at(2) });
    await openProgress(GAME);
    saveProgress(GAME, at(2));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS * 2);
    expect(puts).toEqual([]);
    saveProgress(GAME, at(3));
    saveProgress(GAME, at(3, true));
    saveProgress(GAME, at(4));
    expect(puts).toEqual([]);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(puts).toEqual([{ path: `/api/account/lessons/${GAME}`, body: at(4) }]);
    // "Back" stays in this browser.
    saveProgress(GAME, at(3));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS * 2);
    expect(puts).toHaveLength(1);
    expect(loadProgress(GAME)).toEqual(at(4));
    // "Start over" takes the account back too.
    clearProgress(GAME);
    saveProgress(GAME, at(0));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(puts.map((p) => p.body)).toEqual([at(4), at(0)]);
  });

  it('sends nothing for a guest, and a failed save leaves this browser’s copy and no error', async () => {
    const guest = fakeServer(null);
    await openProgress(GAME);
    saveProgress(GAME, at(5));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS * 2);
    expect(guest.puts).toEqual([]);
    expect(loadProgress(GAME)).toEqual(at(5));

    forgetAccount();
    const offline = fakeServer({}, true);
    await openProgress(GAME);
    saveProgress(GAME, at(6));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS * 2);
    expect(offline.puts).toHaveLength(1);
    expect(loadProgress(GAME)).toEqual(at(6));
  });
});
