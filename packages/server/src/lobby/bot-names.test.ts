import { describe, expect, it } from 'vitest';
import { BOT_NAMES, freeBotName } from './bot-names.ts';

describe('freeBotName', () => {
  it('gives the first name from the seat’s place that no seat has', () => {
    expect(freeBotName([], 2)).toBe('vera');
    expect(freeBotName([{ botName: 'vera' }], 2)).toBe('gleb');
  });

  it('skips a name that reads as a seated person’s in either language (a host Vera saw «Бот Вера» beside her)', () => {
    expect(freeBotName([], 2, ['Vera'])).toBe('gleb');
    expect(freeBotName([], 2, ['вера'])).toBe('gleb');
    expect(freeBotName([], 15, ['Семен'])).toBe('anna');
    expect(freeBotName([], 2, ['Veronica', 'Верa'])).toBe('vera'); // a Latin "a" in «Верa»: not the same word
  });

  it('still names every bot when the people take every name', () => {
    const people = BOT_NAMES.map((k) => k);
    expect(freeBotName([], 0, people)).toBe('anna-2');
  });
});
