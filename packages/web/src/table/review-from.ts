import { createContext } from 'react';

/**
 * "Review from here" on the log's entries (issue 25): where a log is read in a replay, each move's first line offers
 * to set the replay's position to that move. No provider (the live table): no control.
 */
export const ReviewFromContext = createContext<((version: number) => void) | null>(null);
