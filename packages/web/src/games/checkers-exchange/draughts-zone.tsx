import type { ZoneProps } from './zone-props.ts';

/** Placeholder: filled in by its owner. */
export function DraughtsZone(_props: ZoneProps) {
  return null;
}
