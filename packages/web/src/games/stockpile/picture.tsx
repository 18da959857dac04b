import { useMemo } from 'react';
import { CardsPicture } from './summary-pictures.tsx';
import { stockpileSample } from './summary-sample.ts';

/** Stockpile in the lobby: cards off the piles, drawn by the table's card. */
export default function StockpilePicture() {
  const sample = useMemo(() => stockpileSample(['', '', '']), []);
  return <CardsPicture sample={sample} />;
}
