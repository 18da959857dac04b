import type { ZoneProps } from './zone-props.ts';

/** Placeholder: filled in by its owner. */
export function PhaseBanner(_props: ZoneProps) {
  return null;
}
