import { Type, type Static } from 'typebox';

// How fast a table plays (issue 25): 'live', everyone at the table, each game's own clock options; or 'turns', played
// over days, each person with a time bank and each simultaneous phase with a deadline. The game declares which of
// its periods spend a seat's bank (engine `Deadline.spends`) and which are a phase's; the server runs both.

const strict = { additionalProperties: false } as const;
const HOUR = 3600;
const DAY = 24 * HOUR;

/** Seconds, with the bounds a turn-based table may ask for. */
const Seconds = (minimum: number, maximum: number) => Type.Integer({ minimum, maximum });

export const LivePace = Type.Object({ mode: Type.Literal('live') }, strict);
export type LivePace = Static<typeof LivePace>;

/**
 * A turn-based table's clock. Each person's bank starts at `bank`; each of their turns spends it; when a turn ends
 * (moved, or ran out) `add` is added, never above `cap`. A simultaneous phase lasts `phase` from its start and ends
 * early when every seat has acted (the game closes it). Seconds throughout.
 */
export const TurnPace = Type.Object(
  {
    mode: Type.Literal('turns'),
    bank: Seconds(60, 30 * DAY),
    add: Seconds(0, 30 * DAY),
    cap: Seconds(60, 60 * DAY),
    phase: Seconds(60, 14 * DAY),
  },
  strict,
);
export type TurnPace = Static<typeof TurnPace>;

export const Pace = Type.Union([LivePace, TurnPace]);
export type Pace = Static<typeof Pace>;

export const LIVE: LivePace = Object.freeze({ mode: 'live' });

/** The presets the create form and quick play offer, shortest first ("1 day per move, bank up to 3 days", ...). */
export const PACE_PRESETS = Object.freeze({
  day: Object.freeze({ mode: 'turns', bank: DAY, add: DAY, cap: 3 * DAY, phase: DAY }),
  threeDays: Object.freeze({ mode: 'turns', bank: 3 * DAY, add: 3 * DAY, cap: 7 * DAY, phase: 2 * DAY }),
  week: Object.freeze({ mode: 'turns', bank: 7 * DAY, add: 7 * DAY, cap: 14 * DAY, phase: 3 * DAY }),
} satisfies Record<string, TurnPace>);
export type PacePreset = keyof typeof PACE_PRESETS;

/** The preset a pace is, or null for a live table or a custom bank. */
export function presetOf(pace: Pace): PacePreset | null {
  if (pace.mode !== 'turns') return null;
  for (const [name, p] of Object.entries(PACE_PRESETS) as [PacePreset, TurnPace][])
    if (p.bank === pace.bank && p.add === pace.add && p.cap === pace.cap && p.phase === pace.phase) return name;
  return null;
}

/**
 * What the schema cannot say about a pace: a bank above its cap is refused (BAD_PACE). Null when it is fine.
 */
export function paceProblem(pace: Pace): string | null {
  if (pace.mode === 'turns' && pace.bank > pace.cap) return 'the bank may not start above its cap';
  return null;
}

/** A pace's turn-based clock, or null for a live table (a table stored before paces had none: live). */
export function turnPace(pace: Pace | null | undefined): TurnPace | null {
  return pace?.mode === 'turns' ? pace : null;
}
