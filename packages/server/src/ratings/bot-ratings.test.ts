// Ladder -> the bots' starting ratings (issue 27): `birzha ladder --json` output checked and kept per game, each
// people level reading the row of the bot that plays it, on the people's rating scale.
import { botLevelOf } from '@birzha/bots';
import { BOT_LEVELS } from '@birzha/protocol';
import { describe, expect, it } from 'vitest';
import { BOT_RATINGS } from './bot-accounts.ts';
import { LADDER_SCALE, parseLadder, startingRatings, toPeopleScale, type LadderRun } from './bot-ratings.ts';
import { importLadders } from './import-ladder.ts';
import { FRESH } from './model.ts';

/** The ladder's name for a people level's bot. */
const botOf = (level: string): string => botLevelOf(level) ?? level;

/** A ladder as `birzha ladder --json` prints it: every people level's bot, plus one no people level has. */
function ladder(game: string): LadderRun & { seconds: number } {
  const levels = [...BOT_LEVELS.map(botOf), 'no-people-level'].map((level, i) => ({
    level,
    mu: 20 + 5 * i,
    sigma: 2 + i / 10,
    ordinal: 20 + 5 * i - 3 * (2 + i / 10),
    games: 40,
  }));
  return { game, players: 2, gamesPerLineup: 20, seed: 'ladder', levels, seconds: 1.5 };
}

const EMPTY = { about: 'test', games: {} };

describe('ladder output -> bot starting ratings', () => {
  it("reads a ladder's JSON and gives each people level its bot's row; other levels are ignored", () => {
    const parsed = parseLadder(JSON.parse(JSON.stringify(ladder('g1'))));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const file = { about: 'test', games: { g1: parsed.value } };
    for (const level of BOT_LEVELS) {
      const row = parsed.value.levels.find((l) => l.level === botOf(level));
      expect(startingRatings(file, level)).toEqual([{ game: 'g1', rating: { mu: row?.mu, sigma: row?.sigma } }]);
    }
    // Every row but the extra one is some level's.
    const used = BOT_LEVELS.map((l) => startingRatings(file, l)[0]?.rating.mu);
    expect(new Set(used).size).toBe(BOT_LEVELS.length);
    expect(used).not.toContain(parsed.value.levels.at(-1)?.mu);
  });

  it('a game whose ladder lacks a level gives that level no starting rating there', () => {
    const run = ladder('g1');
    const [first, ...rest] = BOT_LEVELS;
    const file = {
      about: 'test',
      games: { g1: { ...run, levels: run.levels.filter((l) => l.level !== botOf(first)) } },
    };
    expect(startingRatings(file, first)).toEqual([]);
    for (const level of rest) expect(startingRatings(file, level)).toHaveLength(1);
  });

  it('refuses what is not a ladder', () => {
    const good = ladder('g1');
    const bad: [unknown, string][] = [
      [null, 'not a JSON object'],
      [{ ...good, game: '' }, 'no game'],
      [{ ...good, players: -1 }, 'no players or games'],
      [{ ...good, levels: [] }, 'no levels'],
      [{ ...good, levels: [{ ...good.levels[0], sigma: 0 }] }, 'must be numbers'],
      [{ ...good, levels: [{ ...good.levels[0], mu: 'x' }] }, 'must be numbers'],
      [{ ...good, levels: [good.levels[0], good.levels[0]] }, 'twice'],
    ];
    for (const [value, error] of bad) {
      const r = parseLadder(value);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toContain(error);
    }
  });

  it("maps the ladder's scale onto the people's (the identity while both are openskill's defaults)", () => {
    expect(LADDER_SCALE).toEqual(FRESH);
    expect(toPeopleScale({ mu: 40, sigma: 3 })).toEqual({ mu: 40, sigma: 3 });
    // A ladder on another scale: as far from its newcomer, in its newcomers' sigmas.
    expect(toPeopleScale({ mu: 60, sigma: 4 }, { mu: 50, sigma: 10 }, { mu: 25, sigma: 5 })).toEqual({
      mu: 30,
      sigma: 2,
    });
  });

  it("imports ladder files into the ratings file: a game's new ladder replaces its old one, others stay", () => {
    const one = importLadders(EMPTY, [
      { name: 'a.json', text: JSON.stringify(ladder('g2')) },
      { name: 'b.json', text: JSON.stringify(ladder('g1')) },
    ]);
    expect(one.ok).toBe(true);
    if (!one.ok) return;
    expect(Object.keys(one.value.games)).toEqual(['g1', 'g2']);
    // The time it took is not kept.
    expect(one.value.games['g1']).not.toHaveProperty('seconds');
    const again = importLadders(one.value, [{ name: 'c.json', text: JSON.stringify({ ...ladder('g1'), seed: 'x' }) }]);
    expect(again.ok && again.value.games['g1']?.seed).toBe('x');
    expect(again.ok && again.value.games['g2']).toEqual(one.value.games['g2']);
    expect(importLadders(one.value, [{ name: 'd.json', text: 'ladder table as text' }])).toEqual({
      ok: false,
      error: 'd.json: not JSON (run the ladder with --json)',
    });
  });

  it('the committed ratings are ladders: every game has a people level, in the order the ladder found', () => {
    for (const [game, run] of Object.entries(BOT_RATINGS.games)) {
      expect(parseLadder(run)).toEqual({ ok: true, value: run });
      expect(run.game).toBe(game);
      const seeded = BOT_LEVELS.flatMap((level) => startingRatings({ about: '', games: { [game]: run } }, level));
      expect(seeded.length).toBeGreaterThan(0);
    }
  });
});
