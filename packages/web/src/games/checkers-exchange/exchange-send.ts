import { useCallback, useState } from 'react';
import type { Move, ZoneProps } from './zone-props.ts';

/**
 * Sending a move from a zone (or several, all or none: "cancel all"): whether it is on its way, and the server's
 * refusal (shown by ErrorNote).
 */
export function useMoveSender(send: ZoneProps['send']) {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = useCallback(
    (move: Move | readonly Move[]) => {
      if (send === null) return;
      setSending(true);
      setError(null);
      send(Array.isArray(move) ? move : [move as Move]).then(
        () => setSending(false),
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
