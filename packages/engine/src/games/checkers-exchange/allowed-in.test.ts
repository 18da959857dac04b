import { describe, expect, it } from 'vitest';
import { allowedIn } from './reads.ts';
import type { Phase } from './types.ts';

// Reads.allowedIn is spec 7.2's table as the boards ask it (which phases have a Ready flag), so no client lists them.
describe('Reads.allowedIn (spec 7.2)', () => {
  it('ready is a move of the simultaneous phases only (spec 6.1: auction, sessions, meetings)', () => {
    const phases: Phase[] = ['auction', 'board', 'session', 'meeting', 'finished'];
    expect(phases.filter((p) => allowedIn(p, 'ready'))).toEqual(['auction', 'session', 'meeting']);
  });

  it('agrees with play: a move outside its phases is WRONG_PHASE', () => {
    expect(allowedIn('board', 'ply')).toBe(true);
    expect(allowedIn('session', 'ply')).toBe(false);
    expect(allowedIn('finished', 'transfer')).toBe(false);
    expect(allowedIn('meeting', 'transfer')).toBe(true);
  });
});
