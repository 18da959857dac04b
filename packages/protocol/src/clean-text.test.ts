import { describe, expect, it } from 'vitest';
import { CHAT_MAX, NAME_MAX, checkChat, checkName, cleanChat, cleanName, codePoints, isBlank } from './clean-text.ts';

const bad = (code: string, reason: string, max: number) => ({ ok: false, error: { code, detail: { reason, max } } });

describe('cleanChat and cleanName strip each class of mischief', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['bell', 'a\u0007b'],
    ['escape', 'a\u001b[31mb'],
    ['carriage return', 'a\rb'],
    ['DEL', 'a\u007fb'],
    ['C1 next line', 'a\u0085b'],
    ['C1 CSI', 'a\u009bb'],
    ['LRE', 'a\u202ab'],
    ['RLE', 'a\u202bb'],
    ['PDF', 'a\u202cb'],
    ['LRO', 'a\u202db'],
    ['RLO', 'a\u202eb'],
    ['LRI', 'a\u2066b'],
    ['RLI', 'a\u2067b'],
    ['FSI', 'a\u2068b'],
    ['PDI', 'a\u2069b'],
    ['LRM', 'a\u200eb'],
    ['RLM', 'a\u200fb'],
    ['Arabic letter mark', 'a\u061cb'],
    ['zero-width space', 'a\u200bb'],
    ['zero-width non-joiner', 'a\u200cb'],
    ['zero-width joiner between letters', 'a\u200db'],
    ['word joiner', 'a\u2060b'],
    ['invisible plus', 'a\u2064b'],
    ['BOM', '\ufeffa\ufeffb'],
    ['soft hyphen', 'a\u00adb'],
    ['line separator', 'a\u2028b'],
    ['paragraph separator', 'a\u2029b'],
    ['lone high surrogate', 'a\ud800b'],
    ['lone low surrogate', 'a\udc00b'],
  ])('%s goes', (_name, raw) => {
    expect(cleanChat(raw)).toBe(raw.includes('\u001b') ? 'a[31mb' : 'ab');
    expect(cleanName(raw)).toBe(raw.includes('\u001b') ? 'a[31mb' : 'ab');
  });

  it('keeps newline and tab in chat, not in names', () => {
    expect(cleanChat('one\ntwo\tthree\r\n')).toBe('one\ntwo\tthree\n');
    expect(cleanName('one\ntwo\tthree\r\n')).toBe('onetwothree');
  });

  it('keeps everything else as typed: Cyrillic, quotes, spaces inside, accents, CJK, Arabic letters', () => {
    for (const text of [
      'Привет, «мир»!',
      'Ёжик в тумане',
      `"double" 'single' \`back\``,
      'a  b   c',
      'Åsa Ñandú e\u0301',
      '北京 市',
      'مرحبا',
      '<script>alert(1)</script>',
    ]) {
      expect(cleanChat(text)).toBe(text);
      expect(cleanName(text)).toBe(text);
    }
  });

  it('keeps emoji, with the joiner inside emoji sequences and modifiers', () => {
    for (const text of ['🙂', '👍🏽', '👩‍💻', '👨‍👩‍👧‍👦', '🏳️‍🌈', '🧑🏿‍🚀', '🇷🇺', '❤️']) {
      expect(cleanChat(`x ${text} y`)).toBe(`x ${text} y`);
      expect(cleanName(text)).toBe(text);
    }
    // Joiners that join nothing: doubled, leading, trailing, next to letters.
    expect(cleanChat('👩\u200d\u200d💻')).toBe('👩💻');
    expect(cleanChat('\u200d👩')).toBe('👩');
    expect(cleanChat('👩\u200d')).toBe('👩');
    expect(cleanChat('👩\u200da')).toBe('👩a');
  });

  it('trims the ends of a name, not of a chat line', () => {
    expect(cleanName('  Аня  ')).toBe('Аня');
    expect(cleanName('\u202e Bob \u202c')).toBe('Bob');
    expect(cleanChat('  hi  ')).toBe('  hi  ');
  });
});

describe('codePoints and isBlank', () => {
  it('counts code points, not UTF-16 units or bytes', () => {
    expect(codePoints('')).toBe(0);
    expect(codePoints('abc')).toBe(3);
    expect(codePoints('Жёлудь')).toBe(6);
    expect(codePoints('🙂🙂')).toBe(2);
    expect('🙂🙂'.length).toBe(4);
    expect(codePoints('👩‍💻')).toBe(3);
  });

  it('sees spaces and blank fillers as blank, anything visible as not', () => {
    for (const t of ['', ' ', '\t \n', '\u3000', '\u00a0', '\u2800', '\u3164', '\u115f\u1160', '\uffa0'])
      expect(isBlank(t), JSON.stringify(t)).toBe(true);
    for (const t of ['.', ' a ', '🙂', 'я']) expect(isBlank(t), t).toBe(false);
  });
});

describe('checkName', () => {
  it('returns the cleaned name', () => {
    expect(checkName('\u202eAlice\u202c')).toEqual({ ok: true, value: 'Alice' });
    expect(checkName(' Иван Петров ')).toEqual({ ok: true, value: 'Иван Петров' });
  });

  it('refuses a name blank after cleaning with BAD_NAME', () => {
    for (const raw of ['', '   ', '\u0000\u0001\u001f', '\u202e\u2066\u200b', '\ufeff \u200d ', '\u3164\u3164'])
      expect(checkName(raw), JSON.stringify(raw)).toEqual(bad('BAD_NAME', 'empty', NAME_MAX));
  });

  it('measures after cleaning, in code points', () => {
    expect(checkName('x'.repeat(NAME_MAX))).toEqual({ ok: true, value: 'x'.repeat(NAME_MAX) });
    expect(checkName('x'.repeat(NAME_MAX + 1))).toEqual(bad('BAD_NAME', 'too_long', NAME_MAX));
    // 32 emoji are 64 UTF-16 units and still fit; invisible padding does not count.
    expect(checkName('🙂'.repeat(NAME_MAX))).toEqual({ ok: true, value: '🙂'.repeat(NAME_MAX) });
    expect(checkName(`${'я'.repeat(NAME_MAX)}${'\u200b'.repeat(20)}`)).toEqual({
      ok: true,
      value: 'я'.repeat(NAME_MAX),
    });
    expect(checkName('🙂'.repeat(NAME_MAX + 1))).toEqual(bad('BAD_NAME', 'too_long', NAME_MAX));
  });
});

describe('checkChat', () => {
  it('returns the cleaned line, newlines kept', () => {
    expect(checkChat('gg\u202e wp\nnext')).toEqual({ ok: true, value: 'gg wp\nnext' });
  });

  it('refuses a line blank after cleaning with BAD_MESSAGE', () => {
    for (const raw of ['\u0000', '\u202e\u202c', ' \n\t ', '\u200b\ufeff'])
      expect(checkChat(raw), JSON.stringify(raw)).toEqual(bad('BAD_MESSAGE', 'empty', CHAT_MAX));
  });

  it('refuses a line over CHAT_MAX code points after cleaning', () => {
    expect(checkChat('ы'.repeat(CHAT_MAX)).ok).toBe(true);
    expect(checkChat('🎲'.repeat(CHAT_MAX)).ok).toBe(true);
    expect(checkChat(`${'a'.repeat(CHAT_MAX)}${'\u0000'.repeat(100)}`).ok).toBe(true);
    expect(checkChat('a'.repeat(CHAT_MAX + 1))).toEqual(bad('BAD_MESSAGE', 'too_long', CHAT_MAX));
  });
});
