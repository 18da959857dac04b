import { describe, expect, it } from 'vitest';
import { StoreUnreachable } from './lost-connection.ts';
import { outageAnswers } from './outage-answer.ts';

describe('outageAnswers', () => {
  it('answers a database out of reach with when to try again, warning once per 10 s; nothing else', () => {
    const warnings: string[] = [];
    const answer = outageAnswers({ warn: (_o, msg) => warnings.push(msg) });
    const away = new StoreUnreachable(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
    expect(answer(away, 'a message')).toEqual({ retryAfter: 2 });
    expect(answer(away, 'a message')).toEqual({ retryAfter: 2 });
    expect(warnings).toEqual(['a message waits for the database: answered UNAVAILABLE']);
    expect(answer(new Error('a bug'), 'a message')).toBeNull();
  });
});
