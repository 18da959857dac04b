import type { ServerFeatures } from '@birzha/protocol';
import { useEffect, useState } from 'react';
import { accountsApi } from '../api/accounts-api.ts';

const NONE: ServerFeatures = { mail: false };

/**
 * What the server offers (GET /api/config): null until it answers (a page that words the absence of a feature
 * waits for it), and nothing if it cannot.
 */
export function useServerFeatures(): ServerFeatures | null {
  const [features, setFeatures] = useState<ServerFeatures | null>(null);
  useEffect(() => {
    let cancelled = false;
    accountsApi.config().then(
      (f) => !cancelled && setFeatures(f),
      () => !cancelled && setFeatures(NONE), // an old server without /api/config sends no mail
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return features;
}
