import type { ServerFeatures } from '@birzha/protocol';
import { useEffect, useState } from 'react';
import { accountsApi } from '../api/accounts-api.ts';

const NONE: ServerFeatures = { mail: false };

/** What the server offers (GET /api/config); nothing until it answers, and nothing if it cannot. */
export function useServerFeatures(): ServerFeatures {
  const [features, setFeatures] = useState<ServerFeatures>(NONE);
  useEffect(() => {
    let cancelled = false;
    accountsApi.config().then(
      (f) => !cancelled && setFeatures(f),
      () => undefined, // an old server without /api/config sends no mail
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return features;
}
