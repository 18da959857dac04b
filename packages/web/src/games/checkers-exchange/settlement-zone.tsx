import type { Outcome } from '@birzha/engine';
import type { ZoneProps } from './zone-props.ts';

/** Placeholder: filled in by its owner. */
export function SettlementZone(
  _props: ZoneProps & {
    readonly outcome: Outcome | null;
    readonly tableId: string | null;
    readonly onPlayAgain: (() => void) | null;
  },
) {
  return null;
}
