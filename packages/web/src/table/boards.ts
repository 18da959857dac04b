import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { BoardProps } from './board-props.ts';

/** One board per game, each loaded only when a table of that game is opened. */
export const BOARDS: Readonly<Record<string, LazyExoticComponent<ComponentType<BoardProps>>>> = {
  akcioner: lazy(() => import('../games/akcioner/board.tsx')),
};
