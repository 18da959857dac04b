/** Where `birzha set-password` reads the new password from: a terminal (asked twice, not shown) or a pipe. */
export interface PasswordInput {
  readonly isTTY: boolean;
  /** Everything piped in (a terminal's input is never read this way). */
  readAll(): Promise<string>;
  /** Asks on the terminal without echoing what is typed; null when the person gives up (Ctrl-C, Ctrl-D). */
  askHidden(prompt: string): Promise<string | null>;
}

/** The password, or why there is none (printed as is). */
export type PasswordRead =
  { readonly ok: true; readonly password: string } | { readonly ok: false; readonly error: string };

/**
 * The new password: on a terminal typed twice without echo (a typo would lock the person out), else the first line
 * of standard input, as typed but for its line ending (`printf '%s\n' "$PASSWORD" | birzha set-password ...`).
 */
export async function readPassword(input: PasswordInput, username: string): Promise<PasswordRead> {
  if (!input.isTTY) {
    const line = (await input.readAll()).split('\n')[0]?.replace(/\r$/, '') ?? '';
    return line === '' ? { ok: false, error: 'no password on standard input' } : { ok: true, password: line };
  }
  const first = await input.askHidden(`New password for ${username}: `);
  if (first === null || first === '') return { ok: false, error: 'no password given' };
  const again = await input.askHidden('The same password again: ');
  if (again === null) return { ok: false, error: 'no password given' };
  return first === again ? { ok: true, password: first } : { ok: false, error: 'the two passwords differ' };
}

/** The process's standard input as a PasswordInput: raw mode on a terminal, so what is typed is never shown. */
export function processPasswordInput(stdin: NodeJS.ReadStream, prompts: NodeJS.WriteStream): PasswordInput {
  return {
    isTTY: stdin.isTTY === true,
    readAll: async () => {
      let text = '';
      stdin.setEncoding('utf8');
      for await (const chunk of stdin) text += String(chunk);
      return text;
    },
    askHidden: (prompt) => askHidden(stdin, prompts, prompt),
  };
}

/** One line typed on a terminal in raw mode: Enter ends it, Backspace takes a character back, Ctrl-C/D give up. */
export function askHidden(
  stdin: NodeJS.ReadStream,
  prompts: NodeJS.WriteStream,
  prompt: string,
): Promise<string | null> {
  return new Promise((resolve) => {
    prompts.write(prompt);
    stdin.setRawMode(true);
    stdin.setEncoding('utf8');
    let typed: string[] = [];
    const finish = (value: string | null) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      prompts.write('\n');
      resolve(value);
    };
    const onData = (chunk: string | Buffer) => {
      for (const ch of String(chunk)) {
        if (ch === '\r' || ch === '\n') return finish(typed.join(''));
        if (ch === '\u0003' || ch === '\u0004') return finish(null);
        if (ch === '\u007f' || ch === '\b') typed = typed.slice(0, -1);
        else if (ch >= ' ') typed.push(ch);
      }
    };
    stdin.on('data', onData);
    stdin.resume();
  });
}
