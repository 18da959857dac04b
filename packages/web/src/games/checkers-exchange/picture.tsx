import { useMemo } from 'react';
import { BoardPicture } from './summary-pictures.tsx';
import { checkersExchangeSample } from './summary-sample.ts';

/** Checkers Exchange in the lobby: the board at the start, drawn by the table's board grid. */
export default function CheckersExchangePicture() {
  const view = useMemo(() => checkersExchangeSample(), []);
  return <BoardPicture view={view} />;
}
