// Who played each move: bots standing in for people, the clock, seats taken over and taken back, and the rating rule
// for such a match; in the log, the replay and the results (merged into ru.ts and en.ts under `played`).
import type { Shape } from './shape.ts';

export const PLAYED_RU = {
  clock: 'время вышло',
} as const;

export const PLAYED_EN = {
  clock: 'time ran out',
} satisfies Shape<typeof PLAYED_RU>;
