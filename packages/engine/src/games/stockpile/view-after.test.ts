import { describe, expect, it } from 'vitest';
import type { AnyGame, Viewer } from '../../core/game.ts';
import { replay } from '../../core/record.ts';
import { playout } from '../../testing/playout.ts';
import { stockpile } from './index.ts';
import { Match, sell, TV1_PAIRS } from './testing/match.ts';
import type { Event, SeatView, State, View } from './types.ts';
import { view, viewEvent } from './view.ts';
import { viewAfter } from './view-after.ts';

// Events that change nothing viewAfter folds (a new round's deal: pairs, hands and piles are the next round's).
const ROUND_START: ReadonlySet<string> = new Set([
  'roundStarted',
  'pairsDealt',
  'publicPair',
  'hiddenPairs',
  'pileSeeded',
  'handDealt',
  'timedOut',
]);
const FOLDED: ReadonlySet<string> = new Set([
  'sold',
  'feePaid',
  'feeGained',
  'feeDeferred',
  'feeDebtPaid',
  'priceMoved',
  'split',
  'bankrupt',
  'dividend',
  'pairRevealed',
  'resigned',
]);

/** What viewAfter is responsible for: prices, and each seat's money and holdings as the viewer sees them. */
function folded(v: View) {
  return {
    prices: v.prices,
    seats: v.seats.map((s: SeatView) =>
      s.full
        ? { cash: s.cash, feeDebt: s.feeDebt, resigned: s.resigned, portfolio: s.portfolio, known: s.known }
        : {
            cash: s.cash,
            feeDebt: s.feeDebt,
            resigned: s.resigned,
            split: s.split,
            known: s.known,
            hiddenCount: s.hiddenCount,
          },
    ),
  };
}

describe('viewAfter (spec 8.2-8.4, 8.9, 8.10, 10.2)', () => {
  it('folds every sale, Movement and dividend of random matches into the view the viewer is sent after them', () => {
    let checked = 0;
    const seen = new Set<string>();
    for (const [players, seed] of [
      [2, 'va-2'],
      [3, 'va-3'],
      [4, 'va-4'],
      [5, 'va-5'],
    ] as const) {
      const { record } = playout(stockpile as AnyGame, { players, options: { investors: true }, seed });
      let before: State | null = null;
      replay(stockpile, record, {
        onStep: (step) => {
          const events = step.events;
          const prev = before;
          before = step.state;
          if (prev === null || step.state.phase === 'over') return;
          if (!events.every((e) => FOLDED.has(e.type) || ROUND_START.has(e.type))) return;
          const viewers: Viewer[] = ['spectator', ...Array.from({ length: players }, (_, i) => i)];
          for (const v of viewers) {
            const after = viewAfter(
              view(prev, v),
              events.map((e: Event) => viewEvent(e, v)),
            );
            expect(folded(after)).toEqual(folded(view(step.state, v)));
          }
          checked++;
          for (const e of events) seen.add(e.type);
        },
      });
    }
    expect(checked).toBeGreaterThan(40);
    for (const type of ['split', 'bankrupt', 'dividend', 'sold', 'feeDebtPaid']) expect(seen, type).toContain(type);
  });

  it('reveals each pair in its place for everyone, step by step (TV1 Movement)', () => {
    const m = new Match(4, {
      round: 1,
      phase: 'selling',
      firstPlayer: 0,
      seats: [
        { portfolio: { american: { regular: 1 } } },
        { portfolio: { bottomline: { regular: 1 } } },
        { portfolio: { cosmic: { regular: 1 } } },
        { portfolio: { epic: { regular: 1 } } },
      ],
      pairs: TV1_PAIRS,
    });
    for (const s of [0, 1, 2]) m.play(s, sell());
    const base = view(m.state, 1);
    const copy = structuredClone(base);
    const events = m.play(3, sell()).map((e) => viewEvent(e, 1));
    const firstTwo = events.slice(
      0,
      events.findIndex((e, i) => i > 0 && e.type === 'pairRevealed' && e.holder === 2),
    );
    const mid = viewAfter(base, firstTwo);
    expect(mid.seats[0]?.pairs[0]).toMatchObject({ company: 'american', forecast: 'up4' });
    expect(mid.seats[2]?.pairs[0]).toBeNull();
    expect(mid.prices.american).toBe(9);
    expect(mid.prices.leading).toBe(5);
    const end = viewAfter(base, events);
    expect(end.hiddenPairs[0]).toMatchObject({ company: 'stanford', forecast: 'down2' });
    // The epic dividend made s3's holding public to s1 and paid it.
    expect(end.seats[3]).toMatchObject({ known: { epic: 1 }, cash: 22_000 });
    expect(base).toEqual(copy);
  });
});
