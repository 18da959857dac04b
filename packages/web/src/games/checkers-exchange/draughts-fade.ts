import { useEffect, useState } from 'react';
import { useMediaQuery } from '../../ui/use-narrow.ts';
import type { Piece } from './draughts-geometry.ts';
import type { LastPly } from './draughts-last-ply.ts';

/** How long the taken pieces fade on their squares (draughts.css's animation runs this long). */
export const FADE_MS = 500;

/**
 * The pieces the last ply took, while they fade out where they stood: only for a ply played while the board is
 * watched (not the one already in the log when it opened), and never for a reader who asked for reduced motion.
 */
export function useCaptureFade(last: LastPly | null): { readonly pieces: readonly Piece[]; readonly key: string } {
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [initial] = useState(() => last?.key ?? null);
  const [faded, setFaded] = useState<string | null>(null);
  const key = last?.key ?? null;
  const active = last !== null && key !== initial && key !== faded && !reduced && last.event.captured.length > 0;
  useEffect(() => {
    if (!active || key === null) return;
    const timer = window.setTimeout(() => setFaded(key), FADE_MS + 100);
    return () => window.clearTimeout(timer);
  }, [active, key]);
  return active ? { pieces: last.event.captured, key: key ?? '' } : { pieces: [], key: '' };
}
