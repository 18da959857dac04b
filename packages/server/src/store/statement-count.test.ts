import { CompiledQuery, type LogEvent } from 'kysely';
import { describe, expect, it } from 'vitest';
import { statementCount } from './statement-count.ts';

const query = (sql: string): LogEvent => ({
  level: 'query',
  query: CompiledQuery.raw(sql),
  queryDurationMillis: 1,
});

describe('statementCount', () => {
  it('counts SELECT and a WITH that changes nothing as reads, anything else (a WITH that writes too) as writes', () => {
    const count = statementCount();
    for (const sql of [
      'select * from tables',
      '  SELECT 1',
      'with recent as (select * from moves) select * from recent',
      'update tables set version = 2',
      'insert into moves values (1)',
      'with claimed as (update tables set version = 2 returning id) select count(*) from claimed',
      'with added as (insert into moves values (1) returning seq) select 1',
    ])
      count.log(query(sql));
    expect(count.read()).toEqual({ reads: 3, writes: 4 });
  });
});
