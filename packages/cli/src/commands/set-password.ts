import { PASSWORD_MIN } from '@birzha/protocol';
import { configFromEnv, setAccountPasswordIn } from '@birzha/server';
import { EXIT, type ExitCode } from '../exit-codes.ts';
import type { Output } from '../output.ts';
import { readPassword, type PasswordInput } from './read-password.ts';

/** Options of `birzha set-password` as commander hands them over. */
export interface SetPasswordFlags {
  readonly user: string;
}

/**
 * `birzha set-password --user NAME`: the operator sets a new password for an account (a person who forgot theirs on
 * a server without mail), in the store the server uses (BIRZHA_DATA_DIR, or DATABASE_URL), under the site's rule;
 * every session of the account ends and its devices are told the password was reset. Exit 1 for an unknown account
 * or a weak password (nothing changed), 2 for bad settings or no password.
 */
export async function setPasswordCommand(
  flags: SetPasswordFlags,
  output: Output,
  input: PasswordInput,
  env: NodeJS.ProcessEnv,
): Promise<ExitCode> {
  const say = (message: string, code: ExitCode): ExitCode => {
    output.err(`birzha set-password: ${message}\n`);
    return code;
  };
  let config;
  try {
    config = configFromEnv(env);
  } catch (e) {
    return say(e instanceof Error ? e.message : String(e), EXIT.usage);
  }
  const username = flags.user.trim();
  if (username === '') return say('--user needs the account’s user name', EXIT.usage);
  const read = await readPassword(input, username);
  if (!read.ok) return say(read.error, EXIT.usage);
  const where =
    config.databaseUrl === null ? `the data in ${config.dataDir}` : 'the PostgreSQL database (DATABASE_URL)';
  const r = await setAccountPasswordIn(
    { dataDir: config.dataDir, databaseUrl: config.databaseUrl },
    username,
    read.password,
  );
  if (!r.ok) {
    return r.code === 'NO_SUCH_ACCOUNT'
      ? say(`no account named ${username} in ${where} (user names match without regard to case)`, EXIT.failed)
      : say(`the password is too weak: at least ${PASSWORD_MIN} characters, and not the user name`, EXIT.failed);
  }
  output.out(`The password of ${r.username} is set. Every device signed in to the account was signed out.\n`);
  return EXIT.ok;
}
