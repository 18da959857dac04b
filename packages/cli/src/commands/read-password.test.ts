import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { askHidden, readPassword, type PasswordInput } from './read-password.ts';

/** A pipe's input: `text` on standard input. */
const piped = (text: string): PasswordInput => ({
  isTTY: false,
  readAll: () => Promise.resolve(text),
  askHidden: () => Promise.reject(new Error('a pipe is not asked')),
});

/** A terminal's input: the answers typed to each question, in order. */
function terminal(...answers: (string | null)[]): PasswordInput & { readonly asked: string[] } {
  const asked: string[] = [];
  return {
    isTTY: true,
    asked,
    readAll: () => Promise.reject(new Error('a terminal is not read to its end')),
    askHidden: (prompt) => {
      asked.push(prompt);
      return Promise.resolve(answers.shift() ?? null);
    },
  };
}

describe('reading the new password', () => {
  it('from a pipe: the first line as typed, without its line ending; nothing is an error', async () => {
    expect(await readPassword(piped('  with spaces  \nignored\n'), 'anna')).toEqual({
      ok: true,
      password: '  with spaces  ',
    });
    expect(await readPassword(piped('windows line\r\n'), 'anna')).toEqual({ ok: true, password: 'windows line' });
    expect(await readPassword(piped('no newline'), 'anna')).toEqual({ ok: true, password: 'no newline' });
    expect(await readPassword(piped(''), 'anna')).toEqual({ ok: false, error: 'no password on standard input' });
    expect(await readPassword(piped('\nsecond'), 'anna')).toEqual({
      ok: false,
      error: 'no password on standard input',
    });
  });

  it('on a terminal: asked twice, naming the account; two different answers or giving up set nothing', async () => {
    const same = terminal('a new secret', 'a new secret');
    expect(await readPassword(same, 'anna')).toEqual({ ok: true, password: 'a new secret' });
    expect(same.asked).toEqual(['New password for anna: ', 'The same password again: ']);
    expect(await readPassword(terminal('a new secret', 'a new secrte'), 'anna')).toEqual({
      ok: false,
      error: 'the two passwords differ',
    });
    expect(await readPassword(terminal(null), 'anna')).toEqual({ ok: false, error: 'no password given' });
    expect(await readPassword(terminal('a new secret', null), 'anna')).toEqual({
      ok: false,
      error: 'no password given',
    });
  });
});

/** A terminal's streams in memory: keys go in, what the terminal would show comes out. */
function fakeTerminal() {
  const stdin = new PassThrough() as PassThrough & { setRawMode(on: boolean): void; raw: boolean[] };
  stdin.raw = [];
  stdin.setRawMode = (on) => void stdin.raw.push(on);
  const shown: string[] = [];
  const prompts = { write: (s: string) => (shown.push(s), true) };
  return {
    stdin: stdin as unknown as NodeJS.ReadStream & { raw: boolean[] },
    prompts: prompts as unknown as NodeJS.WriteStream,
    shown,
  };
}

describe('askHidden', () => {
  it('shows only the prompt, never what is typed; Backspace takes a character back; raw mode is left after', async () => {
    const t = fakeTerminal();
    const answer = askHidden(t.stdin, t.prompts, 'Password: ');
    (t.stdin as unknown as PassThrough).write('secrex\u007ft pässword');
    (t.stdin as unknown as PassThrough).write('\r');
    expect(await answer).toBe('secret pässword');
    expect(t.shown.join('')).toBe('Password: \n');
    expect(t.stdin.raw).toEqual([true, false]);
  });

  it('Ctrl-C gives up', async () => {
    const t = fakeTerminal();
    const answer = askHidden(t.stdin, t.prompts, 'Password: ');
    (t.stdin as unknown as PassThrough).write('abc\u0003');
    expect(await answer).toBeNull();
    expect(t.stdin.raw).toEqual([true, false]);
  });
});
