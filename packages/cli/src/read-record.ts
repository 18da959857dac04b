import { readFileSync } from 'node:fs';
import { err, GAMES, ok, parseRecord, type MatchRecord, type Result } from '@birzha/engine';
import { describeViolation } from './describe-violation.ts';
import { errorMessage } from './error-message.ts';

/** How a file is named in messages: `-` is standard input. */
export function sourceLabel(file: string): string {
  return file === '-' ? '<stdin>' : file;
}

/** Reads a file (`-` for stdin) and checks that it is a match record; the error is a one-line message. */
export function readRecord(file: string): Result<MatchRecord, string> {
  const label = sourceLabel(file);
  let text: string;
  try {
    text = readFileSync(file === '-' ? 0 : file, 'utf8');
  } catch (e) {
    return err(`${label}: cannot read (${errorMessage(e)})`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return err(`${label}: not JSON (${errorMessage(e)})`);
  }
  const record = parseRecord(raw, GAMES);
  if (!record.ok) return err(`${label}: not a match record: ${describeViolation(record.error)}`);
  return ok(record.value);
}
