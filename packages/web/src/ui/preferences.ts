import { storedBotLevel, type BotLevel } from '@birzha/protocol';
import { useSyncExternalStore } from 'react';

/**
 * The player's own settings for every table, kept in localStorage (per browser, not per account): whether the
 * table makes sounds, how fast other players' turns are played out on the board, notifications, quick play's choices.
 */
export interface Preferences {
  readonly sound: boolean;
  /** How long each other player's turn is shown before the next one: `instant` shows it at once. */
  readonly pace: Pace;
  /** Browser notifications ("your turn", "a player joined") while the tab is hidden; on only once permitted. */
  readonly notify: boolean;
  /**
   * Quick play: seconds before bots take the empty seats, and their level (the last choice, offered again; null for
   * a newcomer who never chose: quick play then seats beginners, NEWCOMER_BOT_LEVEL, and says so).
   */
  readonly quickWait: QuickWait;
  readonly quickLevel: BotLevel | null;
}

/** The waits quick play offers, in seconds. */
export const QUICK_WAITS = [0, 30, 60, 120, 300] as const;
export type QuickWait = (typeof QUICK_WAITS)[number];

export const PACES = ['slow', 'normal', 'fast', 'instant'] as const;
export type Pace = (typeof PACES)[number];

/** Milliseconds each step of another player's turn stays on screen at each pace. */
export const PACE_MS: Readonly<Record<Pace, number>> = { slow: 2400, normal: 1200, fast: 500, instant: 0 };

const KEY = 'birzha.preferences';
const DEFAULTS: Preferences = {
  sound: true,
  pace: 'normal',
  notify: false,
  quickWait: 30,
  quickLevel: null,
};
const listeners = new Set<() => void>();
let current: Preferences | null = null;

/** What was stored, with anything missing or malformed taken from the defaults. */
function parse(raw: string | null): Preferences {
  try {
    const v: unknown = JSON.parse(raw ?? 'null');
    if (typeof v !== 'object' || v === null) return DEFAULTS;
    const { sound, pace, notify, quickWait, quickLevel } = v as Partial<Record<keyof Preferences, unknown>>;
    return {
      sound: typeof sound === 'boolean' ? sound : DEFAULTS.sound,
      pace: (PACES as readonly unknown[]).includes(pace) ? (pace as Pace) : DEFAULTS.pace,
      notify: typeof notify === 'boolean' ? notify : DEFAULTS.notify,
      quickWait: (QUICK_WAITS as readonly unknown[]).includes(quickWait)
        ? (quickWait as QuickWait)
        : DEFAULTS.quickWait,
      // A level saved under its old name ('random', 'heuristic') is the level it became.
      quickLevel: storedBotLevel(quickLevel) ?? DEFAULTS.quickLevel,
    };
  } catch {
    return DEFAULTS;
  }
}

/** The settings now. */
export function getPreferences(): Preferences {
  if (current === null) {
    let raw: string | null = null;
    try {
      raw = localStorage.getItem(KEY);
    } catch {
      // Storage disabled: the defaults, for as long as the page lives.
    }
    current = parse(raw);
  }
  return current;
}

/** Changes some settings, keeps them, and tells every component that reads them. */
export function setPreferences(change: Partial<Preferences>): void {
  current = { ...getPreferences(), ...change };
  try {
    localStorage.setItem(KEY, JSON.stringify(current));
  } catch {
    // Storage full or disabled: the change lives as long as the page.
  }
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The settings, re-rendering the component when they change. */
export function usePreferences(): Preferences {
  return useSyncExternalStore(subscribe, getPreferences, getPreferences);
}

/** Forgets the cached settings (tests that change localStorage directly). */
export function resetPreferencesForTests(): void {
  current = null;
}
