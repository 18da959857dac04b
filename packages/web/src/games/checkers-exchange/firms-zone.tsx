import type { ZoneProps } from './zone-props.ts';

/** Placeholder: filled in by its owner. */
export function FirmsZone(_props: ZoneProps) {
  return null;
}
