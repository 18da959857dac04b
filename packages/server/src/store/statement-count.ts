import type { LogEvent } from 'kysely';
import type { StatementCounts } from './store.ts';

/**
 * A count of the statements a Kysely instance runs, reads (SELECT, and WITH that changes nothing) apart from writes:
 * its `log` hook sees every query, failed ones too; a transaction's BEGIN and COMMIT are not queries and are not
 * counted.
 */
export function statementCount(): {
  log: (event: LogEvent) => void;
  /** Counts statements run past Kysely (SQLite's group commit). */
  ran: (writes: number, reads?: number) => void;
  read: () => StatementCounts;
} {
  let reads = 0;
  let writes = 0;
  return {
    log: (event) => {
      const text = event.query.sql;
      if (/^\s*select\b/i.test(text) || (/^\s*with\b/i.test(text) && !/\b(?:insert|update|delete)\b/i.test(text)))
        reads++;
      else writes++;
    },
    ran: (w, r = 0) => {
      writes += w;
      reads += r;
    },
    read: () => ({ reads, writes }),
  };
}
