// Quick play, notifications and the spectators' chat: the words, in Russian and English (merged into ru.ts and en.ts under `quick`).
import type { Shape } from './shape.ts';

export const QUICK_RU = {
  title: '…',
};

export const QUICK_EN = {
  title: '…',
} satisfies Shape<typeof QUICK_RU>;
