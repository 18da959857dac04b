import { describe, expect, it } from 'vitest';
import { replay } from '../../core/record.ts';
import { playout } from '../../testing/playout.ts';
import { effectiveHolder } from './accounts.ts';
import { checkersExchange } from './index.ts';
import { meta } from './meta.ts';
import { livelyChooser } from './testing/players.ts';
import type { State } from './types.ts';

/** Every state of a lively match with these options. */
function states(timing: string, seed: string): State[] {
  const { record } = playout(checkersExchange, {
    players: 4,
    options: { timing, years: 4 },
    seed,
    chooser: livelyChooser,
  });
  const out: State[] = [];
  const r = replay(checkersExchange, record, { onStep: (step) => out.push(step.state as State) });
  if (!r.ok) throw new Error('replay failed');
  return out;
}

describe('clock periods (spec 6.2)', () => {
  it("one period per stage; a ply spends its firm's effective holder's bank, the other stages are phases", () => {
    const all = states('online', 'clock');
    const phases = new Set<string>();
    for (const s of all.slice(0, -1)) {
      const [d, ...more] = checkersExchange.deadlines?.(s) ?? [];
      expect(more).toEqual([]);
      expect(d).toMatchObject({ key: `stage:${s.stage}`, seats: [0], move: { type: 'phaseTimeout', stage: s.stage } });
      phases.add(s.phase);
      if (s.phase === 'board' && s.activeFirm !== null) {
        expect(d?.spends).toBe(effectiveHolder(s, s.activeFirm));
        expect(d?.seconds).toBe(60);
      } else expect(d?.spends).toBeUndefined();
    }
    expect([...phases].sort()).toEqual(['auction', 'board', 'meeting', 'session'].filter((p) => phases.has(p)));
    expect(phases.has('board') && phases.has('session') && phases.has('auction')).toBe(true);
    expect(checkersExchange.deadlines?.(all.at(-1)!)).toEqual([]);
  });

  it('untimed stages are declared with 0 seconds, with the same keys and spenders', () => {
    const all = states('untimed', 'clock');
    for (const s of all.slice(0, -1)) {
      const [d] = checkersExchange.deadlines?.(s) ?? [];
      expect(d).toMatchObject({ key: `stage:${s.stage}`, seconds: 0 });
      if (s.phase === 'board' && s.activeFirm !== null) expect(d?.spends).toBe(effectiveHolder(s, s.activeFirm));
    }
  });
});

describe('turnsPerPlayer', () => {
  it('grows with the years and shrinks with the players', () => {
    const turns = meta.turnsPerPlayer!;
    const six = turns({ timing: 'online', years: 6 }, 4);
    expect(six).toBeGreaterThan(10);
    expect(turns({ timing: 'online', years: 10 }, 4)).toBeGreaterThan(six);
    expect(turns({ timing: 'online', years: 6 }, 8)).toBeLessThan(six);
  });
});
