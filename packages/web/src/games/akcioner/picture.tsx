import { useMemo } from 'react';
import { HandPicture } from './summary-pictures.tsx';
import { akcionerSample } from './summary-sample.ts';

/** Akcioner in the lobby: three cards of a hand, drawn by the table's card. */
export default function AkcionerPicture() {
  const sample = useMemo(() => akcionerSample(), []);
  return <HandPicture sample={sample} count={3} />;
}
