import { firmLabel, FIRM_HUES } from './labels.ts';
import type { FirmId } from './zone-props.ts';

/** A firm as every status table marks it: its colour swatch and W1..B4. */
export function FirmTag({ firm }: { firm: FirmId }) {
  return (
    <span className="ce-firm-tag" data-firm={firm}>
      <span className="ce-swatch" style={{ background: FIRM_HUES[firm] }} aria-hidden="true" />
      {firmLabel(firm)}
    </span>
  );
}
