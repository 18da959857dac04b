import { getGame } from '@birzha/engine';
import { LIVE, PACE_PRESETS } from '@birzha/protocol';
import { describe, expect, it } from 'vitest';
import { WEB_GAMES } from '../games/registry.ts';
import i18n from '../i18n/index.ts';
import { estimateText, estimatedLength, paceTag } from './pace-estimate.ts';

const t = i18n.t.bind(i18n);
const H = 3_600_000;

describe('the estimated length of a turn-based game', () => {
  it('is decisions per player × players × a quarter of the time per move (at least an hour), as a range', () => {
    for (const g of WEB_GAMES) {
      const game = getGame(g.id);
      const options = g.options.toOptions(g.options.initial);
      const parsed = game?.parseOptions(options, 2);
      if (game?.meta.turnsPerPlayer === undefined || parsed === undefined || !parsed.ok) continue;
      const turns = game.meta.turnsPerPlayer(parsed.value, 2);
      const e = estimatedLength(g.id, options, 2, PACE_PRESETS.day);
      // A day per move: a typical turn takes 6 h.
      expect(e).toEqual({ low: turns * 2 * 6 * H * 0.75, high: turns * 2 * 6 * H * 1.5 });
      expect(estimateText(g.id, options, 2, PACE_PRESETS.day, t)).toMatch(/^~\d+–\d+\s(дней|дня|день)$/);
    }
  });

  it('takes at least an hour a turn, and says nothing for a live table or an unknown game', () => {
    const g = WEB_GAMES[0];
    if (g === undefined) throw new Error('no game');
    const options = g.options.toOptions(g.options.initial);
    const fast = { mode: 'turns', bank: 600, add: 60, cap: 600, phase: 600 } as const;
    const e = estimatedLength(g.id, options, 2, fast);
    const game = getGame(g.id);
    const parsed = game?.parseOptions(options, 2);
    if (parsed === undefined || !parsed.ok) throw new Error('bad options');
    const turns = game?.meta.turnsPerPlayer?.(parsed.value, 2) ?? 0;
    expect(e?.low).toBe(turns * 2 * H * 0.75);
    expect(estimateText(g.id, options, 2, LIVE, t)).toBeNull();
    expect(estimatedLength('nope', {}, 2, PACE_PRESETS.day)).toBeNull();
  });
});

describe('the pace tag', () => {
  it('names the preset, or the time per move of a custom pace; none for a live table', async () => {
    await i18n.changeLanguage('ru');
    expect(paceTag(PACE_PRESETS.day, t)).toBe('заочно · 1 день');
    expect(paceTag({ mode: 'turns', bank: 7200, add: 7200, cap: 7200, phase: 7200 }, t)?.replace(/\u00a0/g, ' ')).toBe(
      'заочно · 2 ч',
    );
    expect(paceTag(LIVE, t)).toBeNull();
    expect(paceTag(undefined, t)).toBeNull();
    await i18n.changeLanguage('en');
    expect(paceTag(PACE_PRESETS.week, t)).toBe('turn-based · 7 days');
    await i18n.changeLanguage('ru');
  });
});
