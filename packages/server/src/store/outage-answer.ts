import { rateLimitedLog } from '../rate-limited-log.ts';
import { StoreUnreachable } from './lost-connection.ts';

/** What a request refused for a database out of reach is told: when to try again. */
export interface OutageDetail {
  readonly retryAfter: number;
}

/**
 * How the app (REST) and the hub (WebSocket) answer a request whose handling found no database (StoreUnreachable:
 * nothing reached it): UNAVAILABLE with `retryAfter`, and a warning at once, then one per 10 s with a count. Null for
 * any other failure, which stays the caller's (INTERNAL).
 */
export function outageAnswers(log: {
  warn(obj: object, msg: string): void;
}): (error: unknown, what: string) => OutageDetail | null {
  const warn = rateLimitedLog<'warn'>(log);
  return (error, what) => {
    if (!(error instanceof StoreUnreachable)) return null;
    warn('warn', 'store', { err: error }, `${what} waits for the database: answered UNAVAILABLE`);
    return { retryAfter: error.retryAfter };
  };
}
