import { useCallback, useState } from 'react';
import type { Move, ZoneProps } from './zone-props.ts';

/**
 * Sending moves from a status part (the banner, the firms' forms, the meeting): whether they are on their way, and
 * the server's refusal to show with ErrorNote. `send` is null when this viewer cannot act.
 */
export function useSendMoves(send: ZoneProps['send']) {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = useCallback(
    (moves: readonly Move[], after?: () => void) => {
      if (send === null) return;
      setSending(true);
      setError(null);
      send(moves).then(
        () => {
          setSending(false);
          after?.();
        },
        (e: unknown) => {
          setSending(false);
          setError(e);
        },
      );
    },
    [send],
  );
  return { run, sending, error };
}
