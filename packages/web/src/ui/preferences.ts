import { useSyncExternalStore } from 'react';

/**
 * The player's own settings for every table, kept in localStorage (per browser, not per account): whether the
 * table makes sounds, and how fast other players' turns are played out on the board.
 */
export interface Preferences {
  readonly sound: boolean;
  /** How long each other player's turn is shown before the next one: `instant` shows it at once. */
  readonly pace: Pace;
}

export const PACES = ['slow', 'normal', 'fast', 'instant'] as const;
export type Pace = (typeof PACES)[number];

/** Milliseconds each step of another player's turn stays on screen at each pace. */
export const PACE_MS: Readonly<Record<Pace, number>> = { slow: 2400, normal: 1200, fast: 500, instant: 0 };

const KEY = 'birzha.preferences';
const DEFAULTS: Preferences = { sound: true, pace: 'normal' };
const listeners = new Set<() => void>();
let current: Preferences | null = null;

/** What was stored, with anything missing or malformed taken from the defaults. */
function parse(raw: string | null): Preferences {
  try {
    const v: unknown = JSON.parse(raw ?? 'null');
    if (typeof v !== 'object' || v === null) return DEFAULTS;
    const { sound, pace } = v as { sound?: unknown; pace?: unknown };
    return {
      sound: typeof sound === 'boolean' ? sound : DEFAULTS.sound,
      pace: (PACES as readonly unknown[]).includes(pace) ? (pace as Pace) : DEFAULTS.pace,
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
