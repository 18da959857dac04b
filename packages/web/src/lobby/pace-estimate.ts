import { gameSetup } from '@birzha/engine';
import { PACE_PRESETS, presetOf, turnPace, type Pace, type PacePreset, type TurnPace } from '@birzha/protocol';
import type { TFunction } from 'i18next';
import { durationText, rangeText } from '../ui/durations.ts';

const HOUR = 3_600_000;
/** The spread around the estimate: people move sooner or later than the typical turn. */
const LOW_SHARE = 0.75;
const HIGH_SHARE = 1.5;

/** The presets in the order the form offers them, shortest first. */
export const PRESET_NAMES = Object.keys(PACE_PRESETS) as PacePreset[];

/**
 * About how long a whole turn-based game lasts, in ms (null when the game gives no estimate or the options are not
 * valid): its decisions per player (engine `turnsPerPlayer`) times the players, times a typical turn, taken as a
 * quarter of the time added per move but never under an hour (nobody answers at once over days).
 */
export function estimatedLength(
  gameId: string,
  rawOptions: unknown,
  players: number,
  pace: TurnPace,
): { low: number; high: number } | null {
  const game = gameSetup(gameId);
  if (game?.meta.turnsPerPlayer === undefined) return null;
  const options = game.parseOptions(rawOptions, players);
  if (!options.ok) return null;
  const turns = game.meta.turnsPerPlayer(options.value, players);
  if (!Number.isFinite(turns) || turns <= 0) return null;
  const typical = Math.max(HOUR, (pace.add * 1000) / 4);
  const total = turns * players * typical;
  return { low: total * LOW_SHARE, high: total * HIGH_SHARE };
}

/** "~3–6 дней" for a turn-based table, or null (a live one, or no estimate). */
export function estimateText(
  gameId: string,
  rawOptions: unknown,
  players: number,
  pace: Pace,
  t: TFunction,
): string | null {
  const turns = turnPace(pace);
  if (turns === null) return null;
  const e = estimatedLength(gameId, rawOptions, players, turns);
  return e === null ? null : rangeText(e.low, e.high, t);
}

/** The lobby's tag of a turn-based table, "заочно · 1 день" (a custom pace by its time per move); null when live. */
export function paceTag(pace: Pace | undefined, t: TFunction): string | null {
  const turns = turnPace(pace);
  if (turns === null) return null;
  const preset = presetOf(turns);
  const time = preset === null ? durationText(turns.add * 1000, t) : t(`turns.presetShort.${preset}`);
  return t('turns.tag', { time });
}
