import { describe, expect, it } from 'vitest';
import { skeleton, usernameKey } from './username-key.ts';

const CYRILLIC_A = '\u0430';
const CYRILLIC_CAPITAL_A = '\u0410';

describe('skeleton (TR39 section 4)', () => {
  it('maps look-alikes to their prototype and leaves prototypes alone', () => {
    expect(skeleton(`${CYRILLIC_A}nna`)).toBe('anna');
    expect(skeleton('anna')).toBe('anna');
    // Prototypes are what confusables.txt says, capitals included: I and 1 look like l, 0 like O, m like rn.
    expect(skeleton('I1l')).toBe('lll');
    expect(skeleton('m0')).toBe('rnO');
  });

  it('is taken of the NFD form, so a precomposed letter and its sequence agree', () => {
    expect(skeleton('\u00e9')).toBe(skeleton('e\u0301'));
  });
});

describe('usernameKey', () => {
  const same = (a: string, b: string) => expect(usernameKey(a)).toBe(usernameKey(b));
  const apart = (a: string, b: string) => expect(usernameKey(a)).not.toBe(usernameKey(b));

  it('Latin and Cyrillic look-alikes, in either case, are one name', () => {
    same(`${CYRILLIC_A}nna`, 'anna');
    same(`${CYRILLIC_CAPITAL_A}nna`, 'anna');
    same('ANNA', 'anna');
    same(`${CYRILLIC_CAPITAL_A}NNA`, 'Anna');
    // Cyrillic о, р, е, с in "рорe" and "сое".
    same('\u0440\u043e\u0440e', 'pope');
    same('\u0441\u043e\u0435', 'coe');
    expect(usernameKey(`${CYRILLIC_A}nna`)).toBe('anna');
  });

  it('fullwidth letters are their ASCII ones', () => {
    same('\uff41\uff4e\uff4e\uff41', 'anna');
    same('\uff21\uff2e\uff2e\uff21', 'anna');
  });

  it('İ and ı are i, in any case; I and i stay one name although the skeleton alone maps I to l', () => {
    same('\u0130van', 'ivan');
    same('\u0131van', 'ivan');
    same('IVAN', 'ivan');
    same('\u0406van', 'ivan'); // Cyrillic І
    expect(usernameKey('\u0130van')).toBe('ivan');
  });

  it('digits and letter pairs that look alike collide, as TR39 has them', () => {
    same('b0b', 'bob');
    same('alice1', 'alicel');
    same('mary', 'rnary');
  });

  it('genuinely different names stay different', () => {
    apart('anna', 'anya');
    apart('anna', 'ann');
    apart('José', 'Jose');
    apart('\u0430\u043d\u044f', 'anya'); // Cyrillic аня is not Latin anya
    apart('ivan', 'lvan');
  });

  it('is stable: a key is its own key', () => {
    for (const name of ['anna', `${CYRILLIC_CAPITAL_A}nna`, '\u0130van', 'Straße', 'b0b', 'Ёжик_1']) {
      const key = usernameKey(name);
      expect(usernameKey(key)).toBe(key);
    }
  });
});
