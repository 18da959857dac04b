import type { ChatLine } from '@birzha/protocol';
import type { ZoneProps } from './zone-props.ts';

/** Placeholder: filled in by its owner. */
export function LogZone(
  _props: ZoneProps & {
    readonly chat: readonly ChatLine[] | null;
    readonly sendChat: ((text: string) => Promise<unknown>) | null;
  },
) {
  return null;
}
