// Profiles, match history, leaderboards, rating changes: the words, in Russian and English (merged into ru.ts and en.ts under `profiles`).
import type { Shape } from './shape.ts';

export const PROFILES_RU = {
  title: '…',
};

export const PROFILES_EN = {
  title: '…',
} satisfies Shape<typeof PROFILES_RU>;
