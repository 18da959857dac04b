// Who may sit with a bot account at a rated table (issue 29, point 4).
import { describe, expect, it } from 'vitest';
import type { UserRow } from '../store/store.ts';
import { acceptsBots, botsRefusal } from './bots-consent.ts';

const user = (id: string, more: Partial<UserRow> = {}): UserRow => ({
  id,
  name: id,
  createdAt: 1,
  username: id,
  email: null,
  deletedAt: null,
  ...more,
});
const program = user('prog', { botAccountSince: 5 });
const willing = user('willing', { ratedWithBots: true });
const unwilling = user('unwilling');
const guest = user('guest', { username: null, ratedWithBots: true });
const deleted = user('gone', { username: null, deletedAt: 9, ratedWithBots: true });

describe('bots consent', () => {
  it('a bot account and a person who said so accept; a person by default, a guest and a deleted user do not', () => {
    expect([program, willing, unwilling, guest, deleted, undefined].map(acceptsBots)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it('names the first seat that does not accept when a bot account sits, else null', () => {
    expect(
      botsRefusal([
        { seat: 0, user: unwilling },
        { seat: 1, user: guest },
      ]),
    ).toBeNull();
    expect(
      botsRefusal([
        { seat: 0, user: program },
        { seat: 1, user: user('other', { botAccountSince: 1 }) },
      ]),
    ).toBe(null);
    expect(
      botsRefusal([
        { seat: 1, user: program },
        { seat: 0, user: willing },
      ]),
    ).toBeNull();
    expect(
      botsRefusal([
        { seat: 3, user: guest },
        { seat: 0, user: program },
        { seat: 2, user: unwilling },
        { seat: 1, user: willing },
      ]),
    ).toBe(2);
  });
});
