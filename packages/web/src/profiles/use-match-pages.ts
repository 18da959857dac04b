import type { HistoryItem } from '@birzha/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';

/** One page of matches older than `before` (all the newest when undefined), newest first. */
export type LoadMatches = (before: number | undefined) => Promise<HistoryItem[]>;

export interface MatchPages {
  /** The matches shown so far, newest first; null before the first page came. */
  readonly items: readonly HistoryItem[] | null;
  readonly loading: boolean;
  readonly error: unknown;
  /** Whether the last page was short: there is nothing older. */
  readonly done: boolean;
  /** Load the page after the last match shown (`before` = its finishedAt), or the first again after it failed. */
  more(): void;
}

/**
 * A history list that pages on with "Show more". A new `key` (other filters) starts over from the newest; an answer
 * to an older key or page that arrives late is dropped. `first`, when given, is the first page already in hand, and
 * `firstHasMore` whether anything older exists.
 */
export function useMatchPages(
  load: LoadMatches,
  key: string,
  limit: number,
  first?: readonly HistoryItem[],
  firstHasMore = true,
): MatchPages {
  const loadRef = useRef(load);
  loadRef.current = load;
  // The key whose first page came in hand; StrictMode runs the effect twice, so it is not consumed by the first run.
  const firstKey = useRef(first === undefined ? null : key);
  const request = useRef(0);
  const [items, setItems] = useState<readonly HistoryItem[] | null>(first ?? null);
  const [done, setDone] = useState(first !== undefined && (first.length === 0 || !firstHasMore));
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const fetchPage = useCallback(
    (before: number | undefined, into: readonly HistoryItem[]) => {
      const mine = ++request.current;
      setLoading(true);
      setError(null);
      loadRef.current(before).then(
        (page) => {
          if (mine !== request.current) return;
          const seen = new Set(into.map((m) => m.tableId));
          setItems([...into, ...page.filter((m) => !seen.has(m.tableId))]);
          setDone(page.length < limit);
          setLoading(false);
        },
        (e: unknown) => {
          if (mine !== request.current) return;
          setError(e);
          setLoading(false);
        },
      );
    },
    [limit],
  );

  /** Answers to requests made before this call are dropped when they come. */
  const dropAnswers = useCallback(() => {
    request.current += 1;
  }, []);

  useEffect(() => {
    // The first page came with the page (a profile's recent matches): only the next ones are asked for.
    if (firstKey.current === key) return;
    firstKey.current = null;
    setItems(null);
    setDone(false);
    fetchPage(undefined, []);
    return dropAnswers;
  }, [key, fetchPage, dropAnswers]);

  const more = useCallback(() => {
    if (loading) return;
    if (items === null) fetchPage(undefined, []);
    else fetchPage(items[items.length - 1]?.finishedAt, items);
  }, [items, loading, fetchPage]);

  return { items, loading, error, done, more };
}
