import { describe, expect, it } from 'vitest';
import { COMPANIES } from './companies.ts';
import { ROUNDS } from './config.ts';
import { stockpile } from './index.ts';
import { SHOW_STEP_SECONDS, showSeconds, showSteps } from './show.ts';
import { Match, ofType, sell } from './testing/match.ts';

/** Plays the selling phase out (everyone passes): the last pass runs the Movement (spec 8.10). */
function sellAll(m: Match): ReturnType<Match['play']> {
  let events: ReturnType<Match['play']> = [];
  while (m.state.phase === 'selling') events = m.play(stockpile.toAct(m.state)[0] ?? 0, sell());
  return events;
}

describe('the public show of the Movement (spec 8.10)', () => {
  it('is one step per forecast revealed: every company once, so six steps at any table size', () => {
    for (const players of [2, 3, 4, 5]) {
      const m = new Match(players, { phase: 'selling' }, {}, `show-${players}`);
      const events = sellAll(m);
      expect(ofType(events, 'pairRevealed')).toHaveLength(COMPANIES.length);
      // The Movement's reveals and what they did come with the next round's start: the show is theirs only.
      expect(m.state).toMatchObject({ round: 2, phase: 'supply' });
      expect(showSteps(events)).toBe(COMPANIES.length);
      // 7.2 s: whole milliseconds, the time a 15 s table's next decision waits for.
      expect(stockpile.showSeconds?.(events)).toBe(7.2);
    }
  });

  it('the last round has its show too (the server ignores it once the game is over)', () => {
    const m = new Match(3, { phase: 'selling', round: ROUNDS[3] }, {}, 'show-last');
    const events = sellAll(m);
    expect(stockpile.outcome(m.state)).toBeDefined();
    expect(showSteps(events)).toBe(COMPANIES.length);
  });

  it("Dividend Deborah's payment is one more step, in its own move's show", () => {
    const m = new Match(
      3,
      {
        phase: 'selling',
        seats: [
          { investors: ['deborah'], portfolio: { leading: { regular: 1 } } },
          { investors: ['bill'], portfolio: {} },
          { investors: ['bernie'], portfolio: {} },
        ],
      },
      { investors: true },
    );
    expect(showSteps(sellAll(m))).toBe(COMPANIES.length);
    expect(m.state.phase).toBe('deborah');
    const paid = m.play(0, { type: 'deborah', company: 'leading' });
    expect(showSteps(paid)).toBe(1);
    expect(showSeconds(paid)).toBe(SHOW_STEP_SECONDS);
  });

  it('no other move has a show: the setup, a supply, a pass that does not end the selling', () => {
    const m = new Match(3, { phase: 'selling' }, {}, 'show-none');
    expect(showSeconds(m.play(stockpile.toAct(m.state)[0] ?? 0, sell()))).toBe(0);
    expect(showSeconds(m.setupEvents)).toBe(0);
    const fresh = new Match(3, null, {}, 'show-setup');
    const first = stockpile.toAct(fresh.state)[0] ?? 0;
    const hand = fresh.state.seats[first]?.hand ?? [];
    const supplied = fresh.play(first, {
      type: 'supply',
      faceUp: { card: hand[0], pile: 0 },
      faceDown: { card: hand[1], pile: 1 },
    });
    expect(showSeconds(supplied)).toBe(0);
  });
});
