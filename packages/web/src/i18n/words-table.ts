// The table's own chrome: the status bar, who is away, the low-time warning, the waiting room's rated line (merged
// into ru.ts and en.ts under `tableBar`).
import type { Shape } from './shape.ts';

export const TABLE_BAR_RU = {
  phase: 'Этап',
} as const;

export const TABLE_BAR_EN = {
  phase: 'Stage',
} satisfies Shape<typeof TABLE_BAR_RU>;
