// Who is who at the table: bot names, taken-over seats, coming back, your place: the words, in Russian and English (merged into ru.ts and en.ts under `seats`).
import type { Shape } from './shape.ts';

export const SEATS_RU = {
  title: '…',
};

export const SEATS_EN = {
  title: '…',
} satisfies Shape<typeof SEATS_RU>;
